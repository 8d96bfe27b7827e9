/**
 * Comprehensive (item-by-item) comparison (docs/product.md §2 "Comprehensive cost comparison with a category
 * select and table"; §4 "category select defaults to All; categories are All plus the sorted union of
 * both cities' categories; if either city has no items in the category, a notice appears").
 */
import { MESSAGES } from './constants.ts';
import type { UsdRates } from './conversion.ts';
import type { MarketItems } from './market.ts';
import { compareItems, type ItemRow, type Side } from './rows.ts';

export const ALL_CATEGORIES = 'All';

/**
 * 'All' followed by the sorted union of both cities' non-empty categories.
 *
 * @example
 * comprehensiveCategories({ markets: [m] }, { restaurants: [r], markets: [m2] }); // ['All', 'markets', 'restaurants']
 */
export function comprehensiveCategories(
  from: MarketItems | null,
  to: MarketItems | null,
): string[] {
  const keys = new Set<string>();
  for (const items of [from, to]) {
    if (!items) continue;
    for (const [key, list] of Object.entries(items)) if (list.length > 0) keys.add(key);
  }
  // Plain code-unit order: the keys are the catalogue's lower-case ASCII names, for which it is the
  // alphabetical order (panels.test.ts checks), and it spares /home the browser's ICU collator,
  // built on the first localeCompare at 20–40 ms of main thread (ADR 015).
  return [ALL_CATEGORIES, ...[...keys].sort()];
}

function hasItems(items: MarketItems | null, category: string): boolean {
  if (!items) return false;
  if (category === ALL_CATEGORIES) return Object.values(items).some((l) => l.length > 0);
  return (items[category]?.length ?? 0) > 0;
}

export interface ComprehensiveView {
  categories: string[];
  rows: ItemRow[];
  /** docs/product.md's notice when either city has no items in the selected category, else null. */
  notice: string | null;
}

/**
 * The table for one selected category.
 *
 * @example
 * comprehensiveView(from, to, rates, 'childcare').notice;
 * // 'No items found for the selected category in one or both cities. Please select a different category.'
 */
export function comprehensiveView(
  from: Side,
  to: Side,
  rates: UsdRates,
  category: string,
): ComprehensiveView {
  const categories = comprehensiveCategories(from.items, to.items);
  const selected = categories.includes(category) ? category : ALL_CATEGORIES;
  const rows = compareItems(from, to, rates, selected === ALL_CATEGORIES ? null : selected);
  const missing = !hasItems(from.items, selected) || !hasItems(to.items, selected);
  return { categories, rows, notice: missing ? MESSAGES.noCategoryItems : null };
}
