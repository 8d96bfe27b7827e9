/**
 * One-off extraction (issue 14, SOURCES.md "Lifestyle Optimization Suite (issue 14)"): from World Bank
 * WDI indicator downloads (the `API_<code>_DS2_en_csv_v2_*.csv` files: four preamble lines, then one
 * row per economy with a column per year), keep for each country the latest year with a value and write
 * data/sources/quality_of_life_indicators.csv (iso3, indicator, year, value). Only facts are kept:
 * regional and income-group aggregates are dropped (only ISO 3166 countries of data/built/countries.json
 * stay), and values are rounded to 4 significant digits, below the precision the sources publish with.
 * Run: `npx tsx scripts/data/lifestyle/extract-qol-indicators.ts <file.csv>...`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsv } from '#domain/cost-of-living/csv.ts';

export interface IndicatorRow {
  iso3: string;
  indicator: string;
  year: number;
  value: number;
}

/** WDI codes that differ from ISO 3166 alpha-3 (Kosovo). */
const WDI_TO_ISO3: Record<string, string> = { XKX: 'XKK' };

/** Four significant digits: the sources' own precision is at most this for these indicators. */
export function significant(value: number): number {
  if (value === 0) return 0;
  return Number(value.toPrecision(4));
}

/**
 * The latest year with a value for every country of `countries` in one WDI download.
 * @example extractLatest(text, new Set(['THA']))[0] // { iso3: 'THA', indicator: 'SP.DYN.LE00.IN', year: 2023, value: 76.41 }
 */
export function extractLatest(text: string, countries: ReadonlySet<string>): IndicatorRow[] {
  const rows = parseCsv(text.replace(/^\uFEFF/, ''));
  const header = rows.find((r) => r.cells[0] === 'Country Name');
  if (!header) throw new Error('not a WDI download: no "Country Name" header row');
  const years = header.cells.map((c) => (/^\d{4}$/.test(c) ? Number(c) : null));
  const codeAt = header.cells.indexOf('Indicator Code');
  const out: IndicatorRow[] = [];
  for (const { line, cells } of rows) {
    if (line <= header.line) continue;
    const wdi = cells[1] ?? '';
    const iso3 = WDI_TO_ISO3[wdi] ?? wdi;
    if (!countries.has(iso3)) continue;
    const indicator = cells[codeAt] ?? '';
    for (let i = cells.length - 1; i >= 0; i--) {
      const year = years[i];
      const raw = cells[i]?.trim() ?? '';
      if (year === null || year === undefined || raw === '') continue;
      const value = Number(raw);
      if (!Number.isFinite(value)) throw new Error(`${iso3} ${indicator} ${year}: not a number`);
      out.push({ iso3, indicator, year, value: significant(value) });
      break;
    }
  }
  return out;
}

/** Rows sorted by country then indicator, as CSV text. */
export function toCsv(rows: readonly IndicatorRow[]): string {
  const sorted = [...rows].sort(
    (a, b) => a.iso3.localeCompare(b.iso3) || a.indicator.localeCompare(b.indicator),
  );
  return (
    'iso3,indicator,year,value\n' +
    sorted.map((r) => `${r.iso3},${r.indicator},${r.year},${r.value}`).join('\n') +
    '\n'
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const files = process.argv.slice(2);
  if (!files.length) throw new Error('usage: extract-qol-indicators.ts <API_*.csv>...');
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const built = JSON.parse(readFileSync(path.join(root, 'data/built/countries.json'), 'utf8')) as {
    countries: Array<{ iso3: string }>;
  };
  const countries = new Set(built.countries.map((c) => c.iso3));
  const rows = files.flatMap((f) => extractLatest(readFileSync(f, 'utf8'), countries));
  const out = path.join(root, 'data/sources/quality_of_life_indicators.csv');
  writeFileSync(out, toCsv(rows));
  console.log(`wrote ${path.relative(root, out)}: ${rows.length} rows`);
}
