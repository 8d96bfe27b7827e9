/**
 * One-off extraction (issue 15, SOURCES.md "country_road_and_plugs.csv"): driving side and plug types per
 * country from the Wikidata-generated (CC0) table that KDE KItinerary commits as
 * src/lib/knowledgedb/countrydb_data.cpp. Only the facts are kept: `iso2,driving_side,plug_types`.
 * Run: `npx tsx scripts/data/relocation/extract-road-and-plugs.ts <countrydb_data.cpp>`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROW = /\{CountryId\{"(\w\w)"\}, DrivingSide::(\w+), \{([^}]*)\}\}/g;

/**
 * The CSV text for the table's rows.
 * @example toRoadCsv('{CountryId{"GB"}, DrivingSide::Left, {TypeG}}') // 'iso2,driving_side,plug_types\nGB,left,G\n'
 */
export function toRoadCsv(source: string): string {
  const rows: string[] = [];
  for (const [, iso2, side, plugs] of source.matchAll(ROW)) {
    const s = side === 'Right' ? 'right' : side === 'Left' ? 'left' : '';
    const letters = (plugs ?? '')
      .split('|')
      .filter(Boolean)
      .map((p) => p.trim().replace('Type', ''))
      .join('');
    rows.push(`${iso2},${s},${letters}`);
  }
  return `iso2,driving_side,plug_types\n${rows.join('\n')}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: extract-road-and-plugs.ts <countrydb_data.cpp>');
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const out = path.join(root, 'data/sources/country_road_and_plugs.csv');
  writeFileSync(out, toRoadCsv(readFileSync(file, 'utf8')));
  console.log(`wrote ${path.relative(root, out)}`);
}
