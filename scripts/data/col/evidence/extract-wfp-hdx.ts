/**
 * One-off extraction (rerun to check): WFP retail prices of more countries from HDX's per-country files
 * ("wfp_food_prices_<iso3>.csv", CC BY-IGO) as copied in the public repository
 * ani-ghosh/wfp_food_price_analysis at commit 4489205aa35a8b75a3ece3a2dc6fddd8adee285f (August 2023),
 * into data/sources/observed/wfp_food_prices_hdx2023_recent12m_retail.csv, in the columns of
 * wfp_food_prices_recent12m_retail.csv (so `wfpRows` reads both).
 *
 *     npx tsx scripts/data/col/evidence/extract-wfp-hdx.ts /path/to/git/dir
 *
 * For each country: rows with pricetype Retail and priceflag actual, the latest 12 months present in the
 * copy (months after the latest month minus 12). Countries are listed below with why; SOURCES.md repeats it.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { csvRecords } from '#domain/cost-of-living/csv.ts';

export const HDX_COMMIT = '4489205aa35a8b75a3ece3a2dc6fddd8adee285f';

/**
 * Countries taken: retail prices of catalogue items in 2022 or later, not already in the newer nine-country
 * table (PAK, BGD, KEN, LKA, AFG, UGA, EGY, GHA, HTI). Left out on purpose: Iran, Sudan, Argentina and
 * Zimbabwe (WFP converts at the official rate, far from what a dollar buys there: Tehran rice at
 * US$11.90 a kilo in 2023); Turkey (its window, May 2021 to April 2022, is the lira's collapse from 8 to
 * 15 to the dollar, when shelf prices lagged the rate: onions at US$0.20 a kilo in Istanbul); countries
 * whose last retail month is before 2022 (Liberia, Somalia, Madagascar and others: too old to carry
 * forward with US prices) or that have wholesale prices only (China, Thailand, Viet Nam, Russia...).
 */
export const HDX_COUNTRIES: Readonly<Record<string, string>> = {
  BOL: 'Bolivia',
  BTN: 'Bhutan',
  BLR: 'Belarus',
  CAF: 'Central African Republic',
  COG: 'Congo',
  CPV: 'Cabo Verde',
  DJI: 'Djibouti',
  DOM: 'Dominican Republic',
  FJI: 'Fiji',
  GIN: 'Guinea',
  LSO: 'Lesotho',
  MEX: 'Mexico',
  MNG: 'Mongolia',
  MWI: 'Malawi',
  NAM: 'Namibia',
  NIC: 'Nicaragua',
  NPL: 'Nepal',
  PAN: 'Panama',
  PSE: 'State of Palestine',
  SLE: 'Sierra Leone',
  SLV: 'El Salvador',
  SWZ: 'Eswatini',
  TCD: 'Chad',
  TGO: 'Togo',
  TLS: 'Timor-Leste',
};

const COLUMNS = [
  'country',
  'iso3',
  'admin1',
  'admin2',
  'market',
  'latitude',
  'longitude',
  'category',
  'commodity',
  'unit',
  'pricetype',
  'priceflag',
  'currency',
  'price',
  'usdprice',
  'date',
] as const;

const quote = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/**
 * The latest 12 months of actual retail rows of one HDX file, in our columns.
 * @example latestRetail('date,...\n#date,...\n2023-06-15,...', 'NPL', 'Nepal')
 */
export function latestRetail(csv: string, iso3: string, country: string): string[] {
  const rows = csvRecords(csv)
    .map((r) => r.record)
    .filter(
      (r) =>
        !(r.date ?? '').startsWith('#') && r.pricetype === 'Retail' && r.priceflag === 'actual',
    );
  const last = rows.reduce((m, r) => ((r.date ?? '') > m ? (r.date ?? '') : m), '');
  if (last === '') return [];
  const from = `${Number(last.slice(0, 4)) - 1}-${last.slice(5, 7)}-99`;
  return rows
    .filter((r) => (r.date ?? '') > from)
    .map((r) =>
      COLUMNS.map((c) =>
        quote(c === 'country' ? country : c === 'iso3' ? iso3 : (r[c] ?? '')),
      ).join(','),
    );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const gitDir = process.argv[2];
  if (!gitDir)
    throw new Error('usage: extract-wfp-hdx.ts <git dir of ani-ghosh/wfp_food_price_analysis>');
  const lines: string[] = [COLUMNS.join(',')];
  for (const [iso3, country] of Object.entries(HDX_COUNTRIES)) {
    const file = `data/raw/wfp_food_prices_${iso3.toLowerCase()}.csv`;
    const csv = execFileSync('git', ['--git-dir', gitDir, 'show', `${HDX_COMMIT}:${file}`], {
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    });
    const rows = latestRetail(csv, iso3, country);
    console.log(`${iso3} ${rows.length} rows`);
    lines.push(...rows);
  }
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
  writeFileSync(
    path.join(root, 'data/sources/observed/wfp_food_prices_hdx2023_recent12m_retail.csv'),
    `${lines.join('\n')}\n`,
  );
}
