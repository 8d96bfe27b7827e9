import { expect, test } from 'vitest';
import {
  buildPlaceTable,
  checkPlaceTable,
  decodePlaceTable,
  encodePlaceTable,
  lowerBound,
  PLACE_SLOTS,
  placeCodes,
  type PlaceTable,
} from './place-table.ts';
import type { City } from './reference-types.ts';

function city(id: string, name: string, population: number, extra: Partial<City> = {}): City {
  return {
    id,
    name,
    asciiName: name,
    countryCode: 'XX',
    countryName: 'Xland',
    adminCode: null,
    adminName: null,
    population,
    lat: 0,
    lon: 0,
    isCapital: false,
    isCountryAverage: false,
    aliases: [],
    ...extra,
  };
}

const cities: City[] = [
  city('avg-XX', 'Xland (Average)', 0, { isCountryAverage: true }),
  city('1', 'Köln', 1_000_000, { asciiName: 'Koln', aliases: ['Cologne', 'Koeln'] }),
  city('2', 'Cologne', 9_000, { countryCode: 'IT', adminName: 'Lombardy', adminCode: '09' }),
  city('3', 'Saint-Louis', 300_000, { countryCode: 'SN' }),
  city('4', 'Portland', 650_000, { countryCode: 'US', adminName: 'Oregon', adminCode: 'OR' }),
  city('5', 'Portland', 68_000, { countryCode: 'US', adminName: 'Maine', adminCode: 'ME' }),
];
const table = buildPlaceTable(cities);
const keysOf = (t: PlaceTable) => Array.from({ length: t.size }, (_, i) => t.key(i));
const names = (key: string) =>
  Array.from(placeCodes(table, key), (code) => {
    const c = cities[Math.floor(code / PLACE_SLOTS)]!;
    const slot = code % PLACE_SLOTS;
    return slot === 0 ? c.name : `${c.name} as ${c.aliases[slot - 1]}`;
  });

test('keys are folded, sorted in < order and unique, one code list each', () => {
  const keys = keysOf(table);
  expect(keys).toEqual([...new Set(keys)].sort());
  expect(keys).toContain('koln');
  expect(keys).toContain('st louis');
  expect(keys).not.toContain('xland average');
  for (let i = 0; i < table.size; i++) expect(table.codes(i).length).toBeGreaterThan(0);
});

test("a name's matches are best first: own names at full size, aliases at a fifth", () => {
  // Köln as Cologne weighs 200,000; Cologne, Lombardy 9,000.
  expect(names('cologne')).toEqual(['Köln as Cologne', 'Cologne']);
  expect(names('portland')).toEqual(['Portland', 'Portland']);
  expect(Array.from(placeCodes(table, 'portland'), (c) => Math.floor(c / PLACE_SLOTS))).toEqual([
    4, 5,
  ]);
  // Own name and ASCII name fold to different keys; the same city is listed once per key.
  expect(names('koln')).toEqual(['Köln']);
  expect(names('koeln')).toEqual(['Köln as Koeln']);
  expect(names('st louis')).toEqual(['Saint-Louis']);
  expect(names('nowhere')).toEqual([]);
  expect(names('')).toEqual([]);
});

test('regions are listed by country, both by name and by code', () => {
  expect(table.regions).toEqual([
    'IT|09',
    'IT|lombardy',
    'US|maine',
    'US|me',
    'US|or',
    'US|oregon',
  ]);
});

test('lowerBound finds the first name not below the text', () => {
  const keys = keysOf(table);
  for (const text of ['', 'cologne', 'colognf', 'koln', 'k', 'zzz'])
    expect(lowerBound(table, text), text).toBe(
      keys.findIndex((k) => k >= text) === -1 ? keys.length : keys.findIndex((k) => k >= text),
    );
});

test('the stored form reads back to the same table; a damaged one is refused', () => {
  const stored = encodePlaceTable(table);
  expect(stored.text).toBe(
    keysOf(table)
      .map((k) => `${k}\n`)
      .join(''),
  );
  const back = decodePlaceTable(stored);
  expect(keysOf(back)).toEqual(keysOf(table));
  for (let i = 0; i < table.size; i++) expect([...back.codes(i)]).toEqual([...table.codes(i)]);
  expect(back.regions).toEqual(table.regions);
  expect(() => decodePlaceTable({ ...stored, text: stored.text.slice(1) })).toThrow(
    /npm run data:build/,
  );
  expect(() => decodePlaceTable({ ...stored, integers: stored.integers.subarray(1) })).toThrow(
    /npm run data:build/,
  );
});

test('a table made from another city list is refused', () => {
  expect(() => checkPlaceTable(table, cities)).not.toThrow();
  expect(() => checkPlaceTable(table, cities.slice(1))).toThrow(/npm run data:build/);
});
