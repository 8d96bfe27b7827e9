import { expect, test } from 'vitest';
import type { City } from '#domain/reference-types.ts';
import { cityWageShift, URBAN_REFERENCE_SIZE } from './city.ts';
import { LOCAL_INCOME_BOUND, matchLocalIncome, placeIncome } from './local-income.ts';
import { median, ranks, spearman } from './within-country.ts';

function place(over: Partial<City>): City {
  return {
    id: '1',
    name: 'X',
    asciiName: 'X',
    countryCode: 'DE',
    countryName: 'Germany',
    adminCode: '02',
    adminName: 'Bavaria',
    population: 100_000,
    lat: 0,
    lon: 0,
    isCapital: false,
    isCountryAverage: false,
    aliases: [],
    ...over,
  };
}

const munich = place({ id: 'm', name: 'Munich', asciiName: 'Munich', aliases: ['München'] });
const rural = place({ id: 'r', name: 'Dorf', asciiName: 'Dorf' });
const delhi = place({
  id: 'd',
  name: 'Delhi',
  countryCode: 'IN',
  adminCode: '07',
  adminName: 'Delhi',
});
const cities = new Map([
  ['DE', [munich, rural]],
  ['IN', [delhi]],
]);

test('a region row gives every place of its admin-1 region the ln ratio; a city row its own place', () => {
  const m = matchLocalIncome(
    [
      { iso2: 'IN', region: 'NCT of Delhi', ratio: 2 },
      // the table's copy lost the umlaut to a wrong encoding; the district of one name loses to the city
      { iso2: 'DE', region: 'MÔøΩnchen, Landkreis', ratio: 3 },
      { iso2: 'DE', region: 'MÔøΩnchen, Kreisfreie Stadt', ratio: 2 },
      { iso2: 'DE', region: 'Nowhere', ratio: 1.5 },
    ],
    cities,
  );
  expect(m.regions['IN:07']).toBeCloseTo(Math.log(2), 4);
  expect(m.cities.m).toBeCloseTo(Math.log(2), 4);
  expect(m.cities.r).toBeUndefined();
  expect(m.unmatched).toEqual(['DE Nowhere']);
});

test('placeIncome: the city before its region, softly bounded, 0 where the table has neither', () => {
  const local = { regions: { 'DE:02': 0.2, 'IN:07': 3 }, cities: { m: 0.5 } };
  expect(placeIncome(local, munich)).toBeCloseTo(Math.tanh(0.5), 6);
  expect(placeIncome(local, rural)).toBeCloseTo(Math.tanh(0.2), 6);
  expect(placeIncome(local, delhi)).toBeLessThan(LOCAL_INCOME_BOUND);
  expect(placeIncome(local, place({ countryCode: 'FR', adminCode: '11' }))).toBe(0);
  expect(placeIncome(local, place({ isCountryAverage: true }))).toBe(0);
});

test('the wage shift adds the elasticity times the local income to the urban premium by size', () => {
  const city = { size: URBAN_REFERENCE_SIZE, capital: false, income: 0.4 };
  expect(cityWageShift(0.3, city, 0.5)).toBeCloseTo(0.3 + 0.2, 9);
  expect(cityWageShift(0.3, { ...city, income: undefined }, 0.5)).toBeCloseTo(0.3, 9);
});

test('rank correlation: ties averaged, perfect and reversed orders', () => {
  expect(ranks([3, 1, 3])).toEqual([2.5, 1, 2.5]);
  expect(spearman([1, 2, 3, 4], [10, 20, 30, 40])).toBeCloseTo(1, 9);
  expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1, 9);
  expect(Number.isNaN(spearman([1, 1, 1], [1, 2, 3]))).toBe(true);
  expect(median([3, 1, 2, 10])).toBe(2.5);
});
