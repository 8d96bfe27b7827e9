import { expect, test } from 'vitest';
import { CATALOGUE } from '#domain/cost-of-living/catalogue.ts';
import { buildColFacts } from './build-col-model.ts';
import { loadReferenceData } from '#server/reference/reference-data.ts';
import {
  createPlaceMatcher,
  US_STATISTIC_SCALE,
  usBaseObservations,
  usGasolineMonthly,
  usPriceInMonth,
} from './observations.ts';

test('the US base statistics are observations of the US at the base price; estimates and rents are not', () => {
  const facts = buildColFacts();
  const obs = usBaseObservations(facts);
  const ids = new Set(obs.map((o) => o.concept));
  // BLS average prices are statistics; the restaurant meal is a reasoned estimate; rents are HUD's.
  expect(ids.has('milk_1l')).toBe(true);
  expect(ids.has('gasoline_1l')).toBe(true);
  expect(ids.has('meal_inexpensive')).toBe(false);
  expect(ids.has('rent_1br_outside')).toBe(false);
  for (const o of obs) {
    expect(o).toMatchObject({ iso3: 'USA', logRatio: 0, scale: US_STATISTIC_SCALE });
    const i = CATALOGUE.findIndex((item) => item.id === o.concept);
    expect(facts.usBase[i]!.estimate).toBe(false);
  }
});

test('petrol is observed relative to the US price of the same month (ADR 123)', () => {
  const series = usGasolineMonthly();
  // The base of gasoline_1l is the mean of May 2024 to April 2025 (US$0.89 a litre), so the US
  // statistic at its base is the series' own level.
  const facts = buildColFacts();
  const base = facts.usBase[CATALOGUE.findIndex((i) => i.id === 'gasoline_1l')]!;
  const window = [...series].filter(([m]) => m >= '2024-05' && m <= '2025-04').map(([, v]) => v);
  expect(window).toHaveLength(12);
  expect(window.reduce((s, v) => s + v, 0) / 12).toBeCloseTo(base.usd, 2);
  expect(usPriceInMonth(series, '2022-06')).toBeCloseTo(5.058 / 3.785412, 6);
  // Outside the copy (January 2021 to April 2025) the nearest month stands in.
  expect(usPriceInMonth(series, '2025-09')).toBe(series.get('2025-04'));
  expect(usPriceInMonth(series, '2019-01')).toBe(series.get('2021-01'));
});

test("the evidence matcher takes a place's own names, not the islands and areas it stands for", () => {
  const match = createPlaceMatcher(loadReferenceData());
  const row = (iso3: string, city: string) => ({
    iso3,
    city,
    admin1: null,
    lat: null,
    lon: null,
    population: null,
  });
  // Portugal's INE rows for the Madeira and Azores regions are not Funchal's and Ponta Delgada's.
  expect(match(row('PRT', 'Madeira')).city).toBeNull();
  expect(match(row('PRT', 'Azores')).city).toBeNull();
  expect(match(row('PRT', 'Funchal')).city?.name).toBe('Funchal');
  // A unitary authority's name is the town's own (KNOWN_NAMES): England's ONS rents reach Brighton.
  expect(match(row('GBR', 'Brighton and Hove')).city?.name).toBe('Brighton');
});

test('the evidence matcher keeps a row in its region, and gives a section of a city to the city', () => {
  const match = createPlaceMatcher(loadReferenceData());
  const row = (
    iso3: string,
    city: string,
    admin1: string | null,
    population: number | null = null,
    at: [number, number] | null = null,
  ) => ({ iso3, city, admin1, lat: at?.[0] ?? null, lon: at?.[1] ?? null, population });
  // HUD's metro areas and counties name their state: Albany, GA is not Albany, New York, and a rural
  // county in South Carolina is not Williamsburg, Brooklyn (nor New York City through it).
  expect(match(row('USA', 'Albany', 'GA', 150_000)).city?.adminCode).toBe('GA');
  expect(match(row('USA', 'Williamsburg County', 'SC', 30_880)).city).toBeNull();
  // A rural county is not Chicago through its Douglas community area: the size check weighs the city.
  expect(match(row('USA', 'Douglas County', 'IL', 19_715)).city?.name).not.toBe('Chicago');
  // WFP files a Conakry market under the Kindia region; its own position says Conakry.
  expect(match(row('GIN', 'Conakry-Madina', 'Kindia', null, [9.55, -13.66])).city?.name).toBe(
    'Conakry',
  );
  // London's boroughs are London's evidence, as the product prices them (City.partOf).
  expect(match(row('GBR', 'Brent', 'London')).city?.name).toBe('London');
  expect(match(row('GBR', 'Lambeth', 'London')).city?.name).toBe('London');
});
