/**
 * Item-by-item rows shared by the food, lifestyle, time-value and comprehensive panels: the same
 * catalogue item in both cities, each price in its side's currency, and the percent difference
 * computed on the engine's USD values so it never depends on which currencies are shown.
 */
import { fromUsd, percentDifference, type UsdRates } from './conversion.ts';
import { usablePrice, type MarketItem, type MarketItems } from './market.ts';

export interface Side {
  /** The engine's items for the city, null while missing. */
  items: MarketItems | null;
  /** The currency this side is shown in (the side's chosen currency). */
  currency: string;
}

export interface ItemRow {
  name: string;
  category: string;
  from: MarketItem | null;
  to: MarketItem | null;
  /** From-city price in the from currency. */
  fromPrice: number | null;
  /** To-city price in the to currency. */
  toPrice: number | null;
  /** To-city price in the from currency, for side-by-side reading. */
  toPriceInFrom: number | null;
  /** (to - from) / from x 100 on USD values; null unless both prices are usable. */
  diffPercent: number | null;
}

/**
 * An item's price in a display currency: the engine's own `value` when the currencies match (no
 * round trip through USD), else its USD value converted.
 *
 * @example
 * priceIn(item, rates, 'THB'); // item.value when item.currency is THB
 */
export function priceIn(item: MarketItem | null, rates: UsdRates, currency: string): number | null {
  const usd = usablePrice(item);
  if (item === null || usd === null) return null;
  if (item.currency === currency && Number.isFinite(item.value) && item.value > 0)
    return item.value;
  return fromUsd(usd, rates, currency);
}

/** [category key, item] pairs of a city, optionally one category only. */
function entries(items: MarketItems | null, category: string | null): Array<[string, MarketItem]> {
  if (!items) return [];
  return Object.entries(items)
    .filter(([key]) => category === null || key === category)
    .flatMap(([key, list]) => list.map((item): [string, MarketItem] => [key, item]));
}

/**
 * One row per item name found in either city (optionally one category key only), in the from-city's
 * order then the to-city's extras. `category` on a row is the engine's group key (docs/product.md §3).
 *
 * @example
 * compareItems(from, to, rates).find((r) => r.name === 'Cappuccino (regular)')?.diffPercent; // -40
 */
export function compareItems(
  from: Side,
  to: Side,
  rates: UsdRates,
  category: string | null = null,
): ItemRow[] {
  const fromList = entries(from.items, category);
  const toList = entries(to.items, category);
  // Keyed by category and name: the catalogue has one name in two categories ('Imported Beer (0.33
  // liter bottle)' in restaurants and in markets).
  const key = (k: string, i: MarketItem) => `${k}|${i.itemName.toLowerCase()}`;
  const toByName = new Map(toList.map(([k, i]) => [key(k, i), i]));
  const fromNames = new Set(fromList.map(([k, i]) => key(k, i)));
  const rows: Array<[string, MarketItem | null, MarketItem | null]> = [
    ...fromList.map(([k, f]): [string, MarketItem, MarketItem | null] => [
      k,
      f,
      toByName.get(key(k, f)) ?? null,
    ]),
    ...toList
      .filter(([k, t]) => !fromNames.has(key(k, t)))
      .map(([k, t]): [string, null, MarketItem] => [k, null, t]),
  ];
  return rows.map(([key, f, t]) => {
    const fu = usablePrice(f);
    const tu = usablePrice(t);
    return {
      name: (f ?? t)?.itemName ?? '',
      category: key,
      from: f,
      to: t,
      fromPrice: priceIn(f, rates, from.currency),
      toPrice: priceIn(t, rates, to.currency),
      toPriceInFrom: priceIn(t, rates, from.currency),
      diffPercent: fu !== null && tu !== null ? percentDifference(fu, tu) : null,
    };
  });
}

/**
 * Totals over the rows priced in both cities (USD and the from currency), and their difference.
 *
 * @example
 * totalRows(rows, rates, 'SAR', 'THB'); // { count: 8, fromUsd: 31.2, toUsd: 22.4, diffPercent: -28.2, ... }
 */
export function totalRows(
  rows: readonly ItemRow[],
  rates: UsdRates,
  fromCurrency: string,
  toCurrency: string,
) {
  const both = rows.filter((r) => usablePrice(r.from) !== null && usablePrice(r.to) !== null);
  const fromUsdSum = both.reduce((s, r) => s + (r.from?.valueInUSD ?? 0), 0);
  const toUsdSum = both.reduce((s, r) => s + (r.to?.valueInUSD ?? 0), 0);
  return {
    count: both.length,
    fromUsd: fromUsdSum,
    toUsd: toUsdSum,
    fromTotal: fromUsd(fromUsdSum, rates, fromCurrency),
    toTotal: fromUsd(toUsdSum, rates, toCurrency),
    toTotalInFrom: fromUsd(toUsdSum, rates, fromCurrency),
    diffPercent: both.length > 0 ? percentDifference(fromUsdSum, toUsdSum) : null,
  };
}
