/**
 * What every premium-suite journey does (issues 14 and 15): buy a plan through the local test
 * checkout, call a suite's API with a bearer token, and read each tab of a suite's card, requiring a
 * figure on every tab.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Account } from './account.ts';
import type { Parity } from './parity.ts';

/** The local test checkout (PAYMENTS_MODE=local): the account holds `planName` afterwards. */
export async function buyPlan(parity: Parity, account: Account, planName: string): Promise<void> {
  const res = await fetch(`${parity.url}/api/payments/local-checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
    body: JSON.stringify({ planName, billingPeriod: 'month' }),
  });
  expect(res.status).toBe(200);
}

/** POST a suite's route as the holder of `token`; the status and the parsed envelope. */
export async function postSuite(
  parity: Parity,
  token: string,
  path: string,
  body: object,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${parity.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The suite's card on /premium, by its anchor id. */
export const suiteCard = (page: Page, anchor: string) => page.locator(`#${anchor}`);

/** Opens each tab of the card and returns its text; every tab must show at least one figure. */
export async function readSuiteTabs(
  page: Page,
  anchor: string,
  tabs: readonly string[],
): Promise<Record<string, string>> {
  const card = suiteCard(page, anchor);
  const texts: Record<string, string> = {};
  for (const name of tabs) {
    await card.getByRole('tab', { name }).click();
    const panel = card.getByRole('tabpanel', { name });
    await panel.waitFor();
    texts[name] = await panel.innerText();
    expect(texts[name], name).toMatch(/\d/);
  }
  return texts;
}
