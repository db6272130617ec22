import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInWithCode } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

const PHONE = { width: 390, height: 844 };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box');
  return found;
}

describe('the customer app on a 390 px wide phone', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the credit balance and four step labels that fit', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signInWithCode(page, server.url, 'admin@demo-uitzend.test');
    await page.waitForURL(`${server.url}/`);

    const balance = page.getByTestId('credit-balance');
    await balance.waitFor();
    const balanceBox = await box(balance);
    expect(balanceBox.x).toBeGreaterThanOrEqual(0);
    expect(balanceBox.x + balanceBox.width).toBeLessThanOrEqual(PHONE.width);
    expect(await balance.innerText()).toMatch(/\d/);

    await page.goto(`${server.url}/cao-scan/create/step/1`);
    const stepper = page.locator('.MuiStepper-root');
    await stepper.waitFor();
    const paper = await box(stepper.locator('xpath=..'));
    const labels = ['Initialisatie', 'Documenten', 'Samenvatting', 'Resultaten'];
    const boxes = [];
    for (const label of labels) {
      boxes.push(await box(stepper.locator('.MuiStepLabel-label', { hasText: label })));
    }
    // Inside the card with room to spare, and no label runs into the next one.
    expect(boxes[0]!.x).toBeGreaterThanOrEqual(paper.x + 2);
    const last = boxes[3]!;
    expect(last.x + last.width).toBeLessThanOrEqual(paper.x + paper.width - 2);
    for (let i = 1; i < boxes.length; i++) {
      expect(boxes[i]!.x).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width);
    }
    // No sideways scrolling of the page.
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
});
