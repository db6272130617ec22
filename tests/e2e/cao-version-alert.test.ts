import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInWithCode } from '../support/browser';
import { callApi, completeScanThroughApi, readPageToken } from '../support/scan-api';
import { readSignInCode, startServer, type RunningServer } from '../support/server';

const PLATFORM_ADMIN = 'beheer@caoscan.test';
const ORG_ADMIN = 'admin@demo-uitzend.test';
const MEMBER = 'lid@demo-uitzend.test';
const CAO = 'Cao Groenwerk (fictief)';
/** The fictional cao in two versions: higher wage table and a new allowance in version 2. */
const fixture = (version: 1 | 2) =>
  fileURLToPath(
    new URL(
      `../../packages/engine/fixtures/catalogue-versions/cao-groenwerk-v${version}-fictief.pdf`,
      import.meta.url,
    ),
  );

/** A session for `email` through the auth API itself (e-mail code from the dev outbox). */
async function signInByApi(baseUrl: string, email: string): Promise<string> {
  const config = (await (await fetch(`${baseUrl}/config.json`)).json()) as { supabaseAnonKey: string };
  const headers = { apikey: config.supabaseAnonKey, 'content-type': 'application/json' };
  const requestedAt = Date.now() - 1000;
  const sent = await fetch(`${baseUrl}/auth/v1/otp`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, create_user: false }),
  });
  expect(sent.ok).toBe(true);
  const token = await readSignInCode(baseUrl, email, requestedAt);
  const verified = await fetch(`${baseUrl}/auth/v1/verify`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, token, type: 'email' }),
  });
  return ((await verified.json()) as { access_token: string }).access_token;
}

async function waitUntil<T>(
  check: () => Promise<T | null | undefined | false>,
  timeoutMs: number,
): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; ;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('the platform admin publishes a new cao version in the back-office; an organisation admin is told and re-runs the scan', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('uploads version 2 with the form and marks it current; the organisation admin sees the alert, opens what changed, confirms the re-run of a member’s scan (one credit) and lands on the new scan', async () => {
    // Set up through the API: version 1 in the catalogue, and a member's completed scan with a copy
    // of it as the client's cao. Version 2 goes through the back-office's form below.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInWithCode(admin, server.url, PLATFORM_ADMIN);
    await admin.waitForURL((url) => !url.pathname.startsWith('/login'));
    const staff = await readPageToken(admin);
    const form = new FormData();
    form.set('name', CAO);
    form.set('sector', 'Groen');
    form.set('label', '2025-2026');
    form.set('file', new Blob([fs.readFileSync(fixture(1))]), 'cao-groenwerk-v1-fictief.pdf');
    const uploaded = await fetch(`${server.url}/api/admin/caos/versions`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${staff}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { version: first } = (await uploaded.json()) as { version: { id: string } };
    await waitUntil(async () => {
      const list = await callApi<{ caos: { versions: { id: string; extraction_status: string }[] }[] }>(
        server.url,
        staff,
        'GET',
        '/admin/caos',
      );
      const found = list.caos.flatMap((cao) => cao.versions).find((item) => item.id === first.id);
      return found?.extraction_status === 'completed';
    }, 120_000);
    await callApi(server.url, staff, 'PUT', `/admin/caos/versions/${first.id}/current`);
    const scanId = await completeScanThroughApi(server.url, await signInByApi(server.url, MEMBER), {
      file: fixture(1),
      caoName: CAO,
      scanName: 'Groenwerk bij klant X',
    });

    // The platform admin, in the back-office: a new version of the catalogue's cao, with its form.
    await admin.goto(`${server.url}/admin/caos`);
    const card = admin.getByRole('region', { name: CAO });
    await card.getByRole('link', { name: 'Nieuwe versie' }).click();
    await admin.waitForURL((url) => url.pathname === '/admin/caos/create');
    await admin.getByRole('heading', { name: 'Cao-versie uploaden' }).waitFor();
    // The cao is chosen already (the card's button passed it on).
    const caoInput = admin.getByRole('combobox', { name: 'Cao' });
    await waitUntil(async () => (await caoInput.inputValue()) === CAO, 10_000);
    await admin.getByRole('textbox', { name: 'Versie' }).fill('2026-2027');
    await admin.getByLabel('Looptijd vanaf').fill('2026-01-01');
    await admin.getByLabel('Looptijd tot en met').fill('2027-12-31');
    await admin.locator('input[type=file]').setInputFiles(fixture(2));
    await admin.getByText('cao-groenwerk-v2-fictief.pdf').waitFor();
    await admin.getByRole('button', { name: 'Uploaden' }).click();
    await admin.getByText(`Versie "2026-2027" van ${CAO} is toegevoegd; het uitlezen is gestart.`).waitFor();
    await admin.waitForURL((url) => url.pathname === '/admin/caos');
    // The list follows the extraction until the version is read, then it can become current.
    const versions = admin.getByRole('table', { name: `Versies van ${CAO}` });
    const secondRow = versions.getByRole('row', { name: /2026-2027/ });
    await secondRow.getByText('1 januari 2026 t/m 31 december 2027').waitFor();
    await secondRow.getByText('klaar').waitFor({ timeout: 120_000 });
    await secondRow.getByRole('button', { name: `Markeer 2026-2027 van ${CAO} als huidige versie` }).click();
    // Asked first, since the alerts cannot be taken back.
    const confirm = admin.getByRole('dialog', { name: `Versie 2026-2027 van ${CAO} als huidige versie?` });
    await confirm
      .getByText(/Organisaties met een voltooide scan op 2025-2026 krijgen een melding op hun dashboard/)
      .waitFor();
    await confirm.getByRole('button', { name: 'Huidige versie maken' }).click();
    await admin.getByText(`Versie "2026-2027" is nu de huidige versie van ${CAO}.`).waitFor();
    await secondRow.getByText('Huidige versie').waitFor();
    const { caos } = await callApi<{ caos: { name: string; versions: { id: string; label: string }[] }[] }>(
      server.url,
      staff,
      'GET',
      '/admin/caos',
    );
    const versionId = caos.find((cao) => cao.name === CAO)!.versions.find((v) => v.label === '2026-2027')!.id;
    await adminContext.close();

    // The organisation admin's part.
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInWithCode(page, server.url, ORG_ADMIN);
    await page.waitForURL(`${server.url}/`);
    const token = await readPageToken(page);
    // The alert is written after the PUT has answered: wait for it, then open the dashboard.
    await waitUntil(async () => {
      const feed = await callApi<{ items: { activity_type: string }[] }>(
        server.url,
        token,
        'GET',
        '/statistics/organization/activity?limit=6',
      );
      return feed.items.some((item) => item.activity_type === 'cao.version_changed');
    }, 60_000);
    const mails = (await (
      await fetch(`${server.url}/api/dev/outbox?to=${encodeURIComponent(ORG_ADMIN)}`)
    ).json()) as { subject: string; text: string }[];
    const mail = mails.find((item) => item.subject.startsWith('Nieuwe versie van'));
    expect(mail?.text).toContain(`${server.url}/cao-scan/${scanId}/opnieuw`);

    const before = await callApi<{ current_balance: number }>(server.url, token, 'GET', '/credits/balance');
    await page.goto(`${server.url}/`);
    await page.getByText(`Nieuwe versie van ${CAO} (2026-2027): 1 scan gebruikte de vorige versie`).waitFor();
    expect(await page.getByRole('link', { name: 'Wat is er veranderd' }).getAttribute('href')).toBe(
      `/cao-catalogus/versies/${versionId}/wijzigingen`,
    );
    // The alert's change list opens: the two versions' differences, then back to the alert.
    await page.getByRole('link', { name: 'Wat is er veranderd' }).click();
    await page.waitForURL(`${server.url}/cao-catalogus/versies/${versionId}/wijzigingen`);
    await page.getByRole('heading', { name: 'Wat is er veranderd' }).waitFor();
    const table = page.getByRole('table', { name: 'Wat is er veranderd' });
    await table.getByRole('row', { name: /Thuiswerkvergoeding per dag/ }).waitFor();
    await page.goBack();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('link', { name: '"Groenwerk bij klant X" opnieuw uitvoeren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan opnieuw uitvoeren' });
    await dialog.getByText('Scan opnieuw uitvoeren met de nieuwe versie? Dit kost 1 credit.').waitFor();
    expect(await dialog.getByText('Groenwerk bij klant X').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Opnieuw uitvoeren' }).click();
    await page.waitForURL(/\/cao-scan\/[0-9a-f-]{36}\/step\/3$/);
    const newScanId = /\/cao-scan\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
    expect(newScanId).not.toBe(scanId);

    const done = await waitUntil(async () => {
      const scan = await callApi<{ status: string; client_cao_name: string }>(
        server.url,
        token,
        'GET',
        `/cao-scans/${newScanId}`,
      );
      expect(scan.status).not.toBe('failed');
      return scan.status === 'completed' ? scan : null;
    }, 180_000);
    // The client's copy of version 1 is replaced by version 2's document.
    expect(done.client_cao_name).toBe(`${CAO} (2026-2027)`);
    const after = await callApi<{ current_balance: number }>(server.url, token, 'GET', '/credits/balance');
    expect(after.current_balance).toBe(before.current_balance - 1);
    await context.close();
  }, 480_000);
});
