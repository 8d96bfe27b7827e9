/**
 * One-off extraction (issue 15, SOURCES.md "Relocation Intelligence Suite (issue 15)"): the education and
 * healthcare indicators the suite shows that quality_of_life_indicators.csv does not hold, from World
 * Bank WDI indicator downloads, latest year per country, written to data/sources/relocation_indicators.csv
 * with the same rules as the lifestyle extraction (ISO countries only, 4 significant digits).
 * Run: `npx tsx scripts/data/relocation/extract-relocation-indicators.ts <API_*.csv>...`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractLatest, toCsv } from '../lifestyle/extract-qol-indicators.ts';

const files = process.argv.slice(2);
if (!files.length) throw new Error('usage: extract-relocation-indicators.ts <API_*.csv>...');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const built = JSON.parse(readFileSync(path.join(root, 'data/built/countries.json'), 'utf8')) as {
  countries: Array<{ iso3: string }>;
};
const countries = new Set(built.countries.map((c) => c.iso3));
const rows = files.flatMap((f) => extractLatest(readFileSync(f, 'utf8'), countries));
const out = path.join(root, 'data/sources/relocation_indicators.csv');
writeFileSync(out, toCsv(rows));
console.log(`wrote ${path.relative(root, out)}: ${rows.length} rows`);
