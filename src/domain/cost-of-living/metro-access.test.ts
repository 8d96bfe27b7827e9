import { expect, test } from 'vitest';
import type { City } from '#domain/reference-types.ts';
import { cityLogFactor, TYPICAL_CITY } from './city.ts';
import {
  METRO_DECAY_KM,
  metroAccess,
  ownMetro,
  placeMetro,
  TYPICAL_METRO,
} from './metro-access.ts';
import { priorParams } from './params.ts';

function place(id: string, population: number, lat: number, lon: number, over: Partial<City> = {}) {
  const city: City = {
    id,
    name: id,
    asciiName: id,
    countryCode: 'FR',
    countryName: 'France',
    adminCode: '11',
    adminName: 'Île-de-France',
    population,
    lat,
    lon,
    isCapital: false,
    isCountryAverage: false,
    aliases: [],
    ...over,
  };
  return city;
}

// One degree of latitude is 111.19 km on the IUGG mean radius.
const KM_PER_DEGREE = 111.19;
const centre = place('centre', 2_000_000, 48.85, 2.35);
const suburb = place('suburb', 80_000, 48.85 + 10 / KM_PER_DEGREE, 2.35);
const section = place('section', 500_000, 48.86, 2.35, { partOf: 'centre' });
const far = place('far', 60_000, 45.75, 4.85);

test('a place counts its own people and its neighbours within reach, decayed by distance', () => {
  const m = metroAccess([centre, suburb, section, far]);
  // The suburb 10 km out: itself plus two million at e^(-10/20); the section is inside its city.
  const expected = Math.log1p((80_000 + 2_000_000 * Math.exp(-10 / METRO_DECAY_KM)) / 1e6);
  expect(m.suburb).toBeCloseTo(expected, 2);
  expect(m.centre).toBeCloseTo(Math.log1p((2_000_000 + 80_000 * Math.exp(-0.5)) / 1e6), 2);
  // Lyon's position is 390 km away: nothing in reach, so nothing stored, and it reads its own people.
  expect(m.far).toBeUndefined();
  expect(placeMetro(m, 'far', 60_000)).toBe(ownMetro(60_000));
  expect(m.section).toBeUndefined();
});

test('the suburb reads a larger market than a town of its size alone, and the city stage prices it so', () => {
  const m = metroAccess([centre, suburb]);
  expect(m.suburb!).toBeGreaterThan(ownMetro(80_000) + 0.5);
  const params = priorParams();
  params.city['rent per month'] = { ...params.city['rent per month'], metro: 0.25 };
  const alone = { size: 0.47, capital: false, metro: ownMetro(80_000) };
  const near = { ...alone, metro: m.suburb! };
  const gap =
    cityLogFactor(params, 'rent per month', near) - cityLogFactor(params, 'rent per month', alone);
  expect(gap).toBeCloseTo(0.25 * (m.suburb! - ownMetro(80_000)), 9);
  // A category without a metro coefficient does not move; a country average (the typical town) neither.
  expect(cityLogFactor(params, 'markets', near)).toBe(cityLogFactor(params, 'markets', alone));
  expect(cityLogFactor(params, 'rent per month', TYPICAL_CITY)).toBe(
    cityLogFactor(params, 'rent per month', { ...TYPICAL_CITY, metro: TYPICAL_METRO }),
  );
});
