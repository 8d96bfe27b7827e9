import fc from 'fast-check';
import { expect, test } from 'vitest';
import { buildColFacts } from '../../../scripts/data/col/build-col-model.ts';
import { countryAnchors, incomeGroup, overallFromHeadings, urbanFitOf } from './anchors.ts';
import { CATALOGUE, itemIndex } from './catalogue.ts';
import { CATEGORY_KEYS } from './categories.ts';
import {
  cityLogFactor,
  CITY_SIZE_BOUNDS,
  largestCityIds,
  cityWageShift,
  RESORT_HOUSING,
  TYPICAL_CITY,
  URBAN_REFERENCE_SIZE,
  type CityPosition,
} from './city.ts';
import { modelFigure } from './figures.ts';
import { estimateCountry, itemLogRatio } from './item-model.ts';
import { priorParams } from './params.ts';
import { estimateWorld } from './world.ts';

const facts = buildColFacts();
const WHEN = 2026.9;
const params = priorParams();
const world = estimateWorld(facts, params, WHEN, ['VGB', 'MCO'], () => 'Test region');

test('the catalogue has the 55 items of us_base_prices.csv in the spec category keys, with bounded priors', () => {
  expect(CATALOGUE).toHaveLength(55);
  expect(new Set(CATALOGUE.map((i) => i.category))).toEqual(new Set(CATEGORY_KEYS));
  for (const item of CATALOGUE.filter((i) => i.kind === 'price')) {
    expect(item.prior.beta).toBeGreaterThanOrEqual(0);
    expect(item.prior.beta + item.prior.gamma).toBeLessThanOrEqual(1);
  }
});

test('the US anchors are zero, so US figures are the base prices carried forward, times e^delta', () => {
  const us = world.get('USA')!;
  const meal = itemIndex('meal_inexpensive');
  // 2024 -> late 2026 at BLS CPI-U: more than the base, by less than 10% (the prior has delta 0).
  expect(us.usd[meal]).toBeGreaterThan(20);
  expect(us.usd[meal]).toBeLessThan(22);
  expect(us.basis).toBe('icp-categories');
});

test('monotonicity: a lower wage anchor lowers every price with a positive wage elasticity', () => {
  const anchors = countryAnchors(facts, WHEN, [], () => null);
  const deu = anchors.get('DEU')!;
  fc.assert(
    fc.property(
      // Germany's petrol is priced from its taxes (ADR 118), not from the wage model.
      fc.constantFrom(
        ...CATALOGUE.filter(
          (i) => i.kind === 'price' && i.prior.beta > 0 && deu.taxedFuel?.[i.id] === undefined,
        ),
      ),
      fc.double({ min: 0.05, max: 3, noNaN: true }),
      (item, drop) => {
        const p = params.items[item.id]!;
        const lower = itemLogRatio(p, item, { ...deu, wage: deu.wage - drop });
        expect(lower).toBeLessThan(itemLogRatio(p, item, deu));
      },
    ),
  );
});

test('every modelled country has 55 positive finite figures and a two-sided range', () => {
  for (const estimate of world.values()) {
    for (let i = 0; i < CATALOGUE.length; i++) {
      expect(
        Number.isFinite(estimate.usd[i]) && estimate.usd[i]! > 0,
        `${estimate.iso3} ${CATALOGUE[i]!.id}`,
      ).toBe(true);
      expect(estimate.lowLog[i]).toBeLessThan(0);
      expect(estimate.highLog[i]).toBeGreaterThan(0);
    }
  }
});

test('a country without ICP categories falls back to its overall price level with a wider range', () => {
  const afg = world.get('AFG')!;
  expect(afg.basis).toBe('overall-price-level');
  const i = itemIndex('milk_1l');
  expect(afg.highLog[i]).toBeGreaterThan(world.get('PAK')!.highLog[i]!);
});

test('a country with no usable facts gets a flagged regional estimate with the widest range', () => {
  const mco = world.get('MCO')!;
  expect(mco.basis).toBe('regional-estimate');
  expect(mco.highLog[0]).toBeGreaterThan(world.get('DEU')!.highLog[0]!);
});

test('a country ICP covers by heading but not overall keeps its headings (Taiwan)', () => {
  // No World Bank table lists Taiwan: no overall ICP level, no price level ratio, no GNI; ICP 2021 has its
  // nine headings. Its DGBAS wage row (wages_extra.csv) was dropped with that file (issue 37, ADR 163:
  // read on a press page, terms not checked), so its wage is its region's again.
  const twn = countryAnchors(facts, WHEN, ['TWN'], () => 'Test region').get('TWN')!;
  expect(twn.basis).toBe('icp-categories');
  expect(twn.wageBasis).toBe('regional-estimate');
  const overall = overallFromHeadings(facts.countries.TWN!)!;
  expect(twn.level.gdp).toBeCloseTo(Math.log(overall / 100), 9);
  expect(twn.level.restaurants).toBeCloseTo(
    Math.log(facts.countries.TWN!.icp.restaurants! / 100),
    9,
  );
});

test('a country with a GNI but no price level keeps its own wage and borrows only the levels', () => {
  const anchors = countryAnchors(facts, WHEN, ['NCL', 'MCO'], () => 'Test region');
  const ncl = anchors.get('NCL')!;
  const region = anchors.get('MCO')!; // no facts at all: the Test region's mean, everything borrowed
  expect(ncl.basis).toBe('regional-estimate');
  expect(ncl.wageBasis).toBe('gni-estimate');
  expect(ncl.incomeGroup).toBe('high');
  expect(ncl.level).toEqual(region.level);
  expect(ncl.wage).not.toBeCloseTo(region.wage, 3);
  expect(region.wageBasis).toBe('regional-estimate');
});

test('a country with five of the nine headings and no overall level fills the rest from their mean', () => {
  const vgb = countryAnchors(facts, WHEN, ['VGB'], () => 'Test region').get('VGB')!;
  const icp = facts.countries.VGB!.icp;
  expect(Object.keys(icp)).toHaveLength(5);
  expect(vgb.basis).toBe('overall-price-level');
  expect(vgb.level.food).toBeCloseTo(Math.log(icp.food! / 100), 9);
  expect(vgb.level.housing).toBeCloseTo(
    Math.log(overallFromHeadings(facts.countries.VGB!)! / 100),
    9,
  );
});

test('the overall level read from the headings is their geometric mean, and needs five of them', () => {
  const icp = { food: 100, housing: 25, clothing: 100, health: 25, transport: 100 };
  expect(overallFromHeadings({ icp })).toBeCloseTo(
    Math.exp((3 * Math.log(100) + 2 * Math.log(25)) / 5),
    9,
  );
  expect(overallFromHeadings({ icp: { food: 100, housing: 25 } })).toBeNull();
});

test('countries without a wage row get a GNI-calibrated salary estimate with a wider range', () => {
  expect(world.get('FRA')!.wageBasis).toBe('oecd');
  const noWage = [...world.values()].find((c) => c.wageBasis === 'gni-estimate')!;
  expect(noWage).toBeDefined();
  const i = itemIndex('avg_monthly_net_salary');
  expect(noWage.highLog[i]).toBeGreaterThan(world.get('FRA')!.highLog[i]!);
});

test('labour-intensive items follow wages: a meal is relatively cheaper than jeans in a low-wage country', () => {
  const us = world.get('USA')!;
  const bgd = world.get('BGD')!;
  const rel = (id: string) => bgd.usd[itemIndex(id)]! / us.usd[itemIndex(id)]!;
  expect(rel('meal_inexpensive')).toBeLessThan(rel('jeans_levis_501') / 2);
});

test('income groups follow the World Bank FY2025 thresholds', () => {
  expect(incomeGroup(14000)).toBe('high');
  expect(incomeGroup(5000)).toBe('upper-middle');
  expect(incomeGroup(2000)).toBe('lower-middle');
  expect(incomeGroup(800)).toBe('low');
  expect(incomeGroup(null)).toBeNull();
});

test('estimateCountry reads only its anchors and parameters', () => {
  const anchors = countryAnchors(facts, WHEN, [], () => null).get('THA')!;
  const a = estimateCountry(anchors, params, facts, WHEN);
  const b = estimateCountry(anchors, params, facts, WHEN);
  expect([...a.usd]).toEqual([...b.usd]);
});

test('the urban premium comes from ILOSTAT where it reports one and falls with income elsewhere', () => {
  const anchors = countryAnchors(facts, WHEN, ['VGB'], () => 'Test region');
  const ken = anchors.get('KEN')!;
  expect(ken.urbanBasis).toBe('ilostat');
  expect(ken.urbanPremium).toBeCloseTo(Math.log(facts.countries.KEN!.urbanEarnings!.ratio), 9);
  // China has no ILOSTAT urban row: its premium is estimated from its GNI per capita.
  expect(facts.countries.CHN!.urbanEarnings).toBeUndefined();
  expect(anchors.get('CHN')!.urbanBasis).toBe('gni-estimate');
  const fit = urbanFitOf(facts);
  expect(fit.slope).toBeLessThan(0);
  expect(fit.n).toBeGreaterThan(90);
  // A territory without facts borrows its region's mean, which is finite.
  expect(Number.isFinite(anchors.get('VGB')!.urbanPremium)).toBe(true);
});

test('the city stage moves wage-elastic items with the urban premium and leaves tradables nearly alone', () => {
  const estimate = world.get('KEN')!;
  const big: CityPosition = { size: CITY_SIZE_BOUNDS[1], capital: false };
  const small: CityPosition = { size: CITY_SIZE_BOUNDS[0], capital: false };
  const lift = (id: string) => {
    const i = itemIndex(id);
    return Math.log(
      modelFigure(estimate, params, i, big, 2026).usd /
        modelFigure(estimate, params, i, small, 2026).usd,
    );
  };
  const shift =
    cityWageShift(estimate.urbanPremium, big) - cityWageShift(estimate.urbanPremium, small);
  expect(shift).toBeCloseTo(estimate.urbanPremium * (7 / URBAN_REFERENCE_SIZE), 9);
  // The salary takes the whole shift on top of its category's size effect; a car (beta 0) none of it.
  const salaryCity = params.city['salaries and financing'].size * 7;
  expect(lift('avg_monthly_net_salary')).toBeCloseTo(shift + salaryCity, 9);
  const carCity = params.city.transportation.size * 7;
  expect(lift('new_car_compact_sedan')).toBeCloseTo(carCity, 9);
  expect(lift('meal_inexpensive')).toBeGreaterThan(lift('jeans_levis_501'));
  // The town of 50,000 that stands for the country average is not moved.
  expect(cityWageShift(estimate.urbanPremium, TYPICAL_CITY)).toBe(0);
});

test('petrol where taxes are published is the US pre-tax price plus the excise and VAT there (ADR 118)', () => {
  const anchors = countryAnchors(facts, WHEN, [], () => null);
  const gas = CATALOGUE.find((i) => i.id === 'gasoline_1l')!;
  const base = facts.usBase[itemIndex('gasoline_1l')]!;
  const usPrice = estimateCountry(anchors.get('USA')!, params, facts, WHEN).usd[
    itemIndex('gasoline_1l')
  ]!;
  // Duties convert at the ECB's January 2026 rate (ADR 162), not the Big Mac table's.
  const gbpPerUsd = facts.officialRates!.GBP!;
  // The US carries no VAT; EIA's 51.01 cents a gallon is its whole tax.
  const preTax = usPrice - 0.5101 / 3.785412;
  const uk = estimateCountry(anchors.get('GBR')!, params, facts, WHEN).usd[
    itemIndex('gasoline_1l')
  ]!;
  expect(uk).toBeCloseTo((preTax + 0.5295 / gbpPerUsd) * 1.2, 4);
  // The US figure is its base statistic carried forward, whatever the parameters.
  expect(usPrice).toBeGreaterThan(base.usd);
  expect(itemLogRatio({ ...params.items.gasoline_1l!, delta: 5 }, gas, anchors.get('USA')!)).toBe(
    0,
  );
  // Germany's statutory 654.50 EUR per 1000 L at 19% VAT puts its petrol well above the US's.
  expect(anchors.get('DEU')!.taxedFuel!.gasoline_1l!).toBeGreaterThan(Math.log(1.6));
  // A country that publishes no fuel tax in our tables keeps the wage and price-level model.
  expect(anchors.get('KEN')!.taxedFuel).toBeUndefined();
});

test('the largest place of a country carries its own premium, on top of size and capital (ADR 118)', () => {
  const place = (id: string, population: number, isCountryAverage = false, partOf?: string) =>
    ({ id, population, isCountryAverage, ...(partOf ? { partOf } : {}) }) as never;
  const largest = largestCityIds(
    new Map([
      ['PT', [place('avg', 1e9, true), place('lisbon', 545_000), place('porto', 232_000)]],
      // A section given its city's population by GeoNames is not the largest place.
      ['CH', [place('zurich', 341_000), place('kreis-1', 400_000, false, 'zurich')]],
    ]),
  );
  expect([...largest].sort()).toEqual(['lisbon', 'zurich']);
  const p = priorParams();
  p.city['rent per month'] = { size: 0.06, capital: 0.18, largest: 0.25, n: 1 };
  const city = { size: 2, capital: false };
  expect(cityLogFactor(p, 'rent per month', { ...city, largest: true })).toBeCloseTo(
    cityLogFactor(p, 'rent per month', city) + 0.25,
    10,
  );
});

test("a resort town's housing takes the resort premium and a wider range; its other prices do not", () => {
  const estimate = world.get('AUT')!;
  const town: CityPosition = { size: -2.5, capital: false };
  const resort: CityPosition = { ...town, resort: true };
  for (const [i, item] of CATALOGUE.entries()) {
    if (item.kind !== 'price') continue;
    const plain = modelFigure(estimate, params, i, town, 2026);
    const listed = modelFigure(estimate, params, i, resort, 2026);
    const housing = item.category === 'rent per month' || item.category === 'buy apartment price';
    const premium = housing ? RESORT_HOUSING.premium : 0;
    const widening = housing ? RESORT_HOUSING.widening : 0;
    expect(Math.log(listed.usd / plain.usd), item.id).toBeCloseTo(premium, 10);
    expect(Math.log(listed.high / listed.usd / (plain.high / plain.usd)), item.id).toBeCloseTo(
      widening,
      10,
    );
    expect(Math.log(plain.low / plain.usd / (listed.low / listed.usd)), item.id).toBeCloseTo(
      widening,
      10,
    );
  }
});
