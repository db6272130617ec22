import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInWithCode } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

const ORG_ADMIN = 'admin@demo-uitzend.test';

/** The header's balance, once it has loaded. */
async function headerBalance(page: Page): Promise<number> {
  const chip = page.getByTestId('credit-balance');
  await chip.waitFor();
  return Number(await chip.getAttribute('data-balance'));
}

describe('an organisation admin buys credits through the built-in checkout', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('fills billing details, pays 15 credits, lands on success with the balance up by exactly 15; cancelling changes nothing', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInWithCode(page, server.url, ORG_ADMIN);
    await page.waitForURL(`${server.url}/`);

    // Billing details first: buying needs them.
    await page.goto(`${server.url}/configuratie`);
    const form = page.getByRole('form', { name: 'Bedrijfsgegevens' });
    await form.waitFor();
    const fill = async (label: RegExp, value: string) => {
      const field = form.getByLabel(label);
      await field.fill('');
      await field.fill(value);
    };
    await fill(/^Bedrijfsnaam/, 'Demo Uitzendbureau B.V.');
    await fill(/^E-mailadres voor facturen/, 'facturen@demo-uitzend.test');
    await fill(/^Adresregel 1/, 'Stationsplein 1');
    await fill(/^Postcode/, '3511 AA');
    await fill(/^Plaats/, 'Utrecht');
    await fill(/^Telefoonnummer/, '+31301234567');
    await fill(/^BTW-nummer/, 'NL123456789B01');
    await fill(/^KvK-nummer/, '1234567');
    await form.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('KvK-nummer moet uit precies 8 cijfers bestaan.').waitFor();
    await fill(/^KvK-nummer/, '12345678');
    await form.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('Bedrijfsgegevens zijn bijgewerkt.').waitFor();

    // Buy 15 credits.
    await page.goto(`${server.url}/credits`);
    await page.getByRole('heading', { name: 'Scan Credits' }).waitFor();
    const before = await headerBalance(page);
    await page.getByRole('button', { name: 'Credits Kopen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Credits Kopen' });
    await dialog.getByText('15 credits').click();
    await dialog
      .getByTestId('buy-total')
      .getByText(/585,00/)
      .waitFor();
    await dialog.getByRole('button', { name: 'Afrekenen' }).click();

    // The built-in checkout plays Stripe's page.
    await page.waitForURL(/\/api\/payments\/local-checkout\/cs_local_/);
    await page.getByText('Ingebouwde testbetaling.').waitFor();
    await page.getByText('585,00').first().waitFor();
    await page.getByRole('button', { name: 'Betalen' }).click();

    await page.waitForURL(/\/payment\/success\?session_id=cs_local_/);
    await page.getByRole('heading', { name: 'Betaling Succesvol!' }).waitFor();
    await page.getByText(/15 credits zijn toegevoegd/).waitFor();
    // Coming back to the success page (reload) credits nothing more.
    await page.reload();
    await page.getByRole('heading', { name: 'Betaling Succesvol!' }).waitFor();
    await page.getByRole('link', { name: 'Naar Scan Credits' }).click();
    await page.waitForURL(`${server.url}/credits`);
    expect(await headerBalance(page)).toBe(before + 15);
    await page.getByText('Aankoop van 15 credits (testbetaling)').waitFor();

    // Cancelling on the checkout page changes nothing.
    await page.getByRole('button', { name: 'Credits Kopen' }).click();
    await page.getByRole('dialog', { name: 'Credits Kopen' }).getByText('5 credits', { exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Credits Kopen' })
      .getByRole('button', { name: 'Afrekenen' })
      .click();
    await page.waitForURL(/\/api\/payments\/local-checkout\//);
    await page.getByRole('button', { name: 'Annuleren' }).click();
    await page.waitForURL(`${server.url}/payment/cancel`);
    await page.getByRole('heading', { name: 'Betaling Geannuleerd' }).waitFor();
    await page.getByRole('link', { name: 'Opnieuw proberen' }).click();
    await page.waitForURL(`${server.url}/credits`);
    expect(await headerBalance(page)).toBe(before + 15);
    await context.close();
  }, 240_000);
});
