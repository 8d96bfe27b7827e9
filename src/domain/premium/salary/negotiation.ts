/**
 * Negotiation range (issue 14, docs/methods/premium-salary.md §5): for a role and experience level, a
 * low–typical–high gross annual salary in a city. The occupation's wage percentiles (BLS OEWS) as
 * multiples of the all-occupations mean, times the role's pay in the chosen industry over its pay across
 * industries, times the city's average gross wage (the cost-of-living engine's figure). Modelled: the
 * occupation's shape is the United States' one, scaled to the city's wage level.
 */
import {
  industryFactor,
  occupationRelativities,
  type EarningsTables,
  type Percentile,
  type Relativities,
} from './earnings.ts';
import { INDUSTRY_NAICS, ROLE_SOC, type Experience, type Industry, type Role } from './roles.ts';

export interface Band {
  low: Percentile;
  typical: Percentile;
  high: Percentile;
}

/**
 * Which percentiles of the occupation each experience level reads (method §5): pay rises with
 * experience within an occupation, so the levels climb the distribution. Lead's high end is above the
 * 90th percentile BLS publishes: the 90th times its own step over the 75th (extrapolated, said so).
 */
export const EXPERIENCE_BANDS: Readonly<Record<Experience, Band>> = {
  entry: { low: 'p10', typical: 'p25', high: 'median' },
  mid: { low: 'p25', typical: 'median', high: 'p75' },
  senior: { low: 'median', typical: 'p75', high: 'p90' },
  lead: { low: 'p75', typical: 'p90', high: 'p90' },
};

export interface SalaryRange {
  currency: string;
  low: number;
  typical: number;
  high: number;
  /** The city's average gross annual wage the relativities were scaled to. */
  cityAverage: number;
}

export interface Negotiation {
  role: Role;
  experience: Experience;
  industry: Industry;
  soc: string;
  occupation: string;
  isco08: string;
  band: Band;
  /** Multiples of the all-occupations mean (after the industry factor). */
  multiples: { low: number; typical: number; high: number };
  /** The role's sector mean over its cross-industry mean; null where BLS publishes no sector figure. */
  industryFactor: number | null;
  extrapolatedHigh: boolean;
  /** Percentiles BLS top-coded (a floor, not the figure). */
  topCoded: string[];
  year: number;
}

function multiplesOf(
  rel: Relativities,
  band: Band,
): { low: number; typical: number; high: number } {
  const at = (p: Percentile) => rel[p] ?? rel.mean ?? 1;
  const low = at(band.low);
  const typical = at(band.typical);
  const high = band.high === band.typical ? (at('p90') * at('p90')) / at('p75') : at(band.high);
  return { low, typical, high: Math.max(high, typical) };
}

/**
 * The role's multiples for an experience level and industry (no city yet).
 * @example negotiationFor(tables, 'software_engineer', 'mid', 'technology').multiples.typical // ≈ 2.3
 */
export function negotiationFor(
  tables: EarningsTables,
  role: Role,
  experience: Experience,
  industry: Industry,
): Negotiation {
  const soc = ROLE_SOC[role];
  const rel = occupationRelativities(tables, soc);
  if (!rel) throw new Error(`earnings table: no row for ${soc} (${role})`);
  const band = EXPERIENCE_BANDS[experience];
  const factor = industryFactor(tables, soc, INDUSTRY_NAICS[industry]);
  const m = multiplesOf(rel, band);
  const f = factor ?? 1;
  const used = new Set<string>([
    band.low,
    band.typical,
    band.high,
    ...(band.high === band.typical ? ['p75'] : []),
  ]);
  return {
    role,
    experience,
    industry,
    soc,
    occupation: rel.title,
    isco08: rel.isco08,
    band,
    multiples: { low: m.low * f, typical: m.typical * f, high: m.high * f },
    industryFactor: factor,
    extrapolatedHigh: band.high === band.typical,
    topCoded: rel.topCoded.filter((p) => used.has(p)),
    year: rel.year,
  };
}

/**
 * The range in a city whose average gross annual wage is `cityAverage` (local currency); `factor` is
 * the country's own occupation structure over the US one (country-occupations.ts; 1 where borrowed).
 * @example salaryRange(n, 40000, 'EUR').typical // n.multiples.typical * 40000
 */
export function salaryRange(
  n: Negotiation,
  cityAverage: number,
  currency: string,
  factor = 1,
): SalaryRange {
  return {
    currency,
    low: n.multiples.low * factor * cityAverage,
    typical: n.multiples.typical * factor * cityAverage,
    high: n.multiples.high * factor * cityAverage,
    cityAverage,
  };
}
