import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInWithCode } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

const ADMIN = 'beheer@caoscan.test';
const SUPPORT = 'support@caoscan.test';
const ORGANIZATION = 'Demo Uitzendbureau';
const nl = (value: number) => new Intl.NumberFormat('nl-NL').format(value);

/** Organisaties → 'Bewerken' on the organisation → tab Credits; answers the balance shown. */
async function openCreditsTab(page: Page, baseUrl: string): Promise<number> {
  await page.goto(`${baseUrl}/admin/organizations`);
  await page.getByRole('button', { name: `Acties voor ${ORGANIZATION}` }).click();
  await page.getByRole('menuitem', { name: 'Bewerken' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: /^Credits \(/ }).click();
  const balance = dialog.getByLabel('Huidig saldo');
  await expect.poll(() => balance.innerText()).not.toBe('…');
  return Number((await balance.innerText()).replace(/\./g, ''));
}

/** Books an adjustment in the open tab: amount and reason, then 'Aanpassen'. */
async function adjust(page: Page, amount: number, reason: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Aantal credits').fill(String(amount));
  await dialog.getByLabel('Beschrijving').fill(reason);
  await dialog.getByRole('button', { name: 'Aanpassen' }).click();
}

async function expectBalance(page: Page, balance: number) {
  await page
    .getByRole('dialog')
    .getByLabel('Huidig saldo')
    .filter({ hasText: nl(balance) })
    .waitFor();
}

/** The ledger entry on top of the tab's last transactions. */
async function expectEntry(page: Page, reason: string, amount: string, author: string) {
  const row = page
    .getByRole('table', { name: 'Laatste transacties' })
    .getByRole('row')
    .filter({ hasText: reason });
  await row.waitFor();
  const text = await row.innerText();
  expect(text).toContain(amount);
  expect(text).toContain(author);
}

describe("the organisation edit page's Credits tab", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('an admin adjusts with a reason, then support staff; below zero is refused in Dutch', async () => {
    const admin = await (await browser.newContext()).newPage();
    await signInWithCode(admin, server.url, ADMIN);
    await admin.waitForURL((url) => !url.pathname.startsWith('/login'));
    const before = await openCreditsTab(admin, server.url);

    await adjust(admin, 7, 'Tegoed na de demo-afspraak');
    await expectBalance(admin, before + 7);
    await expectEntry(admin, 'Tegoed na de demo-afspraak', '+7', ADMIN);
    // The tab's label follows the organisation's new balance.
    await admin.getByRole('tab', { name: `Credits (${nl(before + 7)})` }).waitFor();

    // More than the balance cannot be written off: the server's Dutch refusal, nothing booked.
    const tooMuch = before + 8;
    await adjust(admin, -tooMuch, 'Te veel afschrijven');
    await admin
      .getByRole('dialog')
      .getByText(
        `Het saldo kan niet onder nul komen: deze organisatie heeft ${before + 7} credits, ` +
          `er kunnen er hoogstens ${before + 7} af.`,
      )
      .waitFor();
    await expectBalance(admin, before + 7);
    expect(
      await admin
        .getByRole('table', { name: 'Laatste transacties' })
        .getByText('Te veel afschrijven')
        .count(),
    ).toBe(0);
    await admin.context().close();

    // Support staff adjust credits all day: the same tab works for them.
    const support = await (await browser.newContext()).newPage();
    await signInWithCode(support, server.url, SUPPORT);
    await support.waitForURL((url) => !url.pathname.startsWith('/login'));
    expect(await openCreditsTab(support, server.url)).toBe(before + 7);
    await adjust(support, -3, 'Dubbele boeking rechtgezet');
    await expectBalance(support, before + 4);
    await expectEntry(support, 'Dubbele boeking rechtgezet', '−3', SUPPORT);
    await expectEntry(support, 'Tegoed na de demo-afspraak', '+7', ADMIN);
    await support.context().close();
  }, 240_000);
});
