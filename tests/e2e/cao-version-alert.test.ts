import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInWithCode } from '../support/browser';
import { callApi, completeScanThroughApi, corpusFile, readPageToken } from '../support/scan-api';
import { readSignInCode, startServer, type RunningServer } from '../support/server';

const PLATFORM_ADMIN = 'beheer@caoscan.test';
const ORG_ADMIN = 'admin@demo-uitzend.test';
const MEMBER = 'lid@demo-uitzend.test';

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

describe('an organisation admin is told about a new agency cao version and re-runs the scan', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('sees the alert on the dashboard, opens what changed, confirms the re-run of a member’s scan (one credit) and lands on the new scan', async () => {
    const staff = await signInByApi(server.url, PLATFORM_ADMIN);
    const { caos } = await callApi<{ caos: { id: string; is_agency_cao: boolean }[] }>(
      server.url,
      staff,
      'GET',
      '/admin/caos',
    );
    const agencyCaoId = caos.find((cao) => cao.is_agency_cao)!.id;
    /** The platform admin uploads a version of the agency cao and marks it current once it is read. */
    const publishVersion = async (label: string, file: string) => {
      const form = new FormData();
      form.set('cao_id', agencyCaoId);
      form.set('label', label);
      form.set('file', new Blob([fs.readFileSync(corpusFile(file))]), file);
      const uploaded = await fetch(`${server.url}/api/admin/caos/versions`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${staff}` },
        body: form,
      });
      expect(uploaded.status).toBe(201);
      const { version } = (await uploaded.json()) as { version: { id: string } };
      await waitUntil(async () => {
        const list = await callApi<{ caos: { versions: { id: string; extraction_status: string }[] }[] }>(
          server.url,
          staff,
          'GET',
          '/admin/caos',
        );
        const found = list.caos.flatMap((cao) => cao.versions).find((item) => item.id === version.id);
        return found?.extraction_status === 'completed';
      }, 120_000);
      await callApi(server.url, staff, 'PUT', `/admin/caos/versions/${version.id}/current`);
      return version.id;
    };

    await publishVersion('2024-2025', 'cao-uitzend-fictief.pdf');
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInWithCode(page, server.url, ORG_ADMIN);
    await page.waitForURL(`${server.url}/`);
    const token = await readPageToken(page);
    // A member's scan: the alert goes to the organisation's admins, who may re-run it.
    const scanId = await completeScanThroughApi(server.url, await signInByApi(server.url, MEMBER), {
      file: corpusFile('cao-metaal-fictief.pdf'),
      caoName: 'Cao Metaal (fictief)',
      scanName: 'Metaal bij klant X',
    });
    const versionId = await publishVersion('2026-2027', 'cao-retail-fictief.pdf');

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
    await page
      .getByText(
        'Nieuwe versie van ABU / NBBU CAO voor Uitzendkrachten (2026-2027): 1 scan gebruikte de vorige versie',
      )
      .waitFor();
    expect(await page.getByRole('link', { name: 'Wat is er veranderd' }).getAttribute('href')).toBe(
      `/cao-catalogus/versies/${versionId}/wijzigingen`,
    );
    // The alert's change list opens: the two versions' differences, then back to the alert.
    await page.getByRole('link', { name: 'Wat is er veranderd' }).click();
    await page.waitForURL(`${server.url}/cao-catalogus/versies/${versionId}/wijzigingen`);
    await page.getByRole('heading', { name: 'Wat is er veranderd' }).waitFor();
    await page.getByRole('table', { name: 'Wat is er veranderd' }).waitFor();
    await page.goBack();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('link', { name: '"Metaal bij klant X" opnieuw uitvoeren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan opnieuw uitvoeren' });
    await dialog.getByText('Scan opnieuw uitvoeren met de nieuwe versie? Dit kost 1 credit.').waitFor();
    expect(await dialog.getByText('Metaal bij klant X').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Opnieuw uitvoeren' }).click();
    await page.waitForURL(/\/cao-scan\/[0-9a-f-]{36}\/step\/3$/);
    const newScanId = /\/cao-scan\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
    expect(newScanId).not.toBe(scanId);

    const done = await waitUntil(async () => {
      const scan = await callApi<{ status: string; current_cao_name: string }>(
        server.url,
        token,
        'GET',
        `/cao-scans/${newScanId}`,
      );
      expect(scan.status).not.toBe('failed');
      return scan.status === 'completed' ? scan : null;
    }, 180_000);
    expect(done.current_cao_name).toBe('ABU / NBBU CAO voor Uitzendkrachten (2026-2027)');
    const after = await callApi<{ current_balance: number }>(server.url, token, 'GET', '/credits/balance');
    expect(after.current_balance).toBe(before.current_balance - 1);
    await context.close();
  }, 420_000);
});
