/**
 * The comparison tool's rough edges (issue 19 acceptance): a shared link opened signed out comes back
 * after sign-in (and after sign-up and the emailed code); `?from=JPY&to=KRW` shows a consistent pair; opening each picker moves nothing
 * (layout-shift entries 0); at 390 × 844 the first converted figure lies within the first 1,000 px,
 * no table scrolls sideways (nor at 360 px), and toasts do not cover the header.
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
} from './support/browser.ts';
import { type Parity, startParity } from './support/parity.ts';

const SHARED =
  '/home?from=EUR&to=EUR&fromCity=Lisbon&fromCountry=Portugal&fromCountryCode=PT&toCity=Berlin&toCountry=Germany&toCountryCode=DE&amount=250&tab=food&persona=tourist';

const PHONE = { width: 390, height: 844 };

describeBrowser('comparison tool: links, pair, pickers, phone (issue 19)', () => {
  let parity: Parity;
  let browser: Browser;
  const opened: Page[] = [];

  beforeAll(async () => {
    parity = await startParity({ smtp: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const p of opened) await closePage(p);
    await browser?.close();
    await parity?.stop();
  });

  async function open(options: Parameters<typeof newPage>[2] = {}): Promise<Page> {
    const page = await newPage(browser, parity.url, options);
    opened.push(page);
    return page;
  }

  /** Rates, both cities' market data and the ratio have arrived. */
  async function ready(page: Page) {
    await page.getByTestId('currency-result').waitFor({ timeout: 45_000 });
    await page
      .getByTestId('currency-result')
      .getByText(/^Rent is /)
      .waitFor({ timeout: 45_000 });
  }

  test('a shared link opened signed out says what it is and restores exactly after sign-in (phone)', async () => {
    const account = await createAccount(parity);
    const page = await open({ viewport: PHONE });
    await page.goto(SHARED);
    await page.waitForURL(/\/login\?next=/);
    expect(new URL(page.url()).searchParams.get('next')).toBe(SHARED);
    await expect
      .poll(() => page.getByTestId('return-subject').textContent())
      .toBe('Sign in to see Lisbon vs Berlin');
    await expectNoAxeViolations(page, 'sign-in with a shared link');

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/home');
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}`).toBe(SHARED);
    await page.getByTestId('food-result').waitFor({ timeout: 45_000 });
    expect(await page.getByRole('combobox', { name: 'From city' }).inputValue()).toBe(
      'Lisbon, Portugal',
    );
    expect(await page.getByRole('combobox', { name: 'To city' }).inputValue()).toBe(
      'Berlin, Germany',
    );
    expect(await page.getByLabel('Amount', { exact: true }).first().inputValue()).toBe('250');
    expect(await page.getByTestId('tab-food').getAttribute('aria-selected')).toBe('true');

    // The sign-in toast opens below the header, not over its navigation.
    const toast = page.locator('.Toastify__toast').first();
    await toast.waitFor();
    const header = await page.locator('header').first().boundingBox();
    const box = await toast.boundingBox();
    expect(header).not.toBeNull();
    expect(box).not.toBeNull();
    if (header && box) expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(uncaughtErrors(page)).toEqual([]);
  });

  test('signing up from a shared link keeps it through the emailed code and the sign-in after', async () => {
    const email = `shared${process.pid}${Date.now() % 100_000}@example.com`;
    const password = 'Lisbon-Berlin-2026';
    const page = await open();
    await page.goto(SHARED);
    await page.waitForURL(/\/login\?next=/);
    // The card's link (the header has its own Sign Up).
    await page.getByRole('main').getByRole('link', { name: 'Sign up', exact: true }).click();
    await page.waitForURL(/\/signup\?next=/);
    // The sign-up page is lazy: the sign-in card can still be on screen when the URL changes.
    await expect
      .poll(() => page.getByTestId('return-subject').textContent())
      .toBe('Sign up to see Lisbon vs Berlin');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('User name').fill(`ada${Date.now() % 100_000}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL('**/otp-email-verification');
    const mail = await parity.waitForMail((m) => m.to.includes(email), 15_000);
    const code = /code to [a-z ]+ is: (\d{6})/.exec(mail.text)?.[1] ?? '';
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    // The code signs the new account in and goes on to the link (issue 34 item 6, ADR 161).
    await page.waitForURL((url) => url.pathname === '/home');
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}`).toBe(SHARED);
    expect(uncaughtErrors(page)).toEqual([]);
  });

  test('a next that points at another site is ignored: sign-in lands on /home', async () => {
    const account = await createAccount(parity);
    const page = await open();
    await page.goto('/login?next=%2F%2Fevil.example%2Fhome');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/home');
    expect(new URL(page.url()).host).toBe(new URL(parity.url).host);
  });

  test('/home?from=JPY&to=KRW shows a consistent pair: Tokyo in yen, Seoul in won', async () => {
    const page = await open({ signedIn: true });
    await page.goto('/home?from=JPY&to=KRW');
    await ready(page);
    expect(await page.getByRole('combobox', { name: 'From city' }).inputValue()).toBe(
      'Tokyo, Japan',
    );
    expect(await page.getByRole('combobox', { name: 'To city' }).inputValue()).toBe(
      'Seoul, South Korea',
    );
    await expect.poll(() => new URL(page.url()).searchParams.get('fromCity')).toBe('Tokyo');
    expect(new URL(page.url()).searchParams.get('toCity')).toBe('Seoul');
    expect(await page.getByTestId('rate-line').textContent()).toMatch(/^1 JPY = [\d.,]+ KRW$/);
    // The adjusted card says what its figure means (issue 19 §5).
    expect(await page.getByTestId('adjusted-meaning').textContent()).toMatch(
      /^What it costs in Seoul to buy what .*1,000\.00.* buys in Tokyo\.$/,
    );
    // Only the consistent pair is remembered.
    await expect
      .poll(() => page.getByTestId('recent-list').innerText())
      .toContain('JPY Tokyo to KRW Seoul');
    expect(await page.getByTestId('recent-list').innerText()).not.toMatch(/JPY Riyadh|KRW Bangkok/);
    expect(uncaughtErrors(page)).toEqual([]);
  });

  for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
    test(`opening each picker moves nothing: layout-shift entries 0 (${viewport.width} px)`, async () => {
      const page = await open({ signedIn: true, viewport });
      await page.goto('/home');
      await ready(page);
      // Let anything still settling (fonts, late figures) finish before measuring.
      await page.waitForTimeout(500);
      await page.evaluate(() => {
        const w = window as unknown as { shifts: number[] };
        w.shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            w.shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift' });
      });
      for (const name of ['From currency', 'From city', 'To currency', 'To city']) {
        const picker = page.getByRole('combobox', { name });
        const below = page.getByRole('combobox', { name: 'To city' });
        const before = await below.boundingBox();
        await picker.click();
        await page.getByRole('listbox', { name }).waitFor();
        await page.getByRole('listbox', { name }).getByRole('option').first().waitFor();
        expect(await below.boundingBox(), name).toEqual(before);
        await page.keyboard.press('Escape');
        await picker.blur();
      }
      // Entries are delivered asynchronously: give the observer a frame or two.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
      );
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual(
        [],
      );
    });
  }

  test('at 390 × 844 the first converted figure lies within the first 1,000 px of /home', async () => {
    const page = await open({ signedIn: true, viewport: PHONE });
    await page.goto('/home');
    await ready(page);
    const figure = page.getByTestId('summary-converted');
    await expect.poll(() => figure.textContent()).toMatch(/^฿[\d,]+\.\d{2}$/);
    const top = await figure.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
    expect(top).toBeLessThanOrEqual(1000);
    await expectNoAxeViolations(page, '/home at 390 px');
  });

  for (const width of [390, 360]) {
    test(`at ${width} px no table scrolls sideways, on any tab`, async () => {
      const page = await open({ signedIn: true, viewport: { width, height: 844 } });
      await page.goto('/home');
      await ready(page);
      for (const tab of ['food', 'lifestyle', 'time', 'salary', 'tourist', 'comprehensive']) {
        await page.getByTestId(`tab-${tab}`).click();
        await page.getByTestId(`${tab}-result`).waitFor({ timeout: 45_000 });
        const overflows = await page.evaluate(() =>
          [...document.querySelectorAll('table')]
            .filter((t) => t.getClientRects().length > 0)
            .map((t) => {
              // The table's scroll box (its overflow-x-auto wrapper): wider content scrolls sideways.
              const box = t.parentElement ?? t;
              return {
                caption: t.caption?.textContent ?? '',
                over: box.scrollWidth - box.clientWidth,
              };
            })
            .filter((t) => t.over > 0),
        );
        expect(overflows, tab).toEqual([]);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          tab,
        ).toBeLessThanOrEqual(width);
      }
    });
  }
});
