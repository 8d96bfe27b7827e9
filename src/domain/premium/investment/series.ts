/**
 * Annual open series for the Investment Opportunity Analyzer (issue 15): what one country's stored
 * values are (data/sources/investment_series.csv, SOURCES.md) and the few statistics every tab uses.
 * Pure: no I/O. Nothing is filled in: a missing year is simply absent.
 */

export const SERIES_CODES = [
  'CM.MKT.INDX.ZG',
  'FP.CPI.TOTL.ZG',
  'PA.NUS.FCRF',
  'US10Y',
  'IRLTLT01',
] as const;
export type SeriesCode = (typeof SERIES_CODES)[number];

export interface AnnualPoint {
  year: number;
  value: number;
}

/** One country's stored series, each sorted by year. */
export type CountrySeries = Partial<Record<SeriesCode, AnnualPoint[]>>;

export const SERIES_LABELS: Readonly<Record<SeriesCode, string>> = {
  'CM.MKT.INDX.ZG': 'S&P Global Equity Indices (annual % change, in US$)',
  'FP.CPI.TOTL.ZG': 'Inflation, consumer prices (annual %)',
  'PA.NUS.FCRF': 'Official exchange rate (local currency per US$, period average)',
  US10Y: '10-year US Treasury yield (annual average of monthly values, %)',
  IRLTLT01: 'Long-term (10-year) government bond yield, OECD (annual average of monthly values, %)',
};

/** The one-sided z for the middle 90% of a normal distribution (5th and 95th percentiles). */
export const Z90 = 1.6448536269514722;

/** The last `n` points (fewer when fewer are stored). */
export function lastYears(points: readonly AnnualPoint[], n: number): AnnualPoint[] {
  return points.slice(Math.max(0, points.length - n));
}

export function mean(values: readonly number[]): number {
  return values.reduce((s, v) => s + v, 0) / values.length;
}

/** Sample standard deviation (n − 1); 0 for fewer than two values. */
export function stdev(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const m = mean(values);
  return Math.sqrt(values.reduce((s, v) => s + (v - m) ** 2, 0) / (values.length - 1));
}

/** Pearson correlation of two equally long lists; null when either does not vary. */
export function correlation(a: readonly number[], b: readonly number[]): number | null {
  const sa = stdev(a);
  const sb = stdev(b);
  if (a.length < 3 || a.length !== b.length || sa === 0 || sb === 0) return null;
  const ma = mean(a);
  const mb = mean(b);
  let s = 0;
  for (let i = 0; i < a.length; i++) s += (a[i]! - ma) * (b[i]! - mb);
  return s / (a.length - 1) / (sa * sb);
}

export interface YearSpan {
  first: number;
  last: number;
  count: number;
}

export const spanOf = (points: readonly AnnualPoint[]): YearSpan | null =>
  points.length
    ? { first: points[0]!.year, last: points[points.length - 1]!.year, count: points.length }
    : null;

/** Mean annual inflation over the last ten stored years, with its span; null without any year. */
export function meanInflation(series: CountrySeries): { rate: number; span: YearSpan } | null {
  const points = lastYears(series['FP.CPI.TOTL.ZG'] ?? [], 10);
  const span = spanOf(points);
  if (!span) return null;
  // Compounded, not averaged: the rate that gives the same price level over the span.
  const growth = points.reduce((g, p) => g * (1 + p.value / 100), 1);
  return { rate: (growth ** (1 / points.length) - 1) * 100, span };
}
