/**
 * One-off extraction (issue 15, SOURCES.md "Business Intelligence Suite (issue 15)"): from unchanged
 * World Bank downloads (WDI `API_<code>_DS2_en_csv_v2_*.csv` files, WGI estimates published in WDI's
 * format), keep per ISO 3166 country and per WDI region or World aggregate the latest year with a
 * value — and, for GDP growth, the last `GROWTH_YEARS` years — and write
 * data/sources/business_indicators.csv (iso3, indicator, year, value). The WDI country metadata file
 * (region of each economy) becomes data/sources/business_regions.csv (iso3, region, region_code).
 * Facts only; values rounded to 6 significant digits.
 * Run: `npx tsx scripts/data/business/extract-business-indicators.ts --regions <Metadata_Country_*.csv>
 *   <API_*.csv>...`.
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

/** Years of GDP growth kept (the Market tab shows the mean of the last five). */
export const GROWTH_YEARS = 5;
const GROWTH = 'NY.GDP.MKTP.KD.ZG';

/** WDI codes that differ from ISO 3166 alpha-3 (Kosovo). */
const WDI_TO_ISO3: Record<string, string> = { XKX: 'XKK' };

export function significant(value: number): number {
  return value === 0 ? 0 : Number(value.toPrecision(6));
}

function table(text: string) {
  const rows = parseCsv(text.replace(/^\uFEFF/, ''));
  const header = rows.find((r) => r.cells[0] === 'Country Name' || r.cells[0] === 'Country Code');
  if (!header) throw new Error('not a World Bank download: no "Country Name" header row');
  return { header, rows: rows.filter((r) => r.line > header.line) };
}

/**
 * The WDI regions (the aggregate rows named as a region of the metadata file) and each country's one.
 * @example regionsOf(meta, data, isos).get('THA') // { region: 'East Asia & Pacific', code: 'EAS' }
 */
export function regionsOf(
  metadata: string,
  wdi: string,
  countries: ReadonlySet<string>,
): Map<string, { region: string; code: string }> {
  const names = new Map<string, string>();
  for (const { cells } of table(wdi).rows) names.set(cells[0] ?? '', cells[1] ?? '');
  const out = new Map<string, { region: string; code: string }>();
  const meta = table(metadata);
  const regionAt = meta.header.cells.indexOf('Region');
  for (const { cells } of meta.rows) {
    const iso3 = WDI_TO_ISO3[cells[0] ?? ''] ?? cells[0] ?? '';
    const region = cells[regionAt]?.trim() ?? '';
    const code = names.get(region);
    if (countries.has(iso3) && region && code) out.set(iso3, { region, code });
  }
  return out;
}

/**
 * Rows of one download for `keep` (countries and aggregates): the latest year with a value, or the
 * last GROWTH_YEARS years for GDP growth.
 */
export function extractRows(text: string, keep: ReadonlySet<string>): IndicatorRow[] {
  const { header, rows } = table(text);
  const years = header.cells.map((c) => (/^\d{4}$/.test(c) ? Number(c) : null));
  const codeAt = header.cells.indexOf('Indicator Code');
  const out: IndicatorRow[] = [];
  for (const { cells } of rows) {
    const wdi = cells[1] ?? '';
    const iso3 = WDI_TO_ISO3[wdi] ?? wdi;
    if (!keep.has(iso3)) continue;
    const indicator = cells[codeAt] ?? '';
    const wanted = indicator === GROWTH ? GROWTH_YEARS : 1;
    let taken = 0;
    for (let i = cells.length - 1; i >= 0 && taken < wanted; i--) {
      const year = years[i];
      const raw = cells[i]?.trim() ?? '';
      if (year === null || year === undefined || raw === '') continue;
      const value = Number(raw);
      if (!Number.isFinite(value)) throw new Error(`${iso3} ${indicator} ${year}: not a number`);
      out.push({ iso3, indicator, year, value: significant(value) });
      taken++;
    }
  }
  return out;
}

export function toCsv(rows: readonly IndicatorRow[]): string {
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
  const at = args.indexOf('--regions');
  const metaFile = at >= 0 ? args[at + 1] : undefined;
  const files = args.filter((_, i) => i !== at && i !== at + 1);
  if (!metaFile || !files.length) {
    throw new Error(
      'usage: extract-business-indicators.ts --regions <Metadata_Country.csv> <API_*.csv>...',
    );
  }
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const built = JSON.parse(readFileSync(path.join(root, 'data/built/countries.json'), 'utf8')) as {
    countries: Array<{ iso3: string }>;
  };
  const countries = new Set(built.countries.map((c) => c.iso3));
  const regions = regionsOf(
    readFileSync(metaFile, 'utf8'),
    readFileSync(files[0]!, 'utf8'),
    countries,
  );
  const keep = new Set([...countries, ...[...regions.values()].map((r) => r.code), 'WLD']);
  const rows = files.flatMap((f) => extractRows(readFileSync(f, 'utf8'), keep));
  writeFileSync(path.join(root, 'data/sources/business_indicators.csv'), toCsv(rows));
  const regionCsv =
    'iso3,region,region_code\n' +
    [...regions]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([iso3, r]) => `${iso3},"${r.region}",${r.code}`)
      .join('\n') +
    '\n';
  writeFileSync(path.join(root, 'data/sources/business_regions.csv'), regionCsv);
  console.log(
    `wrote business_indicators.csv (${rows.length} rows), business_regions.csv (${regions.size})`,
  );
}
