import type { DetailedComparisonResult } from '@caoscan/core';
import ExcelJS from 'exceljs';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInWithCode } from '../support/browser';
import { completeScanThroughApi, corpusFile, readPageToken } from '../support/scan-api';
import { startServer, type RunningServer } from '../support/server';

const MEMBER = 'lid@demo-uitzend.test';

/** The 'Verschil' cell: the fifth column of the results table. */
const verdictOf = (row: Locator) => row.getByRole('cell').nth(4).innerText();

const squash = (text: string) => text.replace(/\s+/g, '').toLowerCase();

describe('a member checks a value against its page and corrects it', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens the cited page with the printed value marked, corrects it, sees table and Excel change, restores it', async () => {
    const context = await browser.newContext({ acceptDownloads: true });
    // pdf.js and its worker run under the app's Content-Security-Policy: no refusal may show up.
    const refused: string[] = [];
    context.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    const page = await context.newPage();
    await signInWithCode(page, server.url, MEMBER);
    await page.waitForURL(`${server.url}/`);
    const token = await readPageToken(page);
    const scanId = await completeScanThroughApi(server.url, token, {
      file: corpusFile('cao-metaal-fictief.pdf'),
      caoName: 'Cao Metaal (fictief)',
      scanName: 'E2E review',
    });

    const details = (await (
      await fetch(`${server.url}/api/cao-scans/${scanId}/comparison/results-with-details`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { results: DetailedComparisonResult[] };
    const printedOf = (row: DetailedComparisonResult) =>
      row.client_extraction_details?.extraction_data[row.element_key]?.as_printed ?? null;
    const target = details.results.find(
      (row) =>
        row.eenheid === 'procent' &&
        row.current_outcome === 'found' &&
        row.client_outcome === 'found' &&
        printedOf(row),
    )!;
    expect(target).toBeTruthy();
    const printed = printedOf(target)!;
    const newValue = target.verschil === 'Gelijk' ? '99%' : target.waarde_huidig!;

    await page.goto(`${server.url}/cao-scan/${scanId}`);
    await page.getByText('Vergelijkingen', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Alles uitklappen' }).click();
    const rowOf = () =>
      page.getByRole('row').filter({ has: page.getByText(target.element, { exact: true }) });

    // 'Bekijk in document': the client cao's cited page, drawn by pdf.js, the printed value marked.
    await page.getByRole('button', { name: `Bekijk in document CAO klant: ${target.element}` }).click();
    const viewer = page.getByRole('dialog');
    const clientPane = viewer.getByRole('region', { name: 'Document CAO klant' });
    await clientPane.locator('[data-testid=pdf-page][data-state=ready]').waitFor({ timeout: 60_000 });
    // The current cao's page stands beside it (the agency cao is a PDF too).
    await viewer
      .getByRole('region', { name: 'Document Huidige CAO' })
      .locator('[data-testid=pdf-page][data-state=ready]')
      .waitFor({ timeout: 60_000 });
    const marked = clientPane.locator('[data-highlighted=true]');
    expect(await marked.count()).toBeGreaterThan(0);
    const markedText = squash((await marked.allTextContents()).join(''));
    // The marked spans on the rendered page hold the text as printed.
    expect(markedText).toContain(squash(printed));

    expect(refused).toEqual([]);

    // Correct the value on the page being viewed.
    await clientPane.getByRole('button', { name: 'Corrigeer waarde klant' }).click();
    await clientPane.getByLabel(/Nieuwe waarde/).fill('€ 12,50');
    await clientPane.getByRole('button', { name: 'Correctie opslaan' }).click();
    await clientPane.getByText(/^Deze waarde past niet bij de eenheid procent\./).waitFor();
    await clientPane.getByLabel(/Nieuwe waarde/).fill(newValue);
    await clientPane.getByLabel(/Reden/).fill('Gecontroleerd in het document');
    await clientPane.getByRole('button', { name: 'Correctie opslaan' }).click();
    await clientPane.getByRole('button', { name: 'Corrigeer waarde klant' }).waitFor();
    await viewer.getByRole('button', { name: 'Sluiten' }).click();
    await viewer.waitFor({ state: 'hidden' });

    // The row shows the new value, who changed it, and a new verdict.
    const row = rowOf();
    await row.getByText('Handmatig aangepast').waitFor();
    await row.getByText(/^door .+ op \d+ \w+ \d{4}/).waitFor();
    const corrected = (await (
      await fetch(`${server.url}/api/cao-scans/${scanId}/comparison/results`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { results: DetailedComparisonResult[] };
    const after = corrected.results.find(
      (candidate) => candidate.categorie === target.categorie && candidate.element_key === target.element_key,
    )!;
    expect(after.verschil).not.toBe(target.verschil);
    await expect.poll(() => verdictOf(row), { timeout: 30_000 }).toBe(after.verschil);
    await row.getByText(newValue, { exact: true }).waitFor();

    // The downloaded Excel has the same verdict and names the correction as the value's origin.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Excel' }).click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.getWorksheet('Vergelijking')!;
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    let found: ExcelJS.Row | undefined;
    sheet.eachRow((candidate) => {
      if (candidate.getCell(2).value === target.element) found = candidate;
    });
    expect(found!.getCell(headers.indexOf('Verschil')).value).toBe(after.verschil);
    expect(String(found!.getCell(headers.indexOf('Herkomst klant')).value)).toMatch(
      /^Handmatig aangepast door /,
    );
    expect(found!.getCell(headers.indexOf('Herkomst huidig')).value).toBe('Engine');
    expect(workbook.getWorksheet('Controlelijst')).toBeTruthy();

    // 'Herstel' brings back the engine's value and verdict.
    await row.getByRole('button', { name: `Herstel waarde klant: ${target.element}` }).click();
    await row.getByText('Handmatig aangepast').waitFor({ state: 'detached' });
    await expect.poll(() => verdictOf(row), { timeout: 30_000 }).toBe(target.verschil);
    await context.close();
  }, 300_000);
});
