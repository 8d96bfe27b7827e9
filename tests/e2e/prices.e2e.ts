/**
 * Crowd-sourced prices in the browser (issue 4 acceptance "a signed-in user contributes a price; the
 * city's figure shows source 'contributions' once enough accounts agree; an outlier is quarantined").
 * Real verified accounts (signup, emailed code, verify) each sign in through the login form, open the
 * All Costs tab of /home, contribute a Riyadh cappuccino price and read the answer. The published
 * figure only leaves the model at MIN_ACCOUNTS agreeing accounts (method §8), then blends toward
 * their median with weight n / (n + k); an account far from the others (inside the item's plausible
 * range) is held for review and moves nothing; rejected input stores nothing. Axe on the open form.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { MIN_ACCOUNTS, PRIOR_WEIGHT_K } from '#domain/cost-of-living/aggregation.ts';
import { type Account, createAccount } from './support/account.ts';
import {
  closePage,
  describeBrowser,
  expectNoAxeViolations,
  launchBrowser,
  newPage,
  uncaughtErrors,
} from './support/browser.ts';
import { type Parity, startParity } from './support/parity.ts';
import {
  evidence,
  figureIn,
  type MarketFigure,
  nextMarketData,
  openAllCosts,
  openContributeForm,
  readRow,
  signInWithForm,
} from './support/prices.ts';

// The default comparison's from-city (Riyadh, SAR); a cappuccino is cheap, common and in the table.
const CITY = 'Riyadh';
const COUNTRY = 'Saudi Arabia';
const ITEM = 'cappuccino';
const ITEM_NAME = 'Cappuccino (regular)';
// Agreeing shoppers: about 1.5x the model's ~13.5 SAR, a little apart (as real receipts are), so the
// figure visibly moves. The outlier is far from them yet inside the item's plausible range
// (restaurants: up to 6x the US reference price, about 120 SAR).
const AGREEING = Array.from({ length: MIN_ACCOUNTS }, (_, i) => 20 + i);
const OUTLIER = 100;

/** The number in a formatted money cell ('SAR 16.34' -> 16.34). */
function amountOf(text: string): number {
  const match = /-?[\d,]+(?:\.\d+)?/.exec(text);
  if (!match) throw new Error(`no amount in ${JSON.stringify(text)}`);
  return Number(match[0].replaceAll(',', ''));
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

describeBrowser('crowd-sourced prices', () => {
  let parity: Parity;
  let browser: Browser;
  const accounts: Account[] = [];
  const opened: Page[] = [];
  let model: MarketFigure;
  let published: MarketFigure;

  beforeAll(async () => {
    parity = await startParity({ smtp: true });
    browser = await launchBrowser();
    // One account per agreeing shopper plus the outlier (signup mails go one after another).
    for (let i = 0; i <= MIN_ACCOUNTS; i++) accounts.push(await createAccount(parity));
  });
  afterAll(async () => {
    for (const page of opened) {
      expect(uncaughtErrors(page)).toEqual([]);
      await closePage(page);
    }
    await browser?.close();
    await parity?.stop();
  });

  /** A fresh browser for `account`: sign in with the form, then /home's All Costs tab. */
  async function signedInAllCosts(account: Account, theme: 'light' | 'dark' = 'light') {
    const page = await newPage(browser, parity.url, { theme });
    opened.push(page);
    await signInWithForm(page, account);
    const market = figureIn(await openAllCosts(page, CITY), ITEM);
    return { page, market };
  }

  /**
   * Contribute `price` SAR for the cappuccino and wait for the server's answer and the page's
   * refetch of the city's figures; resolves with the status text and the refetched figure.
   */
  async function contribute(page: Page, price: number) {
    const form = await openContributeForm(page, CITY);
    await form.getByLabel('Item').selectOption(ITEM);
    await form.getByLabel('Price you paid').fill(String(price));
    expect(await form.getByLabel('Currency').inputValue()).toBe('SAR');
    const posted = page.waitForResponse(
      (r) => r.url().endsWith('/api/prices/contributions') && r.request().method() === 'POST',
    );
    const refetched = nextMarketData(page, CITY);
    await form.getByRole('button', { name: 'Submit price' }).click();
    expect((await posted).status()).toBe(200);
    const figure = figureIn(await refetched, ITEM);
    const status = form.getByRole('status');
    await expect.poll(() => status.innerText()).toMatch(/^Thank you/);
    return { status: await status.innerText(), figure };
  }

  test(`${MIN_ACCOUNTS} agreeing accounts make the figure 'contributions', blended toward their median`, async () => {
    for (const [i, price] of AGREEING.entries()) {
      const { page, market } = await signedInAllCosts(accounts[i] as Account);
      if (i === 0) {
        model = market;
        expect(model.source).toBe('model');
        const before = await readRow(page, ITEM_NAME);
        expect(amountOf(before.fromCell)).toBeCloseTo(model.value, 2);
        expect(before.source[0]).toMatch(new RegExp(`^${CITY}: Parity model estimate`));
      }
      const { status, figure } = await contribute(page, price);
      const enough = i + 1 >= MIN_ACCOUNTS;
      if (!enough) {
        // Below the threshold the published figure is still the model's, to the cent.
        expect(status).toBe(
          'Thank you. Your price counts once at least three people have reported this item.',
        );
        expect(figure).toMatchObject({ source: 'model', count: 0, value: model.value });
        continue;
      }
      expect(status).toBe(`Thank you. This figure now reflects ${MIN_ACCOUNTS} contributors.`);
      published = figure;
      // Method §8: geometric blend, weight n / (n + k) on the accounts' median.
      const w = MIN_ACCOUNTS / (MIN_ACCOUNTS + PRIOR_WEIGHT_K);
      const expected = Math.exp((1 - w) * Math.log(model.value) + w * Math.log(median(AGREEING)));
      expect(figure.source).toBe('contributions');
      expect(figure.count).toBe(MIN_ACCOUNTS);
      expect(figure.value).toBeCloseTo(expected, 1);
      expect(figure.value).toBeGreaterThan(model.value);
      expect(figure.value).toBeLessThan(median(AGREEING));
      // The page shows it without a reload: the cell and its Source disclosure.
      await expect
        .poll(async () => amountOf((await readRow(page, ITEM_NAME)).fromCell))
        .toBeCloseTo(figure.value, 2);
      const row = await readRow(page, ITEM_NAME);
      expect(row.source[0]).toMatch(
        new RegExp(
          `^${CITY}: Prices contributed by users, \\d{4}; range .+; ${MIN_ACCOUNTS} contributors$`,
        ),
      );
      expect(row.source[1]).toMatch(/^Bangkok: Parity model estimate/);
    }
    // The public summary agrees with what the page shows.
    const item = (await evidence(parity, CITY, COUNTRY)).find((e) => e.itemId === ITEM);
    expect(item).toMatchObject({
      contributions: MIN_ACCOUNTS,
      accounts: MIN_ACCOUNTS,
      quarantinedAccounts: 0,
      published: { source: 'contributions', count: MIN_ACCOUNTS },
    });
    // Market data carries 6 significant digits, the summary all of them.
    expect((item?.published.valueInUSD ?? 0) / published.valueInUSD).toBeCloseTo(1, 5);
  });

  test('an outlier inside the plausible range is held for review and the figure does not move', async () => {
    expect(published?.source, 'needs the agreeing accounts first').toBe('contributions');
    const { page, market } = await signedInAllCosts(accounts[MIN_ACCOUNTS] as Account);
    expect(market.value).toBeCloseTo(published.value, 6);
    const { status, figure } = await contribute(page, OUTLIER);
    expect(status).toBe(
      'Thank you. Your price is far from what others report, so it is held for review.',
    );
    expect(figure).toMatchObject({ source: 'contributions', count: MIN_ACCOUNTS });
    expect(figure.value).toBeCloseTo(published.value, 6);
    const row = await readRow(page, ITEM_NAME);
    expect(amountOf(row.fromCell)).toBeCloseTo(published.value, 2);
    expect(row.source[0]).toMatch(new RegExp(`; ${MIN_ACCOUNTS} contributors$`));
    const item = (await evidence(parity, CITY, COUNTRY)).find((e) => e.itemId === ITEM);
    expect(item).toMatchObject({
      contributions: MIN_ACCOUNTS + 1,
      accounts: MIN_ACCOUNTS,
      quarantinedAccounts: 1,
      published: { source: 'contributions', count: MIN_ACCOUNTS },
    });
    // Market data carries 6 significant digits, the summary all of them.
    expect((item?.published.valueInUSD ?? 0) / published.valueInUSD).toBeCloseTo(1, 5);
  });

  test('rejected prices show a clear message and store nothing; the open form passes axe (dark)', async () => {
    const { page } = await signedInAllCosts(accounts[0] as Account, 'dark');
    const before = await evidence(parity, CITY, COUNTRY);
    const form = await openContributeForm(page, CITY);
    await form.getByLabel('Item').selectOption(ITEM);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/prices/contributions') && r.method() === 'POST')
        sent.push(r.url());
    });
    const price = form.getByLabel('Price you paid');
    // Non-positive: refused in the browser with the shared schema's message, nothing sent.
    for (const bad of ['0', '-4']) {
      await price.fill(bad);
      await form.getByRole('button', { name: 'Submit price' }).click();
      await form.getByText('Must be greater than 0').waitFor();
      expect(await price.getAttribute('aria-invalid')).toBe('true');
    }
    expect(sent).toEqual([]);
    await expectNoAxeViolations(page, 'contribution form with a field error (dark)');
    // Absurd (outside the item's plausible range): the server's 400 names the range.
    await price.fill('5000');
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/api/prices/contributions') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Submit price' }).click();
    expect((await answered).status()).toBe(400);
    await form.getByText(/^Outside the plausible range for this item \(.+ USD\)\.$/).waitFor();
    expect(await form.getByRole('status').innerText()).not.toMatch(/Thank you/);
    expect(await evidence(parity, CITY, COUNTRY)).toEqual(before);
  });
});
