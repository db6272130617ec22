import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInWithCode } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

describe('sign-in and the two app shells', () => {
  let server: RunningServer;
  let browser: Browser;
  let member: BrowserContext;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    member = await browser.newContext();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('signs a member in with the e-mailed code and lands on the dashboard', async () => {
    const page = await member.newPage();
    await signInWithCode(page, server.url, 'lid@demo-uitzend.test');
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('link', { name: 'Bestanden beheren' }).waitFor();
    // A member sees neither credits nor user management in the sidebar.
    await expect(page.getByRole('link', { name: 'Scan Credits' }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Gebruikersbeheer' }).count()).resolves.toBe(0);
  });

  it("tells a member at /admin 'Admin Toegang Vereist'", async () => {
    // Same browser session as above: the admin app shares the customer app's sign-in.
    const page = await member.newPage();
    await page.goto(`${server.url}/admin`);
    await page.getByText('Admin Toegang Vereist').waitFor();
    await page
      .getByRole('link', { name: 'Terug naar App' })
      .or(page.getByRole('button', { name: 'Terug naar App' }))
      .first()
      .click();
    await page.waitForURL(`${server.url}/`);
  });

  it('opens the back-office at /admin for a platform admin', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInWithCode(page, server.url, 'beheer@caoscan.test');
    await page.waitForURL(`${server.url}/`);
    await page.goto(`${server.url}/admin`);
    await page.getByText('ADMIN', { exact: true }).waitFor();
    await page.getByText('Admin Dashboard').first().waitFor();
    await context.close();
  });
});
