import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { readSignInCode, startServer, type RunningServer } from '../support/server';

/** The same server under another name than PUBLIC_URL's (which is http://127.0.0.1:PORT). */
const otherAddress = (url: string) => url.replace('127.0.0.1', 'localhost');

async function requestCode(page: Page, email: string): Promise<void> {
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Stuur inlogcode' }).click();
  await page.getByRole('heading', { name: 'Enter Verification Code' }).waitFor();
}

async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
}

/** The code step's note after a refused request: the code already sent stays valid, and the wait left. */
async function expectCodeStillValid(page: Page): Promise<void> {
  const notice = page.getByRole('status').filter({ hasText: 'Die code blijft geldig' });
  await notice.waitFor();
  const seconds = Number(/over (\d+) seconden? aanvragen/.exec((await notice.textContent()) ?? '')?.[1]);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(60);
  await expect(page.getByText(/For security purposes/).count()).resolves.toBe(0);
}

describe('sign-in at any address of the server', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('brings a signed-out visitor of /admin back to /admin after sign-in (at PUBLIC_URL)', async () => {
    const email = 'beheer@caoscan.test';
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/admin`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin');
    const requestedAt = Date.now() - 1000;
    await requestCode(page, email);
    await enterCode(page, await readSignInCode(server.url, email, requestedAt));
    await page.waitForURL(`${server.url}/admin`);
    await page.getByText('ADMIN', { exact: true }).waitFor();
    await context.close();
  });

  it('brings a signed-out visitor of a back-office page (/admin/organizations) back to that page', async () => {
    // Another address than the test above: a second code within a minute would not be sent.
    const email = 'support@caoscan.test';
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/admin/organizations`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin/organizations');
    const requestedAt = Date.now() - 1000;
    await requestCode(page, email);
    await enterCode(page, await readSignInCode(server.url, email, requestedAt));
    // The back-office itself (a full page load), not the customer app under /admin.
    await page.waitForURL(`${server.url}/admin/organizations`);
    await page.getByText('ADMIN', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Organisatie Beheer', exact: true }).waitFor();
    await context.close();
  });

  it('signs in at another address of the server than PUBLIC_URL', async () => {
    const base = otherAddress(server.url);
    const email = 'admin@demo-uitzend.test';
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    const requestedAt = Date.now() - 1000;
    await requestCode(page, email);
    await enterCode(page, await readSignInCode(server.url, email, requestedAt));
    await page.waitForURL(`${base}/`);
    await page.getByRole('link', { name: 'Bestanden beheren' }).waitFor();
    await context.close();
  });

  it('takes a second request within a minute back to the code step, and the first code still works', async () => {
    const base = otherAddress(server.url);
    const email = 'lid@demo-uitzend.test';
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    const requestedAt = Date.now() - 1000;
    await requestCode(page, email);
    const code = await readSignInCode(server.url, email, requestedAt);

    await page.getByRole('button', { name: '← Back to login' }).click();
    await requestCode(page, email);
    await expectCodeStillValid(page);
    await page.getByRole('button', { name: /^Resend code in \d+s$/ }).waitFor();

    await enterCode(page, code);
    await page.waitForURL(`${base}/`);
    await context.close();
  });
});

// A server of its own: every seeded address has had a code in the last minute in the tests above.
describe('a code asked for again within a minute, by a tab that did not send the first', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('lands on the code step with the seconds left when the first code was asked for in another tab, or before a reload', async () => {
    const email = 'admin@demo-uitzend.test';
    const context = await browser.newContext();
    const first = await context.newPage();
    await first.goto(`${server.url}/login`);
    const requestedAt = Date.now() - 1000;
    await requestCode(first, email);
    const code = await readSignInCode(server.url, email, requestedAt);

    // Another tab knows nothing of that code: the server's refusal is all it hears.
    const other = await context.newPage();
    await other.goto(`${server.url}/login`);
    await requestCode(other, email);
    await expectCodeStillValid(other);

    // Nor does the first tab once reloaded.
    await first.reload();
    await requestCode(first, email);
    await expectCodeStillValid(first);

    await enterCode(first, code);
    await first.waitForURL(`${server.url}/`);
    await context.close();
  });
});
