import { expect, test } from 'vitest';
import {
  buildPlaceTable,
  checkPlaceTable,
  lowerBound,
  PLACE_SLOTS,
  placeCodes,
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
const names = (key: string) =>
  placeCodes(table, key).map((code) => {
    const c = cities[Math.floor(code / PLACE_SLOTS)]!;
    const slot = code % PLACE_SLOTS;
    return slot === 0 ? c.name : `${c.name} as ${c.aliases[slot - 1]}`;
  });

test('keys are folded, sorted in < order and unique, one code list each', () => {
  expect(table.keys).toEqual([...new Set(table.keys)].sort());
  expect(table.keys.length).toBe(table.codes.length);
  expect(table.keys).toContain('koln');
  expect(table.keys).toContain('st louis');
  expect(table.keys).not.toContain('xland average');
});

test("a name's matches are best first: own names at full size, aliases at a fifth", () => {
  // Köln as Cologne weighs 200,000; Cologne, Lombardy 9,000.
  expect(names('cologne')).toEqual(['Köln as Cologne', 'Cologne']);
  expect(names('portland')).toEqual(['Portland', 'Portland']);
  expect(placeCodes(table, 'portland').map((c) => Math.floor(c / PLACE_SLOTS))).toEqual([4, 5]);
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

test('lowerBound finds the first entry not below the text', () => {
  const sorted = ['a', 'ab', 'b', 'ba'];
  expect(lowerBound(sorted, '')).toBe(0);
  expect(lowerBound(sorted, 'ab')).toBe(1);
  expect(lowerBound(sorted, 'aba')).toBe(2);
  expect(lowerBound(sorted, 'z')).toBe(4);
});

test('a table made from another city list is refused', () => {
  expect(() => checkPlaceTable(table, cities)).not.toThrow();
  expect(() => checkPlaceTable(table, cities.slice(1))).toThrow(/npm run data:build/);
});
