import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DetailedComparisonResult } from '@caoscan/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInWithCode } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

const MEMBER = 'lid@demo-uitzend.test';
const DOCX = 'cao-schoonmaak-fictief.docx';
const corpusFile = (name: string) =>
  fileURLToPath(new URL(`../../packages/engine/corpus/${name}`, import.meta.url));

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

/** fetch + JSON on the product API with a bearer token; any refusal fails the test. */
async function call<T>(baseUrl: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

/** A completed scan made through the API: ABU against the fictional cleaning cao as a Word file. */
async function completeDocxScan(baseUrl: string, token: string): Promise<string> {
  const scan = await call<{ id: string }>(baseUrl, token, 'POST', '/cao-scans', { name: 'E2E Word' });
  const form = new FormData();
  form.set('cao_scan_id', scan.id);
  form.set('kind', 'client');
  form.set('file', new Blob([fs.readFileSync(corpusFile(DOCX))]), DOCX);
  const uploaded = await fetch(`${baseUrl}/api/files/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const selection = {
    is_abu_cao: true,
    client_cao_file_id: ((await uploaded.json()) as { file_id: string }).file_id,
    client_cao_name: 'Cao Schoonmaak (fictief)',
  };
  await call(baseUrl, token, 'PUT', `/cao-scans/${scan.id}/cao-selection`, selection);
  await call(baseUrl, token, 'POST', `/cao-scans/${scan.id}/start-comparison`, selection);
  for (const deadline = Date.now() + 180_000; Date.now() < deadline;) {
    const { status } = await call<{ status: string }>(baseUrl, token, 'GET', `/cao-scans/${scan.id}`);
    if (status === 'completed') return scan.id;
    expect(status).not.toBe('failed');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('scan did not complete');
}

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
    const scanId = await completeDocxScan(server.url, token);

    const { results } = await call<{ results: DetailedComparisonResult[] }>(
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
