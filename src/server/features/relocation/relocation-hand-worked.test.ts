// Relocation figures worked by hand (issue 31, listed in docs/methods/premium-relocation.md §8):
// offsets on the day the user looks from the IANA rules in Node's ICU and the zone table the suite
// reads (data/sources/tz_zone.tab), distances by the haversine formula, and who a household is.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { greatCircleKm } from '#domain/premium/relocation/geo.ts';
import { householdOf, rentItemOf } from '#domain/premium/relocation/household.ts';
import {
  nearestZone,
  parseZoneTab,
  utcOffsetMinutes,
} from '#domain/premium/relocation/time-zones.ts';
import { findProjectRoot } from '../../reference/reference-data.ts';

const ZONES = parseZoneTab(
  readFileSync(join(findProjectRoot(), 'data', 'sources', 'tz_zone.tab'), 'utf8'),
);
const DAY = new Date('2026-11-29T12:00:00Z');

test('Sydney on 2026-11-29 is UTC+11: daylight time runs from the first Sunday of October', () => {
  const zone = nearestZone(ZONES, 'AU', -33.86785, 151.20732)!;
  expect(zone).toBe('Australia/Sydney');
  expect(utcOffsetMinutes(zone, DAY)).toBe(660);
  // … and UTC+10 in July (standard time).
  expect(utcOffsetMinutes(zone, new Date('2026-07-15T12:00:00Z'))).toBe(600);
});

test('Dubai is UTC+4 all year (no daylight time)', () => {
  const zone = nearestZone(ZONES, 'AE', 25.07725, 55.30927)!;
  expect(zone).toBe('Asia/Dubai');
  expect(utcOffsetMinutes(zone, DAY)).toBe(240);
  expect(utcOffsetMinutes(zone, new Date('2026-07-15T12:00:00Z'))).toBe(240);
});

test('New York on 2026-11-29 is UTC−5: daylight time ended on the first Sunday of November', () => {
  expect(utcOffsetMinutes('America/New_York', DAY)).toBe(-300);
  expect(utcOffsetMinutes('America/New_York', new Date('2026-10-31T12:00:00Z'))).toBe(-240);
});

test('São Paulo is UTC−3 all year (Brazil dropped daylight time in 2019)', () => {
  const zone = nearestZone(ZONES, 'BR', -23.5475, -46.63611)!;
  expect(zone).toBe('America/Sao_Paulo');
  expect(utcOffsetMinutes(zone, DAY)).toBe(-180);
});

test('London–Paris is 343.8 km and Mumbai–Dubai 1,927.9 km on the 6,371.0088 km sphere', () => {
  // Haversine with the GeoNames positions of the two cities (data/built/cities.json).
  expect(greatCircleKm(51.50853, -0.12574, 48.85341, 2.3488)).toBeCloseTo(343.77, 1);
  expect(greatCircleKm(19.07283, 72.88261, 25.07725, 55.30927)).toBeCloseTo(1927.87, 1);
});

test('a family of four on a moderate budget: two adults, two children, a 3-bedroom flat outside the centre', () => {
  const h = householdOf(4, 'moderate');
  expect(h).toEqual({ adults: 2, children: 2, bedrooms: 3, location: 'outside' });
  expect(rentItemOf(h)).toBe('rent_3br_outside');
  expect(rentItemOf(householdOf(1, 'luxury'))).toBe('rent_1br_centre');
});
