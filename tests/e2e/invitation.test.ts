import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInWithCode } from '../support/browser';
import { readSignInCode, startServer, type RunningServer } from '../support/server';

const INVITEE = 'nieuw@demo-uitzend.test';

/** The invitation link, read from the dev outbox as the invitee reads their mail. */
async function readInvitationLink(baseUrl: string, email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const messages = (await response.json()) as { subject: string; text: string }[];
    const link = messages
      .find((m) => m.subject.startsWith('Uitnodiging voor'))
      ?.text.match(/https?:\/\/\S+\/accept-invitation\?token=[\w-]+/)?.[0];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no invitation mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('an organisation admin invites a colleague', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('invites by e-mail; the invitee opens the link, signs in by code and lands in the organisation', async () => {
    const admin = await (await browser.newContext()).newPage();
    await signInWithCode(admin, server.url, 'admin@demo-uitzend.test');
    await admin.waitForURL(`${server.url}/`);
    await admin.getByRole('link', { name: 'Gebruikersbeheer' }).click();
    await admin.getByRole('button', { name: 'Gebruiker uitnodigen' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('E-mailadres').fill(INVITEE);
    await dialog.getByRole('button', { name: 'Uitnodiging versturen' }).click();
    await admin.getByText(`Uitnodiging verzonden naar ${INVITEE}.`).waitFor();
    await admin.getByRole('cell', { name: INVITEE }).waitFor();

    const link = await readInvitationLink(server.url, INVITEE);
    const invitee = await (await browser.newContext()).newPage();
    await invitee.goto(link);
    await invitee.getByText('U bent uitgenodigd!').waitFor();
    await invitee.getByText('Demo Uitzendbureau').waitFor();
    await invitee.getByText('Verloopt op').waitFor();
    const requestedAt = Date.now() - 1000;
    await invitee.getByRole('button', { name: 'Inloggen met e-mail' }).click();
    await invitee.getByRole('heading', { name: 'Enter Verification Code' }).waitFor();
    const code = await readSignInCode(server.url, INVITEE, requestedAt);
    await invitee.getByLabel('Verification code').fill(code);
    await invitee.getByRole('button', { name: 'Verify Code' }).click();

    await invitee.getByText('Welkom!').waitFor({ timeout: 15_000 });
    await invitee.getByText('Demo Uitzendbureau').waitFor();
    await invitee.waitForURL(`${server.url}/`, { timeout: 10_000 });
    // A member now: the dashboard with the organisation's activity, no user management.
    await invitee.getByText(`${INVITEE} uitgenodigd als Lid`).waitFor();
    await invitee.getByRole('link', { name: 'Bestanden beheren' }).waitFor();
    await expect(invitee.getByRole('link', { name: 'Gebruikersbeheer' }).count()).resolves.toBe(0);
    const me = await invitee.evaluate(async () => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'))!;
      const token = (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token;
      return (await fetch('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })).json();
    });
    expect(me).toMatchObject({ roles: ['org_member'], profile: { organization_name: 'Demo Uitzendbureau' } });

    // The link was for one use.
    const again = await (await browser.newContext()).newPage();
    await again.goto(link);
    await again.getByText('Uitnodiging niet geldig').waitFor();
    await again.getByText('Deze uitnodiging is al gebruikt.').waitFor();
  });
});
