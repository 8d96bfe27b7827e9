import { expect, test } from 'vitest';
import { buildCities, dedupeCities, pickDefaultCity } from './build-cities.ts';
import { pickAliases } from './place-aliases.ts';
import type { CountryDraft } from './build-countries.ts';
import type { RawCity } from './package-sources.ts';

const country = (iso2: string, name: string, capital: string | null): CountryDraft => ({
  iso2,
  iso3: `${iso2}X`,
  name,
  currencies: ['XXX'],
  capital,
  continent: 'EU',
  continentName: 'Europe',
  flagUrl: `/flags/${iso2.toLowerCase()}.svg`,
});

let nextId = 1;
function raw(partial: Partial<RawCity> & { name: string; lat?: number; lon?: number }): RawCity {
  return {
    cityId: partial.cityId ?? nextId++,
    name: partial.name,
    country: partial.country ?? 'AA',
    featureCode: partial.featureCode ?? 'PPL',
    adminCode: partial.adminCode ?? '01',
    population: partial.population ?? 50_000,
    loc: { coordinates: [partial.lon ?? 10, partial.lat ?? 50] },
  };
}

const AA = country('AA', 'Aland', 'Capitol');

test('the same name in the same admin region less than 5 km apart is one place, the larger kept', () => {
  const { cities, duplicatesDropped } = buildCities(
    [
      raw({ cityId: 1, name: 'Zacapu', population: 60_000 }),
      raw({ cityId: 2, name: 'Zacapú', population: 50_000, lat: 50.02 }), // ~2.2 km north
    ],
    [AA],
  );
  expect(cities.filter((c) => !c.isCountryAverage).map((c) => c.id)).toEqual(['1']);
  expect(duplicatesDropped).toBe(1);
});

test('namesakes far apart or in another admin region stay separate', () => {
  const { cities } = buildCities(
    [
      raw({ name: 'Vernon', lat: 50 }),
      raw({ name: 'Vernon', lat: 50.1 }), // ~11 km
      raw({ name: 'Vernon', adminCode: '02' }),
    ],
    [AA],
  );
  expect(cities.filter((c) => c.name === 'Vernon')).toHaveLength(3);
});

test('places under 5,000 are left out unless they are the capital or a seat of government', () => {
  const { cities } = buildCities(
    [
      raw({ name: 'Hamlet', population: 4_999 }),
      raw({ name: 'Capitol', population: 900, featureCode: 'PPLC' }),
      raw({ name: 'Seat', population: 800, featureCode: 'PPLG' }),
      raw({ name: 'Town', population: 5_000 }),
    ],
    [AA],
  );
  expect(cities.map((c) => c.name)).toEqual(['Aland (Average)', 'Capitol', 'Town', 'Seat']);
  expect(cities.find((c) => c.name === 'Capitol')?.isCapital).toBe(true);
});

test("a country without a PPLC place gets its capital by countries-list's name", () => {
  const BB = country('BB', 'Beeland', 'Washington D.C.');
  const { cities, defaultCityIdByCountry } = buildCities(
    [
      raw({ cityId: 7, country: 'BB', name: 'Washington, D.C.', population: 600_000 }),
      raw({ cityId: 8, country: 'BB', name: 'Big City', population: 8_000_000 }),
    ],
    [BB],
  );
  expect(cities.find((c) => c.id === '7')?.isCapital).toBe(true);
  expect(defaultCityIdByCountry.get('BB')).toBe('7');
});

test('with no capital listed, the default city is the largest', () => {
  const CC = country('CC', 'Ceeland', 'Nowhere');
  const { defaultCityIdByCountry } = buildCities(
    [
      raw({ cityId: 20, country: 'CC', name: 'Small', population: 40_000 }),
      raw({ cityId: 21, country: 'CC', name: 'Large', population: 90_000 }),
    ],
    [CC],
  );
  expect(defaultCityIdByCountry.get('CC')).toBe('21');
});

test('a country average sits first, carries its default city position and no population', () => {
  const { cities } = buildCities(
    [raw({ name: 'Capitol', featureCode: 'PPLC', lat: 40, lon: 20 })],
    [AA],
  );
  expect(cities[0]).toMatchObject({
    id: 'avg-AA',
    name: 'Aland (Average)',
    isCountryAverage: true,
    population: 0,
    lat: 40,
    lon: 20,
  });
});

test('a capital outranks a larger namesake when choosing which duplicate to keep', () => {
  const kept = dedupeCities(
    buildCities(
      [
        raw({ cityId: 30, name: 'Twin', population: 90_000 }),
        raw({ cityId: 31, name: 'Twin', population: 40_000, featureCode: 'PPLC', lon: 10.01 }),
      ],
      [AA],
    ).cities,
  );
  expect(kept.filter((c) => c.name === 'Twin').map((c) => c.id)).toEqual(['31']);
});

test('pickDefaultCity ignores averages and prefers the named capital among several', () => {
  const { cities } = buildCities(
    [
      raw({ cityId: 40, name: 'Capitol', featureCode: 'PPLC', population: 100_000 }),
      raw({ cityId: 41, name: 'Other Seat', featureCode: 'PPLC', population: 900_000, lat: 45 }),
    ],
    [AA],
  );
  expect(pickDefaultCity(AA, cities)?.id).toBe('40');
});

test('aliases: Latin-script names people type, not codes, romanisations or duplicates', () => {
  expect(
    pickAliases('Bengaluru', [
      'BLR',
      'Bangalore',
      'bnglwr',
      'Бангалор',
      'Bengaluru',
      'BENGALURU',
      'Bangalore - bengaluru',
      'Bangalore',
      'Bangalore City',
    ]),
  ).toEqual(['Bangalore', 'Bangalore City']);
  expect(pickAliases('Köln', ['Koeln', 'Cologne'])).toEqual(['Koeln', 'Cologne']);
});
