/**
 * One-off extraction (ADR 165, SOURCES.md "Lending interest rates"): from the World Bank's WDI indicator
 * FR.INR.LEND (lending interest rate, %), as datahub.io's datasets/world-development-indicators package keeps
 * it (indicators/fr.inr.lend/data.csv: Country Name, Country Code, Year, Value; CC BY 4.0), keep each
 * country's rows from 2015 on, countries only (the WDI's regional and income aggregates dropped: a code
 * the product does not list as a country), rounded to 4 significant digits. Nothing is filled in.
 * Run: `npx tsx scripts/data/col/extract-wdi-lending.ts <path to data.csv>`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { csvRecords } from '#domain/cost-of-living/csv.ts';

/** The first year kept: older rates say little about lending today, and the model uses the latest. */
export const FIRST_YEAR = 2015;

/**
 * The rows kept, sorted by country and year, as `iso3,year,lending_rate_pct` lines.
 * @example extractLending('Country Name,Country Code,Year,Value\nMexico,MEX,2025,8.79\n', new Set(['MEX'])) // ['MEX,2025,8.79']
 */
export function extractLending(text: string, countries: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const { record: r } of csvRecords(text)) {
    const iso3 = r['Country Code'] ?? '';
    const year = Number(r.Year);
    const value = Number(r.Value);
    if (!countries.has(iso3) || !(year >= FIRST_YEAR) || !Number.isFinite(value) || r.Value === '')
      continue;
    out.push(`${iso3},${year},${Number(value.toPrecision(4))}`);
  }
  return out.sort();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const listed = JSON.parse(readFileSync(path.join(root, 'data/built/countries.json'), 'utf8')) as {
    countries: Array<{ iso3: string }>;
  };
  const rows = extractLending(
    readFileSync(process.argv[2]!, 'utf8'),
    new Set(listed.countries.map((c) => c.iso3)),
  );
  const out = path.join(root, 'data/sources/observed/wdi_lending_rate.csv');
  writeFileSync(out, `${['iso3,year,lending_rate_pct', ...rows].join('\n')}\n`);
  console.log(`wrote ${path.relative(root, out)}: ${rows.length} rows`);
}
