/**
 * Exchange and cost-of-living-adjusted conversion (docs/product.md §9 "Converted amount = amount x plain rate.
 * Adjusted rate = exchange rate x cost-of-living ratio"), and purchasing-power change.
 *
 * Rates are USD-based (docs/product.md §3 "Rates: map from currency code to rate, based on USD"; §7 "derive the
 * pair rate as to divided by from"). Every function is total: bad input gives 0 or null, never NaN.
 * The pair rate itself comes from src/domain/conversion.ts (one implementation, the data engineer's).
 */
import { pairRate, type UsdRates } from '../conversion.ts';

export type { UsdRates };

const positive = (n: number | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n) && n > 0;

/** Overflow (1e308 x 10) is the only way a product of finite inputs stops being finite. */
function finiteOr<T>(n: number, fallback: T): number | T {
  return Number.isFinite(n) ? n : fallback;
}

/**
 * The pair rate from the data engineer's conversion (src/domain/conversion.ts, the one place that
 * derives it), as a number or null when a currency has no rate (docs/product.md §5).
 *
 * @example
 * rateOrNull({ USD: 1, SAR: 3.75, THB: 36 }, 'SAR', 'THB'); // 9.6
 */
export function rateOrNull(rates: UsdRates, from: string, to: string): number | null {
  const pair = pairRate(rates, from, to);
  return pair.ok && Number.isFinite(pair.rate) ? pair.rate : null;
}

/**
 * Amount at a given rate; 0 when the amount is 0 or below (docs/product.md §4 "With amount 0 or below,
 * results are zeroed").
 *
 * @example
 * convertAtRate(1000, 9.6); // 9600
 */
export function convertAtRate(amount: number, rate: number): number {
  if (!Number.isFinite(amount) || amount <= 0 || !positive(rate)) return 0;
  return finiteOr(amount * rate, 0);
}

/**
 * The cost-of-living-adjusted rate (docs/product.md §9 "Adjusted rate = exchange rate x cost-of-living ratio").
 * `colRatio` is the engine's ratio of the to-city's price level to the from-city's: 0.8 means the
 * to-city costs 80% of the from-city, so matching a from-city life there takes 80% of the converted
 * sum. A missing ratio falls back to factor 1 (docs/product.md §8 "falls back to the plain rate with adjustment
 * factor 1").
 *
 * @example
 * adjustedRate(9.6, 0.8); // 7.68
 */
export function adjustedRate(rate: number, colRatio: number | null): number {
  if (!positive(rate)) return 0;
  return positive(colRatio ?? undefined) ? finiteOr(rate * (colRatio as number), rate) : rate;
}

/**
 * Purchasing-power change in percent when the money moves to the to-city: how much more (positive)
 * or less (negative) the converted sum buys there than the original sum buys at home.
 * ratio 0.8 -> +25%, ratio 1.25 -> -20%. Null without a usable ratio.
 *
 * @example
 * purchasingPowerChange(0.8); // 25
 */
export function purchasingPowerChange(colRatio: number | null): number | null {
  if (!positive(colRatio ?? undefined)) return null;
  return finiteOr((1 / (colRatio as number) - 1) * 100, null);
}

/**
 * Percent difference of `to` against `from` ((to - from) / from x 100), or null when `from` is not a
 * usable base.
 *
 * @example
 * percentDifference(100, 85); // -15
 */
export function percentDifference(from: number, to: number): number | null {
  if (!positive(from) || !Number.isFinite(to) || to < 0) return null;
  return finiteOr(((to - from) / from) * 100, null);
}

/**
 * A USD price in another currency (rates are units per USD), or null when the rate is missing.
 *
 * @example
 * fromUsd(10, { USD: 1, THB: 36 }, 'THB'); // 360
 */
export function fromUsd(usd: number, rates: UsdRates, currency: string): number | null {
  const r = currency === 'USD' ? 1 : rates[currency];
  if (!positive(r) || !Number.isFinite(usd)) return null;
  return finiteOr(usd * r, null);
}
