/**
 * Helpers for the crowd-sourced price journey (tests/e2e/prices.e2e.ts): sign a real account in
 * through the login form, open the All Costs tab of /home and its contribution form for a city, read
 * a city's figure and its Source disclosure in the All Costs table, and read the city's evidence
 * from GET /api/prices/contributions.
 */
import type { Locator, Page } from 'playwright-core';
import type { Account } from './account.ts';
import { waitForPage } from './browser.ts';
import type { Parity } from './parity.ts';

/** Sign in through the real login form (the token then lives in the page's localStorage). */
export async function signInWithForm(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await waitForPage(page);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  const login = page.waitForResponse(
    (r) => r.url().endsWith('/api/auth/login') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  const response = await login;
  if (response.status() !== 200) throw new Error(`login answered ${response.status()}`);
  await page.waitForURL((url) => url.pathname !== '/login');
}

export interface MarketFigure {
  itemId: string;
  value: number;
  valueInUSD: number;
  source: string;
  count: number;
}

type MarketBody = { data: { items: Record<string, MarketFigure[]> } };

/**
 * Resolves with the body of the next complete POST /api/exchange/market-data response for this city.
 * The body is read inside the predicate: a request the app cancelled (react-query aborts a fetch it
 * no longer needs) or a page that navigated on has no body, and the wait goes on to the next one.
 */
export async function nextMarketData(page: Page, city: string): Promise<MarketBody> {
  let body: MarketBody | undefined;
  await page.waitForResponse(async (r) => {
    if (!r.url().endsWith('/api/exchange/market-data') || r.request().method() !== 'POST')
      return false;
    if ((JSON.parse(r.request().postData() ?? '{}') as { city?: string }).city !== city)
      return false;
    try {
      body = (await r.json()) as MarketBody;
      return true;
    } catch {
      return false;
    }
  });
  return body as MarketBody;
}

/** One item's figure out of a market-data response body. */
export function figureIn(body: MarketBody, itemId: string): MarketFigure {
  const figure = Object.values(body.data.items)
    .flat()
    .find((i) => i.itemId === itemId);
  if (!figure) throw new Error(`no ${itemId} in the market data`);
  return figure;
}

/**
 * /home, All Costs tab, with the from-city's market data loaded; resolves with the from-city's
 * market-data response as the page received it.
 */
export async function openAllCosts(page: Page, city: string): Promise<MarketBody> {
  const market = nextMarketData(page, city);
  await page.goto('/home');
  const response = await market;
  await page.getByTestId('tab-comprehensive').click();
  await page.getByTestId('comprehensive-result').waitFor({ timeout: 30_000 });
  return response;
}

/** Open "Know a price in {city}? Contribute it" and return the form. */
export async function openContributeForm(page: Page, city: string): Promise<Locator> {
  await page.getByText(`Know a price in ${city}? Contribute it`, { exact: true }).click();
  const form = page.getByRole('form', { name: `Contribute a price in ${city}` });
  await form.getByRole('button', { name: 'Submit price' }).waitFor();
  return form;
}

/** The All Costs row of one item (its header cell holds the name and the Source disclosure). */
export function itemRow(page: Page, itemName: string): Locator {
  return page
    .getByTestId('comprehensive-result')
    .locator('tbody tr')
    .filter({ has: page.locator('th', { hasText: itemName }) });
}

/** The from-city's price cell of a row, and the Source disclosure's lines (opened if closed). */
export async function readRow(
  page: Page,
  itemName: string,
): Promise<{ fromCell: string; source: string[] }> {
  const row = itemRow(page, itemName);
  const details = row.locator('details.figure-source');
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
  return {
    fromCell: (await row.locator('td').first().innerText()).trim(),
    source: (await details.locator('li').allInnerTexts()).map((t) => t.trim()),
  };
}

export interface EvidenceItem {
  itemId: string;
  contributions: number;
  accounts: number;
  quarantinedAccounts: number;
  medianInUSD: number | null;
  published: { valueInUSD: number; source: string; count: number };
}

/** GET /api/prices/contributions?city=&country= (no cache: a fresh request from Node). */
export async function evidence(
  parity: Parity,
  city: string,
  country: string,
): Promise<EvidenceItem[]> {
  const query = new URLSearchParams({ city, country });
  const response = await fetch(`${parity.url}/api/prices/contributions?${query.toString()}`);
  if (response.status !== 200) throw new Error(`evidence answered ${response.status}`);
  return ((await response.json()) as { data: { items: EvidenceItem[] } }).data.items;
}
