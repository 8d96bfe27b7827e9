/**
 * The earnings tables (data/sources/earnings_by_occupation.csv and earnings_by_industry.csv, SOURCES.md
 * "Salary Insights Hub (issue 14)"), read once per process; the domain parses them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  parseIloOccupations,
  type CountryOccupationTable,
} from '#domain/premium/salary/country-occupations.ts';
import { parseEarningsTables, type EarningsTables } from '#domain/premium/salary/earnings.ts';
import { findProjectRoot } from '../../reference/reference-data.ts';

let cache: EarningsTables | undefined;

export function loadEarningsTables(): EarningsTables {
  if (!cache) {
    const dir = join(findProjectRoot(), 'data', 'sources');
    cache = parseEarningsTables(
      readFileSync(join(dir, 'earnings_by_occupation.csv'), 'utf8'),
      readFileSync(join(dir, 'earnings_by_industry.csv'), 'utf8'),
    );
  }
  return cache;
}

let iloCache: Map<string, CountryOccupationTable> | undefined;

/** ILOSTAT earnings by ISCO-08 major group (data/sources/ilo_earnings_by_occupation.csv, issue 31). */
export function loadIloOccupations(): Map<string, CountryOccupationTable> {
  iloCache ??= parseIloOccupations(
    readFileSync(
      join(findProjectRoot(), 'data', 'sources', 'ilo_earnings_by_occupation.csv'),
      'utf8',
    ),
  );
  return iloCache;
}
