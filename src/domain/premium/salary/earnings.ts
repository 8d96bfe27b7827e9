/**
 * Earnings by occupation and by industry (issue 14): a pure reader of the two typed tables
 * data/sources/earnings_by_occupation.csv and data/sources/earnings_by_industry.csv (US BLS OEWS May
 * 2023, public domain; SOURCES.md "Salary Insights Hub"), and the relativities the hub scales to a
 * city (docs/methods/premium-salary.md §2). No I/O: the caller hands in the files' text.
 *
 * Self-contained on purpose (ADR 121): another suite (the Business suite's talent tab) can import this
 * module alone to price an occupation in any city.
 */
import { parseCsv } from '../../cost-of-living/csv.ts';

/** BLS top-codes annual wages at or above this ($115.00 an hour x 2,080 hours) and prints "#". */
export const OEWS_TOP_CODE = 239_200;

export const PERCENTILES = ['p10', 'p25', 'median', 'p75', 'p90'] as const;
export type Percentile = (typeof PERCENTILES)[number];

export interface OccupationEarnings {
  soc: string;
  title: string;
  group: 'total' | 'major' | 'detailed';
  /** ISCO-08 code the occupation is read as (a unit group for detailed rows, a major group for major). */
  isco08: string;
  employment: number | null;
  /** Annual gross US$; null where BLS does not publish the figure. */
  mean: number | null;
  p10: number | null;
  p25: number | null;
  median: number | null;
  p75: number | null;
  p90: number | null;
  /** Fields BLS top-coded ("#"): the value is then OEWS_TOP_CODE, a floor, not the figure. */
  topCoded: readonly string[];
  year: number;
}

export interface IndustryEarnings {
  naics: string;
  sector: string;
  isic: string;
  soc: string;
  title: string;
  employment: number | null;
  mean: number | null;
  median: number | null;
  year: number;
}

export interface EarningsTables {
  occupations: ReadonlyMap<string, OccupationEarnings>;
  industries: readonly IndustryEarnings[];
}

export const EARNINGS_SOURCE = {
  publisher: 'U.S. Bureau of Labor Statistics',
  title:
    'Occupational Employment and Wage Statistics (OEWS), May 2023 national and industry-sector estimates',
  year: 2023,
  licence: 'Public domain (U.S. federal government work)',
  url: 'https://www.bls.gov/oes/tables.htm',
} as const;

function records(text: string): Array<Record<string, string>> {
  const rows = parseCsv(text.replace(/^\uFEFF/, ''));
  const [head, ...body] = rows;
  if (!head) return [];
  return body.map(({ cells }) => Object.fromEntries(head.cells.map((n, i) => [n, cells[i] ?? ''])));
}

function wage(raw: string | undefined, field: string, topCoded: string[]): number | null {
  if (raw === '#') {
    topCoded.push(field);
    return OEWS_TOP_CODE;
  }
  if (raw === undefined || raw === '') return null;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0)
    throw new Error(`earnings table: ${field} "${raw}" is not a wage`);
  return n;
}

const count = (raw: string | undefined) => (raw ? Number(raw) : null);

/**
 * The occupation table by SOC code.
 * @example parseOccupationEarnings(text).get('00-0000')?.mean // 65470
 */
export function parseOccupationEarnings(text: string): Map<string, OccupationEarnings> {
  const out = new Map<string, OccupationEarnings>();
  for (const r of records(text)) {
    const group = r.o_group;
    if (group !== 'total' && group !== 'major' && group !== 'detailed') {
      throw new Error(`earnings table: ${r.soc_code} has o_group "${group}"`);
    }
    const topCoded: string[] = [];
    out.set(r.soc_code!, {
      soc: r.soc_code!,
      title: r.title!,
      group,
      isco08: r.isco08!,
      employment: count(r.tot_emp),
      mean: wage(r.a_mean, 'mean', topCoded),
      p10: wage(r.a_pct10, 'p10', topCoded),
      p25: wage(r.a_pct25, 'p25', topCoded),
      median: wage(r.a_median, 'median', topCoded),
      p75: wage(r.a_pct75, 'p75', topCoded),
      p90: wage(r.a_pct90, 'p90', topCoded),
      topCoded,
      year: Number(r.year),
    });
  }
  if (!out.get('00-0000')?.mean) throw new Error('earnings table: no All Occupations mean');
  return out;
}

/**
 * The industry-sector rows (each NAICS sector's All Occupations row and its detailed occupations).
 * @example parseIndustryEarnings(text).find((r) => r.naics === '51' && r.soc === '00-0000')?.isic // 'J'
 */
export function parseIndustryEarnings(text: string): IndustryEarnings[] {
  return records(text).map((r) => {
    const ignored: string[] = [];
    return {
      naics: r.naics!,
      sector: r.sector!,
      isic: r.isic4_section!,
      soc: r.soc_code!,
      title: r.title!,
      employment: count(r.tot_emp),
      mean: wage(r.a_mean, 'mean', ignored),
      median: wage(r.a_median, 'median', ignored),
      year: Number(r.year),
    };
  });
}

export function parseEarningsTables(occupationCsv: string, industryCsv: string): EarningsTables {
  return {
    occupations: parseOccupationEarnings(occupationCsv),
    industries: parseIndustryEarnings(industryCsv),
  };
}

/** The All Occupations annual mean: the denominator of every relativity. */
export function allOccupationsMean(tables: EarningsTables): number {
  return tables.occupations.get('00-0000')!.mean!;
}

export interface Relativities {
  soc: string;
  title: string;
  isco08: string;
  mean: number | null;
  p10: number | null;
  p25: number | null;
  median: number | null;
  p75: number | null;
  p90: number | null;
  topCoded: readonly string[];
  year: number;
}

/**
 * An occupation's wages as multiples of the all-occupations mean (method §2): what the hub scales to a
 * city's average wage. Null for an occupation the table lacks.
 * @example occupationRelativities(tables, '15-1252')!.median // ≈ 2.02 (132,270 / 65,470)
 */
export function occupationRelativities(tables: EarningsTables, soc: string): Relativities | null {
  const row = tables.occupations.get(soc);
  if (!row) return null;
  const base = allOccupationsMean(tables);
  const rel = (v: number | null) => (v === null ? null : v / base);
  return {
    soc,
    title: row.title,
    isco08: row.isco08,
    mean: rel(row.mean),
    p10: rel(row.p10),
    p25: rel(row.p25),
    median: rel(row.median),
    p75: rel(row.p75),
    p90: rel(row.p90),
    topCoded: row.topCoded,
    year: row.year,
  };
}

/**
 * How much more (or less) an occupation earns in one sector than across all industries: the ratio of its
 * sector mean to its cross-industry mean, or null where BLS publishes no sector figure.
 * @example industryFactor(tables, '15-1252', '51') // ≈ 1.14 (157,940 / 138,110)
 */
export function industryFactor(tables: EarningsTables, soc: string, naics: string): number | null {
  const cross = tables.occupations.get(soc)?.mean ?? null;
  const sector = tables.industries.find((r) => r.naics === naics && r.soc === soc)?.mean ?? null;
  return cross && sector ? sector / cross : null;
}
