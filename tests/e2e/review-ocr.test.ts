import { fileURLToPath } from 'node:url';
import type { DetailedComparisonResult } from '@caoscan/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInWithCode } from '../support/browser';
import { callApi, completeScanThroughApi, readPageToken } from '../support/scan-api';
import { startServer, type RunningServer } from '../support/server';

const MEMBER = 'lid@demo-uitzend.test';
// A page of the fictional metal cao as a picture only (no text layer): the engine reads it by OCR.
const SCAN = 'scan-loongebouw.pdf';
const scanFile = fileURLToPath(
  new URL(`../../packages/engine/src/text/ocr/fixtures/${SCAN}`, import.meta.url),
);

const squash = (text: string) => text.replace(/\s+/g, '').toLowerCase();

describe('a scanned PDF page in the viewer', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('says the page was read by OCR and cannot be marked, and marks the value in the text read', async () => {
    const page = await (await browser.newContext()).newPage();
    await signInWithCode(page, server.url, MEMBER);
    await page.waitForURL(`${server.url}/`);
    const token = await readPageToken(page);
    const scanId = await completeScanThroughApi(server.url, token, {
      file: scanFile,
      caoName: 'Cao Metaal (gescand)',
      timeoutMs: 240_000,
    });

    const { results } = await callApi<{ results: DetailedComparisonResult[] }>(
      server.url,
      token,
      'GET',
      `/cao-scans/${scanId}/comparison/results-with-details`,
    );
    const fieldOf = (row: DetailedComparisonResult) =>
      row.client_extraction_details?.extraction_data[row.element_key];
    const target = results.find(
      (row) =>
        row.client_outcome === 'found' && fieldOf(row)?.as_printed && fieldOf(row)?.source.pagina_nummers[0],
    )!;
    expect(target, 'a value read by OCR from the scanned page').toBeTruthy();
    const printed = fieldOf(target)!.as_printed!;

    await page.goto(`${server.url}/cao-scan/${scanId}`);
    await page.getByRole('button', { name: 'Alles uitklappen' }).click();
    await page.getByRole('button', { name: `Bekijk in document CAO klant: ${target.element}` }).click();
    const pane = page.getByRole('dialog').getByRole('region', { name: 'Document CAO klant' });
    await pane.locator('[data-testid=pdf-page][data-state=ready]').waitFor({ timeout: 60_000 });
    // Said plainly instead of silently marking nothing.
    const notice = pane.getByTestId('ocr-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('tekstherkenning (OCR)');
    expect(
      await pane.getByText('De gedrukte tekst is niet letterlijk op deze pagina gevonden.').count(),
    ).toBe(0);
    // The text read from the page stands under it, the value marked there.
    const marked = pane.locator('[data-testid=text-page] [data-highlighted=true]');
    expect(await marked.count()).toBeGreaterThan(0);
    expect(squash((await marked.allTextContents()).join(' '))).toContain(squash(printed));
    await page.context().close();
  }, 360_000);
});
