/**
 * What an amount buys locally (docs/product.md §2 "practical context per city ... what you can buy"; §9
 * "Equivalent purchase: closest-priced common item; under 0.1 'not enough', under 1 a percent,
 * exactly 1 'about the cost of'").
 *
 * docs/product.md says the common-expense lists are fixed but does not show them; these are the everyday
 * items of the engine's catalogue (ADR 082).
 */
import { PURCHASE_NOT_ENOUGH_BELOW } from './constants.ts';
import { findItem, ITEM, usablePrice, type MarketItem, type MarketItems } from './market.ts';

export const COMMON_ITEMS: readonly string[] = [
  ITEM.cappuccino,
  ITEM.transitTicket,
  ITEM.fastFood,
  ITEM.cinema,
  ITEM.mealInexpensive,
  ITEM.fitness,
  ITEM.internet,
  ITEM.transitPass,
  ITEM.utilities,
  ITEM.rent1brOutside,
];

export type Purchase =
  | { kind: 'not-enough'; item: MarketItem }
  | { kind: 'percent'; item: MarketItem; percent: number }
  | { kind: 'about'; item: MarketItem }
  | { kind: 'count'; item: MarketItem; count: number };

/** The common items this city has a usable price for, cheapest first. */
function commonItems(items: MarketItems): MarketItem[] {
  return COMMON_ITEMS.map((name) => findItem(items, name))
    .filter((i): i is MarketItem => usablePrice(i) !== null)
    .sort((a, b) => a.valueInUSD - b.valueInUSD);
}

/**
 * How `amountUsd` compares with one item's price: 'not enough' under 0.1 of it, a percent under 1,
 * 'about the cost of' when it rounds to exactly 1, else a whole count.
 *
 * @example
 * describePurchase(2.5, cappuccino); // { kind: 'percent', percent: 50, item }
 */
export function describePurchase(amountUsd: number, item: MarketItem): Purchase | null {
  const price = usablePrice(item);
  if (price === null || !Number.isFinite(amountUsd) || amountUsd <= 0) return null;
  const ratio = amountUsd / price;
  if (ratio < PURCHASE_NOT_ENOUGH_BELOW) return { kind: 'not-enough', item };
  if (ratio < 1) return { kind: 'percent', item, percent: Math.round(ratio * 100) };
  const count = Math.round(ratio);
  return count === 1 ? { kind: 'about', item } : { kind: 'count', item, count: Math.floor(ratio) };
}

/**
 * The equivalent purchase: the common item whose price is closest to the amount (docs/product.md §9). Null when
 * the amount is 0 or below or the city has no common item.
 *
 * @example
 * closestPurchase(11, items); // { kind: 'about', item: cinema ticket }
 */
export function closestPurchase(amountUsd: number, items: MarketItems | null): Purchase | null {
  if (!items || !Number.isFinite(amountUsd) || amountUsd <= 0) return null;
  let best: MarketItem | null = null;
  for (const item of commonItems(items)) {
    if (!best || Math.abs(item.valueInUSD - amountUsd) < Math.abs(best.valueInUSD - amountUsd))
      best = item;
  }
  return best ? describePurchase(amountUsd, best) : null;
}

/**
 * One line per common item: how the amount compares with it, cheapest item first.
 *
 * @example
 * whatYouCanBuy(100, items).map((p) => p.kind); // ['count', 'count', ..., 'percent']
 */
export function whatYouCanBuy(amountUsd: number, items: MarketItems | null): Purchase[] {
  if (!items || !Number.isFinite(amountUsd) || amountUsd <= 0) return [];
  return commonItems(items)
    .map((item) => describePurchase(amountUsd, item))
    .filter((p): p is Purchase => p !== null);
}

/**
 * A sentence for a purchase, in docs/product.md's wording.
 *
 * @example
 * purchaseText({ kind: 'about', item }); // 'about the cost of Cinema, international release, 1 seat'
 */
export function purchaseText(p: Purchase): string {
  switch (p.kind) {
    case 'not-enough':
      return `not enough for ${p.item.itemName}`;
    case 'percent':
      return `${p.percent}% of ${p.item.itemName}`;
    case 'about':
      return `about the cost of ${p.item.itemName}`;
    case 'count':
      return `${p.count} x ${p.item.itemName}`;
  }
}
