/**
 * Accounts for real (issue 5 acceptance): the built server, a real SMTP server on loopback, Chromium.
 * Codes are read from the received email, as a person would.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import {
  closePage,
  describeBrowser,
  launchBrowser,
  newPage,
  uncaughtErrors,
  waitForPage,
} from './support/browser.ts';
import { type Parity, type ReceivedMail, startParity } from './support/parity.ts';

const PASSWORD = 'Tr4vel-Lagos-Quay';
const NEW_PASSWORD = 'N3w-Harbour-Lights';

function codeIn(mail: ReceivedMail): string {
  const match = /code to [a-z ]+ is: (\d{6})/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no code in: ${mail.subject}`);
  return match[1];
}

/** The link in the mail, moved onto the test server's origin (PUBLIC_URL is not known before spawn). */
function linkIn(mail: ReceivedMail): string {
  const match = /(https?:\/\/\S+\/otp-[a-z-]+#\S+)/.exec(mail.text);
  if (!match?.[1]) throw new Error('no link in mail');
  const url = new URL(match[1]);
  return `${url.pathname}${url.hash}`;
}

function mailFor(
  parity: Parity,
  to: string,
  subject: RegExp,
  after: number,
): Promise<ReceivedMail> {
  return parity.waitForMail(
    (m) => m.to.includes(to) && subject.test(m.subject) && parity.mails.indexOf(m) >= after,
    10_000,
  );
}

async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

async function signUp(page: Page, email: string): Promise<void> {
  await page.goto('/signup');
  await waitForPage(page);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('User name').fill('ada_lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL('**/otp-email-verification');
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await waitForPage(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function meStatus(parity: Parity, token: string): Promise<number> {
  return (
    await fetch(`${parity.url}/api/user/me`, { headers: { authorization: `Bearer ${token}` } })
  ).status;
}

describeBrowser('accounts', () => {
  let browser: Browser;
  let parity: Parity | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    if (page) {
      expect(uncaughtErrors(page)).toEqual([]);
      await closePage(page);
      page = undefined;
    }
    await parity?.stop();
    parity = undefined;
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('sign up, verify with the emailed code, log in, see the profile, log out', async () => {
    parity = await startParity({ smtp: true });
    page = await newPage(browser, parity.url);
    await signUp(page, 'ada@example.com');
    await page.getByText('Signup successful. OTP sent to your email for verification.').waitFor();
    const code = codeIn(await mailFor(parity, 'ada@example.com', /verification code/, 0));
    await typeCode(page, code);
    await page.getByRole('button', { name: 'Verify' }).click();
    // The code signs the new account in (issue 34 item 6, ADR 161).
    await page.waitForURL('**/home');
    await page.getByText('OTP verified successfully!').waitFor();
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await page.goto('/profile');
    const main = page.getByRole('main');
    // A loaded machine can be slow here; if it never shows, say what the page showed instead.
    await main
      .getByText('Ada Lovelace')
      .waitFor({ timeout: 30_000 })
      .catch(async (error: unknown) => {
        throw new Error(
          `profile did not load: ${String(error)}\nmain: ${await main.textContent()}`,
        );
      });
    expect(await main.getByTestId('profile-initials').textContent()).toBe('AL');
    await main.getByText('@ada_lovelace').waitFor();
    await main.getByText('Verified', { exact: true }).waitFor();
    await main.getByText('ada@example.com').waitFor();
    await main.getByText('Explorer (free)').waitFor();

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByText('Logout', { exact: true }).click();
    await page.waitForURL('**/login');
    expect(
      await page.evaluate(() => [
        window.localStorage.getItem('token'),
        window.localStorage.getItem('user'),
      ]),
    ).toEqual([null, null]);
    // Logout revoked the token on the server too (docs/security.md T2).
    await expect.poll(() => meStatus(parity!, token ?? '')).toBe(401);
  });

  test('forgot password, code, reset: old token rejected, new password works, notice email arrives', async () => {
    parity = await startParity({ smtp: true });
    page = await newPage(browser, parity.url);
    await signUp(page, 'ada@example.com');
    const verifyMail = await mailFor(parity, 'ada@example.com', /verification code/, 0);
    // The emailed link fills the code in (it travels in the URL fragment, never to the server). It
    // is opened as a fresh page load, as a click in a mail client would.
    await page.goto('/contact');
    await page.goto(linkIn(verifyMail));
    await page.getByLabel('Digit 6 of 6').waitFor();
    expect(await page.getByLabel('Digit 6 of 6').inputValue()).toBe(codeIn(verifyMail).at(-1));
    expect(new URL(page.url()).hash).toBe('');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/home');
    const oldToken = (await page.evaluate(() => window.localStorage.getItem('token'))) ?? '';
    expect(await meStatus(parity, oldToken)).toBe(200);

    const reset = await browser.newContext({ baseURL: parity.url });
    const other = await reset.newPage();
    try {
      await other.goto('/forgot-password');
      await other.getByLabel('Email').fill('ada@example.com');
      const before = parity.mails.length;
      await other.getByRole('button', { name: 'Send recovery email' }).click();
      await other.waitForURL('**/otp-reset-verification');
      const code = codeIn(await mailFor(parity, 'ada@example.com', /reset code/, before));
      await other.getByLabel('Digit 1 of 6').click();
      await other.keyboard.type(code);
      await other.getByRole('button', { name: 'Verify' }).click();
      await other.waitForURL('**/reset-password');
      await other.getByLabel('New password').fill(NEW_PASSWORD);
      await other.getByLabel('Confirm password').fill(NEW_PASSWORD);
      await other.getByRole('button', { name: 'Reset password' }).click();
      await other.waitForURL('**/login');
    } finally {
      await reset.close();
    }
    expect(await meStatus(parity, oldToken)).toBe(401);
    await mailFor(parity, 'ada@example.com', /password was changed/, 0);

    // The old session is gone: the next call signs the user out (a 401 clears the session), to a
    // sign-in that comes back to the same page (issue 19 §1).
    await page.goto('/profile');
    await page.waitForURL('**/login?next=%2Fprofile');
    await logIn(page, 'ada@example.com', PASSWORD);
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).waitFor();
    await logIn(page, 'ada@example.com', NEW_PASSWORD);
    await page.waitForURL('**/home');
  });

  test('OTP boxes: paste fills all, backspace moves back, 02:00 countdown, then Resend (server cooldown honoured)', async () => {
    parity = await startParity({ smtp: true });
    page = await newPage(browser, parity.url);
    await page.clock.install();
    await signUp(page, 'ada@example.com');
    // The server started its cooldown before signUp returned: 121 s from here is past it.
    const started = Date.now();
    const first = codeIn(await mailFor(parity, 'ada@example.com', /verification code/, 0));
    expect(await page.getByTestId('otp-countdown').textContent()).toMatch(/^0[12]:[0-5]\d$/);

    await page.getByLabel('Digit 1 of 6').focus();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, first);
    for (let i = 0; i < 6; i++)
      expect(await page.getByLabel(`Digit ${i + 1} of 6`).inputValue()).toBe(first[i]);
    await page.keyboard.press('Backspace');
    expect(await page.getByLabel('Digit 6 of 6').inputValue()).toBe('');
    await page.keyboard.press('Backspace');
    await expect
      .poll(() => page!.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Digit 5 of 6');
    expect(await page.getByLabel('Digit 5 of 6').inputValue()).toBe('');

    await page.clock.fastForward(60_000);
    expect(await page.getByTestId('otp-countdown').textContent()).toMatch(/^01:0\d$|^00:59$/);
    await page.clock.fastForward(61_000);
    const resend = page.getByRole('button', { name: 'Resend' });
    await resend.waitFor();
    await page.getByText("Didn't receive code?").waitFor();
    // Only the browser's clock moved: the server still enforces its own 120 s (docs/security.md O4).
    await resend.click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Please wait before requesting another code.' })
      .waitFor();

    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, 121_000 - (Date.now() - started))),
    );
    const before = parity.mails.length;
    await resend.click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'A new OTP has been sent to your email' })
      .waitFor();
    expect(await page.getByTestId('otp-countdown').textContent()).toBe('02:00');
    const second = codeIn(await mailFor(parity, 'ada@example.com', /verification code/, before));
    await typeCode(page, second);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/home');
  }, 240_000);
});
