/**
 * The comparison tool at /home (issue 6 acceptance): the default comparison shows figures on all eight
 * tabs; swap; amount rules; persona highlighting; tab search; each export downloads and its content is
 * checked; the print stylesheet; a shared URL reproduces the view; 375 px; rate and market-data
 * failures show docs/product.md's error boxes; axe on every tab in both themes.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  closePage,
  describeBrowser,
  expectNoAxeViolations,
  launchBrowser,
  newPage,
  uncaughtErrors,
} from './support/browser.ts';
import { type Parity, startParity } from './support/parity.ts';

const TABS = [
  'currency',
  'food',
  'lifestyle',
  'time',
  'salary',
  'tourist',
  'comprehensive',
  'insights',
];

/** RFC 4180 rows (quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (ch !== '\r') cell += ch;
  }
  return rows;
}

describeBrowser('comparison tool', () => {
  let parity: Parity;
  let browser: Browser;
  const opened: Page[] = [];

  beforeAll(async () => {
    parity = await startParity();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const p of opened) await closePage(p);
    await browser?.close();
    await parity?.stop();
  });

  async function home(options: Parameters<typeof newPage>[2] = {}, query = ''): Promise<Page> {
    const page = await newPage(browser, parity.url, { signedIn: true, ...options });
    opened.push(page);
    await page.goto(`/home${query}`);
    return page;
  }

  /** The comparison is complete: rates, both cities' market data and the ratio have arrived. */
  async function ready(page: Page) {
    // Generous: journeys share two cores with the built server and Chromium.
    await page.getByTestId('currency-result').waitFor({ timeout: 45_000 });
    await page
      .getByTestId('currency-result')
      .getByText(/^Rent is /)
      .waitFor({ timeout: 45_000 });
  }

  async function openTab(page: Page, tab: string) {
    await page.getByTestId(`tab-${tab}`).click();
    await page.getByTestId(`${tab}-result`).waitFor();
  }

  test('the default comparison (1000 SAR -> THB, Riyadh -> Bangkok) shows figures on all eight tabs', async () => {
    const page = await home();
    await ready(page);
    await expect
      .poll(() => page.getByTestId('rate-line').textContent())
      .toMatch(/^1 SAR = \d+\.\d{4} THB$/);
    // The inverse, with four significant digits (issue 19 §6).
    expect(await page.getByTestId('inverse-rate-line').textContent()).toMatch(
      /^1 THB = 0\.[1-9]\d{3} SAR$/,
    );
    expect(await page.getByTestId('converted').textContent()).toMatch(/^฿[\d,]+\.\d{2}$/);
    for (const tab of TABS.slice(1)) {
      await openTab(page, tab);
      const text = await page.getByTestId(`panel-${tab}`).innerText();
      expect(text, tab).toMatch(/\d/);
      expect(text, tab).not.toMatch(/NaN|Infinity|undefined/);
    }
    expect(
      await page.getByTestId('insights-result').locator('[data-testid^="insight-"]').count(),
    ).toBe(6);
    expect(uncaughtErrors(page)).toEqual([]);
  });

  test('Swap exchanges currencies and cities, and the URL follows', async () => {
    const page = await home();
    await ready(page);
    await page.getByTestId('swap-desktop').click();
    await expect
      .poll(() => page.getByTestId('rate-line').textContent())
      .toMatch(/^1 THB = 0\.\d{4} SAR$/);
    const url = new URL(page.url());
    expect(url.searchParams.get('from')).toBe('THB');
    expect(url.searchParams.get('fromCity')).toBe('Bangkok');
    expect(url.searchParams.get('toCity')).toBe('Riyadh');
  });

  test('amount rules: empty is 0 shown empty, a negative entry is refused with a message, decimals work', async () => {
    const page = await home();
    await ready(page);
    const amount = page.getByLabel('Amount', { exact: true }).first();
    await amount.fill('');
    await expect.poll(() => page.getByTestId('converted').textContent()).toBe('฿0.00');
    expect(await amount.inputValue()).toBe('');
    await amount.fill('12.5');
    await expect.poll(() => page.getByTestId('converted').textContent()).not.toBe('฿0.00');
    const before = await page.getByTestId('converted').textContent();
    // Issue 34: a bad amount stays as typed, says why, and the figures keep the last good amount.
    await amount.fill('-5');
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'cannot be negative' }).count())
      .toBe(1);
    expect(await amount.inputValue()).toBe('-5');
    expect(await page.getByTestId('converted').textContent()).toBe(before);
    // The figures follow each keystroke; the address bar follows once typing pauses.
    await expect.poll(() => new URL(page.url()).searchParams.get('amount')).toBe('12.5');
    // Another action right after typing carries the typed amount into the URL with it.
    await amount.fill('77');
    await page.getByTestId('tab-food').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('food');
    expect(new URL(page.url()).searchParams.get('amount')).toBe('77');
  });

  test("'I am a...' marks the persona's items (Relevant) by the spec keyword lists", async () => {
    const page = await home();
    await ready(page);
    await page.getByLabel('I am a...').selectOption('expat');
    await expect.poll(() => new URL(page.url()).searchParams.get('persona')).toBe('expat');
    await openTab(page, 'comprehensive');
    const relevant = () =>
      page
        .getByTestId('comprehensive-result')
        .locator('tbody th', { hasText: '(Relevant)' })
        .allInnerTexts();
    await expect
      .poll(async () =>
        (await relevant()).some((t) => t.includes('Apartment (1 bedroom) in City Centre')),
      )
      .toBe(true);
    expect((await relevant()).some((t) => t.includes('Milk'))).toBe(false);
    await page.getByLabel('I am a...').selectOption('general');
    await expect
      .poll(() => page.getByTestId('comprehensive-result').getByText('(Relevant)').count())
      .toBe(0);
  });

  test('tab search filters by label, description, help text, panel words and synonyms', async () => {
    const page = await home();
    await page.getByLabel('Search tabs').fill('hotel'); // a synonym of the tourist panel's accommodation
    await expect.poll(() => page.locator('[data-testid^="tab-"]').count()).toBe(1);
    await expect.poll(() => page.getByTestId('tab-tourist').isVisible()).toBe(true);
    await page.getByLabel('Search tabs').fill('tomato'); // an item of the food basket
    await expect.poll(() => page.getByTestId('tab-food').isVisible()).toBe(true);
    await page.getByLabel('Search tabs').fill('160 work hours'); // help text of Time Value
    await expect.poll(() => page.getByTestId('tab-time').isVisible()).toBe(true);
    await page.getByLabel('Search tabs').fill('');
    await expect.poll(() => page.locator('[data-testid^="tab-"]').count()).toBe(8);
  });

  test('exports download real PDF, CSV and JSON files with the comparison, rates and sources', async () => {
    const page = await home();
    await ready(page);
    const grab = async (format: string) => {
      await page.getByRole('button', { name: 'Export' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: format.toUpperCase() }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`parity-comparison.${format}`);
      return readFile((await download.path()) as string);
    };
    const json = JSON.parse((await grab('json')).toString('utf8'));
    expect(json.comparison).toMatchObject({
      amount: 1000,
      from: { currency: 'SAR', city: 'Riyadh' },
      to: { currency: 'THB', city: 'Bangkok' },
    });
    expect(json.rates.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(json.rates.pairRate).toBeGreaterThan(0);
    // 5 headline figures, lifestyle areas, 5 jobs, 6 tourist days and the 55 catalogue items.
    expect(json.figures.length).toBeGreaterThan(70);
    expect(
      json.figures.every(
        (f: { source: string }) => typeof f.source === 'string' && f.source.length > 0,
      ),
    ).toBe(true);

    const csv = parseCsv((await grab('csv')).toString('utf8'));
    const header = csv.findIndex((r) => r[0] === 'section');
    expect(csv[header]).toEqual([
      'section',
      'label',
      'from_value',
      'from_unit',
      'to_value',
      'to_unit',
      'source',
    ]);
    expect(csv.some((r) => r[0] === '# rates' && /as of \d{4}-\d{2}-\d{2}/.test(r[1] ?? ''))).toBe(
      true,
    );
    const meal = csv.find((r) => r[1] === 'Meal, Inexpensive Restaurant');
    expect(Number(meal?.[2])).toBeGreaterThan(0);
    expect(meal?.[6]).toMatch(/model/);

    const pdf = (await grab('pdf')).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    const text = [...pdf.matchAll(/\(((?:[^()\\]|\\.)*)\)\s*Tj/g)]
      .map((m) => (m[1] ?? '').replace(/\\([()\\])/g, '$1')) // PDF string escapes
      .join(' ');
    expect(text).toContain('Parity comparison: Riyadh (SAR) to Bangkok (THB)');
    expect(text).toMatch(/Rates: .* as of \d{4}-\d{2}-\d{2}/);
  });

  test('the print stylesheet hides the controls and lays every tab out on paper', async () => {
    const page = await home();
    await ready(page);
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.emulateMedia({ media: 'print' });
    expect(
      await page
        .locator('header')
        .first()
        .evaluate((e) => getComputedStyle(e).display),
    ).toBe('none');
    expect(
      await page.locator('[role="tablist"]').evaluate((e) => getComputedStyle(e).display),
    ).toBe('none');
    for (const tab of TABS) {
      expect(
        await page.getByTestId(`panel-${tab}`).evaluate((e) => getComputedStyle(e).display),
        tab,
      ).toBe('block');
    }
    await page.getByTestId('insights-result').waitFor();
    await page.emulateMedia({ media: 'screen' });
  });

  test('a shared URL reproduces the same view', async () => {
    const query =
      '?from=USD&to=EUR&fromCity=Chicago&fromCountry=United+States&fromCountryCode=US&toCity=Paris&toCountry=France&toCountryCode=FR&amount=250&tab=food&persona=tourist';
    const page = await home({}, query);
    await page.getByTestId('food-result').waitFor();
    expect(await page.getByTestId('tab-food').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByLabel('I am a...').inputValue()).toBe('tourist');
    expect(await page.getByLabel('Amount', { exact: true }).first().inputValue()).toBe('250');
    await openTab(page, 'currency');
    expect(await page.getByTestId('rate-line').textContent()).toMatch(/^1 USD = 0\.\d{4} EUR$/);
  });

  test('a city is found by another of its names: typing "bangalore" picks Bengaluru (issue 13)', async () => {
    const page = await home();
    await ready(page);
    const picker = page.getByRole('combobox', { name: 'To city' });
    await picker.click();
    await picker.fill('bangalore');
    const option = page.getByRole('option', { name: /Bengaluru — Bangalore, Karnataka, India/ });
    await option.waitFor();
    await option.click();
    await page.waitForURL(/toCity=Bengaluru/);
    await ready(page);
    expect(page.url()).toContain('toCountryCode=IN');
    // The link carries the id, so it keeps working if GeoNames renames the place (issue 13 §4).
    expect(page.url()).toContain('toCityId=1277333');
    expect(uncaughtErrors(page)).toEqual([]);
  });

  test('a city typed with its region, as sites write it: "Portland, Maine" picks that Portland', async () => {
    const page = await home();
    await ready(page);
    const picker = page.getByRole('combobox', { name: 'To city' });
    await picker.click();
    await picker.fill('Portland, Maine');
    const option = page.getByRole('option', {
      name: 'Portland, Maine, United States',
      exact: true,
    });
    await option.waitFor();
    await option.click();
    await page.waitForURL(/toCityId=4975802/);
    await ready(page);
    expect(uncaughtErrors(page)).toEqual([]);
  });

  test('a 375-px-wide screen: no sideways scrolling, the mobile Swap button, first-word tab labels', async () => {
    const page = await home({ viewport: { width: 375, height: 812 } });
    await ready(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(await page.getByTestId('swap-mobile').isVisible()).toBe(true);
    expect(await page.getByTestId('swap-desktop').isVisible()).toBe(false);
    expect((await page.getByTestId('tab-salary').innerText()).trim()).toBe('Salary');
    await page.getByTestId('swap-mobile').click();
    await expect.poll(() => page.getByTestId('rate-line').textContent()).toMatch(/^1 THB/);
  });

  test("rate-provider and market-data failures show the spec's red error boxes", async () => {
    const page = await newPage(browser, parity.url, { signedIn: true });
    opened.push(page);
    await page.route('**/api/exchange/latest-rates?**', (r) =>
      r.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 'error',
          code: 'UNAVAILABLE',
          message: 'Service Unavailable',
        }),
      }),
    );
    await page.goto('/home');
    await expect
      .poll(() => page.getByTestId('panel-error').first().innerText(), { timeout: 15_000 })
      .toMatch(/^Error\s+Failed to fetch exchange rates: 503 Service Unavailable/);

    const page2 = await newPage(browser, parity.url, { signedIn: true });
    opened.push(page2);
    await page2.route('**/api/exchange/market-data', (r) =>
      r.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 'error',
          code: 'INTERNAL',
          message: 'Internal Server Error',
        }),
      }),
    );
    await page2.goto('/home?tab=food');
    await expect
      .poll(() => page2.getByTestId('panel-food').innerText(), { timeout: 15_000 })
      .toContain(
        'Error loading price data: Failed to fetch data for Riyadh: Internal Server Error',
      );
    await page2.getByTestId('tab-lifestyle').click();
    await expect
      .poll(() => page2.getByTestId('panel-lifestyle').innerText())
      .toContain('Failed to fetch lifestyle data. Please try again.');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe: no violations on /home with each tab open (${theme})`, async () => {
      const page = await home({ theme });
      await ready(page);
      for (const tab of TABS) {
        if (tab !== 'currency') await openTab(page, tab);
        await expectNoAxeViolations(page, `/home ${tab} (${theme})`);
      }
    }, 300_000);
  }
});
