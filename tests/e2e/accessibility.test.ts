import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInWithCode } from '../support/browser';
import { readPageToken } from '../support/scan-api';
import { startServer, type RunningServer } from '../support/server';

/**
 * axe-core in Chromium on every main page of both apps, signed in as the demo users with real data
 * (a completed scan, drafts at each wizard step): no serious or critical violation. The admin app's
 * code is requested only under /admin.
 */
const ORG_ADMIN = 'admin@demo-uitzend.test';
const PLATFORM_ADMIN = 'beheer@caoscan.test';
const DEMO_ORGANIZATION = 'Demo Uitzendbureau';
const corpusFile = (name: string) =>
  fileURLToPath(new URL(`../../packages/engine/corpus/${name}`, import.meta.url));

interface Violation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** axe's serious and critical violations on the page as it is now. */
async function seriousViolations(page: Page): Promise<Violation[]> {
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy does not apply.
  await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ['violations'],
    });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes
          .slice(0, 5)
          .map((node) => `${node.target.join(' ')}  ${node.any[0]?.message ?? ''}`.trim()),
      }));
  });
}

const describeViolations = (violations: Violation[]) =>
  violations.map((v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.targets.join('\n    ')}`).join('\n');

/** Waits until the page has its data: requests quiet (or polling only) and no spinner left. */
async function settle(page: Page, ready: string | RegExp): Promise<void> {
  await page
    .getByText(ready)
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(async (error: unknown) => {
      const shown = (await page.locator('body').innerText()).slice(0, 600);
      throw new Error(`${page.url()}: "${String(ready)}" not shown; the page shows:\n${shown}`, {
        cause: error,
      });
    });
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page
    .locator('[role=progressbar]:not([aria-valuenow])')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  // A fading element measures with its opacity: wait for finite transitions (spinners go on forever).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

async function expectAccessible(page: Page, ready: string | RegExp): Promise<void> {
  await settle(page, ready);
  const violations = await seriousViolations(page);
  expect(violations.length, `${page.url()}\n${describeViolations(violations)}`).toBe(0);
}

/** A scan of the demo organisation compared through the API; `completed()` waits for its results. */
async function makeScans(baseUrl: string, token: string) {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
    return (await response.json()) as Record<string, unknown>;
  };
  const upload = async (scanId: string) => {
    const form = new FormData();
    form.set('cao_scan_id', scanId);
    form.set('kind', 'client');
    form.set(
      'file',
      new Blob([fs.readFileSync(corpusFile('cao-metaal-fictief.pdf'))]),
      'cao-metaal-fictief.pdf',
    );
    const response = await fetch(`${baseUrl}/api/files/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { file_id: string }).file_id;
  };
  const id = String((await call('POST', '/cao-scans', { name: 'Toegankelijkheid resultaten' })).id);
  const selection = {
    is_abu_cao: true,
    client_cao_file_id: await upload(id),
    client_cao_name: 'Cao Metaal (fictief)',
  };
  await call('PUT', `/cao-scans/${id}/cao-selection`, selection);
  await call('POST', `/cao-scans/${id}/start-comparison`, selection);
  const completed = async () => {
    for (const deadline = Date.now() + 180_000; Date.now() < deadline;) {
      const status = (await call('GET', `/cao-scans/${id}`)).status;
      if (status === 'completed') return id;
      expect(status).not.toBe('failed');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('scan did not complete');
  };
  return { completed };
}

describe('every main page passes axe (no serious or critical violations)', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  describe('the customer app, as the demo organisation’s administrator', () => {
    let page: Page;
    const requested: string[] = [];
    let scans: Awaited<ReturnType<typeof makeScans>>;

    beforeAll(async () => {
      page = await (await browser.newContext()).newPage();
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    });

    it('login', async () => {
      await page.goto(`${server.url}/login`);
      await expectAccessible(page, 'E-mailadres');
      await signInWithCode(page, server.url, ORG_ADMIN);
      await page.waitForURL(`${server.url}/`);
      scans = await makeScans(server.url, await readPageToken(page));
    });

    it('dashboard, without loading any of the admin app', async () => {
      await page.goto(`${server.url}/`);
      await expectAccessible(page, 'Dashboard');
      expect(requested.filter((path) => path.startsWith('/admin'))).toEqual([]);
    });

    const pages: [string, string, string | RegExp][] = [
      ['scan overview', '/cao-scan/overview', 'Nieuwe scan'],
      ['wizard step 1', '/cao-scan/create/step/1', 'Beschrijving'],
      ['upload / file store', '/upload', /Bestand/],
      ['credits', '/credits', /Credits/],
      ['configuratie', '/configuratie', /Configuratie/],
      ['invitations (team)', '/invitations', /Uitnodig/],
      ['settings', '/settings', /Instellingen/],
    ];
    for (const [name, path, ready] of pages) {
      it(name, async () => {
        await page.goto(`${server.url}${path}`);
        await expectAccessible(page, ready);
      });
    }

    it('wizard steps 2 (documents, filled in) and 3 (summary)', async () => {
      await page.goto(`${server.url}/cao-scan/create/step/1`);
      await page.getByLabel(/Scan naam/).fill('Toegankelijkheid wizard');
      await page.getByRole('button', { name: 'Volgende' }).click();
      await page.waitForURL(/\/cao-scan\/[0-9a-f-]{36}\/step\/2$/);
      await expectAccessible(page, 'Is uw huidige CAO de ABU / NBBU CAO?');
      await page.getByLabel('Ja', { exact: true }).check();
      await page.getByRole('combobox', { name: 'Kies de CAO van de klant' }).fill('Metaalbewerking');
      await page.getByRole('option', { name: 'Cao Metaal en Techniek (Metaalbewerkingsbedrijf)' }).click();
      await page
        .getByRole('group', { name: 'Document CAO van de klant' })
        .locator('input[type=file]')
        .setInputFiles(corpusFile('cao-metaal-fictief.pdf'));
      await expectAccessible(page, 'cao-metaal-fictief.pdf');
      await page.getByRole('button', { name: 'Volgende' }).click();
      await page.waitForURL(/\/step\/3$/, { timeout: 60_000 });
      await expectAccessible(page, 'Document: cao-metaal-fictief.pdf');
    });

    it('a completed scan’s results', { timeout: 240_000 }, async () => {
      const id = await scans.completed();
      await page.goto(`${server.url}/cao-scan/${id}`);
      await expectAccessible(page, 'Vergelijkingen');
      await page.getByRole('button', { name: 'Alles uitklappen' }).click();
      await expectAccessible(page, 'Vergelijkingen');
      expect(requested.filter((path) => path.startsWith('/admin'))).toEqual([]);
    });
  });

  describe('the admin app, as the platform administrator', () => {
    let page: Page;

    beforeAll(async () => {
      page = await (await browser.newContext()).newPage();
      await signInWithCode(page, server.url, PLATFORM_ADMIN);
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    });

    const pages: [string, string, string | RegExp][] = [
      ['dashboard', '/admin/', /Dashboard/],
      ['organisations', '/admin/organizations', DEMO_ORGANIZATION],
      ['users', '/admin/users', /Toont 1 tot \d+ van \d+ resultaten/],
      ['roles', '/admin/roles', 'org_member'],
      ['credits', '/admin/credits', /Credits/],
      ['audit log', '/admin/audit-log', /Audit/i],
      ['analytics', '/admin/analytics', /Analytics/],
      ['cao-scans', '/admin/cao-scans', 'Toegankelijkheid resultaten'],
    ];
    for (const [name, path, ready] of pages) {
      it(name, async () => {
        await page.goto(`${server.url}${path}`);
        await expectAccessible(page, ready);
      });
    }

    it('organisation edit', async () => {
      await page.goto(`${server.url}/admin/organizations`);
      await page.getByRole('button', { name: `Acties voor ${DEMO_ORGANIZATION}` }).click();
      await page.getByRole('menuitem', { name: 'Bewerken' }).click();
      await expectAccessible(page, 'Organisatie naam');
    });

    it('invitations', async () => {
      await page.goto(`${server.url}/admin/users`);
      await page.getByRole('tab', { name: /Uitnodigingen/ }).click();
      await expectAccessible(page, /Uitnodigingen/);
    });

    it('cao-scan detail', async () => {
      await page.goto(`${server.url}/admin/cao-scans`);
      const row = page.getByRole('row').filter({ hasText: 'Toegankelijkheid resultaten' });
      await row.getByRole('link', { name: 'Details' }).click();
      await expectAccessible(page, 'Vergelijkingen');
    });
  });
});
