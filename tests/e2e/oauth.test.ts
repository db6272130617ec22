import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  startTestIdentityProvider,
  type TestIdentityProvider,
} from '../../packages/server/test/auth-oidc-provider';
import { launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

/**
 * Microsoft and Google sign-in through the real login screen, the built-in auth service and
 * /auth/callback, against a real local OpenID provider (oidc-provider) standing in for both.
 */
describe('sign-in with Microsoft and Google', () => {
  let idp: TestIdentityProvider;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    idp = await startTestIdentityProvider();
    [server, browser] = await Promise.all([
      startServer({
        AZURE_CLIENT_ID: idp.clients.azure.id,
        AZURE_CLIENT_SECRET: idp.clients.azure.secret,
        AZURE_ISSUER: idp.issuer,
        GOOGLE_CLIENT_ID: idp.clients.google.id,
        GOOGLE_CLIENT_SECRET: idp.clients.google.secret,
        GOOGLE_ISSUER: idp.issuer,
      }),
      launchBrowser(),
    ]);
    idp.configure(`${server.url}/auth/v1/callback`);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await idp?.close();
  });

  it('signs a known user in with Microsoft and lands on the dashboard', async () => {
    const page = await browser.newPage();
    idp.nextLogin = { email: 'lid@demo-uitzend.test', emailVerified: true, subject: 'ms-lid' };
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Inloggen met Microsoft' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('link', { name: 'Bestanden beheren' }).waitFor();
    await page.close();
  });

  it('tells an unknown Google account that it has no login, then returns to /login', async () => {
    const page = await browser.newPage();
    idp.nextLogin = { email: 'onbekend@example.nl', emailVerified: true, subject: 'g-unknown' };
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Inloggen met Google' }).click();
    await page.getByText('Inloggen mislukt').waitFor();
    await page.getByText(/Onbekende inlog, vraag eenvoudig een account aan via/).waitFor();
    await page.getByText('U wordt automatisch doorgestuurd naar de login pagina...').waitFor();
    await page.waitForURL(`${server.url}/login`, { timeout: 10_000 });
    await page.close();
  });
});
