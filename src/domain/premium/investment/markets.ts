/**
 * Stocks and Bonds tabs (issue 15). Stocks: the World Bank's S&P Global Equity Indices annual change
 * (US-dollar price change, without dividends) over the last up-to-20 stored years gives a mean and a
 * spread of annual log returns; the horizon's outcomes are the 5th, 50th and 95th percentiles if
 * future years were drawn like those (log-normal), so the range widens with the horizon. Bonds: a
 * 10-year government yield where an open series is stored (the US Treasury, Fed H.15), held to the
 * horizon, and its real value after the country's mean inflation. Method: premium-investment.md §3–4.
 */
import {
  Z90,
  lastYears,
  mean,
  meanInflation,
  spanOf,
  stdev,
  type AnnualPoint,
  type CountrySeries,
  type YearSpan,
} from './series.ts';

/** Fewer stored years than this and no scenario is drawn from the series. */
export const MIN_YEARS = 5;
/** The window of years the statistics use. */
export const WINDOW_YEARS = 20;

export interface ReturnStats {
  /** Mean and standard deviation of annual log returns (as fractions). */
  mu: number;
  sigma: number;
  /** The same as % a year: geometric mean return and volatility. */
  meanReturn: number;
  volatility: number;
  best: AnnualPoint;
  worst: AnnualPoint;
  latest: AnnualPoint;
  span: YearSpan;
}

export interface Outcome {
  low: number;
  median: number;
  high: number;
}

/** Statistics of annual % changes; null with fewer than MIN_YEARS. */
export function returnStats(points: readonly AnnualPoint[]): ReturnStats | null {
  const window = lastYears(points, WINDOW_YEARS);
  const span = spanOf(window);
  if (!span || window.length < MIN_YEARS) return null;
  const logs = window.map((p) => Math.log(1 + p.value / 100));
  const mu = mean(logs);
  const sigma = stdev(logs);
  const byValue = [...window].sort((a, b) => a.value - b.value);
  return {
    mu,
    sigma,
    meanReturn: (Math.exp(mu) - 1) * 100,
    volatility: sigma * 100,
    best: byValue[byValue.length - 1]!,
    worst: byValue[0]!,
    latest: window[window.length - 1]!,
    span,
  };
}

/** 5th, 50th and 95th percentiles of an amount after `years` at log-mean mu and log-sd sigma. */
export function outcomeRange(amount: number, mu: number, sigma: number, years: number): Outcome {
  const centre = mu * years;
  const spread = Z90 * sigma * Math.sqrt(years);
  return {
    low: amount * Math.exp(centre - spread),
    median: amount * Math.exp(centre),
    high: amount * Math.exp(centre + spread),
  };
}

export interface StockSide {
  stats: ReturnStats | null;
  /** The amount (in this side's currency) after the horizon; null without enough years. */
  scenario: Outcome | null;
  /** Why there is no scenario, in plain words. */
  missing: string | null;
}

export function stockSide(series: CountrySeries, amount: number, horizon: number): StockSide {
  const points = series['CM.MKT.INDX.ZG'] ?? [];
  const stats = returnStats(points);
  if (!stats) {
    return {
      stats: null,
      scenario: null,
      missing: points.length
        ? `Only ${points.length} year(s) of the S&P Global Equity Index change are published for this country; at least ${MIN_YEARS} are needed.`
        : 'The World Bank publishes no S&P Global Equity Index change for this country.',
    };
  }
  return { stats, scenario: outcomeRange(amount, stats.mu, stats.sigma, horizon), missing: null };
}

export interface BondSide {
  /** The latest annual 10-year government yield, %; null: no open series stored. */
  yield: AnnualPoint | null;
  inflation: { rate: number; span: YearSpan } | null;
  /** Held to the horizon at that yield, coupons reinvested at it. */
  nominalAtEnd: number | null;
  /** The same in today's prices (deflated by the mean inflation). */
  realAtEnd: number | null;
  /** What cash that earns nothing would be worth in today's prices after the horizon. */
  cashRealAtEnd: number | null;
  missing: string | null;
}

/** Of two yield series, the one whose last year is later (the first on a tie); [] when neither. */
function latestEnding(
  a: AnnualPoint[] | undefined,
  b: AnnualPoint[] | undefined,
): readonly AnnualPoint[] {
  const last = (s: AnnualPoint[] | undefined) => s?.[s.length - 1]?.year ?? -Infinity;
  return (last(b) > last(a) ? b : a) ?? b ?? [];
}

export function bondSide(series: CountrySeries, amount: number, horizon: number): BondSide {
  // The US Treasury (H.15) or the OECD long-term rate of the country itself, whichever ends later.
  const yields = latestEnding(series.US10Y, series.IRLTLT01);
  const latest = yields.length ? yields[yields.length - 1]! : null;
  const inflation = meanInflation(series);
  const deflate = inflation ? (1 + inflation.rate / 100) ** horizon : null;
  const nominal = latest ? amount * (1 + latest.value / 100) ** horizon : null;
  return {
    yield: latest,
    inflation,
    nominalAtEnd: nominal,
    realAtEnd: nominal !== null && deflate !== null ? nominal / deflate : null,
    cashRealAtEnd: deflate !== null ? amount / deflate : null,
    missing: latest
      ? null
      : "No open long-term government bond yield series is stored for this country (held: the US Treasury, and the OECD series of Australia, Canada, France, Germany, Japan, Switzerland and the United Kingdom); another country's yield is never used in its place.",
  };
}
