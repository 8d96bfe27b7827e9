/**
 * Stage 1b -> intervals (method §5, §10): every observation scored by a fit that never saw its country
 * (leave one country out), and the 80% intervals read from those held-out errors, per category and, where
 * enough countries support it, per income group. Pure; split from fit.ts, whose fit it calls.
 */
import type { CountryAnchors, IncomeGroup } from './anchors.ts';
import { TARIFF_ITEMS } from './catalogue.ts';
import { CATEGORY_KEYS, type CategoryKey } from './categories.ts';
import { fitParams, groupBy, predictLog } from './fit.ts';
import { conceptItem, conceptItems, type Observation } from './observation.ts';
import type { IntervalParams, ModelParams } from './params.ts';

/** One held-out comparison: the observation scored by a fit that never saw its country. */
export interface HeldOut {
  obs: Observation;
  category: CategoryKey;
  /** ln(observed / predicted). */
  error: number;
  /** Weight: each country counts once per category, however many places it reports. */
  weight: number;
}

/**
 * Leave-one-country-out: for each country with observations, fit on every other country and score its
 * observations (method §10). Never scores a country on its own data.
 * @example heldOutErrors(obs, anchors).length === obs.length
 */
export function heldOutErrors(
  obs: readonly Observation[],
  anchors: ReadonlyMap<string, CountryAnchors>,
): HeldOut[] {
  const usable = obs.filter((o) => conceptItems(o.concept).length > 0 && anchors.has(o.iso3));
  const out: HeldOut[] = [];
  for (const [iso3, own] of groupBy(usable, (o) => o.iso3)) {
    const params = fitParams(
      usable.filter((o) => o.iso3 !== iso3),
      anchors,
    );
    const a = anchors.get(iso3)!;
    const counts = groupBy(own, (o) => conceptItem(o.concept).category);
    for (const o of own) {
      const category = conceptItem(o.concept).category;
      out.push({
        obs: o,
        category,
        error: o.logRatio - predictLog(params, a, o),
        weight: 1 / counts.get(category)!.length,
      });
    }
  }
  return out;
}

/**
 * Weighted quantile (weights need not sum to 1).
 * @example weightedQuantile([1, 2, 3], [1, 1, 1], 0.5) // 2
 */
export function weightedQuantile(values: number[], weights: number[], q: number): number {
  const order = values.map((v, i) => [v, weights[i]!] as const).sort((a, b) => a[0] - b[0]);
  const total = order.reduce((s, [, w]) => s + w, 0);
  if (order.length === 0 || total <= 0) return Number.NaN;
  let acc = 0;
  for (const [v, w] of order) {
    acc += w;
    if (acc >= q * total) return v;
  }
  return order[order.length - 1]![0];
}

/** Fewest countries whose held-out errors may set a category's interval. */
export const MIN_INTERVAL_COUNTRIES = 3;

/**
 * Fewest countries of one income group whose held-out errors may set that group's own interval for a
 * category (ADR 118): below it the group uses the category's interval over every country.
 */
export const MIN_GROUP_INTERVAL_COUNTRIES = 5;

function quantiles(list: readonly HeldOut[]): { q10: number; q90: number; n: number } {
  const values = list.map((h) => h.error);
  const weights = list.map((h) => h.weight);
  return {
    q10: weightedQuantile(values, weights, 0.1),
    q90: weightedQuantile(values, weights, 0.9),
    n: list.length,
  };
}

/**
 * Which interval scores a held-out error: its tariff item's own (issue 30), else its category's.
 * @example intervalKey(heldOut[0]) // 'markets'
 */
export function intervalKey(h: HeldOut): string {
  return TARIFF_ITEMS.has(h.obs.concept) ? h.obs.concept : h.category;
}

/**
 * Interval stage: each category's 80% interval from the 10th and 90th weighted percentiles of held-out
 * errors; categories with errors from fewer than MIN_INTERVAL_COUNTRIES countries keep the prior.
 * @example intervalsFrom(heldOut, params).markets.q10 < 0
 */
export function intervalsFrom(
  heldOut: readonly HeldOut[],
  params: ModelParams,
  exclude?: string,
  groupOf?: (iso3: string) => IncomeGroup | null,
): ModelParams['intervals'] {
  const intervals = { ...params.intervals };
  for (const key of [...CATEGORY_KEYS, ...TARIFF_ITEMS]) {
    const list = heldOut.filter((h) => intervalKey(h) === key && h.obs.iso3 !== exclude);
    const countries = new Set(list.map((h) => h.obs.iso3)).size;
    if (countries < MIN_INTERVAL_COUNTRIES) continue;
    const interval: IntervalParams = quantiles(list);
    // Each income group with enough countries gets its own width (ADR 118): the lower-middle markets
    // disagree with the model far more than the rich countries' statistics do.
    if (groupOf) {
      for (const [group, own] of groupBy(list, (h) => groupOf(h.obs.iso3) ?? '')) {
        if (group === '' || new Set(own.map((h) => h.obs.iso3)).size < MIN_GROUP_INTERVAL_COUNTRIES)
          continue;
        (interval.byIncome ??= {})[group as IncomeGroup] = quantiles(own);
      }
    }
    (intervals as Record<string, IntervalParams>)[key] = interval;
  }
  return intervals;
}
