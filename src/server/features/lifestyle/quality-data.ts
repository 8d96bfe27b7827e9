/**
 * The quality-of-life indicators (data/sources/quality_of_life_indicators.csv, SOURCES.md "Lifestyle
 * Optimization Suite (issue 14)"), read once per process and grouped by country.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { csvRecords } from '#domain/cost-of-living/csv.ts';
import {
  INDICATORS,
  type IndicatorCode,
  type IndicatorValue,
} from '#domain/premium/lifestyle/quality.ts';
import { findProjectRoot } from '../../reference/reference-data.ts';

/** What each indicator's copy is (SOURCES.md): the WDI release it came from. */
export const QUALITY_SOURCES: ReadonlyArray<{ code: IndicatorCode; release: string }> = [
  { code: 'SP.DYN.LE00.IN', release: 'WDI 2025-12-19' },
  { code: 'SH.MED.PHYS.ZS', release: 'WDI 2026-07-13' },
  { code: 'SH.XPD.CHEX.PC.CD', release: 'WDI 2025-12-19' },
  { code: 'VC.IHR.PSRC.P5', release: 'WDI 2024-02-21' },
  { code: 'EN.ATM.PM25.MC.M3', release: 'WDI 2026-07-13' },
  { code: 'IT.NET.USER.ZS', release: 'WDI 2022-05-25' },
];

export const QUALITY_SOURCE_LIST = QUALITY_SOURCES.map(({ code, release }) => ({
  code,
  label: INDICATORS[code].label,
  publisher: 'World Bank, World Development Indicators',
  release,
  licence: 'CC BY 4.0',
}));

/** Rows by ISO alpha-3 code. */
export function parseQualityIndicators(text: string): Map<string, IndicatorValue[]> {
  const byCountry = new Map<string, IndicatorValue[]>();
  for (const { line, record } of csvRecords(text)) {
    const year = Number(record.year);
    const value = Number(record.value);
    if (!record.iso3 || !record.indicator || !Number.isInteger(year) || !Number.isFinite(value)) {
      throw new Error(`quality_of_life_indicators.csv line ${line}: malformed row`);
    }
    const rows = byCountry.get(record.iso3) ?? [];
    rows.push({ indicator: record.indicator, year, value });
    byCountry.set(record.iso3, rows);
  }
  return byCountry;
}

let cached: Map<string, IndicatorValue[]> | undefined;
export function loadQualityIndicators(): Map<string, IndicatorValue[]> {
  cached ??= parseQualityIndicators(
    readFileSync(
      join(findProjectRoot(), 'data', 'sources', 'quality_of_life_indicators.csv'),
      'utf8',
    ),
  );
  return cached;
}
