/**
 * Lifestyle costs (docs/product.md §2 "Lifestyle costs comparison with persona-specific blocks"; §9 "Lifestyle
 * verdict thresholds on percent difference: below -15, below -5, above 15, above 5. Recommendation
 * thresholds -10 and 10").
 */
import {
  RECOMMEND_BUDGET_MORE,
  RECOMMEND_SAVE,
  VERDICT_CHEAPER,
  VERDICT_MORE_EXPENSIVE,
  VERDICT_MUCH_CHEAPER,
  VERDICT_MUCH_MORE_EXPENSIVE,
} from './constants.ts';
import type { UsdRates } from './conversion.ts';
import { findItem as findCatalogueItem } from '../cost-of-living/catalogue.ts';
import { CATEGORY } from './market.ts';
import { isRelevant, type Persona } from './persona.ts';
import { compareItems, totalRows, type ItemRow, type Side } from './rows.ts';

export type Verdict =
  'Much cheaper' | 'Cheaper' | 'About the same' | 'More expensive' | 'Much more expensive';

/**
 * The verdict for a percent difference (to-city against from-city).
 *
 * @example
 * lifestyleVerdict(-20); // 'Much cheaper'
 * lifestyleVerdict(3);   // 'About the same'
 */
export function lifestyleVerdict(diffPercent: number): Verdict {
  if (diffPercent < VERDICT_MUCH_CHEAPER) return 'Much cheaper';
  if (diffPercent < VERDICT_CHEAPER) return 'Cheaper';
  if (diffPercent > VERDICT_MUCH_MORE_EXPENSIVE) return 'Much more expensive';
  if (diffPercent > VERDICT_MORE_EXPENSIVE) return 'More expensive';
  return 'About the same';
}

/**
 * The recommendation for an area: save under -10%, budget more above +10%, otherwise plan as at home
 * (§9). Between the verdict's ±5% and the recommendation's ±10% the verdict already says cheaper or
 * more expensive, so the sentence says "a little" rather than "about the same" (issue 19 §5: 'Cheaper
 * (-5.9%)' sat above 'costs about the same').
 *
 * @example
 * lifestyleRecommendation('Housing', -12, 'Bangkok'); // 'Housing is cheaper in Bangkok: room to save.'
 * lifestyleRecommendation('Housing', -6, 'Bangkok'); // 'Housing is a little cheaper in Bangkok: plan as at home.'
 */
export function lifestyleRecommendation(area: string, diffPercent: number, toCity: string): string {
  if (diffPercent < RECOMMEND_SAVE) return `${area} is cheaper in ${toCity}: room to save.`;
  if (diffPercent > RECOMMEND_BUDGET_MORE)
    return `Budget more for ${area.toLowerCase()} in ${toCity}.`;
  if (diffPercent < VERDICT_CHEAPER)
    return `${area} is a little cheaper in ${toCity}: plan as at home.`;
  if (diffPercent > VERDICT_MORE_EXPENSIVE)
    return `${area} costs a little more in ${toCity}: plan as at home.`;
  return `${area} costs about the same: plan as at home.`;
}

/** The lifestyle areas and the engine categories behind each. */
export const LIFESTYLE_AREAS: ReadonlyArray<{ area: string; category: string }> = [
  { area: 'Housing', category: CATEGORY.rent },
  { area: 'Dining out', category: CATEGORY.restaurants },
  { area: 'Groceries', category: CATEGORY.markets },
  { area: 'Transportation', category: CATEGORY.transportation },
  { area: 'Utilities', category: CATEGORY.utilities },
  { area: 'Sports and leisure', category: CATEGORY.leisure },
  { area: 'Clothing and shoes', category: CATEGORY.clothing },
  { area: 'Childcare', category: CATEGORY.childcare },
];

/**
 * Purchases, not running costs: a new car's price would outweigh every ticket and litre of fuel in the
 * transportation total (one Golf is ~12,000 transit tickets). They stay in the All Costs table.
 */
const NOT_LIVING_COSTS: ReadonlySet<string> = new Set(
  ['new_car_compact_hatchback', 'new_car_compact_sedan'].map(
    (id) => findCatalogueItem(id)?.name ?? id,
  ),
);

export interface LifestyleArea {
  area: string;
  category: string;
  rows: ItemRow[];
  total: ReturnType<typeof totalRows>;
  diffPercent: number;
  verdict: Verdict;
  recommendation: string;
}

/**
 * One block per area priced in both cities; areas missing in either city are left out.
 *
 * @example
 * lifestyleAreas(from, to, rates, 'Bangkok')[0]; // { area: 'Housing', verdict: 'Much cheaper', ... }
 */
export function lifestyleAreas(
  from: Side,
  to: Side,
  rates: UsdRates,
  toCity: string,
): LifestyleArea[] {
  const out: LifestyleArea[] = [];
  for (const { area, category } of LIFESTYLE_AREAS) {
    const rows = compareItems(from, to, rates, category).filter(
      (r) => r.diffPercent !== null && !NOT_LIVING_COSTS.has(r.name),
    );
    const total = totalRows(rows, rates, from.currency, to.currency);
    if (total.diffPercent === null) continue;
    out.push({
      area,
      category,
      rows,
      total,
      diffPercent: total.diffPercent,
      verdict: lifestyleVerdict(total.diffPercent),
      recommendation: lifestyleRecommendation(area, total.diffPercent, toCity),
    });
  }
  return out;
}

/**
 * The persona-specific block: the items priced in both cities that the persona's keywords pick out
 * (docs/product.md §6); empty for `general`, whose block is the areas themselves.
 *
 * @example
 * personaRows('digital_nomad', from, to, rates).map((r) => r.name); // ['Basic utilities ...', 'Internet ...', ...]
 */
export function personaRows(persona: Persona, from: Side, to: Side, rates: UsdRates): ItemRow[] {
  if (persona === 'general') return [];
  return compareItems(from, to, rates).filter(
    (r) =>
      r.diffPercent !== null && isRelevant(persona, { itemName: r.name, itemCategory: r.category }),
  );
}
