import type { DetailedComparisonResult } from '@caoscan/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInWithCode } from '../support/browser';
import { callApi, completeScanThroughApi, corpusFile, readPageToken } from '../support/scan-api';
import { startServer, type RunningServer } from '../support/server';

const MEMBER = 'lid@demo-uitzend.test';
const DOCX = 'cao-schoonmaak-fictief.docx';

const squash = (text: string) => text.replace(/\s+/g, '').toLowerCase();

describe("a Word document's page in the viewer", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("'Bekijk in document' shows the page's text with the printed value highlighted", async () => {
    const page = await (await browser.newContext()).newPage();
    await signInWithCode(page, server.url, MEMBER);
    await page.waitForURL(`${server.url}/`);
    const token = await readPageToken(page);
    const scanId = await completeScanThroughApi(server.url, token, {
      file: corpusFile(DOCX),
      caoName: 'Cao Schoonmaak (fictief)',
      scanName: 'E2E Word',
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
    expect(target, 'a value found in the Word document, with its page').toBeTruthy();
    const printed = fieldOf(target)!.as_printed!;

    await page.goto(`${server.url}/cao-scan/${scanId}`);
    await page.getByRole('button', { name: 'Alles uitklappen' }).click();
    await page.getByRole('button', { name: `Bekijk in document CAO klant: ${target.element}` }).click();
    const pane = page.getByRole('dialog').getByRole('region', { name: 'Document CAO klant' });
    // Text, not a PDF: the page's lines, the file named, the cited page shown.
    await pane.getByTestId('text-page').waitFor();
    await pane.getByText(DOCX, { exact: false }).waitFor();
    expect(await pane.getByTestId('pdf-page').count()).toBe(0);
    await pane.getByText(`Pagina ${fieldOf(target)!.source.pagina_nummers[0]} van `).waitFor();
    const marked = pane.locator('[data-testid=text-page] [data-highlighted=true]');
    expect(await marked.count()).toBeGreaterThan(0);
    expect(squash((await marked.allTextContents()).join(' '))).toContain(squash(printed));
    await page.context().close();
  }, 300_000);
});
