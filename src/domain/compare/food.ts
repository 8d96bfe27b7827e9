/**
 * Food basket comparison (docs/product.md §2 "Food basket comparison"; §9 "Food bar widths: first bar 50%,
 * second 50% scaled by percent difference, capped at +100% or -50%"). The basket is every grocery
 * item ('markets' category) the engine prices in both cities.
 */
import { FOOD_BAR_BASE_PERCENT, FOOD_BAR_DIFF_MAX, FOOD_BAR_DIFF_MIN } from './constants.ts';
import type { UsdRates } from './conversion.ts';
import { CATEGORY } from './market.ts';
import { compareItems, totalRows, type ItemRow, type Side } from './rows.ts';

/**
 * Widths in percent of the two bars of a row: the from bar is 50%, the to bar 50% x (1 + diff/100)
 * with the difference capped to [-50, +100], so the bars stay between 25% and 100%.
 *
 * @example
 * foodBarWidths(-20); // { from: 50, to: 40 }
 * foodBarWidths(250); // { from: 50, to: 100 }
 */
export function foodBarWidths(diffPercent: number | null): { from: number; to: number } {
  const d = diffPercent === null || !Number.isFinite(diffPercent) ? 0 : diffPercent;
  const capped = Math.min(FOOD_BAR_DIFF_MAX, Math.max(FOOD_BAR_DIFF_MIN, d));
  return { from: FOOD_BAR_BASE_PERCENT, to: FOOD_BAR_BASE_PERCENT * (1 + capped / 100) };
}

export interface FoodBasket {
  rows: ItemRow[];
  total: ReturnType<typeof totalRows>;
}

/**
 * The basket, or null when either city has no grocery prices (docs/product.md §8 'No food basket data available').
 *
 * @example
 * foodBasket(from, to, rates)?.total.diffPercent; // -31.4
 */
export function foodBasket(from: Side, to: Side, rates: UsdRates): FoodBasket | null {
  const rows = compareItems(from, to, rates, CATEGORY.markets).filter(
    (r) => r.diffPercent !== null,
  );
  if (rows.length === 0) return null;
  return { rows, total: totalRows(rows, rates, from.currency, to.currency) };
}
