/**
 * Issue 18 acceptance in a real browser against the built server (local payments mode, real SMTP):
 * a Navigator subscriber is never offered Navigator again and can resume a cancellation; every
 * self-service action on /profile works; and no internal link of the main pages leads to the 404
 * page. NODE_ENV=development because local payments mode is refused in production.
 */
import type { Browser } from 'playwright-core';
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

async function api(parity: Parity, path: string, token: string, body?: object) {
  const res = await fetch(`${parity.url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, json: (await res.json()) as { data?: Record<string, unknown> } };
}

async function subscription(parity: Parity, token: string) {
  return (await api(parity, '/api/subscription', token)).json.data?.subscription as
    Record<string, unknown> | null | undefined;
}

describeBrowser('money and accounts a customer can trust (issue 18)', () => {
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

  test('a Navigator subscriber is never offered Navigator again; after cancelling, Resume brings it back', async () => {
    const account = await createAccount(parity);
    const page = await newPage(browser, parity.url, { session: account });
    try {
      // /premium defaults to Navigator annual.
      await page.goto('/premium');
      await waitForPage(page);
      await page.getByRole('button', { name: 'Subscribe Now' }).click();
      const dialog = page.getByRole('dialog', { name: 'Test checkout — no payment is taken' });
      await dialog.getByRole('button', { name: 'Complete test purchase' }).click();
      // Issue 34: the customer stays on the suite page they bought from.
      await dialog.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe('/premium');
      await expect
        .poll(async () => (await subscription(parity, account.token))?.planName)
        .toBe('Navigator');

      await page.goto('/premium');
      await waitForPage(page);
      await page.getByRole('button', { name: 'Navigator: Current plan' }).waitFor();
      expect(await page.getByRole('button', { name: 'Subscribe Now' }).count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Ready to upgrade?' }).count()).toBe(0);
      // The server refuses it too, with a stable code.
      const again = await api(parity, '/api/subscription/checkout', account.token, {
        planName: 'Navigator',
        billingPeriod: 'year',
      });
      expect(again.status).toBe(409);
      expect(again.json).toMatchObject({ code: 'ALREADY_SUBSCRIBED' });

      // Pricing: the held card is Current Plan (annual), the other period is a change.
      await page.goto('/pricing');
      await waitForPage(page);
      await page.getByRole('radio', { name: 'Annual', exact: true }).click();
      await page.getByRole('button', { name: 'Navigator: Current Plan' }).waitFor();

      await page.goto('/profile');
      await waitForPage(page);
      await page.getByRole('button', { name: 'Cancel subscription' }).click();
      await page.getByRole('button', { name: 'Confirm: cancel at period end' }).click();
      await page.getByText('(access until then)').waitFor();
      await page.goto('/premium');
      await waitForPage(page);
      await page.getByRole('button', { name: 'Navigator: Current plan' }).waitFor();
      expect(await page.getByRole('button', { name: 'Subscribe Now' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Resume subscription' }).click();
      await expect
        .poll(async () => (await subscription(parity, account.token))?.cancelAt)
        .toBeNull();
      await page.goto('/profile');
      await waitForPage(page);
      await page.getByRole('button', { name: 'Cancel subscription' }).waitFor();
      const mails = parity.mails.filter((m) => m.to.includes(account.email)).map((m) => m.subject);
      expect(mails).toEqual(
        expect.arrayContaining([
          'Your Parity receipt: Navigator',
          'Your Parity subscription is cancelled',
          'Your Parity subscription continues',
        ]),
      );
      expect(uncaughtErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  test('profile self-service: name, password, email by code, data download, sign out everywhere, delete', async () => {
    const account: Account = await createAccount(parity);
    const other = await newPage(browser, parity.url, { session: account });
    const page = await newPage(browser, parity.url, {
      session: { ...account, token: (await loginToken(parity, account)).token },
    });
    try {
      await page.goto('/profile');
      await waitForPage(page);
      const nameForm = page.getByRole('form', { name: 'Name and user name' });
      await nameForm.getByLabel('First Name').fill('Augusta');
      await nameForm.getByRole('button', { name: 'Save name' }).click();
      await page.getByRole('heading', { name: 'Augusta Traveller' }).waitFor();

      const pw = page.getByRole('form', { name: 'Change password' });
      await pw.getByLabel('Current password').fill('Wrong-password-1');
      await pw.getByLabel('New password').fill('Harbour-Quay-2027');
      await pw.getByRole('button', { name: 'Change password' }).click();
      await pw.getByText('Your current password is not correct.').first().waitFor();
      expect(await pw.getByLabel('New password').inputValue()).toBe('Harbour-Quay-2027');
      await pw.getByLabel('Current password').fill(account.password);
      await pw.getByRole('button', { name: 'Change password' }).click();
      await pw.getByText('Every other device is signed out.').waitFor();
      // The other session is gone.
      expect((await api(parity, '/api/user/me', account.token)).status).toBe(401);
      await other.goto('/profile');
      // Signed out by the 401, to a sign-in that comes back to /profile (issue 19 §1).
      await other.waitForURL('**/login?next=%2Fprofile');

      const newEmail = account.email.replace('@', '.moved@');
      const email = page.getByRole('form', { name: 'Change email' });
      await email.getByLabel('New email').fill(newEmail);
      await email.getByLabel('Current password').fill('Harbour-Quay-2027');
      await email.getByRole('button', { name: 'Send code' }).click();
      const mail = await parity.waitForMail(
        (m) => m.to.includes(newEmail) && /Confirm your new/.test(m.subject),
        15_000,
      );
      const code = /is: (\d{6})/.exec(mail.text)?.[1] ?? '';
      const confirm = page.getByRole('form', { name: 'Confirm new email' });
      await confirm.getByLabel('Code from the new address').fill(code);
      await confirm.getByRole('button', { name: 'Confirm new email' }).click();
      await page.getByRole('main').getByText(newEmail, { exact: true }).first().waitFor();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download my data' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('parity-account.json');
      const path = await download.path();
      const { readFile } = await import('node:fs/promises');
      const exported = JSON.parse(await readFile(path, 'utf8')) as {
        profile: { email: string; firstname: string };
      };
      expect(exported.profile).toMatchObject({ email: newEmail, firstname: 'Augusta' });

      // Delete: the button waits for the typed word.
      const del = page.getByRole('form', { name: 'Delete account' });
      await del.getByLabel('Current password').fill('Harbour-Quay-2027');
      await del.getByLabel('Type DELETE to confirm').fill('delete');
      expect(await del.getByRole('button', { name: 'Delete my account' }).isDisabled()).toBe(true);
      await del.getByLabel('Type DELETE to confirm').fill('DELETE');
      await del.getByRole('button', { name: 'Delete my account' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await parity.waitForMail(
        (m) => m.to.includes(newEmail) && /account is deleted/.test(m.subject),
        15_000,
      );
      const login = await fetch(`${parity.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: newEmail, password: 'Harbour-Quay-2027' }),
      });
      expect(login.status).toBe(401);
      expect(uncaughtErrors(page)).toEqual([]);
    } finally {
      await closePage(other);
      await closePage(page);
    }
  });

  test('sign out everywhere ends this session too', async () => {
    const account = await createAccount(parity);
    const page = await newPage(browser, parity.url, { session: account });
    try {
      await page.goto('/profile');
      await waitForPage(page);
      await page.getByRole('button', { name: 'Sign out everywhere' }).click();
      await page.waitForURL('**/login');
      expect((await api(parity, '/api/user/me', account.token)).status).toBe(401);
    } finally {
      await closePage(page);
    }
  });

  test('no internal link of the main pages leads to the 404 page; /terms and /privacy are linked', async () => {
    const account = await createAccount(parity);
    const guest = await newPage(browser, parity.url);
    const member = await newPage(browser, parity.url, { session: account });
    const start = {
      guest: [
        '/',
        '/pricing',
        '/about',
        '/contact',
        '/sources',
        '/login',
        '/signup',
        '/terms',
        '/privacy',
      ],
      member: ['/home', '/premium', '/profile', '/pricing', '/methods/cost-of-living'],
    };
    try {
      const found = new Map<string, string>();
      for (const [who, page] of [
        ['guest', guest],
        ['member', member],
      ] as const) {
        for (const path of start[who]) {
          await page.goto(path);
          await waitForPage(page);
          const hrefs = await page.$$eval('a[href]', (links) =>
            links.map((a) => (a as HTMLAnchorElement).href),
          );
          for (const href of hrefs) {
            const url = new URL(href);
            if (url.origin !== parity.url || url.pathname.startsWith('/api/')) continue;
            if (!found.has(url.pathname)) found.set(url.pathname, `${who} ${path}`);
          }
        }
      }
      expect([...found.keys()]).toEqual(expect.arrayContaining(['/terms', '/privacy']));
      const broken: string[] = [];
      for (const [path, from] of found) {
        await member.goto(path);
        await waitForPage(member);
        if ((await member.getByRole('heading', { name: '404 - Page Not Found' }).count()) > 0) {
          broken.push(`${path} (linked from ${from})`);
        }
      }
      expect(broken).toEqual([]);
      expect(found.size).toBeGreaterThan(10);
    } finally {
      await closePage(guest);
      await closePage(member);
    }
  });

  test.each(['light', 'dark'] as const)(
    'the profile with its self-service forms, /terms and /privacy pass axe (%s theme)',
    async (theme) => {
      const account = await createAccount(parity);
      const page = await newPage(browser, parity.url, { session: account, theme });
      try {
        await page.goto('/profile');
        await waitForPage(page);
        await page.getByRole('form', { name: 'Delete account' }).waitFor();
        await expectNoAxeViolations(page, `profile (${theme})`);
        for (const path of ['/terms', '/privacy']) {
          await page.goto(path);
          await waitForPage(page);
          await expectNoAxeViolations(page, `${path} (${theme})`);
        }
      } finally {
        await closePage(page);
      }
    },
  );

  test('sign up in the form, verify the emailed code: the sign-in form already holds the email', async () => {
    const email = `carry${Date.now() % 1_000_000}@example.com`;
    const page = await newPage(browser, parity.url);
    try {
      await page.goto('/signup');
      await waitForPage(page);
      // The terms and privacy links of the form are real pages.
      for (const name of ['terms', 'privacy policy']) {
        const href = await page.getByRole('link', { name, exact: true }).getAttribute('href');
        expect(href).toMatch(/^\/(terms|privacy)$/);
      }
      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Last name').fill('Carry');
      await page.getByLabel('User name').fill(`carry${Date.now() % 1_000_000}`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('Journey2026Parity');
      await page.getByLabel('Confirm password').fill('Journey2026Parity');
      await page.getByLabel(/I accept the/).check();
      await page.getByRole('button', { name: 'Sign up' }).click();
      await page.waitForURL('**/otp-email-verification');
      const mail = await parity.waitForMail((m) => m.to.includes(email), 15_000);
      const code = /code to [a-z ]+ is: (\d{6})/.exec(mail.text)?.[1] ?? '';
      await page.getByLabel('Digit 1 of 6').click();
      await page.keyboard.type(code);
      await page.getByRole('button', { name: 'Verify' }).click();
      // The code signs the new account in (issue 34 item 6, ADR 161).
      await page.waitForURL('**/home');
      await expect
        .poll(() => page.evaluate(() => window.localStorage.getItem('token')))
        .not.toBeNull();
      expect(uncaughtErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });
});

async function loginToken(parity: Parity, account: Account): Promise<{ token: string }> {
  const res = await fetch(`${parity.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const json = (await res.json()) as { data: { token: string } };
  return { token: json.data.token };
}
