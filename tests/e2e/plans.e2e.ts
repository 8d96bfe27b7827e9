/**
 * Plans for real (issue 7 acceptance), in local payments mode against the built server: a real
 * account (signup, emailed code, verify, login) buys Voyager monthly in the test checkout, the signed
 * webhook grants it, labels follow, a Navigator-only entitlement answers PLAN_REQUIRED with an upgrade
 * prompt, and the plan is cancelled. Also the free-plan and API-key journeys, and axe on both pages.
 * NODE_ENV=development because local payments mode is refused in production (by design).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
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

interface Account {
  token: string;
  user: { id: string; email: string };
}

let counter = 0;

async function api(parity: Parity, path: string, body?: object, token?: string) {
  const headers: Record<string, string> = {};
  if (body) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${parity.url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  return {
    status: res.status,
    json: (await res.json()) as Record<string, unknown> & { data?: never },
  };
}

/** A real account through the accounts API: signup, the code from the real SMTP server, login. */
async function createAccount(parity: Parity): Promise<Account> {
  counter += 1;
  const email = `buyer${counter}-${Date.now()}@example.com`;
  const password = 'Voyager2026Plan';
  const signup = await api(parity, '/api/auth/signup', {
    firstname: 'Ada',
    lastname: 'Buyer',
    username: `buyer${counter}${Date.now() % 100000}`,
    email,
    password,
  });
  expect(signup.status).toBe(200);
  const mail = await parity.waitForMail((m) => m.to.includes(email));
  const otp = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(otp).toBeDefined();
  const verified = await api(parity, '/api/auth/verify-otp', {
    email,
    otp,
    type: 'email_verification',
  });
  expect(verified.status).toBe(200);
  const login = await api(parity, '/api/auth/login', { email, password });
  expect(login.status).toBe(200);
  const data = login.json.data as unknown as { token: string; user: { id: string; email: string } };
  return { token: data.token, user: data.user };
}

async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto('/about');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, account);
}

/** The visible label of a plan card's action (a link for paid plans, a button for Explorer). */
async function labelOf(page: Page, plan: string): Promise<string> {
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: plan, exact: true }) });
  return (await card.getByRole('link').or(card.getByRole('button')).first().innerText()).trim();
}

async function pricingLabels(page: Page, period: 'Monthly' | 'Annual') {
  await page.getByRole('radio', { name: period, exact: true }).click();
  return {
    Explorer: await labelOf(page, 'Explorer'),
    Voyager: await labelOf(page, 'Voyager'),
    Navigator: await labelOf(page, 'Navigator'),
  };
}

async function openPricing(page: Page): Promise<void> {
  await page.goto('/pricing');
  await waitForPage(page);
  await page.waitForLoadState('networkidle');
}

async function buyInTestCheckout(
  page: Page,
  plan: 'Voyager' | 'Navigator',
  period: 'Monthly' | 'Annual',
) {
  await openPricing(page);
  await page.getByRole('radio', { name: period, exact: true }).click();
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: plan, exact: true }) });
  await card.getByRole('link').first().click();
  await page.getByRole('heading', { name: 'Premium Features', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Test checkout — no payment is taken' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Complete test purchase' }).click();
  // Issue 34: the customer stays on the suite page they bought from; the profile shows the plan.
  await dialog.waitFor({ state: 'hidden' });
  expect(new URL(page.url()).pathname).toBe('/premium');
  await page.goto('/profile');
  await waitForPage(page);
}

describeBrowser('plans and subscriptions (local payments mode)', () => {
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

  test('buy Voyager monthly, labels follow, PLAN_REQUIRED offers the upgrade, cancel', async () => {
    const account = await createAccount(parity);
    const page = await newPage(browser, parity.url);
    try {
      await signIn(page, account);
      await openPricing(page);
      expect(await pricingLabels(page, 'Monthly')).toEqual({
        Explorer: 'Subscribe',
        Voyager: 'Subscribe',
        Navigator: 'Subscribe',
      });

      await buyInTestCheckout(page, 'Voyager', 'Monthly');
      // The profile shows what the webhook granted: plan, green 'active' badge, price, dates.
      const card = page.locator('main');
      await expect
        .poll(() => card.getByText('Voyager', { exact: true }).count())
        .toBeGreaterThan(0);
      await expect.poll(() => card.getByText('active', { exact: true }).count()).toBeGreaterThan(0);
      for (const label of ['First billed', 'Next billing']) {
        const value = await card
          .locator('dt', { hasText: label })
          .locator('xpath=following-sibling::dd[1]')
          .innerText();
        expect(value.trim(), label).toMatch(/\d{4}|[A-Z][a-z]{2}/);
      }
      const sub = await api(parity, '/api/subscription', undefined, account.token);
      expect(sub.json.data).toMatchObject({
        subscription: {
          planName: 'Voyager',
          billingInterval: 'month',
          status: 'active',
          price: '4.99',
        },
      });
      const me = await api(parity, '/api/user/me', undefined, account.token);
      const first = (me.json.data as unknown as { userSubscription: Record<string, unknown>[] })
        .userSubscription[0];
      expect(first).toMatchObject({ planName: 'Voyager', status: 'active' });
      expect(first?.firstBilledAt).toEqual(expect.any(String));
      expect(first?.nextBilledAt).toEqual(expect.any(String));

      await openPricing(page);
      expect(await pricingLabels(page, 'Monthly')).toEqual({
        Explorer: 'Downgrade',
        Voyager: 'Current Plan',
        Navigator: 'Upgrade',
      });
      expect(await pricingLabels(page, 'Annual')).toMatchObject({
        Voyager: 'Upgrade',
        Navigator: 'Upgrade',
      });

      // Voyager lacks API access: the server says PLAN_REQUIRED and the page offers the upgrade.
      await page.goto('/premium');
      await waitForPage(page);
      await page.getByLabel('Key name').fill('my script');
      await page.getByRole('button', { name: 'Create API key' }).click();
      await expect
        .poll(() => page.getByRole('link', { name: 'Upgrade to Navigator' }).count())
        .toBeGreaterThan(0);

      // Cancel from the profile: scheduled at period end, access kept until then (docs/product.md §9 FAQ).
      await page.goto('/profile');
      await waitForPage(page);
      await page.getByRole('button', { name: 'Cancel subscription' }).click();
      await page.getByRole('button', { name: 'Confirm: cancel at period end' }).click();
      await expect.poll(() => page.getByText('(access until then)').count()).toBeGreaterThan(0);
      const after = await api(parity, '/api/subscription', undefined, account.token);
      expect(after.json.data).toMatchObject({
        subscription: {
          planName: 'Voyager',
          status: 'active',
          isEntitled: true,
          cancelAt: expect.any(String),
        },
      });
      expect(uncaughtErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  test('free plan journey: Explorer subscribes and becomes Current Plan', async () => {
    const account = await createAccount(parity);
    const page = await newPage(browser, parity.url);
    try {
      await signIn(page, account);
      await openPricing(page);
      await page.getByRole('button', { name: 'Subscribe: Explorer' }).click();
      await expect.poll(() => labelOf(page, 'Explorer')).toBe('Current Plan');
      const sub = await api(parity, '/api/subscription', undefined, account.token);
      expect(sub.json.data).toMatchObject({
        subscription: { planName: 'Explorer', billingInterval: 'lifetime' },
      });
    } finally {
      await closePage(page);
    }
  });

  test('API key journey: create, use, revoke, refused after revoke', async () => {
    const account = await createAccount(parity);
    const page = await newPage(browser, parity.url);
    try {
      await signIn(page, account);
      await buyInTestCheckout(page, 'Navigator', 'Annual');
      await page.goto('/premium');
      await waitForPage(page);
      await page.getByLabel('Key name').fill('journey key');
      await page.getByRole('button', { name: 'Create API key' }).click();
      const key = (await page.getByTestId('new-api-key').innerText()).trim();
      expect(key).toMatch(/^pty_/);
      const use = await fetch(`${parity.url}/api/plans`, { headers: { 'x-api-key': key } });
      expect(use.status).toBe(200);
      await page.getByRole('button', { name: 'Revoke journey key' }).click();
      await expect
        .poll(() => page.getByRole('button', { name: 'Revoke journey key' }).count())
        .toBe(0);
      const refused = await fetch(`${parity.url}/api/plans`, { headers: { 'x-api-key': key } });
      expect(refused.status).toBe(401);
    } finally {
      await closePage(page);
    }
  });

  let axeAccount: Account | undefined;
  test.each(['light', 'dark'] as const)(
    'pricing, premium and the test checkout pass axe (%s theme)',
    async (theme) => {
      axeAccount ??= await createAccount(parity);
      const page = await newPage(browser, parity.url, { theme });
      try {
        await signIn(page, axeAccount);
        await openPricing(page);
        await expectNoAxeViolations(page, `pricing (${theme})`);
        await page.goto('/premium');
        await waitForPage(page);
        await expectNoAxeViolations(page, `premium (${theme})`);
        await page.getByRole('button', { name: 'Subscribe Now' }).click();
        await page.getByRole('dialog').waitFor();
        await expectNoAxeViolations(page, `test checkout (${theme})`);
      } finally {
        await closePage(page);
      }
    },
  );
});
