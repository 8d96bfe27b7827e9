/**
 * Salary Insights Hub (issue 14 acceptance), against the built server in local payments mode: a real
 * account made Voyager by the local test checkout sees figures on every tab for two pairs (the current
 * comparison, then a shared link), changes role and experience and sees the range move; a free account
 * sees the upgrade prompt and the API answers 403 PLAN_REQUIRED. axe in light and dark themes and on a
 * phone, each a test of its own with a generous hang guard.
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

const TABS = ['Salary Equivalence', 'Negotiation Range', 'Take-home Pay', 'Industry Comparison'];
const LONDON_NEW_YORK = new URLSearchParams({
  from: 'GBP',
  to: 'USD',
  fromCity: 'London',
  fromCountry: 'United Kingdom',
  fromCountryCode: 'GB',
  toCity: 'New York City',
  toCountry: 'United States',
  toCountryCode: 'US',
  salary: '60000',
  role: 'data_scientist',
}).toString();

const salaryApi = (parity: Parity, token: string, body: object = {}) =>
  postSuite(parity, token, '/api/premium/salary', {
    from: { city: 'Riyadh' },
    to: { city: 'Bangkok' },
    ...body,
  });

const hub = (page: Page) => suiteCard(page, 'salary-insights');

const readTabs = (page: Page) => readSuiteTabs(page, 'salary-insights', TABS);

describeBrowser('salary insights hub (local payments mode)', () => {
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

  test('a Voyager sees every tab with figures for two pairs, and the range follows the inputs', async () => {
    const page = await newPage(browser, parity.url, { session: voyager });
    try {
      // Pair 1: the current comparison (none yet, so docs/product.md's default Riyadh -> Bangkok).
      await page.goto('/premium#salary-insights');
      await waitForPage(page);
      await hub(page).getByTestId('salary-equivalence').waitFor();
      const first = await readTabs(page);
      expect(first['Salary Equivalence']).toContain('Bangkok');
      expect(first['Salary Equivalence']).toContain('Rent');
      expect(first['Negotiation Range']).toContain('SOC 15-1252');
      expect(first['Negotiation Range']).toContain('Modelled from US relativities');
      expect(first['Take-home Pay']).toContain('Riyadh');
      expect(first['Industry Comparison']).toContain('Information and communication');

      // Role and experience move the range.
      await hub(page).getByRole('tab', { name: 'Negotiation Range' }).click();
      await hub(page).getByLabel('Role').selectOption('designer');
      await hub(page).getByLabel('Experience').selectOption('senior');
      await hub(page).getByRole('button', { name: 'Analyze Salary' }).click();
      await hub(page).getByText('SOC 15-1255').waitFor();
      expect(page.url()).toContain('role=designer');
      expect(page.url()).toContain('experience=senior');
      const designer = await hub(page).getByTestId('salary-negotiation').innerText();
      expect(designer).not.toBe(first['Negotiation Range']);

      await page.mouse.move(0, 0);
      await expectNoAxeViolations(page, '/premium salary hub (light)');

      // Pair 2: a shared link with London -> New York City, both with published tax rules.
      await page.goto(`/premium?${LONDON_NEW_YORK}#salary-insights`);
      await waitForPage(page);
      await hub(page).getByTestId('salary-equivalence').waitFor();
      const second = await readTabs(page);
      expect(second['Salary Equivalence']).toContain('New York');
      expect(second['Salary Equivalence']).toMatch(/\$/);
      expect(second['Take-home Pay']).toMatch(/tax year/);
      expect(second['Take-home Pay']).toContain('London');
      expect(second['Negotiation Range']).toContain('SOC 15-2051');
      expect(second['Industry Comparison']).not.toBe(first['Industry Comparison']);
      expect(uncaughtErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  }, 120_000); // two pairs × four tabs and an axe run: a hang guard with room for a loaded machine

  // Dark theme and phone are two tests, each with its own hang guard (as lifestyle's journey).
  test('dark theme: every tab stays axe-clean', async () => {
    const dark = await newPage(browser, parity.url, { session: voyager, theme: 'dark' });
    try {
      await dark.goto('/premium#salary-insights');
      await waitForPage(dark);
      await hub(dark).getByTestId('salary-equivalence').waitFor();
      for (const name of TABS) {
        await hub(dark).getByRole('tab', { name }).click();
        await hub(dark).getByRole('tabpanel', { name }).waitFor();
        await dark.mouse.move(0, 0);
        await expectNoAxeViolations(dark, `/premium salary hub, ${name} (dark)`);
      }
    } finally {
      await closePage(dark);
    }
  }, 240_000); // four axe runs: took 120 s at load 15, so twice that

  test('a phone: the hub stays usable and axe-clean', async () => {
    const phone = await newPage(browser, parity.url, {
      session: voyager,
      viewport: { width: 390, height: 844 },
    });
    try {
      await phone.goto('/premium#salary-insights');
      await waitForPage(phone);
      await hub(phone).getByTestId('salary-equivalence').waitFor();
      // Keyboard: the tabs are reachable and arrow keys move between them.
      await hub(phone).getByRole('tab', { name: 'Salary Equivalence' }).focus();
      await phone.keyboard.press('ArrowRight');
      await expect
        .poll(() =>
          hub(phone).getByRole('tab', { name: 'Negotiation Range' }).getAttribute('aria-selected'),
        )
        .toBe('true');
      const overflow = await phone.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(phone, '/premium salary hub (phone)');
    } finally {
      await closePage(phone);
    }
  }, 120_000);

  test('the hub is lazy: /home loads none of its code, /premium loads it as a chunk of its own', async () => {
    const page = await newPage(browser, parity.url, { session: voyager });
    const scripts: { url: string; text: Promise<string> }[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script')
        scripts.push({ url: res.url(), text: res.text().catch(() => '') });
    });
    // A string only the hub's tabs contain (their test id): present in a script means loaded.
    const hubIn = async () => {
      const found: string[] = [];
      for (const s of scripts) if ((await s.text).includes('salary-negotiation')) found.push(s.url);
      return found;
    };
    try {
      await page.goto('/home');
      await waitForPage(page);
      expect(scripts.length).toBeGreaterThan(0);
      expect(await hubIn()).toEqual([]);
      await page.goto('/premium#salary-insights');
      await waitForPage(page);
      await hub(page).getByTestId('salary-equivalence').waitFor();
      const chunks = await hubIn();
      expect(chunks.length).toBe(1);
      expect(chunks[0]).not.toMatch(/\/index-[^/]*\.js$/);
    } finally {
      await closePage(page);
    }
  }, 120_000);

  test('a free account sees the upgrade prompt, never figures, and the API answers 403 PLAN_REQUIRED', async () => {
    const free = await createAccount(parity);
    const api = await salaryApi(parity, free.token);
    expect(api.status).toBe(403);
    expect(api.body).toMatchObject({
      code: 'PLAN_REQUIRED',
      fields: { requiredPlan: 'Voyager', feature: 'salary_insights' },
    });
    expect((await salaryApi(parity, voyager.token)).status).toBe(200);
    expect((await salaryApi(parity, voyager.token, { role: 'ceo' })).status).toBe(400);
    const page = await newPage(browser, parity.url, { session: free });
    try {
      await page.goto('/premium#salary-insights');
      await waitForPage(page);
      await hub(page).getByRole('link', { name: 'Upgrade to Voyager' }).waitFor();
      expect(await hub(page).getByTestId('salary-equivalence').count()).toBe(0);
      expect(await hub(page).innerText()).not.toMatch(/Gross difference|Negotiation Range/);
      await expectNoAxeViolations(page, '/premium salary upgrade prompt');
    } finally {
      await closePage(page);
    }
  }, 120_000);

  test('Lighthouse accessibility 100 on /premium with the hub shown', async () => {
    const report = await runLighthouse(`${parity.url}/premium`, { session: voyager });
    const notPerfect = report.failing.filter((line) => line.startsWith('accessibility/'));
    console.log(
      `[lighthouse] /premium: accessibility ${report.scores.accessibility}` +
        (report.failing.length ? `\n  below 1: ${report.failing.join('\n  below 1: ')}` : ''),
    );
    expect(report.scores.accessibility, notPerfect.join('\n')).toBe(100);
  }, 240_000);
});
