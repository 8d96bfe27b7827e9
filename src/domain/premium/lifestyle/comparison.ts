/**
 * Lifestyle Comparison (issue 14): dining, entertainment, fitness and shopping prices in both cities,
 * and what the chosen lifestyle spends on each a month (the matching budget line). Prices of each side
 * are in its own currency; `toPerFrom` (destination units per origin unit) puts the origin's figure in
 * the destination's currency for the difference.
 */
import { findItem } from '../../cost-of-living/catalogue.ts';
import type { LineKey } from './basket.ts';
import type { Budget, Prices } from './budget.ts';

export const COMPARISON_GROUPS: readonly {
  key: 'dining' | 'entertainment' | 'fitness' | 'shopping';
  label: string;
  line: LineKey;
  items: readonly string[];
}[] = [
  {
    key: 'dining',
    label: 'Dining out',
    line: 'eatingOut',
    items: ['meal_inexpensive', 'meal_for_two_midrange', 'combo_meal_fastfood', 'cappuccino'],
  },
  {
    key: 'entertainment',
    label: 'Entertainment',
    line: 'entertainment',
    items: ['cinema_ticket', 'beer_domestic_draught_05l', 'beer_imported_033l_restaurant'],
  },
  {
    key: 'fitness',
    label: 'Fitness',
    line: 'fitness',
    items: ['fitness_club_monthly', 'tennis_court_hour'],
  },
  {
    key: 'shopping',
    label: 'Shopping',
    line: 'clothing',
    items: [
      'jeans_levis_501',
      'summer_dress_chain_store',
      'running_shoes_midrange',
      'leather_business_shoes',
    ],
  },
];

export interface ComparedAmount {
  from: number | null;
  to: number | null;
  /** The origin's figure in the destination's currency. */
  fromInTo: number | null;
  /** Destination over origin, in percent (+ dearer in the destination); null without both. */
  differencePct: number | null;
}

export interface ComparisonGroup {
  key: (typeof COMPARISON_GROUPS)[number]['key'];
  label: string;
  items: Array<{ id: string; name: string; unit: string } & ComparedAmount>;
  /** The lifestyle's monthly spend on the group in each city. */
  monthly: ComparedAmount;
}

/**
 * Two figures compared through the rate.
 * @example compareAmounts(10, 30, 2) // { from: 10, to: 30, fromInTo: 20, differencePct: 50 }
 */
export function compareAmounts(
  from: number | null,
  to: number | null,
  toPerFrom: number,
): ComparedAmount {
  const fromInTo = from === null ? null : from * toPerFrom;
  const differencePct =
    fromInTo !== null && to !== null && fromInTo > 0 ? (to / fromInTo - 1) * 100 : null;
  return { from, to, fromInTo, differencePct };
}

const price = (prices: Prices, id: string): number | null => {
  const v = prices[id];
  return v !== undefined && Number.isFinite(v) && v > 0 ? v : null;
};

/**
 * The four groups for both cities' budgets (built with the same lifestyle and priorities).
 * @example lifestyleComparison(fromPrices, toPrices, fromBudget, toBudget, 9.2)[0].key // 'dining'
 */
export function lifestyleComparison(
  fromPrices: Prices,
  toPrices: Prices,
  fromBudget: Budget,
  toBudget: Budget,
  toPerFrom: number,
): ComparisonGroup[] {
  const lineTotal = (budget: Budget, key: LineKey) =>
    budget.lines.find((l) => l.key === key)?.total ?? null;
  return COMPARISON_GROUPS.map((group) => ({
    key: group.key,
    label: group.label,
    items: group.items.map((id) => {
      const item = findItem(id);
      return {
        id,
        name: item?.name ?? id,
        unit: item?.unit ?? '',
        ...compareAmounts(price(fromPrices, id), price(toPrices, id), toPerFrom),
      };
    }),
    monthly: compareAmounts(
      lineTotal(fromBudget, group.line),
      lineTotal(toBudget, group.line),
      toPerFrom,
    ),
  }));
}
