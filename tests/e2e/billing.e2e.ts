/**
 * Issue 34 items 2, 6 and 7 in a real browser against the built server (local payments mode, real
 * SMTP): a customer buys Voyager, upgrades to Navigator (the dialog says what is due now), reads the
 * billing history and opens, prints and downloads a receipt; a downgrade waits for the end of the
 * paid period and says so, and can be called off; after cancelling, the pricing page offers Resume.
 * Also: Convert Now goes to /home, the methods pages are pages, a free account reads Explorer (free).
 * NODE_ENV=development because local payments mode is refused in production.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createAccount } from './support/account.ts';
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

function card(page: Page, plan: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: plan, exact: true }) });
}

async function labelOf(page: Page, plan: string): Promise<string> {
  const c = card(page, plan);
  return (await c.getByRole('link').or(c.getByRole('button')).first().innerText()).trim();
}

async function openPricing(page: Page, period: 'Monthly' | 'Annual' = 'Monthly') {
  await page.goto('/pricing');
  await waitForPage(page);
  await page.waitForLoadState('networkidle');
  await page.getByRole('radio', { name: period, exact: true }).click();
}

/** From a pricing card to the test checkout; returns the dialog's amount sentence. */
async function buy(page: Page, plan: 'Voyager' | 'Navigator', button: RegExp): Promise<string> {
  await openPricing(page);
  await card(page, plan).getByRole('link').first().click();
  await page.getByRole('heading', { name: 'Premium Features', level: 1 }).waitFor();
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: 'Test checkout — no payment is taken' });
  await dialog.waitFor();
  const text = (await dialog.getByTestId('quote-text').innerText()).trim();
  await dialog.getByRole('button', { name: 'Complete test purchase' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return text;
}

describeBrowser('billing a customer can follow (issue 34)', () => {
  let browser: Browser;
  let parity: Parity;

  beforeAll(async () => {
    parity = await startParity({
      smtp: true,
      env: { NODE_ENV: 'development', PAYMENTS_MODE: 'local', RATE_REFRESH: 'off' },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await parity?.stop();
  });

  test('buy, upgrade, history and receipt; downgrade at period end, keep; cancel then Resume', async () => {
    const account = await createAccount(parity);
    const page = await newPage(browser, parity.url, { session: account });
    try {
      expect(await buy(page, 'Voyager', /Subscribe Now/)).toBe('Due now: 4.99 USD for Voyager.');
      const upgrade = await buy(page, 'Navigator', /Switch to Navigator/);
      expect(upgrade).toMatch(
        /^Due now: \d+\.\d\d USD \(9\.99 USD for Navigator less \d+\.\d\d USD credit for the unused part of Voyager\)\. Navigator starts now\.$/,
      );

      // The billing history: newest first, with what each payment was.
      await page.goto('/profile');
      await waitForPage(page);
      const history = page.getByTestId('billing-history');
      await history.waitFor();
      const rows = history.locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(2);
      expect(await rows.nth(0).innerText()).toMatch(
        /Navigator \(monthly\)\s+Plan change \(prorated\)/,
      );
      expect(await rows.nth(1).innerText()).toMatch(/Voyager \(monthly\)\s+Payment\s+4\.99 USD/);
      await expectNoAxeViolations(page, 'profile with billing history');

      // A receipt opens as a page, prints and downloads.
      await rows
        .nth(1)
        .getByRole('link', { name: /Receipt of/ })
        .click();
      await page.getByRole('heading', { name: 'Receipt', level: 1 }).waitFor();
      const receipt = await page.getByTestId('receipt').innerText();
      expect(receipt).toContain('Voyager (monthly) — Payment');
      expect(receipt).toMatch(/Amount paid\s+4\.99 USD/);
      expect(receipt).toContain(account.email);
      await page.getByRole('button', { name: 'Print' }).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^parity-receipt-\d{4}-\d\d-\d\d\.txt$/);
      await expectNoAxeViolations(page, 'receipt');

      // A downgrade: nothing due now, Navigator until the period ends.
      const paidUntil = String(
        (
          (await (
            await fetch(`${parity.url}/api/subscription`, {
              headers: { authorization: `Bearer ${account.token}` },
            })
          ).json()) as { data: { subscription: { nextBilledAt: string } } }
        ).data.subscription.nextBilledAt,
      ).slice(0, 10);
      const down = await buy(page, 'Voyager', /Switch to Voyager/);
      expect(down).toBe(
        `Nothing is due now. You keep Navigator until ${paidUntil}; Voyager starts then, at 4.99 USD for each period.`,
      );
      await page.goto('/profile');
      await waitForPage(page);
      await expect
        .poll(async () => page.getByTestId('scheduled-change').innerText())
        .toMatch(/^Voyager \(Monthly, 4\.99 USD\) from .+\. You keep Navigator until then\.$/);
      await expect
        .poll(() => page.getByTestId('billing-history').locator('tbody tr').count())
        .toBe(2);
      const mail = await parity.waitForMail((m) =>
        m.subject.startsWith('Your Parity plan changes to Voyager on'),
      );
      expect(mail.subject).toBe(`Your Parity plan changes to Voyager on ${paidUntil}`);
      await openPricing(page);
      expect(await labelOf(page, 'Voyager')).toBe('Scheduled');
      expect(await labelOf(page, 'Navigator')).toBe('Keep this plan');

      // Called off from the profile: Navigator stays, nothing is charged.
      await page.goto('/profile');
      await waitForPage(page);
      await page.getByRole('button', { name: 'Keep Navigator' }).click();
      await expect.poll(() => page.getByTestId('scheduled-change').count()).toBe(0);

      // After cancelling, the pricing page offers what happens: resume.
      await page.getByRole('button', { name: 'Cancel subscription' }).click();
      await page.getByRole('button', { name: 'Confirm: cancel at period end' }).click();
      await expect.poll(() => page.getByText('(access until then)').count()).toBeGreaterThan(0);
      await openPricing(page);
      expect(await labelOf(page, 'Navigator')).toBe('Resume subscription');
      expect(await labelOf(page, 'Voyager')).toBe('Resume to change');
      expect(await card(page, 'Voyager').getByRole('link').count()).toBe(0);
      await card(page, 'Navigator').getByRole('button', { name: 'Resume subscription' }).click();
      await expect.poll(() => labelOf(page, 'Navigator')).toBe('Current Plan');
      await expect.poll(() => labelOf(page, 'Voyager')).toBe('Downgrade');
      expect(uncaughtErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  test('Convert Now goes to /home; the methods pages are pages; a free account is Explorer (free)', async () => {
    const guest = await newPage(browser, parity.url);
    try {
      await guest.goto('/');
      await waitForPage(guest);
      expect(await guest.getByRole('link', { name: 'Convert Now' }).getAttribute('href')).toBe(
        '/home',
      );
      // A guest is sent from /home to sign in (the signed-in visitor never sees the landing page).
      await guest.getByRole('link', { name: 'Convert Now' }).click();
      await guest.waitForURL((url) => url.pathname === '/login');
      await guest.goto('/');
      await waitForPage(guest);
      await guest.goto('/docs/methods/premium-salary');
      await guest
        .getByRole('heading', { name: 'How the Salary Insights Hub makes its figures', level: 1 })
        .waitFor();
      await guest.getByRole('heading', { name: '1. Inputs and currencies', level: 2 }).waitFor();
      await guest.getByRole('link', { name: 'docs/methods/take-home.md' }).first().click();
      await guest.waitForURL('**/docs/methods/take-home');
      await guest.getByRole('heading', { level: 1 }).waitFor();
      await expectNoAxeViolations(guest, 'methods page');
      expect(uncaughtErrors(guest)).toEqual([]);
    } finally {
      await closePage(guest);
    }

    const account = await createAccount(parity);
    const page = await newPage(browser, parity.url, { session: account });
    try {
      await openPricing(page);
      await page.getByRole('button', { name: 'Subscribe: Explorer' }).click();
      await expect.poll(() => labelOf(page, 'Explorer')).toBe('Current Plan');
      await page.goto('/profile');
      await waitForPage(page);
      await page.getByTestId('plan-name').waitFor();
      expect(await page.getByTestId('plan-name').innerText()).toBe('Explorer (free)');
      await page.getByText('No payments yet.').waitFor();
    } finally {
      await closePage(page);
    }
  });
});
