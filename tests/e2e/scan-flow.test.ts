import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInWithCode } from '../support/browser';
import { readSignInCode, startServer, type RunningServer } from '../support/server';

/** The fictional test corpus in the repository (packages/engine/corpus). */
const corpus = new URL('../../packages/engine/corpus/', import.meta.url);
const corpusFile = (name: string) => fileURLToPath(new URL(name, corpus));

const MEMBER = 'lid@demo-uitzend.test';
/** Credits need view_credits; when a member may not read them, the organisation's admin does. */
const ORG_ADMIN = 'admin@demo-uitzend.test';

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

/** The access token the page's auth client keeps in localStorage. */
function readPageToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      if (key.startsWith('sb-') && key.endsWith('-auth-token')) {
        return (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token: string }).access_token;
      }
    }
    throw new Error('no session in localStorage');
  });
}

async function readBalance(baseUrl: string, tokens: { page: string; admin: () => Promise<string> }) {
  const ask = (token: string) =>
    fetch(`${baseUrl}/api/credits/balance`, { headers: { Authorization: `Bearer ${token}` } });
  let response = await ask(tokens.page);
  if (response.status === 403) response = await ask(await tokens.admin());
  expect(response.status).toBe(200);
  return ((await response.json()) as { current_balance: number }).current_balance;
}

describe('a member runs a CAO Scan from start to Excel', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('creates a scan, uploads two cao PDFs, compares, shows details, downloads Excel and uses one credit', async () => {
    let adminToken: string | undefined;
    const tokens = {
      page: '',
      admin: async () => (adminToken ??= await signInByApi(server.url, ORG_ADMIN)),
    };
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });

    await signInWithCode(page, server.url, MEMBER);
    await page.waitForURL(`${server.url}/`);
    tokens.page = await readPageToken(page);
    const before = await readBalance(server.url, tokens);

    // Overview → new scan → step 1.
    await page.goto(`${server.url}/cao-scan`);
    await page.waitForURL(`${server.url}/cao-scan/overview`);
    await page.getByRole('link', { name: 'Nieuwe scan' }).first().click();
    await page.waitForURL(`${server.url}/cao-scan/create/step/1`);
    await page.getByLabel(/Scan naam/).fill('E2E uitzend tegen metaal');
    await page.getByLabel('Beschrijving').fill('Gemaakt door de end-to-end test');
    await page.getByRole('button', { name: 'Volgende' }).click();

    // Step 2: 'Nee', both cao's picked and uploaded.
    await page.waitForURL(/\/cao-scan\/[0-9a-f-]{36}\/step\/2$/);
    await page.getByText('Is uw huidige CAO de ABU / NBBU CAO?').waitFor();
    await page.getByLabel('Nee, ik heb een andere huidige CAO').check();
    await page.getByRole('combobox', { name: 'Kies uw huidige CAO' }).fill('ABU');
    await page.getByRole('option', { name: 'ABU / NBBU CAO voor Uitzendkrachten' }).click();
    await page.getByRole('combobox', { name: 'Kies de CAO van de klant' }).fill('Metaalbewerking');
    await page.getByRole('option', { name: 'Cao Metaal en Techniek (Metaalbewerkingsbedrijf)' }).click();
    await page
      .getByRole('group', { name: 'Document huidige CAO' })
      .locator('input[type=file]')
      .setInputFiles(corpusFile('cao-uitzend-fictief.pdf'));
    await page
      .getByRole('group', { name: 'Document CAO van de klant' })
      .locator('input[type=file]')
      .setInputFiles(corpusFile('cao-metaal-fictief.pdf'));
    await page.getByRole('button', { name: 'Volgende' }).click();

    // Step 3: the summary names both documents; start and watch the progress.
    await page.waitForURL(/\/step\/3$/, { timeout: 60_000 });
    await page.getByText('Document: cao-uitzend-fictief.pdf').waitFor();
    await page.getByText('Document: cao-metaal-fictief.pdf').waitFor();
    await page.getByRole('button', { name: 'Start AI Vergelijking' }).click();
    await page.getByText('AI Vergelijking in uitvoering').waitFor();

    // Completed: the results page of this scan.
    await page.waitForURL(/\/cao-scan\/[0-9a-f-]{36}$/, { timeout: 120_000 });
    await page.getByText('Vergelijkingen', { exact: true }).waitFor();
    expect(alerts).toEqual([]);
    await page.getByRole('button', { name: 'Alles uitklappen' }).click();

    // Three outcomes per side, distinct: a value, 'not regulated' (the agency cao leaves the wage to
    // the hirer's cao) and 'not found', with a verdict that asks for a check by hand.
    await page.getByText('Niet geregeld in deze cao').first().waitFor();
    await page.getByText('Niet gevonden — controleer handmatig', { exact: true }).first().waitFor();
    await page
      .getByText(/^Niet gevonden in (huidige cao|cao klant|beide cao's) — controleer handmatig$/)
      .first()
      .waitFor();
    const summary = page.getByRole('region', { name: 'Samenvatting resultaten' });
    await summary.getByText('Controleer handmatig').waitFor();
    await page
      .getByRole('button', { name: /^Details CAO klant: / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Bronfragment').waitFor();
    await dialog.getByText('Alle sectiegegevens').waitFor();
    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The current side cites where its value comes from too, and units read in Dutch.
    await page
      .getByRole('button', { name: /^Details huidige CAO: / })
      .first()
      .click();
    await dialog.getByText('Alle sectiegegevens').waitFor();
    const detailText = await dialog.innerText();
    expect(detailText).not.toContain('Art. – · p. –');
    expect(detailText).not.toMatch(/\b(hours_per_week|eur_per_month|days_per_year|pct)\b/);
    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // A completed scan's earlier steps are read-only, and step 4 reads as completed.
    const scanUrl = page.url();
    await page.goto(`${scanUrl}/step/2`);
    await page
      .getByText('Deze scan is voltooid. De gegevens en documenten kunnen niet meer worden gewijzigd.')
      .waitFor();
    await page.getByText('cao-metaal-fictief.pdf').waitFor();
    await expect(page.getByRole('button', { name: 'Verwijderen' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Volgende' }).count()).resolves.toBe(0);
    await page.getByText('Vergelijking bekijken · Voltooid').waitFor();
    await expect(page.getByText(/In uitvoering/).count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'Naar de resultaten' }).click();
    await page.waitForURL(scanUrl);
    await page.getByText('Vergelijkingen', { exact: true }).waitFor();

    // The Excel export arrives as a download and is a real xlsx (a zip: 'PK').
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const saved = await download.path();
    expect(fs.readFileSync(saved).subarray(0, 2).toString('latin1')).toBe('PK');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(saved);
    const cells = new Set<string>();
    workbook
      .getWorksheet('Vergelijking')!
      .eachRow((row) => row.eachCell((cell) => cells.add(String(cell.value))));
    expect(cells).toContain('Niet geregeld in deze cao');
    expect(cells).toContain('Niet gevonden — controleer handmatig');
    expect(
      [...cells].some(
        (text) => text.endsWith('— controleer handmatig') && text.startsWith('Niet gevonden in'),
      ),
    ).toBe(true);
    const facts = new Map<string, unknown>();
    workbook
      .getWorksheet('Samenvatting')!
      .eachRow((row) => facts.set(String(row.getCell(1).value), row.getCell(2).value));
    expect(facts.get('Controleer handmatig')).toEqual(expect.any(Number));
    await page.getByRole('button', { name: 'Download gestart' }).waitFor();

    // Exactly one credit was used.
    tokens.page = await readPageToken(page);
    expect(await readBalance(server.url, tokens)).toBe(before - 1);

    // The overview lists the scan as completed.
    await page.getByRole('link', { name: 'Terug naar overzicht' }).click();
    const card = page.getByRole('article', { name: 'E2E uitzend tegen metaal' });
    await card.getByText('Voltooid').waitFor();
    await context.close();
  }, 240_000);
});
