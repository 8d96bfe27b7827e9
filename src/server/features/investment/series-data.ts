/**
 * The investment series (data/sources/investment_series.csv, SOURCES.md "Investment Opportunity
 * Analyzer (issue 15)"), read once per process and grouped by country and indicator, sorted by year.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { csvRecords } from '#domain/cost-of-living/csv.ts';
import {
  SERIES_CODES,
  SERIES_LABELS,
  type CountrySeries,
  type SeriesCode,
} from '#domain/premium/investment/series.ts';
import { findProjectRoot } from '../../reference/reference-data.ts';

/** What each series' copy is (SOURCES.md). */
export const SERIES_SOURCES: ReadonlyArray<{
  code: SeriesCode;
  publisher: string;
  release: string;
  licence: string;
}> = [
  {
    code: 'CM.MKT.INDX.ZG',
    publisher: 'World Bank, World Development Indicators (S&P Dow Jones Indices)',
    release: 'WDI 2026-01-28',
    licence: 'CC BY 4.0',
  },
  {
    code: 'FP.CPI.TOTL.ZG',
    publisher: 'World Bank, World Development Indicators',
    release: 'WDI download FP.CPI.TOTL.ZG (copy of 2025-07-01, years to 2024)',
    licence: 'CC BY 4.0',
  },
  {
    code: 'PA.NUS.FCRF',
    publisher: 'World Bank, World Development Indicators (IMF IFS)',
    release: 'WDI 2025-03-24',
    licence: 'CC BY 4.0',
  },
  {
    code: 'US10Y',
    publisher: 'Federal Reserve, release H.15',
    release: 'via datahub core/bond-yields-gov-long-term, 2026-05-01',
    licence: 'Public domain (US federal government work)',
  },
  {
    code: 'IRLTLT01',
    publisher: 'OECD, Main Economic Indicators (long-term interest rates)',
    release: 'FRED download of 2026-03 (months to 2026-01; complete years to 2025)',
    licence: 'CC BY 4.0',
  },
];

export const SERIES_SOURCE_LIST = SERIES_SOURCES.map((s) => ({
  ...s,
  label: SERIES_LABELS[s.code],
}));

/** Series by ISO alpha-3 code. */
export function parseInvestmentSeries(text: string): Map<string, CountrySeries> {
  const byCountry = new Map<string, CountrySeries>();
  for (const { line, record } of csvRecords(text)) {
    const year = Number(record.year);
    const value = Number(record.value);
    const code = record.indicator as SeriesCode;
    if (
      !record.iso3 ||
      !SERIES_CODES.includes(code) ||
      !Number.isInteger(year) ||
      !Number.isFinite(value)
    ) {
      throw new Error(`investment_series.csv line ${line}: malformed row`);
    }
    const series = byCountry.get(record.iso3) ?? {};
    (series[code] ??= []).push({ year, value });
    byCountry.set(record.iso3, series);
  }
  for (const series of byCountry.values()) {
    for (const points of Object.values(series)) points.sort((a, b) => a.year - b.year);
  }
  return byCountry;
}

let cached: Map<string, CountrySeries> | undefined;
export function loadInvestmentSeries(): Map<string, CountrySeries> {
  cached ??= parseInvestmentSeries(
    readFileSync(join(findProjectRoot(), 'data', 'sources', 'investment_series.csv'), 'utf8'),
  );
  return cached;
}
