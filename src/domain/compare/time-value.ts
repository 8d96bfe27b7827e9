/**
 * Time value table (docs/product.md §2 "Time value comparison table"): for everyday items, the work time each
 * city's average earner needs to pay for them locally (price / hourly wage, docs/product.md §9).
 */
import type { UsdRates } from './conversion.ts';
import { findItem, ITEM, usablePrice, type MarketItem, type MarketItems } from './market.ts';
import { priceIn } from './rows.ts';
import { formatWorkTime, hoursToEarn } from './work-time.ts';

/** The items of the table, everyday to monthly. */
export const TIME_VALUE_ITEMS: readonly string[] = [
  ITEM.cappuccino,
  ITEM.mealInexpensive,
  ITEM.transitTicket,
  ITEM.cinema,
  ITEM.jeans,
  ITEM.fitness,
  ITEM.internet,
  ITEM.transitPass,
  ITEM.utilities,
  ITEM.rent1brOutside,
];

export interface TimeValueCell {
  item: MarketItem;
  price: number;
  hours: number;
  text: string;
}

export interface TimeValueRow {
  name: string;
  from: TimeValueCell | null;
  to: TimeValueCell | null;
}

/** One side's cell: price in the side currency, hours at that side's hourly wage (same currency). */
export function timeValueCell(
  items: MarketItems | null,
  name: string,
  rates: UsdRates,
  currency: string,
  hourlyWage: number | null,
): TimeValueCell | null {
  const item = items ? findItem(items, name) : null;
  const price = priceIn(item, rates, currency);
  if (!item || price === null || usablePrice(item) === null || hourlyWage === null) return null;
  const hours = hoursToEarn(price, hourlyWage);
  return hours === null ? null : { item, price, hours, text: formatWorkTime(price, hourlyWage) };
}

/**
 * The table: one row per item either city prices; a side without the item or without a wage is null.
 *
 * @example
 * timeValueTable(sides, rates)[0]; // { name: 'Cappuccino (regular)', from: { hours: 0.52, text: '31 minutes' }, to: ... }
 */
export function timeValueTable(
  from: { items: MarketItems | null; currency: string; hourlyWage: number | null },
  to: { items: MarketItems | null; currency: string; hourlyWage: number | null },
  rates: UsdRates,
): TimeValueRow[] {
  return TIME_VALUE_ITEMS.map((name) => ({
    name,
    from: timeValueCell(from.items, name, rates, from.currency, from.hourlyWage),
    to: timeValueCell(to.items, name, rates, to.currency, to.hourlyWage),
  })).filter((r) => r.from !== null || r.to !== null);
}
