/**
 * Lifestyle Optimization Suite (issue 14 acceptance), against the built server in local payments
 * mode: a real account made Voyager by the local test checkout sees figures on every tab for two
 * pairs (the current comparison, then a shared link), changes income and lifestyle and sees the
 * figures move; a free account sees the upgrade prompt and the API answers 403 PLAN_REQUIRED. axe in
 * light and dark themes and on a phone.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Account, createAccount } from './support/account.ts';
import {
  closePage,
  describeBrowser,
  expectNoAxeViolations,
  launchBrowser,
  newPage,
  uncaughtErrors,
  waitForPage,
} from './support/browser.ts';
import { type Parity, startParity } from './support/parity.ts';
import { buyPlan, postSuite, readSuiteTabs, suiteCard } from './support/premium.ts';
import { runLighthouse } from '../../bench/support/lighthouse.ts';

const TABS = ['Budget Optimizer', 'Lifestyle Comparison', 'Time Value', 'Quality of Life'];
const PARIS_LONDON = new URLSearchParams({
  from: 'EUR',
  to: 'GBP',
  fromCity: 'Paris',
  fromCountry: 'France',
  fromCountryCode: 'FR',
  toCity: 'London',
  toCountry: 'United Kingdom',
  toCountryCode: 'GB',
  lifestyle: 'comfort',
}).toString();

const lifestyleApi = (parity: Parity, token: string) =>
  postSuite(parity, token, '/api/premium/lifestyle', {
    from: { city: 'Riyadh' },
    to: { city: 'Bangkok' },
    lifestyle: 'balanced',
  });

const suite = (page: Page) => suiteCard(page, 'lifestyle-optimization');

const readTabs = (page: Page) => readSuiteTabs(page, 'lifestyle-optimization', TABS);

describeBrowser('lifestyle optimization suite (local payments mode)', () => {
  let browser: Browser;
  let parity: Parity;
  let voyager: Account;

  beforeAll(async () => {
    parity = await startParity({
      smtp: true,
      env: { NODE_ENV: 'development', PAYMENTS_MODE: 'local', RATE_REFRESH: 'off' },
    });
    browser = await launchBrowser();
    voyager = await createAccount(parity);
    await buyPlan(parity, voyager, 'Voyager');
  });
  afterAll(async () => {
    await browser?.close();
    await parity?.stop();
  });

  test('a Voyager sees every tab with figures for two pairs, and the figures follow the inputs', async () => {
    const page = await newPage(browser, parity.url, { session: voyager });
    try {
      // Pair 1: the current comparison (none yet, so docs/product.md's default Riyadh -> Bangkok).
      await page.goto('/premium#lifestyle-optimization');
      await waitForPage(page);
      await suite(page).getByTestId('lifestyle-budget').waitFor();
      const first = await readTabs(page);
      expect(first['Budget Optimizer']).toContain('Bangkok');
      expect(first['Budget Optimizer']).toContain('THB');
      expect(first['Quality of Life']).toContain('Thailand');
      expect(first['Quality of Life']).toContain('Life expectancy at birth');
      const ring = suite(page).getByTestId('score-ring').first();
      expect(Number(await ring.getAttribute('data-percent'))).toBeGreaterThan(0);

      // Income and lifestyle move the figures: a small income on luxury says what must give.
      await suite(page).getByRole('tab', { name: 'Budget Optimizer' }).click();
      await suite(page).getByLabel('Monthly income').fill('1500');
      await suite(page).getByLabel('Lifestyle preference').selectOption('luxury');
      await suite(page).getByRole('button', { name: 'Optimize Lifestyle' }).click();
      await suite(page).getByRole('heading', { name: 'What must give' }).waitFor();
      expect(page.url()).toContain('income=1500');
      expect(page.url()).toContain('lifestyle=luxury');
      const luxury = await suite(page).getByTestId('lifestyle-budget').innerText();
      expect(luxury).not.toBe(first['Budget Optimizer']);

      // The pointer leaves the button it clicked (a hovered button has its hover colour).
      await page.mouse.move(0, 0);
      await expectNoAxeViolations(page, '/premium lifestyle suite (light)');

      // Pair 2: a shared link with Paris -> London.
      await page.goto(`/premium?${PARIS_LONDON}#lifestyle-optimization`);
      await waitForPage(page);
      await suite(page).getByText('London', { exact: false }).first().waitFor();
      await suite(page).getByTestId('lifestyle-budget').waitFor();
      const second = await readTabs(page);
      expect(second['Budget Optimizer']).toContain('London');
      expect(second['Budget Optimizer']).toMatch(/£/);
      expect(second['Lifestyle Comparison']).toContain('Paris');
      expect(second['Quality of Life']).toContain('United Kingdom');
      expect(second['Time Value']).not.toBe(first['Time Value']);
      expect(uncaughtErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  // Dark theme and phone are two tests: together they came near the 60 s hang guard under load.
  test('dark theme: every tab stays axe-clean', async () => {
    const dark = await newPage(browser, parity.url, { session: voyager, theme: 'dark' });
    try {
      await dark.goto('/premium#lifestyle-optimization');
      await waitForPage(dark);
      await suite(dark).getByTestId('lifestyle-budget').waitFor();
      for (const name of TABS) {
        await suite(dark).getByRole('tab', { name }).click();
        await suite(dark).getByRole('tabpanel', { name }).waitFor();
        await dark.mouse.move(0, 0);
        await expectNoAxeViolations(dark, `/premium lifestyle suite, ${name} (dark)`);
      }
    } finally {
      await closePage(dark);
    }
  });

  test('a phone: the suite stays usable and axe-clean', async () => {
    const phone = await newPage(browser, parity.url, {
      session: voyager,
      viewport: { width: 390, height: 844 },
    });
    try {
      await phone.goto('/premium#lifestyle-optimization');
      await waitForPage(phone);
      await suite(phone).getByTestId('lifestyle-budget').waitFor();
      // Keyboard: the tabs are reachable and arrow keys move between them.
      await suite(phone).getByRole('tab', { name: 'Budget Optimizer' }).focus();
      await phone.keyboard.press('ArrowRight');
      await expect
        .poll(() =>
          suite(phone)
            .getByRole('tab', { name: 'Lifestyle Comparison' })
            .getAttribute('aria-selected'),
        )
        .toBe('true');
      const overflow = await phone.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(phone, '/premium lifestyle suite (phone)');
    } finally {
      await closePage(phone);
    }
  });

  test('a free account sees the upgrade prompt, never figures, and the API answers 403 PLAN_REQUIRED', async () => {
    const free = await createAccount(parity);
    const api = await lifestyleApi(parity, free.token);
    expect(api.status).toBe(403);
    expect(api.body).toMatchObject({ code: 'PLAN_REQUIRED', fields: { requiredPlan: 'Voyager' } });
    expect((await lifestyleApi(parity, voyager.token)).status).toBe(200);
    const page = await newPage(browser, parity.url, { session: free });
    try {
      await page.goto('/premium#lifestyle-optimization');
      await waitForPage(page);
      await suite(page).getByRole('link', { name: 'Upgrade to Voyager' }).waitFor();
      expect(await suite(page).getByTestId('lifestyle-budget').count()).toBe(0);
      expect(await suite(page).innerText()).not.toMatch(/Left to save|Budget Optimizer/);
      await expectNoAxeViolations(page, '/premium upgrade prompt');
    } finally {
      await closePage(page);
    }
  });

  test.each(['light', 'dark'] as const)(
    'Lighthouse accessibility 100 on /premium with the suite shown (%s theme)',
    async (theme) => {
      const report = await runLighthouse(`${parity.url}/premium`, {
        session: voyager,
        localStorage: { theme },
      });
      const notPerfect = report.failing.filter((line) => line.startsWith('accessibility/'));
      console.log(
        `[lighthouse] /premium ${theme}: accessibility ${report.scores.accessibility}, ` +
          `best practices ${report.scores.bestPractices}` +
          (report.failing.length ? `\n  below 1: ${report.failing.join('\n  below 1: ')}` : ''),
      );
      expect(report.scores.accessibility, notPerfect.join('\n')).toBe(100);
      expect(report.finalUrl).toMatch(/\/premium$/);
    },
    120_000,
  );
});
