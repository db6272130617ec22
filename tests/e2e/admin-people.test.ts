import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInWithCode } from '../support/browser';
import { readSignInCode, startServer, type RunningServer } from '../support/server';

const PLATFORM_ADMIN = 'beheer@caoscan.test';
const MEMBER = 'lid@demo-uitzend.test';
const FIRST_ADMIN = 'eerste.beheerder@testbedrijf.test';

/** A signed-in member's access token, got through the auth API as the customer app gets it. */
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

async function readMail(baseUrl: string, to: string, subject: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const found = ((await response.json()) as { subject: string; text: string }[]).find(
      (m) => m.subject === subject,
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no "${subject}" mailed to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a platform admin runs organisations, users and roles from /admin', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    page = await (await browser.newContext()).newPage();
    await signInWithCode(page, server.url, PLATFORM_ADMIN);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('creates organisation "Testbedrijf BV" (partner) and invites its first administrator', async () => {
    await page.goto(`${server.url}/admin/organizations`);
    await page.getByRole('button', { name: 'Nieuwe organisatie' }).click();
    const create = page.getByRole('dialog');
    await create.getByRole('button', { name: 'Organisatie aanmaken' }).click();
    await create.getByText('Organisatie naam is verplicht').waitFor();
    await create.getByLabel('Organisatie naam').fill('Testbedrijf BV');
    await create.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Partner' }).click();
    await create.getByRole('button', { name: 'Organisatie aanmaken' }).click();
    const row = page.getByRole('row', { name: /Testbedrijf BV/ });
    await row.getByText('Geen Admin').waitFor();
    await expect(row.getByText('Partner').isVisible()).resolves.toBe(true);

    await row.getByRole('button', { name: 'Acties voor Testbedrijf BV' }).click();
    await page.getByRole('menuitem', { name: 'Admin uitnodigen' }).click();
    const invite = page.getByRole('dialog');
    await invite.getByLabel('Email adres').fill('geen-adres');
    await invite.getByRole('button', { name: 'Uitnodiging versturen' }).click();
    await invite.getByText('Voer een geldig email adres in').waitFor();
    await invite.getByLabel('Email adres').fill(` ${FIRST_ADMIN.toUpperCase()} `);
    await invite.getByRole('button', { name: 'Uitnodiging versturen' }).click();
    await invite.getByText(`Uitnodiging verzonden naar ${FIRST_ADMIN}`).waitFor();
    const mail = await readMail(server.url, FIRST_ADMIN, 'Uitnodiging voor Testbedrijf BV in CAO Scan');
    expect(mail.text).toContain('/accept-invitation?token=');

    // The success message closes the modal after 2 seconds (spec 01 §4, §9).
    await invite.waitFor({ state: 'detached' });
    await page.goto(`${server.url}/admin/users`);
    await page.getByRole('tab', { name: 'Uitnodigingen' }).click();
    const invitation = page.getByRole('row', { name: new RegExp(FIRST_ADMIN) });
    await invitation.getByText('Uitnodiging verzonden').waitFor();
    await invitation.getByText('Testbedrijf BV').waitFor();
  });

  it('disables a user; that user’s next API call is refused', async () => {
    const token = await signInByApi(server.url, MEMBER);
    const me = () => fetch(`${server.url}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect((await me()).status).toBe(200);

    await page.goto(`${server.url}/admin/users`);
    await page.getByRole('tab', { name: /Gebruikers \(\d+\)/ }).waitFor();
    await page.getByText(/Toont 1 tot \d+ van \d+ resultaten/).waitFor();
    const row = page.getByRole('row', { name: new RegExp(MEMBER) });
    await row.getByRole('combobox').click();
    await page.getByRole('option', { name: 'Uitgeschakeld' }).click();
    await page.getByText('Status bijgewerkt').waitFor();
    await row.getByText('Uitgeschakeld').first().waitFor();
    expect((await me()).status).toBe(401);
  });

  it('creates and deletes a role', async () => {
    await page.goto(`${server.url}/admin/roles`);
    await page.getByRole('button', { name: 'Nieuwe rol' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Naam').fill('controleur');
    await dialog.getByLabel('Beschrijving').fill('Controleert steekproeven van scans');
    await dialog.getByRole('button', { name: 'Rol aanmaken' }).click();
    const row = page.getByRole('row', { name: /controleur/ });
    await row.getByText('Controleert steekproeven van scans').waitFor();

    await row.getByRole('button', { name: 'Verwijder controleur' }).click();
    const confirm = page.getByRole('dialog');
    await confirm
      .getByText('Weet je zeker dat je de rol "controleur" wilt verwijderen?', { exact: false })
      .waitFor();
    await confirm.getByRole('button', { name: 'Verwijderen' }).click();
    await row.waitFor({ state: 'detached' });

    // A system role stays, with a clear Dutch message.
    await page
      .getByRole('row', { name: /org_member/ })
      .getByRole('button', { name: 'Verwijder org_member' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
    await page.getByText(/systeemrol/).waitFor();
  });
});
