/**
 * The shell as a user meets it (docs/product.md §2 Header and footer, §4 theme, §6 guards): header links,
 * the mobile menu at 375 px, the user menu, the theme toggle, both route guards and the 404 page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import {
  closePage,
  describeBrowser,
  launchBrowser,
  newPage,
  type NewPageOptions,
  uncaughtErrors,
  waitForPage,
} from './support/browser.ts';
import { type Parity, startParity } from './support/parity.ts';

const pathname = (page: Page) => new URL(page.url()).pathname;
const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

describeBrowser('header, menus, theme, guards and 404', () => {
  let parity: Parity;
  let browser: Browser;
  let page: Page | undefined;

  beforeAll(async () => {
    parity = await startParity();
    browser = await launchBrowser();
  });
  afterEach(async () => {
    if (page) {
      expect(uncaughtErrors(page)).toEqual([]);
      await closePage(page);
      page = undefined;
    }
  });
  afterAll(async () => {
    await browser?.close();
    await parity?.stop();
  });

  async function open(route: string, options: NewPageOptions = {}): Promise<Page> {
    page = await newPage(browser, parity.url, options);
    await page.goto(route);
    await waitForPage(page);
    return page;
  }

  test('a guest follows every header link and the logo back to the landing page', async () => {
    const p = await open('/about');
    const header = p.locator('header');
    for (const [name, path] of [
      ['Pricing', '/pricing'],
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Sources', '/sources'],
      ['Login', '/login'],
      ['Sign Up', '/signup'],
    ] as const) {
      await header.getByRole('link', { name, exact: true }).click();
      await p.waitForURL((url) => url.pathname === path);
      await waitForPage(p);
    }
    await header.getByRole('link', { name: 'Parity' }).click();
    await p.waitForURL((url) => url.pathname === '/');
    await waitForPage(p);
  });

  test('a signed-in user sees Premium Features and no Login or Sign Up', async () => {
    const p = await open('/about', { signedIn: true });
    const header = p.locator('header');
    await header.getByRole('link', { name: 'Premium Features' }).first().click();
    await p.waitForURL((url) => url.pathname === '/premium');
    expect(await header.getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);
    expect(await header.getByRole('link', { name: 'Sign Up', exact: true }).count()).toBe(0);
  });

  test('the footer shows the current year and its links scroll to the top', async () => {
    const p = await open('/pricing');
    const footer = p.locator('footer');
    expect(await footer.textContent()).toContain(String(new Date().getFullYear()));
    for (const [name, path] of [
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Sources', '/sources'],
    ] as const) {
      await footer.getByRole('link', { name, exact: true }).scrollIntoViewIfNeeded();
      await footer.getByRole('link', { name, exact: true }).click();
      await p.waitForURL((url) => url.pathname === path);
      await waitForPage(p);
      await p.waitForFunction(() => window.scrollY === 0);
    }
  });

  test('at 375 px the mobile menu opens, and its Home link goes to /home (a guest then to /login)', async () => {
    const p = await open('/about', { viewport: { width: 375, height: 740 } });
    const toggle = p.getByRole('button', { name: 'Open menu' });
    const menu = p.locator('#mobile-menu');
    await expect(menu.isVisible()).resolves.toBe(false);
    // The desktop navigation is hidden at this width.
    await expect(p.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(false);
    await toggle.click();
    await menu.waitFor({ state: 'visible' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await menu.getByRole('link', { name: 'Home', exact: true }).click();
    // docs/product.md §2: the mobile Home link always targets /home; the guard sends a guest on to /login.
    await p.waitForURL((url) => url.pathname === '/login');
    await menu.waitFor({ state: 'hidden' });
  });

  test('signed in at 375 px, the mobile Home link opens /home', async () => {
    const p = await open('/about', { viewport: { width: 375, height: 740 }, signedIn: true });
    await p.getByRole('button', { name: 'Open menu' }).click();
    await p.locator('#mobile-menu').getByRole('link', { name: 'Home', exact: true }).click();
    await p.waitForURL((url) => url.pathname === '/home');
    await waitForPage(p);
  });

  test('the user menu opens, closes on an outside click, and Logout goes to /login', async () => {
    const p = await open('/about', { signedIn: true });
    const button = p.getByRole('button', { name: 'User menu' });
    const profileLink = p.getByRole('link', { name: 'Profile' });
    await expect(profileLink.isVisible()).resolves.toBe(false);
    await button.click();
    await profileLink.waitFor({ state: 'visible' });
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    // An outside click: on the page body, far from the menu.
    await p.mouse.click(20, 600);
    await profileLink.waitFor({ state: 'hidden' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    await button.click();
    await p.getByRole('button', { name: 'Logout' }).click();
    await p.waitForURL((url) => url.pathname === '/login');
    expect(await p.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await p.getByRole('link', { name: 'Login', exact: true }).first().waitFor();
  });

  test('the theme toggle sets the dark class and survives a reload', async () => {
    const p = await open('/about', { theme: 'light' });
    expect(await isDark(p)).toBe(false);
    await p.getByRole('button', { name: 'Toggle theme' }).click();
    expect(await isDark(p)).toBe(true);
    expect(await p.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await p.reload();
    await waitForPage(p);
    expect(await isDark(p)).toBe(true);
    await p.getByRole('button', { name: 'Toggle theme' }).click();
    expect(await isDark(p)).toBe(false);
    await p.reload();
    await waitForPage(p);
    expect(await isDark(p)).toBe(false);
  });

  test.each(['/home', '/premium'])('a guest opening %s is sent to /login', async (route) => {
    const p = await open(route);
    expect(pathname(p)).toBe('/login');
  });

  test.each([
    '/',
    '/login',
    '/signup',
    '/forgot-password',
    '/reset-password',
    '/otp-email-verification',
    '/otp-reset-verification',
  ])('a signed-in user opening %s is sent to /home', async (route) => {
    const p = await open(route, { signedIn: true });
    expect(pathname(p)).toBe('/home');
  });

  test('an unknown path shows 404 - Page Not Found, and Go Home leads to the landing page', async () => {
    const p = await open('/definitely/not/here');
    await p.getByRole('heading', { name: '404 - Page Not Found' }).waitFor();
    await p.getByRole('link', { name: 'Go Home' }).click();
    await p.waitForURL((url) => url.pathname === '/');
    await waitForPage(p);
  });
});

describeBrowser('history fallback in a second tab', () => {
  test('a second page opening a deep link and hard-reloading it still gets that page', async () => {
    const parity = await startParity();
    const browser = await launchBrowser();
    try {
      const first = await newPage(browser, parity.url);
      await first.goto('/');
      const second = await newPage(browser, parity.url);
      const response = await second.goto('/about');
      expect(response?.status()).toBe(200);
      await waitForPage(second);
      const heading = await second.locator('h1').first().textContent();
      // A hard reload asks the server for /about itself; the fallback must serve the app again.
      const reloaded = await second.reload();
      expect(reloaded?.status()).toBe(200);
      await waitForPage(second);
      expect(new URL(second.url()).pathname).toBe('/about');
      expect(await second.locator('h1').first().textContent()).toBe(heading);
      expect(uncaughtErrors(second)).toEqual([]);
    } finally {
      await browser.close();
      await parity.stop();
    }
  });
});
