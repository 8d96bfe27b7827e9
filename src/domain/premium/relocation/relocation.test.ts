import fc from 'fast-check';
import { expect, test } from 'vitest';
import { greatCircleKm } from './geo.ts';
import { householdOf } from './household.ts';
import { EDUCATION_INDICATORS, HEALTHCARE_INDICATORS, pickIndicators } from './indicators.ts';
import { fareUsd, movingCosts, shippingVolume, type MovingInput } from './moving.ts';
import { matchScore, neighborhoods, rentAt, urbanRadiusKm } from './neighborhoods.ts';
import { nearestZone, parseZoneTab, utcOffsetMinutes } from './time-zones.ts';

const PRICES = {
  rent_1br_centre: 1000,
  rent_1br_outside: 600,
  rent_3br_centre: 2000,
  rent_3br_outside: 1200,
  utilities_basic_85m2_monthly: 100,
  internet_60mbps_monthly: 30,
  transit_monthly_pass: 40,
  taxi_start: 3,
  taxi_per_km: 1,
  preschool_private_monthly: 500,
  international_primary_school_yearly: 9000,
};
const INPUT: MovingInput = {
  prices: PRICES,
  perUsd: 2,
  distanceKm: 5000,
  familySize: 2,
  lifestyle: 'moderate',
};
const amount = (m: ReturnType<typeof movingCosts>, key: string) =>
  m.lines.find((l) => l.key === key)!.amount;

test('great-circle distance: zero for one place, a quarter meridian is about 10,008 km', () => {
  expect(greatCircleKm(13.75, 100.5, 13.75, 100.5)).toBe(0);
  expect(greatCircleKm(0, 0, 90, 0)).toBeCloseTo(10007.6, 0);
  expect(greatCircleKm(51.5, -0.13, 24.69, 46.72)).toBeCloseTo(
    greatCircleKm(24.69, 46.72, 51.5, -0.13),
  );
});

test('a household: the first two people are adults, three or more take a 3-bedroom flat', () => {
  expect(householdOf(1, 'budget')).toEqual({
    adults: 1,
    children: 0,
    bedrooms: 1,
    location: 'outside',
  });
  expect(householdOf(5, 'luxury')).toEqual({
    adults: 2,
    children: 3,
    bedrooms: 3,
    location: 'centre',
  });
});

test('moving costs: deposit and rent from the catalogue flat, lines sum to the total, furniture unpriced', () => {
  const m = movingCosts(INPUT);
  expect(amount(m, 'deposit')).toBe(1200);
  expect(amount(m, 'firstRent')).toBe(600);
  expect(amount(m, 'utilities')).toBe(130);
  expect(amount(m, 'transit')).toBe(2 * 40 + 3 + 25 * 1);
  expect(amount(m, 'schooling')).toBe(0);
  expect(amount(m, 'furnishing')).toBeNull();
  expect(amount(m, 'travel')).toBe(2 * 5000 * 0.08 * 2);
  expect(m.total).toBeCloseTo(m.lines.reduce((s, l) => s + (l.amount ?? 0), 0));
  const premium = movingCosts({ ...INPUT, lifestyle: 'premium' });
  expect(amount(premium, 'firstRent')).toBe(1000);
  const family = movingCosts({ ...INPUT, familySize: 4 });
  expect(amount(family, 'schooling')).toBe(2 * 3000);
});

test('property: a longer distance never lowers shipping, travel or the total', () => {
  fc.assert(
    fc.property(
      fc.double({ min: 0, max: 20000, noNaN: true }),
      fc.double({ min: 0, max: 20000, noNaN: true }),
      fc.integer({ min: 1, max: 5 }),
      fc.constantFrom('budget', 'moderate', 'premium', 'luxury' as const),
      (a, b, familySize, lifestyle) => {
        const [near, far] = a <= b ? [a, b] : [b, a];
        const n = movingCosts({ ...INPUT, distanceKm: near, familySize, lifestyle });
        const f = movingCosts({ ...INPUT, distanceKm: far, familySize, lifestyle });
        expect(amount(f, 'shipping')!).toBeGreaterThanOrEqual(amount(n, 'shipping')!);
        expect(amount(f, 'travel')!).toBeGreaterThanOrEqual(amount(n, 'travel')!);
        expect(f.total).toBeGreaterThanOrEqual(n.total);
      },
    ),
  );
});

test('more people and a richer lifestyle ship more; fares have a floor', () => {
  expect(shippingVolume(3, 'moderate')).toBeGreaterThan(shippingVolume(1, 'moderate'));
  expect(shippingVolume(2, 'luxury')).toBeGreaterThan(shippingVolume(2, 'budget'));
  expect(fareUsd(10)).toBe(60);
  expect(fareUsd(10000)).toBe(800);
});

test('rent gradient: the centre rent at 0 km, tending to outside-of-centre rent far out, never below it', () => {
  expect(rentAt(1000, 600, 0)).toBe(1000);
  expect(rentAt(1000, 600, 100)).toBeCloseTo(600, 3);
  expect(rentAt(1000, 600, 3)).toBeLessThan(rentAt(1000, 600, 2));
  expect(matchScore(2000, 1000, 0)).toBe(100);
  expect(matchScore(500, 1000, 40)).toBe(35);
});

test('neighbourhoods: the sections of the city, other towns of the metro apart, sorted by matchScore', () => {
  // Urban disc: √(1e6 / (π × 5,000)) = 7.98 km; 0.05° of longitude at the equator is 5.6 km.
  const centre = { id: 'c', name: 'Capital', population: 1e6, lat: 0, lon: 0, region: 'R' };
  const places = [
    centre,
    { id: 's', name: 'Old Town', population: 50000, lat: 0, lon: 0.05, partOf: 'c' },
    { id: 'u', name: 'Ward', population: 40000, lat: 0.05, lon: 0, region: 'R' },
    { id: 'v', name: 'Across the border', population: 40000, lat: -0.05, lon: 0, region: 'Q' },
    { id: 'a', name: 'Near town', population: 50000, lat: 0, lon: 0.1 },
    { id: 'b', name: 'Far town', population: 90000, lat: 0, lon: 0.3 },
    { id: 'o', name: 'Other city part', population: 60000, lat: 0, lon: 0.2, partOf: 'z' },
    { id: 'x', name: 'Too far', population: 500000, lat: 0, lon: 2 },
  ];
  const r = neighborhoods({ centre, places, rentCentre: 1000, rentOutside: 600, budget: 800 });
  expect(urbanRadiusKm(1e6)).toBeCloseTo(7.98, 2);
  expect(r.placesFound).toBe(6);
  expect(r.sectionsFound).toBe(1);
  expect(r.list.map((n) => n.id).sort()).toEqual(['centre', 'outside', 's']);
  expect(r.urbanPlaces.map((n) => n.id)).toEqual(['u']);
  expect(r.urbanPlaces[0]!.kind).toBe('urban-place');
  expect(r.commuterTowns.map((n) => n.id).sort()).toEqual(['a', 'b', 'v']);
  for (const list of [r.list, r.commuterTowns]) {
    for (let i = 1; i < list.length; i++) {
      expect(list[i - 1]!.matchScore).toBeGreaterThanOrEqual(list[i]!.matchScore);
    }
    for (const n of list) expect(n.budgetCovers).toBe(800 >= n.rent);
  }
  const oldTown = r.list.find((n) => n.id === 's')!;
  expect(oldTown).toMatchObject({ kind: 'section', modelled: true });
  expect(oldTown.rent).toBeCloseTo(rentAt(1000, 600, oldTown.distanceKm!), 6);
  expect(r.commuterTowns.find((n) => n.id === 'b')!.kind).toBe('commuter-town');
  expect(r.list.find((n) => n.id === 'centre')!.rent).toBe(1000);
  const noSections = neighborhoods({
    centre,
    places: places.filter((p) => p.id !== 's'),
    rentCentre: 1000,
    rentOutside: 600,
    budget: 800,
  });
  expect(noSections.sectionsFound).toBe(0);
  expect(noSections.list.map((n) => n.kind).sort()).toEqual(['centre', 'outside']);
  const none = neighborhoods({
    centre: null,
    places,
    rentCentre: 1000,
    rentOutside: 600,
    budget: 800,
  });
  expect(none.list.map((n) => n.kind).sort()).toEqual(['centre', 'outside']);
  expect(none.commuterTowns).toEqual([]);
  expect(none.urbanPlaces).toEqual([]);
});

test('indicators: latest year, old figures flagged, missing and not-held series said so', () => {
  const rows = [
    { indicator: 'SE.TER.ENRR', year: 2020, value: 40 },
    { indicator: 'SE.TER.ENRR', year: 2022, value: 45 },
    { indicator: 'SH.MED.BEDS.ZS', year: 2001, value: 2 },
  ];
  const edu = pickIndicators(rows, EDUCATION_INDICATORS, 2026);
  expect(edu.find((f) => f.code === 'SE.TER.ENRR')).toMatchObject({
    value: 45,
    year: 2022,
    status: 'ok',
  });
  expect(edu.find((f) => f.code === 'SE.PRM.ENRR')).toMatchObject({
    value: null,
    status: 'missing',
  });
  const health = pickIndicators(rows, HEALTHCARE_INDICATORS, 2026);
  expect(health.find((f) => f.code === 'SH.MED.BEDS.ZS')!.status).toBe('old');
  expect(health.find((f) => f.code === 'SH.UHC.SRVS.CV.XD')!.status).toBe('not_held');
});

test('time zones: the nearest zone of the country, its offset on the day (summer time included)', () => {
  const zones = parseZoneTab(
    '# comment\nUS\t+404251-0740023\tAmerica/New_York\nUS\t+340308-1181434\tAmerica/Los_Angeles\nTH\t+1345+10031\tAsia/Bangkok\n',
  );
  expect(nearestZone(zones, 'US', 37.77, -122.42)).toBe('America/Los_Angeles');
  expect(nearestZone(zones, 'US', 42.36, -71.06)).toBe('America/New_York');
  expect(nearestZone(zones, 'FR', 48.85, 2.35)).toBeNull();
  expect(utcOffsetMinutes('Asia/Bangkok', new Date('2026-01-15T12:00:00Z'))).toBe(420);
  expect(utcOffsetMinutes('America/New_York', new Date('2026-07-15T12:00:00Z'))).toBe(-240);
  expect(utcOffsetMinutes('Nowhere/Atlantis', new Date())).toBeNull();
  expect(() => parseZoneTab('XX\tbad\tZone\n')).toThrow(/malformed/);
});
