/**
 * One-off extraction (method §5, SOURCES.md "ILOSTAT urban and national earnings"): from ILOSTAT's
 * EAR_4MTH_SEX_GEO_CUR_NB_A table (average monthly earnings of employees by rural / urban area, 2021 PPP $),
 * keep for each country the latest year with both a Total/National and a Total/Urban row, and write
 * data/sources/ilo_urban_earnings.csv. Only facts are kept: country, year, the three averages.
 * Run: `npx tsx scripts/data/col/extract-ilo-urban.ts <path to ilostat_wage.csv>`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import countries from 'i18n-iso-countries';
import { csvRecords } from '#domain/cost-of-living/csv.ts';

/** ILOSTAT names that i18n-iso-countries does not know. */
const NAMES: Record<string, string> = {
  'Bolivia (Plurinational State of)': 'BOL',
  'Cabo Verde': 'CPV',
  'United Kingdom of Great Britain and Northern Ireland': 'GBR',
  'Republic of Moldova': 'MDA',
  'Tanzania, United Republic of': 'TZA',
  'Viet Nam': 'VNM',
};

/**
 * Rows left out, and why: Rwanda's latest rows are all 0.003 (a unit error, see wages.csv); Liberia's
 * national level is implausible (SOURCES.md, wages); Malta reports no rural row and urban = national.
 */
const SKIP = new Set(['RWA', 'LBR', 'MLT']);

interface Row {
  iso3: string;
  year: number;
  national: number;
  urban: number;
  rural: number | null;
}

export function extractUrbanEarnings(text: string): Row[] {
  const byKey = new Map<string, Partial<Record<string, number>>>();
  for (const { record: r } of csvRecords(text)) {
    if (r.sex !== 'Total') continue;
    const value = Number(r.earnings_ppp);
    if (!(value > 0)) continue;
    const iso3 = NAMES[r.country!] ?? countries.getAlpha3Code(r.country!, 'en');
    if (!iso3) throw new Error(`unknown ILOSTAT country ${r.country}`);
    const key = `${iso3}|${r.year}`;
    const areas = byKey.get(key) ?? {};
    areas[r.area_type!] = value;
    byKey.set(key, areas);
  }
  const latest = new Map<string, Row>();
  for (const [key, areas] of byKey) {
    const [iso3, year] = key.split('|') as [string, string];
    if (SKIP.has(iso3) || areas.National === undefined || areas.Urban === undefined) continue;
    const row: Row = {
      iso3,
      year: Number(year),
      national: areas.National,
      urban: areas.Urban,
      rural: areas.Rural ?? null,
    };
    const seen = latest.get(iso3);
    if (!seen || seen.year < row.year) latest.set(iso3, row);
  }
  return [...latest.values()].sort((a, b) => a.iso3.localeCompare(b.iso3));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const source = process.argv[2];
  if (!source) throw new Error('usage: extract-ilo-urban.ts <ilostat_wage.csv>');
  const rows = extractUrbanEarnings(readFileSync(source, 'utf8'));
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const out = path.join(root, 'data/sources/ilo_urban_earnings.csv');
  writeFileSync(
    out,
    'iso3,year,national_ppp2021,urban_ppp2021,rural_ppp2021\n' +
      rows.map((r) => `${r.iso3},${r.year},${r.national},${r.urban},${r.rural ?? ''}`).join('\n') +
      '\n',
  );
  console.log(`wrote ${path.relative(root, out)}: ${rows.length} countries`);
}
