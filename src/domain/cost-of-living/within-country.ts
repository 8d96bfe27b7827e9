import { groupBy } from './fit.ts';
import type { HeldOut } from './held-out.ts';

/** Fewest places of one country, concept and dataset for a rank correlation (as the table: five). */
export const MIN_PLACES_FOR_RANK = 5;

/**
 * Ranks with ties averaged (1-based).
 * @example ranks([3, 1, 3]) // [2.5, 1, 2.5]
 */
export function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    for (let k = i; k <= j; k++) out[order[k]![1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

/**
 * Spearman's rank correlation (Pearson's on the ranks); NaN when either side is constant.
 * @example spearman([1, 2, 3], [10, 20, 30]) // 1
 */
export function spearman(a: readonly number[], b: readonly number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const n = ra.length;
  const ma = ra.reduce((s, v) => s + v, 0) / n;
  const mb = rb.reduce((s, v) => s + v, 0) / n;
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < n; i++) {
    sab += (ra[i]! - ma) * (rb[i]! - mb);
    saa += (ra[i]! - ma) ** 2;
    sbb += (rb[i]! - mb) ** 2;
  }
  return sab / Math.sqrt(saa * sbb);
}

export interface WithinCountryRank {
  /** `${iso3} ${concept} ${source}` */
  group: string;
  places: number;
  rho: number;
}

/**
 * How well the held-out model orders the places inside a country (method §10, ADR 147): per country,
 * concept and dataset with at least MIN_PLACES_FOR_RANK places, the rank correlation between the observed
 * prices and the predictions of a fit that never saw the country (its places' own evidence unused).
 * @example withinCountryRanks(heldOut).map((r) => r.rho)
 */
export function withinCountryRanks(heldOut: readonly HeldOut[]): WithinCountryRank[] {
  const out: WithinCountryRank[] = [];
  const groups = groupBy(heldOut, (h) => `${h.obs.iso3} ${h.obs.concept} ${h.obs.source}`);
  for (const [group, list] of groups) {
    // One figure per place: a place observed twice in a dataset counts once, at its mean.
    const byPlace = groupBy(list, (h) => h.obs.place);
    if (byPlace.size < MIN_PLACES_FOR_RANK) continue;
    const observed: number[] = [];
    const predicted: number[] = [];
    for (const rows of byPlace.values()) {
      const mean = (f: (h: HeldOut) => number) => rows.reduce((s, h) => s + f(h), 0) / rows.length;
      observed.push(mean((h) => h.obs.logRatio));
      predicted.push(mean((h) => h.obs.logRatio - h.error));
    }
    const rho = spearman(observed, predicted);
    if (Number.isFinite(rho)) out.push({ group, places: byPlace.size, rho });
  }
  return out.sort((a, b) => a.group.localeCompare(b.group));
}

/**
 * The median of a list (NaN when empty).
 * @example median([3, 1, 2]) // 2
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}
