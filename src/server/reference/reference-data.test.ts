import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import {
  findProjectRoot,
  loadReferenceData,
  readReferenceData,
} from '#server/reference/reference-data.ts';

test('the reference data is read once and shared', () => {
  expect(loadReferenceData()).toBe(loadReferenceData());
});

test('it holds the 162 currency codes, every country and 50,000+ places', () => {
  const data = loadReferenceData();
  expect(data.currencies).toHaveLength(162);
  expect(data.currencyByCode.size).toBe(162);
  expect(data.countries.length).toBeGreaterThanOrEqual(249);
  expect(data.cities.filter((c) => !c.isCountryAverage).length).toBeGreaterThanOrEqual(50_000);
});

test('countries are found by alpha-2 and alpha-3 code', () => {
  const data = loadReferenceData();
  expect(data.countryByIso2.get('SA')?.iso3).toBe('SAU');
  expect(data.countryByIso3.get('THA')?.name).toBe('Thailand');
  expect(data.countryByIso2.get('SA')?.continent).toBe('AS');
});

test('cities come back with their country name and ASCII name restored', () => {
  const data = loadReferenceData();
  const riyadh = data.cityById.get('108410');
  expect(riyadh).toMatchObject({
    name: 'Riyadh',
    asciiName: 'Riyadh',
    countryCode: 'SA',
    countryName: 'Saudi Arabia',
    isCapital: true,
    isCountryAverage: false,
  });
  const saoPaulo = data.citiesByCountry.get('BR')?.find((c) => c.name === 'São Paulo');
  expect(saoPaulo?.asciiName).toBe('Sao Paulo');
  expect(saoPaulo?.population).toBeGreaterThan(10_000_000);
});

test("a currency's default city and a country's average are one lookup away", () => {
  const data = loadReferenceData();
  expect(data.defaultCityOf('SAR')?.name).toBe('Riyadh');
  expect(data.defaultCityOf('THB')?.name).toBe('Bangkok');
  expect(data.defaultCityOf('XYZ')).toBeUndefined();
  expect(data.countryAverage('SA')).toMatchObject({
    id: 'avg-SA',
    name: 'Saudi Arabia (Average)',
    isCountryAverage: true,
  });
  expect(data.countryAverage('ZZ')).toBeUndefined();
});

test("a country's cities list its average first, then its capital", () => {
  const thai = loadReferenceData().citiesByCountry.get('TH') ?? [];
  expect(thai[0]?.isCountryAverage).toBe(true);
  expect(thai[1]?.name).toBe('Bangkok');
  expect(thai.length).toBeGreaterThan(20);
});

test('the supported-country entry of spec §3 is ready for the API', () => {
  expect(loadReferenceData().currencyByCode.get('SAR')?.supportedCountry).toEqual({
    currencyName: 'Saudi Riyal',
    currencySymbol: 'SAR',
    flagUrl: '/flags/sa.svg',
    country: 'Saudi Arabia',
    countryCode: 'SA',
    defaultCity: 'Riyadh',
  });
});

test('the project root is found by walking up from a nested folder', () => {
  const root = findProjectRoot();
  expect(findProjectRoot(join(root, 'src', 'server', 'reference'))).toBe(root);
  expect(findProjectRoot(join(root, 'dist', 'server'))).toBe(root);
});

test('a missing artifact folder fails with the command that fixes it', () => {
  const empty = mkdtempSync(join(tmpdir(), 'parity-no-data-'));
  try {
    expect(() => readReferenceData(empty)).toThrow(/npm run data:build/);
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
});
