// The name table behind exact place lookups (issue 13): every folded name of every place, sorted, with the
// places each name can mean. Made once by `npm run data:build` (data/built/place-names.json) so that a
// server start reads it instead of folding some 330,000 names; the server's place index searches it.

import { ALIAS_WEIGHT, placeKey } from './place-names.ts';
import type { City } from './reference-types.ts';

/**
 * A match is coded as one number: the city's position in the reference city list × SLOTS + the name's
 * slot (0 = the city's own or ASCII name, 1 + i = its i-th alias).
 */
export const PLACE_SLOTS = 64;

export interface PlaceTable {
  /** How many cities (rows of cities.json) the codes index: a table made from other data is refused. */
  readonly cities: number;
  /** Every folded name (`placeKey`), sorted by UTF-16 code unit (the `<` order), each once. */
  readonly keys: readonly string[];
  /**
   * The matches of keys[i], best first (the larger place, one matched by an alias counting
   * ALIAS_WEIGHT of its size), each city once: one number when the name has one match.
   */
  readonly codes: ReadonlyArray<number | readonly number[]>;
  /** 'CC|<folded admin-1 name or code>' of every region that holds a city, sorted. */
  readonly regions: readonly string[];
}

const cityOf = (code: number) => Math.floor(code / PLACE_SLOTS);

/** Builds the table from the reference city list (country averages are not places and are left out). */
export function buildPlaceTable(cities: readonly City[]): PlaceTable {
  const byKey = new Map<string, number[]>();
  const regions = new Set<string>();
  const add = (key: string, code: number) => {
    if (!key) return;
    const found = byKey.get(key);
    if (found === undefined) byKey.set(key, [code]);
    else if (!found.some((c) => cityOf(c) === cityOf(code))) found.push(code);
  };
  cities.forEach((city, i) => {
    if (city.isCountryAverage) return;
    if (city.aliases.length >= PLACE_SLOTS) throw new Error(`${city.id}: too many aliases`);
    add(placeKey(city.name), i * PLACE_SLOTS);
    add(placeKey(city.asciiName), i * PLACE_SLOTS);
    city.aliases.forEach((alias, a) => add(placeKey(alias), i * PLACE_SLOTS + a + 1));
    if (city.adminName) regions.add(`${city.countryCode}|${placeKey(city.adminName)}`);
    if (city.adminCode) regions.add(`${city.countryCode}|${placeKey(city.adminCode)}`);
  });
  // 'Cologne' is Köln before Cologne, Lombardy; 'York' is York, England (place-names.ts, ALIAS_WEIGHT).
  const weight = (code: number) =>
    cities[cityOf(code)]!.population * (code % PLACE_SLOTS === 0 ? 1 : ALIAS_WEIGHT);
  const keys = [...byKey.keys()].sort(byCodeUnit);
  return {
    cities: cities.length,
    keys,
    codes: keys.map((key) => {
      const list = byKey.get(key)!.sort((a, b) => weight(b) - weight(a));
      return list.length === 1 ? list[0]! : list;
    }),
    regions: [...regions].sort(byCodeUnit),
  };
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The first position in a sorted list whose entry is not below `text`. */
export function lowerBound(sorted: readonly string[], text: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < text) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The matches of one folded name, as codes (empty when no place has that name). */
export function placeCodes(table: PlaceTable, key: string): readonly number[] {
  const i = lowerBound(table.keys, key);
  if (table.keys[i] !== key) return [];
  const found = table.codes[i]!;
  return typeof found === 'number' ? [found] : found;
}

/** Checks a table read from disk against the city list it claims to index. */
export function checkPlaceTable(table: PlaceTable, cities: readonly City[]): void {
  if (
    table.cities !== cities.length ||
    table.keys.length !== table.codes.length ||
    !Array.isArray(table.regions)
  )
    throw new Error('place-names.json does not match cities.json; run `npm run data:build`');
}
