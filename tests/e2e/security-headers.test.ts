import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInWithCode } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

/**
 * Both apps run under the server's Content-Security-Policy in a real Chromium (issue 7): every
 * violation shows as a 'securitypolicyviolation' event and a console line, and there must be none.
 */
interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

declare global {
  interface Window {
    cspViolations: Violation[];
  }
}

async function watchViolations(context: BrowserContext): Promise<string[]> {
  const console: string[] = [];
  await context.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.cspViolations.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      }),
    );
  });
  context.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  return console;
}

const violationsOf = async (page: Page) => await page.evaluate(() => window.cspViolations);

describe('the apps under the Content-Security-Policy', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('runs the customer app and the back-office at /admin without a single violation', async () => {
    const context = await browser.newContext();
    const consoleLines = await watchViolations(context);
    const page = await context.newPage();

    const login = await page.goto(`${server.url}/login`);
    expect(login?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await signInWithCode(page, server.url, 'beheer@caoscan.test');
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('link', { name: 'Bestanden beheren' }).waitFor();
    expect(await violationsOf(page)).toEqual([]);

    await page.goto(`${server.url}/admin`);
    await page.getByText('Admin Dashboard').first().waitFor();
    expect(await violationsOf(page)).toEqual([]);

    await page.goto(`${server.url}/api/docs`);
    await page.locator('.swagger-ui .information-container').waitFor();
    expect(await violationsOf(page)).toEqual([]);

    expect(consoleLines).toEqual([]);
    await context.close();
  });

  it('cannot be framed by another page', async () => {
    const context = await browser.newContext();
    const consoleLines = await watchViolations(context);
    const page = await context.newPage();
    await page.setContent(`<iframe src="${server.url}/admin"></iframe>`);
    await expect
      .poll(() => consoleLines.some((line) => line.includes("frame-ancestors 'none'")), { timeout: 10_000 })
      .toBe(true);
    const frame = page.frames().find((f) => f.url().startsWith(server.url));
    // The frame never gets the app: at most Chromium's own error page.
    expect(
      await frame
        ?.locator('#root')
        .count()
        .catch(() => 0),
    ).toBeFalsy();
    await context.close();
  });
});
