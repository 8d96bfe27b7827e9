/**
 * Relocation Intelligence Suite (issue 15 acceptance), against the built server in local payments
 * mode: a real account made Navigator by the local test checkout sees figures on every tab for two
 * pairs (the current comparison, then a shared link), changes the inputs and sees the figures move; a
 * Voyager account sees the upgrade prompt and the API answers 403 PLAN_REQUIRED. axe in light and dark
 * themes and on a phone; Lighthouse accessibility 100.
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

const TABS = ['Moving Costs', 'Neighborhoods', 'Education', 'Healthcare', 'Cultural'];
const PARIS_LONDON = new URLSearchParams({
  from: 'EUR',
  to: 'GBP',
  fromCity: 'Paris',
  fromCountry: 'France',
  fromCountryCode: 'FR',
  toCity: 'London',
  toCountry: 'United Kingdom',
  toCountryCode: 'GB',
  familySize: '4',
}).toString();

const relocationApi = (parity: Parity, token: string) =>
  postSuite(parity, token, '/api/premium/relocation', {
    from: { city: 'Riyadh' },
    to: { city: 'Bangkok' },
  });

const suite = (page: Page) => suiteCard(page, 'relocation-intelligence');

const readTabs = (page: Page) => readSuiteTabs(page, 'relocation-intelligence', TABS);

describeBrowser('relocation intelligence suite (local payments mode)', () => {
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

  test('a Navigator sees every tab with figures for two pairs, and the figures follow the inputs', async () => {
    const page = await newPage(browser, parity.url, { session: navigator });
    try {
      // Pair 1: the current comparison (none yet, so docs/product.md's default Riyadh -> Bangkok).
      await page.goto('/premium#relocation-intelligence');
      await waitForPage(page);
      await suite(page).getByTestId('relocation-moving').waitFor();
      const first = await readTabs(page);
      expect(first['Moving Costs']).toContain('Rental deposit');
      expect(first['Moving Costs']).toMatch(/Riyadh to Bangkok: [\d,]+ km/);
      expect(first.Neighborhoods).toContain('modelled');
      expect(first.Education).toContain('Pupil–teacher ratio');
      expect(first.Healthcare).toContain('Hospital beds');
      expect(first.Cultural).toContain('Thai');
      expect(first.Cultural).toMatch(/Adaptation difficulty: \w+/);

      // The inputs move the figures: a family of four pays school deposits.
      await suite(page).getByRole('tab', { name: 'Moving Costs' }).click();
      await suite(page).getByLabel('Family size').selectOption('4');
      await suite(page).getByRole('button', { name: 'Update relocation figures' }).click();
      await expect.poll(() => page.url()).toContain('familySize=4');
      await expect
        .poll(() => suite(page).getByTestId('relocation-moving').innerText())
        .toContain('for 2 child(ren)');
      await page.mouse.move(0, 0);
      await expectNoAxeViolations(page, '/premium relocation suite (light)');

      // Pair 2: a shared link with Paris -> London.
      await page.goto(`/premium?${PARIS_LONDON}#relocation-intelligence`);
      await waitForPage(page);
      await suite(page).getByText('London', { exact: false }).first().waitFor();
      await suite(page).getByTestId('relocation-moving').waitFor();
      const second = await readTabs(page);
      expect(second['Moving Costs']).toContain('Paris to London');
      expect(second['Moving Costs']).toMatch(/£/);
      expect(second.Neighborhoods).toContain('London');
      expect(second.Healthcare).toContain('United Kingdom');
      expect(second.Cultural).toContain('Traffic drives on the left');
      expect(second['Moving Costs']).not.toBe(first['Moving Costs']);
      expect(uncaughtErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  // Dark theme and phone are two tests: five axe runs and two page loads together came near the
  // 60 s hang guard on a loaded machine.
  test('dark theme: every tab stays axe-clean', async () => {
    const dark = await newPage(browser, parity.url, { session: navigator, theme: 'dark' });
    try {
      await dark.goto('/premium#relocation-intelligence');
      await waitForPage(dark);
      await suite(dark).getByTestId('relocation-moving').waitFor();
      for (const name of TABS) {
        await suite(dark).getByRole('tab', { name }).click();
        await suite(dark).getByRole('tabpanel', { name }).waitFor();
        await dark.mouse.move(0, 0);
        await expectNoAxeViolations(dark, `/premium relocation suite, ${name} (dark)`);
      }
    } finally {
      await closePage(dark);
    }
  });

  test('a phone: the tabs work by keyboard, nothing overflows, axe-clean', async () => {
    const phone = await newPage(browser, parity.url, {
      session: navigator,
      viewport: { width: 390, height: 844 },
    });
    try {
      await phone.goto('/premium#relocation-intelligence');
      await waitForPage(phone);
      await suite(phone).getByTestId('relocation-moving').waitFor();
      await suite(phone).getByRole('tab', { name: 'Moving Costs' }).focus();
      await phone.keyboard.press('ArrowRight');
      await expect
        .poll(() =>
          suite(phone).getByRole('tab', { name: 'Neighborhoods' }).getAttribute('aria-selected'),
        )
        .toBe('true');
      const overflow = await phone.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(phone, '/premium relocation suite (phone)');
    } finally {
      await closePage(phone);
    }
  });

  test('a Voyager sees the upgrade prompt, never figures, and the API answers 403 PLAN_REQUIRED', async () => {
    const voyager = await createAccount(parity);
    await buyPlan(parity, voyager, 'Voyager');
    const api = await relocationApi(parity, voyager.token);
    expect(api.status).toBe(403);
    expect(api.body).toMatchObject({
      code: 'PLAN_REQUIRED',
      fields: { requiredPlan: 'Navigator', feature: 'relocation_intelligence' },
    });
    expect((await relocationApi(parity, navigator.token)).status).toBe(200);
    const page = await newPage(browser, parity.url, { session: voyager });
    try {
      await page.goto('/premium#relocation-intelligence');
      await waitForPage(page);
      await suite(page).getByRole('link', { name: 'Upgrade to Navigator' }).waitFor();
      expect(await suite(page).getByTestId('relocation-moving').count()).toBe(0);
      expect(await suite(page).innerText()).not.toMatch(/Rental deposit/);
      await expectNoAxeViolations(page, '/premium relocation upgrade prompt');
    } finally {
      await closePage(page);
    }
  });

  test.each(['light', 'dark'] as const)(
    'Lighthouse accessibility 100 on /premium with the suite shown (%s theme)',
    async (theme) => {
      const report = await runLighthouse(`${parity.url}/premium`, {
        session: navigator,
        localStorage: { theme },
      });
      const notPerfect = report.failing.filter((line) => line.startsWith('accessibility/'));
      console.log(
        `[lighthouse] /premium ${theme}: accessibility ${report.scores.accessibility}` +
          (report.failing.length ? `\n  below 1: ${report.failing.join('\n  below 1: ')}` : ''),
      );
      expect(report.scores.accessibility, notPerfect.join('\n')).toBe(100);
    },
    120_000,
  );
});
