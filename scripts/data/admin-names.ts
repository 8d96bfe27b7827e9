// Admin-1 region names. GeoNames cities500 ships admin-1 *codes* only; their names are GeoNames' own
// admin1CodesASCII.txt, kept as data/sources/geonames_admin1_codes.tsv (CC BY 4.0; the copy of
// 2023-04, matching the cities500 dump of 2023-03 that the cities package ships: it names all but 176 of
// its places, whose code is '00' or blank). Rules: docs/methods/reference-data.md.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ADMIN1_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'data',
  'sources',
  'geonames_admin1_codes.tsv',
);

/**
 * Where GeoNames' name is not the one English-language sites use for the region: the District of
 * Columbia is 'Washington, D.C.' in GeoNames, which would read 'Washington, Washington, D.C.'.
 */
const NAME_OVERRIDES: Readonly<Record<string, string>> = {
  'US.DC': 'District of Columbia',
};

/**
 * Region names by country (ISO alpha-2) and GeoNames admin-1 code, from the file's lines
 * `CC.code <tab> name <tab> ASCII name <tab> GeoNames id`.
 */
export function parseAdminNames(text: string): Record<string, Record<string, string>> {
  const names: Record<string, Record<string, string>> = {};
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    const [key, name, , id] = line.split('\t');
    const dot = key?.indexOf('.') ?? -1;
    if (!key || !name || !/^\d+$/.test(id ?? '') || dot !== 2) {
      throw new Error(`geonames_admin1_codes.tsv line ${i + 1}: malformed row`);
    }
    const country = key.slice(0, dot);
    (names[country] ??= {})[key.slice(dot + 1)] = NAME_OVERRIDES[key] ?? name.trim();
  });
  return names;
}

/** The region names this build knows, by country (ISO alpha-2) and GeoNames admin-1 code. */
export const ADMIN_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> =
  parseAdminNames(readFileSync(ADMIN1_FILE, 'utf8'));
