/**
 * Investment Opportunity Analyzer (issue 15 acceptance), against the built server in local payments
 * mode: a real account made Navigator by the local test checkout sees figures on every tab for two
 * pairs (the current comparison, then a shared link), changes the horizon and sees the range move; a
 * Voyager account sees the upgrade prompt and the API answers 403 PLAN_REQUIRED. axe in light and dark
 * themes.
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

const TABS = ['Real Estate', 'Stocks', 'Bonds', 'Currency Risk', 'Portfolio Builder'];
const NEW_YORK_LONDON = new URLSearchParams({
  from: 'USD',
  to: 'GBP',
  fromCity: 'New York City',
  fromCountry: 'United States',
  fromCountryCode: 'US',
  toCity: 'London',
  toCountry: 'United Kingdom',
  toCountryCode: 'GB',
  horizon: '10',
  risk: 'high',
}).toString();

const investmentApi = (parity: Parity, token: string) =>
  postSuite(parity, token, '/api/premium/investment', {
    from: { city: 'Riyadh' },
    to: { city: 'Bangkok' },
    amount: 100000,
    horizon: 5,
    risk: 'medium',
  });

const suite = (page: Page) => suiteCard(page, 'investment-analyzer');

const readTabs = (page: Page) => readSuiteTabs(page, 'investment-analyzer', TABS);

describeBrowser('investment opportunity analyzer (local payments mode)', () => {
  let browser: Browser;
  let parity: Parity;
  let navigator: Account;

  beforeAll(async () => {
    parity = await startParity({
      smtp: true,
      env: { NODE_ENV: 'development', PAYMENTS_MODE: 'local', RATE_REFRESH: 'off' },
    });
    browser = await launchBrowser();
    navigator = await createAccount(parity);
    await buyPlan(parity, navigator, 'Navigator');
  });
  afterAll(async () => {
    await browser?.close();
    await parity?.stop();
  });

  test('a Navigator sees every tab with figures for two pairs, and the range follows the horizon', async () => {
    const page = await newPage(browser, parity.url, { session: navigator });
    try {
      // Pair 1: the current comparison (none yet, so docs/product.md's default Riyadh -> Bangkok).
      await page.goto('/premium#investment-analyzer');
      await waitForPage(page);
      await suite(page).getByTestId('investment-real-estate').waitFor();
      const first = await readTabs(page);
      expect(first['Real Estate']).toContain('Bangkok');
      expect(first['Real Estate']).toContain('Price per m²');
      expect(first.Stocks).toMatch(/Mean annual return/);
      expect(first['Currency Risk']).toContain('THB');
      expect(first['Portfolio Builder']).toMatch(/not investment advice/);
      expect(await suite(page).getByTestId('portfolio-chart').count()).toBe(1);

      // A longer horizon: the URL carries it and the portfolio's range changes.
      await suite(page).getByLabel('Horizon').selectOption('20');
      await suite(page).getByRole('button', { name: 'Analyze Opportunities' }).click();
      await expect.poll(() => page.url()).toContain('horizon=20');
      await expect
        .poll(async () => suite(page).getByTestId('investment-portfolio').innerText())
        .not.toBe(first['Portfolio Builder']);

      await page.mouse.move(0, 0);
      await expectNoAxeViolations(page, '/premium investment analyzer (light)');

      // Pair 2: a shared link with New York -> London, 10 years, high risk.
      await page.goto(`/premium?${NEW_YORK_LONDON}#investment-analyzer`);
      await waitForPage(page);
      await suite(page).getByTestId('investment-real-estate').waitFor();
      await suite(page).getByText('London', { exact: false }).first().waitFor();
      const second = await readTabs(page);
      expect(second['Real Estate']).toContain('London');
      // The UK's own OECD 10-year yield with its year (issue 31), never another country's.
      expect(second.Bonds).toMatch(/4\.58\s?% \(2025\)/);
      expect(second['Currency Risk']).toContain('GBP');
      expect(second['Portfolio Builder']).not.toBe(first['Portfolio Builder']);
      expect(uncaughtErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  test('dark theme: every tab is axe-clean', async () => {
    const dark = await newPage(browser, parity.url, { session: navigator, theme: 'dark' });
    try {
      await dark.goto('/premium#investment-analyzer');
      await waitForPage(dark);
      await suite(dark).getByTestId('investment-real-estate').waitFor();
      for (const name of TABS) {
        await suite(dark).getByRole('tab', { name }).click();
        await suite(dark).getByRole('tabpanel', { name }).waitFor();
        await dark.mouse.move(0, 0);
        await expectNoAxeViolations(dark, `/premium investment analyzer, ${name} (dark)`);
      }
    } finally {
      await closePage(dark);
    }
  }, 120_000); // five tabs × axe in one page: a hang guard with room for a loaded machine

  test('a phone: the tabs work by keyboard, no tab overflows the screen, axe-clean', async () => {
    const phone = await newPage(browser, parity.url, {
      session: navigator,
      viewport: { width: 390, height: 844 },
    });
    try {
      await phone.goto('/premium#investment-analyzer');
      await waitForPage(phone);
      await suite(phone).getByTestId('investment-real-estate').waitFor();
      await suite(phone).getByRole('tab', { name: 'Real Estate' }).focus();
      await phone.keyboard.press('ArrowRight');
      await expect
        .poll(() => suite(phone).getByRole('tab', { name: 'Stocks' }).getAttribute('aria-selected'))
        .toBe('true');
      for (const name of TABS) {
        await suite(phone).getByRole('tab', { name }).click();
        await suite(phone).getByRole('tabpanel', { name }).waitFor();
        const overflow = await phone.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, name).toBeLessThanOrEqual(0);
      }
      await expectNoAxeViolations(phone, '/premium investment analyzer (phone)');
    } finally {
      await closePage(phone);
    }
  }, 120_000);

  test('a Voyager sees the upgrade prompt, never figures, and the API answers 403 PLAN_REQUIRED', async () => {
    const voyager = await createAccount(parity);
    await buyPlan(parity, voyager, 'Voyager');
    const api = await investmentApi(parity, voyager.token);
    expect(api.status).toBe(403);
    expect(api.body).toMatchObject({
      code: 'PLAN_REQUIRED',
      fields: { requiredPlan: 'Navigator' },
    });
    expect((await investmentApi(parity, navigator.token)).status).toBe(200);
    const page = await newPage(browser, parity.url, { session: voyager });
    try {
      await page.goto('/premium#investment-analyzer');
      await waitForPage(page);
      await suite(page).getByRole('link', { name: 'Upgrade to Navigator' }).waitFor();
      expect(await suite(page).getByTestId('investment-real-estate').count()).toBe(0);
      await expectNoAxeViolations(page, '/premium investment upgrade prompt');
    } finally {
      await closePage(page);
    }
  });
});
