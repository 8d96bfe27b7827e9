/**
 * Robust aggregation of crowd-sourced prices (docs/security.md C2; method §8).
 * 1. One account, one vote: each account's observations for an item and city collapse to their median,
 *    so no account weighs more than another however often it posts (the per-account weight cap).
 * 2. Modified z-score (Iglewicz & Hoaglin 1993): z = 0.6745 (v - median) / MAD; |z| > 3.5 is
 *    quarantined for review. When MAD = 0 the mean absolute deviation stands in (z = (v - m) /
 *    (1.253314 x meanAD)), as those authors suggest.
 * 3. The aggregate is the median of the accounts kept.
 * Why this resists up to 20% adversarial accounts: at least half the accounts lie within one MAD of the
 * median, so at least half are kept; adversaries are then at most 40% of those kept, and the median of a
 * set with an honest majority lies between the smallest and largest honest value.
 */
export const Z_THRESHOLD = 3.5;
const Z_CONSTANT = 0.6745;
const MEAN_AD_CONSTANT = 1.253314;

export interface Observation {
  accountId: string;
  /** Price in US$ (converted at the rate of the day it was stored). */
  usd: number;
}

export interface RobustAggregate {
  /** Median of the kept accounts' values; null when nothing is kept. */
  value: number | null;
  /** Accounts whose value counts. */
  accounts: number;
  /** Account ids whose value was quarantined (|modified z| > 3.5). */
  quarantined: string[];
  /** Smallest and largest kept account value. */
  spread: [number, number] | null;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/**
 * Collapse observations to one value per account (its median).
 * @example perAccount([{ accountId: 'a', usd: 1 }, { accountId: 'a', usd: 3 }]).get('a') // 2
 */
export function perAccount(observations: Observation[]): Map<string, number> {
  const byAccount = new Map<string, number[]>();
  for (const o of observations)
    byAccount.set(o.accountId, [...(byAccount.get(o.accountId) ?? []), o.usd]);
  return new Map([...byAccount].map(([id, values]) => [id, median(values)]));
}

/**
 * Modified z-scores of a list, in its order.
 * @example modifiedZ([1, 1, 1, 1, 100])[4] // > 3.5
 */
export function modifiedZ(values: number[]): number[] {
  if (values.length === 0) return [];
  const m = median(values);
  const mad = median(values.map((v) => Math.abs(v - m)));
  if (mad > 0) return values.map((v) => (Z_CONSTANT * (v - m)) / mad);
  const meanAd = values.reduce((a, v) => a + Math.abs(v - m), 0) / values.length;
  if (meanAd === 0) return values.map(() => 0);
  return values.map((v) => (v - m) / (MEAN_AD_CONSTANT * meanAd));
}

/**
 * Robust aggregate of observations (one vote per account, outliers quarantined, median of the rest).
 * @example robustAggregate([{ accountId: 'a', usd: 10 }, { accountId: 'b', usd: 11 }, { accountId: 'c', usd: 900 }]).value
 */
export function robustAggregate(observations: Observation[]): RobustAggregate {
  const accounts = [...perAccount(observations)];
  if (accounts.length === 0) return { value: null, accounts: 0, quarantined: [], spread: null };
  // Scores on a log scale: prices are positive and their errors multiplicative (a 10x typo is as far
  // off as a 1/10 one).
  const z = modifiedZ(accounts.map(([, v]) => Math.log(v)));
  const kept: number[] = [];
  const quarantined: string[] = [];
  accounts.forEach(([id, v], i) =>
    Math.abs(z[i] as number) > Z_THRESHOLD ? quarantined.push(id) : kept.push(v),
  );
  if (kept.length === 0) return { value: null, accounts: 0, quarantined, spread: null };
  return {
    value: median(kept),
    accounts: kept.length,
    quarantined,
    spread: [Math.min(...kept), Math.max(...kept)],
  };
}

/**
 * Prior weight k (method §8): the model counts as k independent observations. With the model's
 * log-error about 0.25 (Big Mac check, method §7) and one shopper's observation about 0.5, inverse-variance
 * weighting gives k = 0.5^2 / 0.25^2 = 4.
 */
export const PRIOR_WEIGHT_K = 4;
/** Distinct verified accounts needed before contributions change a published figure (method §8). */
export const MIN_ACCOUNTS = 3;

export interface Published {
  value: number;
  low: number;
  high: number;
  count: number;
  fromContributions: boolean;
}

/**
 * Blend an aggregate over a prior figure: geometric weight n / (n + k) on the contributions, range
 * half-width shrinking with sqrt(k / (n + k)). Fewer than MIN_ACCOUNTS accounts leave the prior as it is.
 * @example publish(10, 0.3, { value: 20, accounts: 4, quarantined: [], spread: [19, 21] }).value // ≈ 14.1
 */
export function publish(prior: number, priorWidth: number, aggregate: RobustAggregate): Published {
  const n = aggregate.accounts;
  if (aggregate.value === null || n < MIN_ACCOUNTS) {
    return {
      value: prior,
      low: prior / (1 + priorWidth),
      high: prior * (1 + priorWidth),
      count: 0,
      fromContributions: false,
    };
  }
  const w = n / (n + PRIOR_WEIGHT_K);
  const value = Math.exp((1 - w) * Math.log(prior) + w * Math.log(aggregate.value));
  const width = priorWidth * Math.sqrt(PRIOR_WEIGHT_K / (n + PRIOR_WEIGHT_K));
  return {
    value,
    low: value / (1 + width),
    high: value * (1 + width),
    count: n,
    fromContributions: true,
  };
}
