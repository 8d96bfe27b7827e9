/**
 * The Business Intelligence Suite's open figures, read once per process (SOURCES.md "Business
 * Intelligence Suite (issue 15)"): WDI market and labour series and WGI governance estimates per
 * country and per WDI region / World aggregate (business_indicators.csv), each country's WDI region
 * (business_regions.csv), and the tertiary enrolment ratio held for the relocation suite.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { csvRecords } from '#domain/cost-of-living/csv.ts';
import {
  BUSINESS_CODES,
  BUSINESS_LABELS,
  type BusinessCode,
  type EconomyFigures,
  type Figure,
} from '#domain/premium/business/indicators.ts';
import { findProjectRoot } from '../../reference/reference-data.ts';

export interface BusinessFacts {
  /** Figures by ISO alpha-3 code or WDI aggregate code (EAS, WLD...). */
  figures: Map<string, EconomyFigures>;
  regions: Map<string, { name: string; code: string }>;
  /** SE.TER.ENRR, latest year, by ISO alpha-3. */
  tertiary: Map<string, Figure>;
  /**
   * Standard statutory corporate income tax rates by ISO alpha-3 (business_corporate_tax.csv), one per
   * tax year held, oldest first; `corporateTaxFor` picks the current year's.
   */
  corporateTax: Map<string, CorporateTax[]>;
}

export interface CorporateTax {
  /** Per cent. */
  rate: number;
  /** The tax year the rate applies to. */
  year: number;
  /** The government's or tax authority's page publishing it. */
  source: string;
  /** The law and article that set the rate, where keyed (e.g. "Lei n.º 64/2025, art. 3.º, n.º 2"). */
  rule: string | null;
}

/**
 * The rate in force in `year`: the row of that year, else the latest earlier one (its own year is
 * shown, so a 2025 rate read in 2026 says 2025); null when none is held.
 * @example corporateTaxFor([{ rate: 20, year: 2025 }, { rate: 19, year: 2026 }], 2026)?.rate // 19
 */
export function corporateTaxFor(
  rows: readonly CorporateTax[] | undefined,
  year: number,
): CorporateTax | null {
  let best: CorporateTax | null = null;
  for (const r of rows ?? []) if (r.year <= year && (!best || r.year > best.year)) best = r;
  return best;
}

/** Rows of iso3,rate,year,source_url,rule; a malformed, out-of-range or repeated row is refused. */
export function parseCorporateTax(text: string): Map<string, CorporateTax[]> {
  const out = new Map<string, CorporateTax[]>();
  for (const { line, record } of csvRecords(text)) {
    const rate = Number(record.rate);
    const year = Number(record.year);
    const source = record.source_url ?? '';
    if (
      !/^[A-Z]{3}$/.test(record.iso3 ?? '') ||
      !(rate >= 0 && rate <= 50) ||
      !(Number.isInteger(year) && year >= 2000) ||
      !/^https:\/\//.test(source) ||
      out.get(record.iso3!)?.some((r) => r.year === year)
    ) {
      throw new Error(`business_corporate_tax.csv line ${line}: malformed row`);
    }
    const rows = out.get(record.iso3!) ?? [];
    rows.push({ rate, year, source, rule: record.rule?.trim() || null });
    rows.sort((a, b) => a.year - b.year);
    out.set(record.iso3!, rows);
  }
  return out;
}

const read = (file: string) =>
  readFileSync(join(findProjectRoot(), 'data', 'sources', file), 'utf8');

export function parseBusinessIndicators(text: string): Map<string, EconomyFigures> {
  const out = new Map<string, EconomyFigures>();
  for (const { line, record } of csvRecords(text)) {
    const year = Number(record.year);
    const value = Number(record.value);
    const code = record.indicator as BusinessCode;
    if (
      !record.iso3 ||
      !BUSINESS_CODES.includes(code) ||
      !Number.isInteger(year) ||
      !Number.isFinite(value)
    ) {
      throw new Error(`business_indicators.csv line ${line}: malformed row`);
    }
    const figures = out.get(record.iso3) ?? {};
    (figures[code] ??= []).push({ year, value });
    out.set(record.iso3, figures);
  }
  for (const figures of out.values()) {
    for (const points of Object.values(figures)) points.sort((a, b) => a.year - b.year);
  }
  return out;
}

export function parseRegions(text: string): Map<string, { name: string; code: string }> {
  const out = new Map<string, { name: string; code: string }>();
  for (const { line, record } of csvRecords(text)) {
    if (!record.iso3 || !record.region || !record.region_code) {
      throw new Error(`business_regions.csv line ${line}: malformed row`);
    }
    out.set(record.iso3, { name: record.region, code: record.region_code });
  }
  return out;
}

function parseTertiary(text: string): Map<string, Figure> {
  const out = new Map<string, Figure>();
  for (const { record } of csvRecords(text)) {
    if (record.indicator !== 'SE.TER.ENRR') continue;
    out.set(record.iso3!, {
      value: Number(record.value),
      year: Number(record.year),
      code: 'SE.TER.ENRR',
    });
  }
  return out;
}

let cached: BusinessFacts | undefined;
export function loadBusinessFacts(): BusinessFacts {
  cached ??= {
    figures: parseBusinessIndicators(read('business_indicators.csv')),
    regions: parseRegions(read('business_regions.csv')),
    tertiary: parseTertiary(read('relocation_indicators.csv')),
    corporateTax: parseCorporateTax(read('business_corporate_tax.csv')),
  };
  return cached;
}

const WDI = 'The World Bank, World Development Indicators';
const WGI = 'The World Bank, Worldwide Governance Indicators (published in WDI)';

/** What each series is and where it comes from (SOURCES.md). */
export const BUSINESS_SOURCE_LIST = [
  ...BUSINESS_CODES.map((code) => ({
    code,
    label: BUSINESS_LABELS[code],
    publisher: code.endsWith('.EST') ? WGI : WDI,
    licence: 'CC BY 4.0',
  })),
  {
    code: 'SE.TER.ENRR',
    label: 'School enrolment, tertiary (% gross)',
    publisher: `${WDI} (UNESCO UIS)`,
    licence: 'CC BY 4.0',
  },
  {
    code: 'CIT',
    label: 'Standard statutory corporate income tax rate (central government)',
    publisher: "Each country's government or tax authority (source URL per row)",
    licence: 'Statutory rates (facts of law)',
  },
  {
    code: 'GeoNames population',
    label: 'City population (GeoNames cities500)',
    publisher: 'GeoNames',
    licence: 'CC BY 4.0',
  },
];
