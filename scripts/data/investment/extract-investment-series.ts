/**
 * One-off extraction (issue 15, SOURCES.md "Investment Opportunity Analyzer (issue 15)"): the annual
 * series the Investment Opportunity Analyzer reads, as data/sources/investment_series.csv
 * (iso3, indicator, year, value), from unchanged public copies of open downloads:
 * - World Bank WDI indicator downloads (`API_<code>_DS2_en_csv_v2_*.csv`, four preamble lines then one
 *   row per economy with a column per year, or the same table without the preamble): CM.MKT.INDX.ZG
 *   (S&P Global Equity Indices, annual % change), PA.NUS.FCRF (official exchange rate, local currency
 *   units per US$, period average) and FP.CPI.TOTL.ZG (inflation, consumer prices, annual %) — the last
 *   from the datahub.io "core/inflation" package's unchanged WDI download `archive/FP.CPI.TOTL.ZG.csv`,
 *   NOT its `data/inflation-consumer.csv`, which holds the GDP deflator (NY.GDP.DEFL.KD.ZG) under the
 *   consumer-price name (its process.py pairs the two downloads with the two file names the wrong way
 *   round: the UAE's 2015 reads −16.3 there, 4.1 in the CPI download). Every row's indicator code and
 *   name are checked against the expected pair, so a swapped file is refused;
 * - the Federal Reserve's H.15 10-year US Treasury constant-maturity yield, monthly, in the datahub.io
 *   "core/bond-yields-gov-long-term" package (`Date,Yield`), averaged over each complete calendar year
 *   and written as indicator US10Y for USA.
 * Only ISO 3166 countries of data/built/countries.json are kept (aggregates are dropped), only years
 * from FIRST_YEAR on, values to 6 significant digits; nothing is filled in or interpolated.
 * Run: `npx tsx scripts/data/investment/extract-investment-series.ts --wdi <API_*.csv>
 *   <FP.CPI.TOTL.ZG.csv>... --us10y <us-10y.csv>`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsv } from '#domain/cost-of-living/csv.ts';

export interface SeriesRow {
  iso3: string;
  indicator: string;
  year: number;
  value: number;
}

/** The first year kept: twenty-odd years, enough for the horizons offered (up to 20 years). */
export const FIRST_YEAR = 2000;

/** WDI codes that differ from ISO 3166 alpha-3 (Kosovo). */
const WDI_TO_ISO3: Record<string, string> = { XKX: 'XKK' };

function significant(value: number): number {
  return value === 0 ? 0 : Number(value.toPrecision(6));
}

/** The WDI indicators read, each with the name the World Bank gives it (checked on every row). */
export const WDI_NAMES: Readonly<Record<string, string>> = {
  'CM.MKT.INDX.ZG': 'S&P Global Equity Indices (annual % change)',
  'PA.NUS.FCRF': 'Official exchange rate (LCU per US$, period average)',
  'FP.CPI.TOTL.ZG': 'Inflation, consumer prices (annual %)',
};

/** Every country-year with a value in one WDI wide download. */
export function extractWdiWide(text: string, countries: ReadonlySet<string>): SeriesRow[] {
  const rows = parseCsv(text.replace(/^\uFEFF/, ''));
  const header = rows.find((r) => r.cells[0] === 'Country Name');
  if (!header) throw new Error('not a WDI download: no "Country Name" header row');
  const years = header.cells.map((c) => (/^\d{4}$/.test(c) ? Number(c) : null));
  const codeAt = header.cells.indexOf('Indicator Code');
  const nameAt = header.cells.indexOf('Indicator Name');
  const out: SeriesRow[] = [];
  for (const { line, cells } of rows) {
    if (line <= header.line) continue;
    const wdi = cells[1] ?? '';
    const iso3 = WDI_TO_ISO3[wdi] ?? wdi;
    if (!countries.has(iso3)) continue;
    const indicator = cells[codeAt] ?? '';
    if (WDI_NAMES[indicator] === undefined || WDI_NAMES[indicator] !== cells[nameAt]) {
      throw new Error(
        `line ${line}: "${cells[nameAt]}" (${indicator}) is not an indicator read here`,
      );
    }
    cells.forEach((raw, i) => {
      const year = years[i];
      if (year === null || year === undefined || year < FIRST_YEAR || raw.trim() === '') return;
      const value = Number(raw);
      if (!Number.isFinite(value)) throw new Error(`${iso3} ${indicator} ${year}: not a number`);
      out.push({ iso3, indicator, year, value: significant(value) });
    });
  }
  return out;
}

/**
 * Annual means of the monthly 10-year Treasury yield, for complete calendar years only. The copy
 * repeats some months; repeats must agree (within 0.01 point) or the year is refused.
 */
export function annualUs10y(text: string): SeriesRow[] {
  const byMonth = new Map<string, number>();
  for (const { line, cells } of parseCsv(text).slice(1)) {
    const [date = '', raw = ''] = cells;
    if (!/^\d{4}-\d{2}$/.test(date) || Number(date.slice(0, 4)) < FIRST_YEAR) continue;
    const value = Number(raw);
    if (!Number.isFinite(value)) throw new Error(`us-10y line ${line}: not a number`);
    const seen = byMonth.get(date);
    if (seen === undefined) byMonth.set(date, value);
    else if (Math.abs(seen - value) > 0.01) byMonth.set(date, Number.NaN); // conflicting repeats
  }
  const byYear = new Map<number, number[]>();
  for (const [date, value] of byMonth) {
    const year = Number(date.slice(0, 4));
    byYear.set(year, [...(byYear.get(year) ?? []), value]);
  }
  const out: SeriesRow[] = [];
  for (const [year, values] of byYear) {
    if (values.length !== 12 || values.some((v) => Number.isNaN(v))) continue;
    const mean = values.reduce((s, v) => s + v, 0) / 12;
    out.push({ iso3: 'USA', indicator: 'US10Y', year, value: Number(mean.toFixed(3)) });
  }
  return out;
}

/** Rows sorted by country, indicator and year, as CSV text. */
export function toCsv(rows: readonly SeriesRow[]): string {
  const sorted = [...rows].sort(
    (a, b) =>
      a.iso3.localeCompare(b.iso3) || a.indicator.localeCompare(b.indicator) || a.year - b.year,
  );
  return (
    'iso3,indicator,year,value\n' +
    sorted.map((r) => `${r.iso3},${r.indicator},${r.year},${r.value}`).join('\n') +
    '\n'
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const files: Record<'wdi' | 'us10y', string[]> = { wdi: [], us10y: [] };
  let key: keyof typeof files | null = null;
  for (const arg of args) {
    if (arg === '--wdi' || arg === '--us10y') {
      key = arg.slice(2) as keyof typeof files;
    } else if (key) files[key].push(arg);
  }
  if (!files.wdi.length || files.us10y.length !== 1) {
    throw new Error('usage: --wdi <API_*.csv>... --us10y <file>');
  }
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const built = JSON.parse(readFileSync(path.join(root, 'data/built/countries.json'), 'utf8')) as {
    countries: Array<{ iso3: string }>;
  };
  const countries = new Set(built.countries.map((c) => c.iso3));
  const rows = [
    ...files.wdi.flatMap((f) => extractWdiWide(readFileSync(f, 'utf8'), countries)),
    annualUs10y(readFileSync(files.us10y[0]!, 'utf8')),
  ].flat();
  const out = path.join(root, 'data/sources/investment_series.csv');
  writeFileSync(out, toCsv(rows));
  console.log(`wrote ${rows.length} rows to ${out}`);
}
