import { round } from '../prices/index.ts';

/**
 * The premium suites' one number-rounding policy (ADR 176): a copy of the answer in which every
 * fractional number has six significant digits (as market-data sends prices) — far below what any
 * figure can claim, and a shorter body — while whole numbers (years, counts, populations, a salary the
 * user typed) come back exactly. A copy, never in place: an answer may hold objects the suite keeps
 * for every request (stored facts, source lists), and rounding them in place would change them for
 * the next one.
 */
export function roundAnswer<T>(value: T): T {
  if (typeof value === 'number') return roundNumber(value) as T;
  if (Array.isArray(value)) return value.map(roundAnswer) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      out[key] = roundAnswer((value as Record<string, unknown>)[key]);
    }
    return out as T;
  }
  return value;
}

function roundNumber(v: number): number {
  if (Number.isInteger(v)) return v;
  return v < 0 ? -round(-v) : round(v);
}
