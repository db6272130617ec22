import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInWithCode } from '../support/browser';
import { readSignInCode, startServer, type RunningServer } from '../support/server';

const PLATFORM_ADMIN = 'beheer@caoscan.test';
const MEMBER = 'lid@demo-uitzend.test';
const CAO = 'Cao Groenwerk (fictief)';
const fixture = (version: 1 | 2) =>
  fileURLToPath(
    new URL(
      `../../packages/engine/fixtures/catalogue-versions/cao-groenwerk-v${version}-fictief.pdf`,
      import.meta.url,
    ),
  );

/** The platform admin's access token, got through the auth API as the apps get it. */
async function signInByApi(baseUrl: string, email: string): Promise<string> {
  const requestedAt = Date.now() - 1000;
  const headers = { 'Content-Type': 'application/json' };
  await fetch(`${baseUrl}/auth/v1/otp`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, create_user: false }),
  });
  const code = await readSignInCode(baseUrl, email, requestedAt);
  const verified = await fetch(`${baseUrl}/auth/v1/verify`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ type: 'email', email, token: code }),
  });
  return ((await verified.json()) as { access_token: string }).access_token;
}

/** A catalogue version uploaded by the platform admin, once the engine has read it. */
async function uploadVersion(baseUrl: string, token: string, fields: Record<string, string>, version: 1 | 2) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('file', new Blob([fs.readFileSync(fixture(version))]), `cao-groenwerk-v${version}-fictief.pdf`);
  const auth = { Authorization: `Bearer ${token}` };
  const response = await fetch(`${baseUrl}/api/admin/caos/versions`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  expect(response.status).toBe(201);
  const body = (await response.json()) as { cao: { id: string }; version: { id: string } };
  const deadline = Date.now() + 120_000;
  for (;;) {
    const list = (await (await fetch(`${baseUrl}/api/admin/caos`, { headers: auth })).json()) as {
      caos: { versions: { id: string; extraction_status: string }[] }[];
    };
    const status = list.caos
      .flatMap((cao) => cao.versions)
      .find((v) => v.id === body.version.id)?.extraction_status;
    if (status === 'completed') return body;
    if (status === 'failed' || Date.now() > deadline) throw new Error(`version not read: ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

describe("'Wat is er veranderd' between two versions of a catalogue cao, in Chromium", () => {
  let server: RunningServer;
  let browser: Browser;
  let versionTwo: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const token = await signInByApi(server.url, PLATFORM_ADMIN);
    const first = await uploadVersion(
      server.url,
      token,
      { name: CAO, sector: 'Groen', label: 'versie 1' },
      1,
    );
    const second = await uploadVersion(server.url, token, { cao_id: first.cao.id, label: 'versie 2' }, 2);
    versionTwo = second.version.id;
    const marked = await fetch(`${server.url}/api/admin/caos/versions/${versionTwo}/current`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(marked.status).toBe(200);
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows a member the changed wage table and the new allowance with citations, and downloads the Excel', async () => {
    const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
    await signInWithCode(page, server.url, MEMBER);
    await page.waitForURL(`${server.url}/`);
    await page.goto(`${server.url}/cao-catalogus/versies/${versionTwo}/wijzigingen`);
    await page.getByRole('heading', { name: 'Wat is er veranderd' }).waitFor();
    await page.getByText('2 gewijzigd, 1 nieuw, 0 vervallen', { exact: false }).waitFor();
    const table = page.getByRole('table', { name: 'Wat is er veranderd' });
    const minimum = table.getByRole('row', { name: /Laagste schaal, minimum maandloon/ });
    await expect(minimum.getByText('€ 2.214,50 per maand').isVisible()).resolves.toBe(true);
    await expect(minimum.getByText('€ 2.292,00 per maand').isVisible()).resolves.toBe(true);
    await expect(minimum.getByText('art. 4.2, p. 2').count()).resolves.toBe(2);
    const homeWorking = table.getByRole('row', { name: /Thuiswerkvergoeding per dag/ });
    await expect(homeWorking.getByText('art. 7.3 lid 1, p. 3').isVisible()).resolves.toBe(true);
    await expect(table.getByRole('row').count()).resolves.toBe(4);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      'wat-is-er-veranderd-cao-groenwerk-fictief-versie-1-versie-2.xlsx',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    expect(workbook.getWorksheet('Wat is er veranderd')!.rowCount).toBe(4);
  }, 120_000);
});
