import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DetailedComparisonResult } from '@caoscan/core';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInWithCode } from '../support/browser';
import { readPageToken } from '../support/scan-api';
import { readSignInCode, startServer, type RunningServer } from '../support/server';

const ADMIN = 'beheer@caoscan.test';
const SUPPORT = 'support@caoscan.test';
const MEMBER = 'lid@demo-uitzend.test';
const corpusFile = (name: string) =>
  fileURLToPath(new URL(`../../packages/engine/corpus/${name}`, import.meta.url));

async function signInByApi(baseUrl: string, email: string): Promise<string> {
  const config = (await (await fetch(`${baseUrl}/config.json`)).json()) as { supabaseAnonKey: string };
  const headers = { apikey: config.supabaseAnonKey, 'content-type': 'application/json' };
  const requestedAt = Date.now() - 1000;
  await fetch(`${baseUrl}/auth/v1/otp`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, create_user: false }),
  });
  const token = await readSignInCode(baseUrl, email, requestedAt);
  const verified = await fetch(`${baseUrl}/auth/v1/verify`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, token, type: 'email' }),
  });
  return ((await verified.json()) as { access_token: string }).access_token;
}

/** fetch + JSON on the product API with a bearer token. */
async function call(baseUrl: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON answers loosely
  return (await response.json()) as any;
}

/** A completed scan of the demo member (ABU against the fictional metal cao), made through the API. */
async function makeCompletedScan(baseUrl: string): Promise<{ id: string; name: string; token: string }> {
  const token = await signInByApi(baseUrl, MEMBER);
  const name = 'Uitzend tegen metaal (beheer)';
  const scan = await call(baseUrl, token, 'POST', '/cao-scans', { name, description: 'Voor de beheerder' });
  await call(baseUrl, token, 'POST', `/cao-scans/${scan.id}/advance-step`, { new_step: 2 });
  const form = new FormData();
  form.set('cao_scan_id', scan.id);
  form.set('kind', 'client');
  form.set('cao_name', 'Cao Metaal (fictief)');
  form.set('sector', 'Metaal en techniek');
  form.set(
    'file',
    new Blob([fs.readFileSync(corpusFile('cao-metaal-fictief.pdf'))]),
    'cao-metaal-fictief.pdf',
  );
  const uploaded = await (
    await fetch(`${baseUrl}/api/files/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    })
  ).json();
  const selection = {
    is_abu_cao: true,
    current_cao_file_id: null,
    current_cao_name: null,
    current_cao_sector: null,
    client_cao_file_id: String(uploaded.file_id),
    client_cao_name: 'Cao Metaal (fictief)',
    client_cao_sector: 'Metaal en techniek',
  };
  await call(baseUrl, token, 'PUT', `/cao-scans/${scan.id}/cao-selection`, selection);
  await call(baseUrl, token, 'POST', `/cao-scans/${scan.id}/advance-step`, { new_step: 3 });
  await call(baseUrl, token, 'POST', `/cao-scans/${scan.id}/start-comparison`, selection);
  const deadline = Date.now() + 240_000;
  for (;;) {
    const progress = await call(baseUrl, token, 'GET', `/cao-scans/${scan.id}/section-tasks`);
    if (progress.overall_status === 'completed') return { id: scan.id, name, token };
    if (progress.overall_status === 'failed' || Date.now() > deadline) {
      throw new Error(`scan did not complete: ${JSON.stringify(progress).slice(0, 500)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

describe('the back-office: credits, analytics and a read-only scan', () => {
  let server: RunningServer;
  let browser: Browser;
  let scan: { id: string; name: string; token: string };
  // One sign-in per person: the auth service allows one code per address a minute.
  let adminContext: BrowserContext;
  let admin: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    scan = await makeCompletedScan(server.url);
    adminContext = await browser.newContext({ acceptDownloads: true });
    admin = await adminContext.newPage();
    await signInWithCode(admin, server.url, ADMIN);
    await admin.waitForURL((url) => !url.pathname.startsWith('/login'));
  }, 360_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('an admin adjusts an organisation by +25 with a reason; balance and history show it', async () => {
    const adminToken = await readPageToken(admin);
    const ledger = await call(server.url, adminToken, 'GET', '/admin/credits/transactions?limit=100');
    const demo = ledger.transactions.find(
      (t: { organization_name: string }) => t.organization_name === 'Demo Uitzendbureau',
    );
    const before = (
      await call(server.url, adminToken, 'GET', `/admin/credits/balance/${demo.organization_id}`)
    ).current_balance as number;

    const page = admin;
    // From the ledger of that organisation, 'Credits aanpassen' opens with the organisation chosen.
    const filter = encodeURIComponent(JSON.stringify({ organization_id: demo.organization_id }));
    await page.goto(`${server.url}/admin/credits?filter=${filter}`);
    await page.getByRole('link', { name: 'Credits aanpassen' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/credits/create');
    await page
      .getByLabel('Huidig saldo')
      .filter({ hasText: String(before) })
      .waitFor();
    await page.getByLabel('Aantal credits').fill('25');
    await page.getByLabel('Beschrijving').fill('Compensatie voor de storing van dinsdag');
    await page.getByRole('button', { name: 'Opslaan' }).click();

    // The ledger opens on that organisation: its new balance above, the entry on top.
    await page
      .getByLabel('Huidig saldo')
      .filter({ hasText: String(before + 25) })
      .waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Compensatie voor de storing van dinsdag' });
    await row.waitFor();
    expect(await row.textContent()).toContain('+25');
    expect(await row.textContent()).toContain(ADMIN);
  });

  it('support staff open the credits list and the analytics with its chart', async () => {
    const page = await (await browser.newContext()).newPage();
    await signInWithCode(page, server.url, SUPPORT);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${server.url}/admin/credits`);
    await page.getByRole('row').filter({ hasText: 'Compensatie voor de storing van dinsdag' }).waitFor();
    await page.getByRole('link', { name: 'Credits aanpassen' }).waitFor();

    await page.goto(`${server.url}/admin/analytics`);
    await page.getByRole('heading', { name: 'Nieuw per week' }).waitFor();
    await page.getByText('Nieuwe scans').first().waitFor();
    expect(await page.locator('svg rect').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('an admin opens a completed, corrected scan read-only and downloads its Excel', async () => {
    // The member corrects a percentage of the client cao on its cited page (issue I).
    const { results } = await call(
      server.url,
      scan.token,
      'GET',
      `/cao-scans/${scan.id}/comparison/results-with-details`,
    );
    const target = (results as DetailedComparisonResult[]).find(
      (row) =>
        row.eenheid === 'procent' &&
        row.client_outcome === 'found' &&
        row.client_extraction_details?.extraction_data[row.element_key]?.source.pagina_nummers[0],
    )!;
    const correction = await call(server.url, scan.token, 'POST', `/cao-scans/${scan.id}/corrections`, {
      category: target.categorie,
      element_key: target.element_key,
      side: 'client',
      value: '99%',
      page: target.client_extraction_details!.extraction_data[target.element_key]!.source.pagina_nummers[0],
      reason: 'Nagekeken door het lid',
    });
    expect(correction.author_name).toBeTruthy();

    const page = admin;
    await page.goto(`${server.url}/admin/cao-scans`);
    const row = page.getByRole('row').filter({ hasText: scan.name });
    await row.getByText('Voltooid').waitFor();
    await row.getByRole('link', { name: 'Details' }).click();

    await page.getByRole('heading', { name: scan.name }).waitFor();
    await page.getByRole('button', { name: 'Alles uitklappen' }).click();
    expect(await page.getByRole('button', { name: 'Volgende stap' }).count()).toBe(0);
    // The same results as the customer sees, with where each value comes from.
    await page
      .getByRole('button', { name: /^Details CAO klant: / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Bronfragment').waitFor();
    expect(await dialog.innerText()).not.toContain('Art. – · p. –');
    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The correction as the member sees it, read-only: value, who and when, the trail; no Herstel.
    const corrected = page.getByRole('row').filter({ has: page.getByText(target.element, { exact: true }) });
    await corrected.getByText('Handmatig aangepast').waitFor();
    await corrected.getByText(new RegExp(`^door ${correction.author_name} op \\d+ \\w+ \\d{4}`)).waitFor();
    await corrected.getByText('99%', { exact: true }).waitFor();
    expect(await corrected.getByRole('button', { name: /^Herstel/ }).count()).toBe(0);
    const trail = page.getByRole('table', { name: 'Wijzigingen' });
    await trail.getByText('Nagekeken door het lid').waitFor();
    // Its cited page, drawn by pdf.js from the admin's document route; nothing to correct there.
    await corrected.getByRole('button', { name: `Bekijk in document CAO klant: ${target.element}` }).click();
    const viewer = page.getByRole('dialog');
    await viewer
      .getByRole('region', { name: 'Document CAO klant' })
      .locator('[data-testid=pdf-page][data-state=ready]')
      .waitFor({ timeout: 60_000 });
    expect(await viewer.getByRole('button', { name: /^Corrigeer/ }).count()).toBe(0);
    await viewer.getByRole('button', { name: 'Sluiten' }).click();
    await viewer.waitFor({ state: 'hidden' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    expect(workbook.worksheets.length).toBeGreaterThan(0);
  });
});
