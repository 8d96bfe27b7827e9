import type { ColFacts } from './facts.ts';

/**
 * A country's lending interest rate as the mortgage figure (issue 30, ADR 165, method §12). No open table
 * of mortgage rates covers many countries; the World Bank's lending interest rate (WDI FR.INR.LEND, the
 * bank rate for the private sector's short- and medium-term needs, CC BY 4.0) covers about a hundred.
 * It stands for the mortgage rate where it is recent, shown as published with its year; the United
 * States keeps its own mortgage statistic (the US base), and every other country the US figure, marked
 * as a model estimate.
 */

/** A rate older than this many years before the pricing date is not shown (the fallback stands). */
export const MAX_RATE_AGE = 5;

/** The latest lending rate of a country (per cent) and its year. */
export interface LendingRate {
  pct: number;
  year: number;
}

/**
 * The country's lending rate to show at decimal date `when`, or null (none, too old, or the US).
 * @example lendingRateOf({ lendingRates: { MEX: { pct: 8.79, year: 2025 } } }, 'MEX', 2026.9) // { pct: 8.79, year: 2025 }
 */
export function lendingRateOf(
  facts: Pick<ColFacts, 'lendingRates'>,
  iso3: string,
  when: number,
): LendingRate | null {
  if (iso3 === 'USA') return null;
  const rate = facts.lendingRates?.[iso3];
  if (!rate || !(rate.pct > 0) || rate.year < Math.floor(when) - MAX_RATE_AGE) return null;
  return rate;
}

/**
 * Each country's latest rate from the rows of data/sources/observed/wdi_lending_rate.csv
 * (`iso3,year,lending_rate_pct`).
 * @example lendingRateFacts([{ iso3: 'MEX', year: '2024', lending_rate_pct: '11.2' }, { iso3: 'MEX', year: '2025', lending_rate_pct: '8.79' }]).MEX // { pct: 8.79, year: 2025 }
 */
export function lendingRateFacts(
  rows: ReadonlyArray<Partial<Record<string, string>>>,
): Record<string, LendingRate> {
  const out: Record<string, LendingRate> = {};
  for (const r of rows) {
    const year = Number(r.year);
    const pct = Number(r.lending_rate_pct);
    if (!r.iso3 || !Number.isInteger(year) || !(pct > 0)) continue;
    if (!out[r.iso3] || out[r.iso3]!.year < year) out[r.iso3] = { pct, year };
  }
  return out;
}
