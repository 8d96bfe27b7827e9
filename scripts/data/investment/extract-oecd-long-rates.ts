/**
 * One-off extraction (issue 31, SOURCES.md "Investment Opportunity Analyzer"): long-term (10-year)
 * government bond yields for the countries beyond the United States, written into
 * data/sources/investment_series.csv as indicator IRLTLT01 (the OECD Main Economic Indicators code).
 *
 * Input: unchanged FRED downloads of the OECD series `IRLTLT01<CC>M156N` (monthly, % a year; header
 * `observation_date,<series id>`). Each complete calendar year from FIRST_YEAR on becomes its mean of
 * twelve months; an incomplete year is dropped, nothing is filled in. The euro-area aggregate (EZ) is
 * refused: a euro country without its own series shows none, rather than another country's rate.
 * Any IRLTLT01 rows already in the file are replaced; every other row is kept as it is.
 *
 * Run: `npx tsx scripts/data/investment/extract-oecd-long-rates.ts IRLTLT01DEM156N.csv ...`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsv } from '#domain/cost-of-living/csv.ts';
import { FIRST_YEAR, toCsv, type SeriesRow } from './extract-investment-series.ts';

/** The OECD two-letter area codes read here and their ISO 3166 alpha-3 codes. */
export const OECD_AREAS: Readonly<Record<string, string>> = {
  AU: 'AUS',
  CA: 'CAN',
  CH: 'CHE',
  DE: 'DEU',
  FR: 'FRA',
  GB: 'GBR',
  JP: 'JPN',
  // The US row is the Fed's H.15 10-year constant-maturity yield as OECD republishes it: it carries the
  // US past the end of the H.15 copy (US10Y, to 2024); the analyzer takes whichever ends later.
  US: 'USA',
};

/** Annual means of complete calendar years of one FRED download of an OECD long-term rate. */
export function annualLongRate(text: string): SeriesRow[] {
  const [head, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  const id = head?.cells[1] ?? '';
  const match = /^IRLTLT01([A-Z]{2})M156N$/.exec(id);
  if (!match) throw new Error(`"${id}" is not an OECD monthly long-term rate series`);
  const iso3 = OECD_AREAS[match[1]!];
  if (!iso3) throw new Error(`${id}: area ${match[1]} is not a country read here`);
  const byYear = new Map<number, number[]>();
  for (const { line, cells } of rows) {
    const [date = '', raw = ''] = cells;
    if (!/^\d{4}-\d{2}-01$/.test(date)) throw new Error(`${id} line ${line}: date "${date}"`);
    const year = Number(date.slice(0, 4));
    if (year < FIRST_YEAR || raw === '' || raw === '.') continue;
    const value = Number(raw);
    if (!Number.isFinite(value)) throw new Error(`${id} line ${line}: not a number`);
    byYear.set(year, [...(byYear.get(year) ?? []), value]);
  }
  const out: SeriesRow[] = [];
  for (const [year, values] of byYear) {
    if (values.length !== 12) continue;
    const mean = values.reduce((s, v) => s + v, 0) / 12;
    out.push({ iso3, indicator: 'IRLTLT01', year, value: Number(mean.toFixed(3)) });
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const files = process.argv.slice(2);
  if (!files.length) throw new Error('usage: extract-oecd-long-rates.ts <IRLTLT01..M156N.csv>...');
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const target = path.join(root, 'data/sources/investment_series.csv');
  const kept: SeriesRow[] = parseCsv(readFileSync(target, 'utf8'))
    .slice(1)
    .filter(({ cells }) => cells[1] !== 'IRLTLT01')
    .map(({ cells }) => ({
      iso3: cells[0]!,
      indicator: cells[1]!,
      year: Number(cells[2]),
      value: Number(cells[3]),
    }));
  const added = files.flatMap((f) => annualLongRate(readFileSync(f, 'utf8')));
  writeFileSync(target, toCsv([...kept, ...added]));
  console.log(`added ${added.length} IRLTLT01 rows; ${kept.length} other rows kept`);
}
