/**
 * The developer page (issue 38 item 4): reached from the footer, and Lighthouse accessibility 100 in
 * both themes against the built server.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { runLighthouse } from '../../bench/support/lighthouse.ts';
import {
  closePage,
  describeBrowser,
  launchBrowser,
  newPage,
  waitForPage,
} from './support/browser.ts';
import { type Parity, startParity } from './support/parity.ts';

describeBrowser('the developer page', () => {
  let parity: Parity;
  let browser: Browser;
  beforeAll(async () => {
    parity = await startParity();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await parity?.stop();
  });

  test('the footer links to it, and it shows a first call', async () => {
    const page = await newPage(browser, parity.url);
    await page.goto(`${parity.url}/about`);
    await waitForPage(page);
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Developers' })
      .click();
    await expect.poll(() => page.url()).toMatch(/\/developers$/);
    await page.getByRole('heading', { name: 'The Parity API', level: 1 }).waitFor();
    expect(await page.getByLabel('A first call with curl').textContent()).toContain('X-Api-Key');
    await closePage(page);
  });

  test.each(['light', 'dark'] as const)(
    'Lighthouse accessibility 100 (%s theme)',
    async (theme) => {
      const report = await runLighthouse(`${parity.url}/developers`, { localStorage: { theme } });
      const notPerfect = report.failing.filter((line) => !line.startsWith('performance/'));
      expect(report.scores.accessibility, notPerfect.join('\n')).toBe(100);
      expect(report.finalUrl).toMatch(/\/developers$/);
    },
    180_000,
  );
});
