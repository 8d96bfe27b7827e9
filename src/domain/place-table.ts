// The name table behind exact place lookups (issue 13): every folded name of every place, sorted, with the
// places each name can mean. Made once by `npm run data:build` and stored as three files (ADR 132): the
// sorted names as text, one per line (data/built/place-names.txt), their offsets and matches as 32-bit
// integers (place-names.bin) and a small JSON head (place-names.json). A server start reads them as they
// are, instead of folding some 330,000 names or parsing 170,000 JSON strings; a lookup is a binary search.

import { ALIAS_WEIGHT, placeKey } from './place-names.ts';
import type { City } from './reference-types.ts';

/**
 * A match is coded as one number: the city's position in the reference city list × PLACE_SLOTS + the
 * name's slot (0 = the city's own or ASCII name, 1 + i = its i-th alias).
 */
export const PLACE_SLOTS = 64;

export interface PlaceTable {
  /** How many cities (rows of cities.json) the codes index: a table made from other data is refused. */
  readonly cities: number;
  /** How many distinct folded names (`placeKey`) there are. */
  readonly size: number;
  /** The i-th name in UTF-16 code unit (`<`) order. */
  key(i: number): string;
  /**
   * The matches of the i-th name, best first (the larger place, one matched by an alias counting
   * ALIAS_WEIGHT of its size), each city once.
   */
  codes(i: number): Int32Array;
  /** 'CC|<folded admin-1 name or code>' of every region that holds a city, sorted. */
  readonly regions: readonly string[];
}

/** The JSON head of the stored table. */
export interface PlaceTableHead {
  cities: number;
  size: number;
  codes: number;
  regions: string[];
}

/** The stored form: the head, the names (ASCII, one per line) and the integers (little-endian). */
export interface EncodedPlaceTable {
  head: PlaceTableHead;
  text: string;
  integers: Int32Array;
}

const cityOf = (code: number) => Math.floor(code / PLACE_SLOTS);
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

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
  const lists = keys.map((key) => byKey.get(key)!.sort((a, b) => weight(b) - weight(a)));
  return decodePlaceTable(pack(cities.length, keys, lists, [...regions].sort(byCodeUnit)));
}

/** The stored form of a table (what `npm run data:build` writes). */
export function encodePlaceTable(table: PlaceTable): EncodedPlaceTable {
  const keys = Array.from({ length: table.size }, (_, i) => table.key(i));
  const lists = keys.map((_, i) => table.codes(i));
  return pack(table.cities, keys, lists, [...table.regions]);
}

/** Integers: [name offsets: size + 1][code offsets: size + 1][codes], each list ending where the next starts. */
function pack(
  cities: number,
  keys: readonly string[],
  lists: ReadonlyArray<ArrayLike<number>>,
  regions: string[],
): EncodedPlaceTable {
  const size = keys.length;
  const codeCount = lists.reduce((n, list) => n + list.length, 0);
  const integers = new Int32Array(2 * (size + 1) + codeCount);
  let textAt = 0;
  let codeAt = 0;
  for (let i = 0; i < size; i++) {
    integers[i] = textAt;
    integers[size + 1 + i] = codeAt;
    textAt += keys[i]!.length + 1;
    for (const code of Array.from(lists[i]!)) integers[2 * (size + 1) + codeAt++] = code;
  }
  integers[size] = textAt;
  integers[2 * size + 1] = codeAt;
  return {
    head: { cities, size, codes: codeCount, regions },
    text: keys.map((key) => `${key}\n`).join(''),
    integers,
  };
}

/** A table over its stored form; throws when the parts do not fit together. */
export function decodePlaceTable({ head, text, integers }: EncodedPlaceTable): PlaceTable {
  const { size } = head;
  const codeBase = 2 * (size + 1);
  if (
    !Number.isInteger(size) ||
    integers.length !== codeBase + head.codes ||
    integers[size] !== text.length ||
    integers[2 * size + 1] !== head.codes ||
    !Array.isArray(head.regions)
  )
    throw new Error('place-names: the stored table is inconsistent; run `npm run data:build`');
  const keyStart = integers.subarray(0, size + 1);
  const codeStart = integers.subarray(size + 1, codeBase);
  const codes = integers.subarray(codeBase);
  return {
    cities: head.cities,
    size,
    key: (i) => text.slice(keyStart[i]!, keyStart[i + 1]! - 1),
    codes: (i) => codes.subarray(codeStart[i]!, codeStart[i + 1]!),
    regions: head.regions,
  };
}

/** The first position whose name is not below `text`. */
export function lowerBound(table: PlaceTable, text: string): number {
  let lo = 0;
  let hi = table.size;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (table.key(mid) < text) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The matches of one folded name, as codes (empty when no place has that name). */
export function placeCodes(table: PlaceTable, key: string): Int32Array {
  const i = lowerBound(table, key);
  return i < table.size && table.key(i) === key ? table.codes(i) : new Int32Array(0);
}

/** Checks a stored table against the city list it claims to index. */
export function checkPlaceTable(table: PlaceTable, cities: readonly City[]): void {
  if (table.cities !== cities.length)
    throw new Error('place-names does not match cities.json; run `npm run data:build`');
}
