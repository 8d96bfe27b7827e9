import type { CountryAnchors, IncomeGroup } from './anchors.ts';
import { CATEGORY_KEYS, type CategoryKey } from './categories.ts';
import { intervalKey, intervalsFrom, weightedQuantile, type HeldOut } from './held-out.ts';
import { intervalFor, priorParams, type ModelParams } from './params.ts';

/**
 * The validation table (method §10, issue 12): held-out errors summarised per category, overall and by
 * World Bank income group. Each country counts once per category (its places share the weight).
 */
export interface ValidationCell {
  /** Observations and countries scored. */
  n: number;
  countries: number;
  /** Weighted median of |ours / observed - 1|. */
  medianAbsError: number;
  /** Weighted median of ours / observed. */
  medianBias: number;
  /** Weighted share of observations inside the 80% interval the held-out fit would have published. */
  coverage: number;
}

export type GroupKey = IncomeGroup | 'all';

export interface ValidationTable {
  categories: Record<string, Partial<Record<GroupKey, ValidationCell>>>;
  overall: Partial<Record<GroupKey, ValidationCell>>;
}

const GROUPS: GroupKey[] = ['all', 'high', 'upper-middle', 'lower-middle', 'low'];

function cell(list: Array<HeldOut & { covered: boolean }>): ValidationCell | undefined {
  if (list.length === 0) return undefined;
  const w = list.map((h) => h.weight);
  return {
    n: list.length,
    countries: new Set(list.map((h) => h.obs.iso3)).size,
    medianAbsError: weightedQuantile(
      list.map((h) => Math.abs(Math.exp(-h.error) - 1)),
      w,
      0.5,
    ),
    medianBias: weightedQuantile(
      list.map((h) => Math.exp(-h.error)),
      w,
      0.5,
    ),
    coverage:
      list.reduce((s, h, i) => s + (h.covered ? w[i]! : 0), 0) / w.reduce((s, v) => s + v, 0),
  };
}

/**
 * Each held-out error with whether it fell inside the 80% interval the held-out fit would have published.
 * The interval that scores a country comes from the other countries' held-out errors only, so coverage is
 * measured on data the interval never saw.
 */
function scoredHeldOut(
  heldOut: readonly HeldOut[],
  anchors: ReadonlyMap<string, CountryAnchors>,
  params: ModelParams,
): Array<HeldOut & { covered: boolean }> {
  const intervalCache = new Map<string, ModelParams['intervals']>();
  const incomeOf = (iso3: string) => anchors.get(iso3)?.incomeGroup ?? null;
  // A category whose other countries are too few for an interval falls back to the prior, never to
  // `params.intervals`: those are fitted on every country's held-out errors, the scored one's included.
  const unfitted: ModelParams = { ...params, intervals: priorParams().intervals };
  const intervalsWithout = (iso3: string) => {
    let found = intervalCache.get(iso3);
    if (!found) {
      found = intervalsFrom(heldOut, unfitted, iso3, incomeOf);
      intervalCache.set(iso3, found);
    }
    return found;
  };
  return heldOut.map((h) => {
    const own = intervalsWithout(h.obs.iso3);
    const interval = intervalFor(own[intervalKey(h)] ?? own[h.category], incomeOf(h.obs.iso3));
    // The interval is for observed / predicted: inside when q10 <= error <= q90 (at least 5% each side).
    const covered =
      h.error >= Math.min(interval.q10, -0.05) && h.error <= Math.max(interval.q90, 0.05);
    return { ...h, covered };
  });
}

/**
 * Summarise held-out errors per category, overall and by income group.
 * @example validationTable(heldOut, anchors, params).overall.all?.medianAbsError
 */
export function validationTable(
  heldOut: readonly HeldOut[],
  anchors: ReadonlyMap<string, CountryAnchors>,
  params: ModelParams,
): ValidationTable {
  const scored = scoredHeldOut(heldOut, anchors, params);
  const groupOf = (h: HeldOut): GroupKey | null => anchors.get(h.obs.iso3)?.incomeGroup ?? null;
  const table: ValidationTable = { categories: {}, overall: {} };
  for (const g of GROUPS) {
    const inGroup = scored.filter((h) => g === 'all' || groupOf(h) === g);
    // Overall: every category's observations, each category weighing as much as its countries.
    const c = cell(inGroup);
    if (c) table.overall[g] = c;
    for (const key of CATEGORY_KEYS) {
      const k = cell(inGroup.filter((h) => h.category === key));
      if (!k) continue;
      (table.categories[key as CategoryKey] ??= {})[g] = k;
    }
  }
  return table;
}

/** Held-out cells per observed concept (a catalogue item, or a rent or sale concept), by income group. */
export type ItemValidationTable = Record<string, Partial<Record<GroupKey, ValidationCell>>>;

/**
 * Summarise held-out errors per observed concept (a catalogue item such as `rice_1kg`, or a concept that
 * stands for several items such as `rent_1br_all`), overall and by income group (issue 30): the category
 * table averages a country's rice with its onions, and an item can be far off while its category is not.
 * Inside a concept each country counts once, however many places it reports.
 * @example itemValidationTable(heldOut, anchors, params).rice_1kg?.all?.medianAbsError
 */
export function itemValidationTable(
  heldOut: readonly HeldOut[],
  anchors: ReadonlyMap<string, CountryAnchors>,
  params: ModelParams,
): ItemValidationTable {
  const scored = scoredHeldOut(heldOut, anchors, params);
  const perCountry = new Map<string, number>();
  const key = (h: HeldOut) => `${h.obs.concept}|${h.obs.iso3}`;
  for (const h of scored) perCountry.set(key(h), (perCountry.get(key(h)) ?? 0) + 1);
  const reweighted = scored.map((h) => ({ ...h, weight: 1 / perCountry.get(key(h))! }));
  const table: ItemValidationTable = {};
  const concepts = [...new Set(reweighted.map((h) => h.obs.concept))].sort();
  for (const concept of concepts) {
    const own = reweighted.filter((h) => h.obs.concept === concept);
    for (const g of GROUPS) {
      const c = cell(own.filter((h) => g === 'all' || anchors.get(h.obs.iso3)?.incomeGroup === g));
      if (c) (table[concept] ??= {})[g] = c;
    }
  }
  return table;
}
