/**
 * Keyboard through the pickers (issue 34 item 4): Tab out of an open picker moves focus to the next
 * control and Shift+Tab back, never to the page body; the active option is marked unmistakably; and a
 * US city chosen by keyboard keeps the dollar (issue 34 item 1).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  closePage,
  describeBrowser,
  launchBrowser,
  newPage,
  uncaughtErrors,
} from './support/browser.ts';
import { type Parity, startParity } from './support/parity.ts';

describeBrowser('keyboard through the pickers (issue 34)', () => {
  let parity: Parity;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    parity = await startParity();
    browser = await launchBrowser();
    page = await newPage(browser, parity.url, { signedIn: true });
    await page.goto('/home');
    await page.getByRole('combobox', { name: 'From currency' }).waitFor();
  });
  afterAll(async () => {
    if (page) await closePage(page);
    await browser?.close();
    await parity?.stop();
  });

  /** The focused element's accessible name (or its tag when it has none). */
  const focused = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      if (el === null || el === document.body) return 'BODY';
      const label = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null;
      return (label?.textContent ?? el.getAttribute('aria-label') ?? el.textContent ?? el.tagName)
        .trim()
        .replace(/\s+/g, ' ');
    });

  test('Tab from an open picker goes to the next control, Shift+Tab comes back', async () => {
    const from = page.getByRole('combobox', { name: 'From currency' });
    await from.focus();
    await page.keyboard.press('ArrowDown');
    expect(await from.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('From city');
    const city = page.getByRole('combobox', { name: 'From city' });
    await page.keyboard.type('Tar');
    await page.getByRole('option').first().waitFor();
    expect(await city.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    const next = await focused();
    expect(next).not.toBe('BODY');
    expect(next).not.toBe('From city');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('From city');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('From currency');
    expect(uncaughtErrors(page)).toEqual([]);
  });

  test('the active option is marked beyond colour, and a US city keeps the dollar', async () => {
    const city = page.getByRole('combobox', { name: 'From city' });
    await city.focus();
    await page.keyboard.type('Chicago');
    const active = page.locator('[role="option"][aria-selected="true"]');
    await active.filter({ hasText: 'Chicago' }).first().waitFor();
    const style = (selected: 'true' | 'false') =>
      page
        .locator(`[role="option"][aria-selected="${selected}"]`)
        .first()
        .evaluate((el) => {
          const s = getComputedStyle(el);
          const outline = s.outlineStyle === 'none' ? 0 : parseFloat(s.outlineWidth) || 0;
          return { outline, weight: Number(s.fontWeight) };
        });
    await page.locator('[role="option"][aria-selected="false"]').first().waitFor();
    const [on, off] = [await style('true'), await style('false')];
    // A ring and a heavier weight, not only a background tint.
    expect(on.outline).toBeGreaterThanOrEqual(2);
    expect(off.outline).toBe(0);
    expect(on.weight).toBeGreaterThan(off.weight);
    await page.keyboard.press('Enter');
    await page.waitForURL(/fromCity=Chicago/);
    const url = new URL(page.url());
    expect(url.searchParams.get('from')).toBe('USD');
    const currency = page.getByRole('combobox', { name: 'From currency' });
    await expect.poll(() => currency.inputValue()).toMatch(/^USD/);
  });
});
