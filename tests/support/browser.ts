import { chromium, type Browser, type Page } from 'playwright-core';
import { readSignInCode } from './server';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** Signs in through the login screen with the e-mailed code, as a person would. */
export async function signInWithCode(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  const requestedAt = Date.now() - 1000;
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: /code/i }).first().click();
  await page.getByRole('heading', { name: 'Enter Verification Code' }).waitFor();
  const code = await readSignInCode(baseUrl, email, requestedAt);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
}
