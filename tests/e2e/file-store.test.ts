import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInWithCode } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

const corpusFile = (name: string) =>
  fileURLToPath(new URL(`../../packages/engine/corpus/${name}`, import.meta.url));

const MEMBER = 'lid@demo-uitzend.test';
const FILE = 'cao-metaal-fictief.pdf';

describe("the organisation's file store ('Bestanden beheren')", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('uploads on /upload with progress, lists the file, and a new scan chooses it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await signInWithCode(page, server.url, MEMBER);
    await page.waitForURL(`${server.url}/`);

    await page.getByRole('link', { name: 'Bestanden beheren' }).first().click();
    await page.waitForURL(`${server.url}/upload`);
    await page.getByRole('heading', { name: 'Bestanden beheren' }).waitFor();

    // A slow line, so the upload takes a few seconds; every percentage shown is recorded.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 64 * 1024,
    });
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        for (const bar of Array.from(document.querySelectorAll('[role=progressbar][aria-valuenow]'))) {
          seen.push(bar.getAttribute('aria-valuenow') ?? '');
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });

    await page.getByLabel('Bestanden kiezen').setInputFiles(corpusFile(FILE));
    const chosen = page.getByRole('list', { name: 'Gekozen bestanden' });
    await chosen.getByText(FILE).waitFor();
    await page.getByRole('button', { name: 'Uploaden', exact: true }).click();
    await page.getByRole('progressbar', { name: `Voortgang ${FILE}` }).waitFor({ timeout: 30_000 });
    await chosen.getByText('Upload voltooid').waitFor({ timeout: 60_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    expect(
      seen.some((value) => Number(value) > 0 && Number(value) < 100),
      seen.join(','),
    ).toBe(true);

    // Listed with its size, date and uploader.
    const table = page.getByRole('table', { name: 'Geüploade bestanden' });
    await table.getByText(FILE).waitFor();
    await table.getByText('153 kB').waitFor();

    // A new scan uses it in step 2 without uploading again.
    await page.getByRole('link', { name: 'Nieuwe scan' }).first().click();
    await page.waitForURL(`${server.url}/cao-scan/create/step/1`);
    await page.getByLabel(/Scan naam/).fill('E2E met bestaand bestand');
    await page.getByRole('button', { name: 'Volgende' }).click();
    await page.waitForURL(/\/cao-scan\/[0-9a-f-]{36}\/step\/2$/);
    await page.getByLabel('Ja', { exact: true }).check();
    await page.getByRole('combobox', { name: 'Kies de CAO van de klant' }).fill('Metaalbewerking');
    await page.getByRole('option', { name: 'Cao Metaal en Techniek (Metaalbewerkingsbedrijf)' }).click();
    const clientBox = page.getByRole('group', { name: 'Document CAO van de klant' });
    await clientBox.getByRole('button', { name: 'Kies een geüpload bestand' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: new RegExp(FILE) }).click();
    await clientBox.getByText(FILE).waitFor();
    await clientBox.getByText('Upload voltooid').waitFor();
    await page.getByRole('button', { name: 'Volgende' }).click();
    await page.waitForURL(/\/step\/3$/, { timeout: 60_000 });
    await page.getByText(`Document: ${FILE}`).waitFor();

    // Still one file in the store: the scan refers to it.
    await page.goto(`${server.url}/upload`);
    await table.getByText(FILE).waitFor();
    expect(await table.getByText(FILE).count()).toBe(1);
    expect(alerts).toEqual([]);
    await context.close();
  });
});
