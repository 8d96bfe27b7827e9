import type { CountryAnchors, IncomeGroup } from './anchors.ts';
import { CATEGORY_KEYS, type CategoryKey } from './categories.ts';
import { intervalsFrom, weightedQuantile, type HeldOut } from './held-out.ts';
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
 * Summarise held-out errors. The interval that scores a country comes from the other countries' held-out
 * errors only, so coverage is measured on data the interval never saw.
 * @example validationTable(heldOut, anchors, params).overall.all?.medianAbsError
 */
export function validationTable(
  heldOut: readonly HeldOut[],
  anchors: ReadonlyMap<string, CountryAnchors>,
  params: ModelParams,
): ValidationTable {
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
  const scored = heldOut.map((h) => {
    const interval = intervalFor(intervalsWithout(h.obs.iso3)[h.category], incomeOf(h.obs.iso3));
    // The interval is for observed / predicted: inside when q10 <= error <= q90 (at least 5% each side).
    const covered =
      h.error >= Math.min(interval.q10, -0.05) && h.error <= Math.max(interval.q90, 0.05);
    return { ...h, covered };
  });
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
