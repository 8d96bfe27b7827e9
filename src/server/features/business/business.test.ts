// POST /api/premium/business (issue 15): entitlement, validation, and figures that follow the pair,
// the industry, the size and the scope, through the real app and the stored open figures.
import { expect, test } from 'vitest';
import { businessApi, type BusinessData } from '#domain/api/business.ts';
import { premiumSuite } from '../../testing/premium-suite.testkit.ts';
import {
  corporateTaxFor,
  loadBusinessFacts,
  parseBusinessIndicators,
  parseCorporateTax,
} from './business-data.ts';
import { takeHomeCountries } from '#domain/premium/take-home/index.ts';

const suite = premiumSuite(businessApi.answer);
const { ask, answer } = suite;

const BODY = {
  from: { city: 'New York', country: 'United States' },
  to: { city: 'Bangkok', country: 'Thailand' },
  industry: 'tech',
  size: 'medium',
  scope: 'local',
};

test('a guest is asked to sign in; free and Voyager accounts get 403 PLAN_REQUIRED naming Navigator', async () => {
  await suite.expectGated(BODY, /recommendation/);
});

test('bad inputs are a validation error in the envelope', async () => {
  await suite.expectInvalid([
    { ...BODY, industry: 'mining' },
    { ...BODY, size: 'huge' },
    { ...BODY, scope: 'galactic' },
    { ...BODY, from: undefined },
  ]);
});

test('a Navigator gets every tab with figures for the pair, each from its indicator and year', async () => {
  const res = await ask(BODY);
  expect(res.headers['cache-control']).toBe('no-store');
  const data = await answer(BODY);
  expect(data.from).toMatchObject({ city: 'New York City', currency: 'USD', countryCode: 'US' });
  expect(data.to).toMatchObject({ city: 'Bangkok', currency: 'THB', countryCode: 'TH' });
  const us = loadBusinessFacts().figures.get('USA')!;
  for (const side of [data.from, data.to]) {
    expect(side.market.basis).toBe('country');
    expect(side.market.area).toMatch(/\(national: no open figure for .* alone is held\)/);
    expect(side.market.gdpBillions!.value).toBeGreaterThan(0);
    expect(side.market.gdpBillions!.year).toBeGreaterThanOrEqual(2020);
    expect(side.market.growth!.count).toBe(5);
    expect(side.talent.netSalary).toBeGreaterThan(0);
    expect(side.talent.unemployment!.code).toBe('SL.UEM.TOTL.ZS');
    expect(side.costs.total).toBeGreaterThan(0);
    expect(side.costs.lines).toHaveLength(4);
    // Both countries have take-home rules: salaries at gross for a stated tax year.
    expect(side.costs.payroll).toMatchObject({ method: 'rules', taxYear: expect.any(String) });
    expect(side.costs.payroll.withheld).toBeGreaterThan(0);
    expect(side.regulatory.score).toEqual(expect.any(Number));
    expect(side.provenance.rent_1br_centre).toMatchObject({ source: expect.any(String) });
    expect(side.total).toBeGreaterThan(0);
  }
  // The stored US unemployment is the one the Talent tab shows.
  const unemp = us['SL.UEM.TOTL.ZS']!;
  expect(data.from.talent.unemployment!.value).toBe(unemp[unemp.length - 1]!.value);
  expect(data.from.region).toBe('North America');
  expect(data.to.region).toBe('East Asia & Pacific');
  const weights = Object.values(data.weights).reduce((s, w) => s + w, 0);
  expect(weights).toBeCloseTo(1, 5);
  expect(data.recommendation).toMatch(/New York City|Bangkok/);
});

test('a larger company costs more; the scope changes the market size; industry changes the weights', async () => {
  const small = await answer({ ...BODY, size: 'small' });
  const large = await answer({ ...BODY, size: 'large' });
  expect(large.from.costs.total).toBeGreaterThan(small.from.costs.total);
  expect(large.to.costs.total).toBeGreaterThan(small.to.costs.total);
  const local = await answer(BODY);
  const national = await answer({ ...BODY, scope: 'national' });
  const regional = await answer({ ...BODY, scope: 'regional' });
  const world = await answer({ ...BODY, scope: 'international' });
  const gdp = (d: BusinessData) => d.to.market.gdpBillions!.value;
  // No open city GDP is held: the local scope shows the national figure, labelled national.
  expect(gdp(local)).toBe(gdp(national));
  expect(gdp(national)).toBeLessThan(gdp(regional));
  expect(gdp(regional)).toBeLessThan(gdp(world));
  expect(regional.to.market.area).toMatch(/East Asia/);
  const manu = await answer({ ...BODY, industry: 'manufacturing' });
  expect(manu.weights.costs).toBeGreaterThan(local.weights.costs);
});

test('a higher-rent city costs more for premises; another pair gives other figures', async () => {
  const a = await answer(BODY);
  const b = await answer({
    ...BODY,
    from: { city: 'London', country: 'United Kingdom' },
    to: { city: 'Berlin', country: 'Germany' },
  });
  expect(b.from.currency).toBe('GBP');
  expect(b.to.currency).toBe('EUR');
  expect(b.to.market.gdpBillions!.value).not.toBe(a.to.market.gdpBillions!.value);
  // In US$, premises follow the city's centre rent per m².
  const premisesUsd = (s: BusinessData['from']) =>
    s.costs.lines.find((l) => l.key === 'premises')!.amount / s.usdRate;
  const rentUsd = (s: BusinessData['from']) => s.costs.rentPerSqm / s.usdRate;
  const sides = [a.from, a.to, b.from, b.to].sort((x, y) => rentUsd(x) - rentUsd(y));
  expect(premisesUsd(sides[3]!)).toBeGreaterThan(premisesUsd(sides[0]!));
});

test('the indicator file is well formed; a malformed row is refused', () => {
  const facts = loadBusinessFacts();
  expect(facts.figures.size).toBeGreaterThan(200);
  expect(facts.figures.get('WLD')).toBeDefined();
  expect(facts.regions.get('THA')).toEqual({ name: 'East Asia & Pacific', code: 'EAS' });
  expect(() => parseBusinessIndicators('iso3,indicator,year,value\nUSA,NOPE,2020,1\n')).toThrow(
    /line 2/,
  );
});

test('the corporate tax table parses with rates of 0-50% for every take-home country it keys', () => {
  const table = loadBusinessFacts().corporateTax;
  expect(table.size).toBeGreaterThanOrEqual(40);
  for (const t of [...table.values()].flat()) {
    expect(t.rate).toBeGreaterThanOrEqual(0);
    expect(t.rate).toBeLessThanOrEqual(50);
    expect(t.year).toBeGreaterThanOrEqual(2023);
    expect(t.source).toMatch(/^https:\/\//);
  }
  expect(corporateTaxFor(table.get('ARE'), 2026)?.rate).toBe(9);
  expect(corporateTaxFor(table.get('SAU'), 2026)?.rate).toBe(20);
  // Most take-home countries are keyed (those left out are listed in SOURCES.md).
  const iso2to3 = { US: 'USA', GB: 'GBR', DE: 'DEU', TH: 'THA', AE: 'ARE', SA: 'SAU' } as const;
  for (const iso3 of Object.values(iso2to3)) expect(table.has(iso3)).toBe(true);
  expect(takeHomeCountries().length).toBe(47);
  expect(() =>
    parseCorporateTax('iso3,rate,year,source_url\nUSA,75,2025,https://x.gov/\n'),
  ).toThrow(/line 2/);
  expect(() => parseCorporateTax('iso3,rate,year,source_url\nUSA,21,2025,\n')).toThrow(/line 2/);
  const twice =
    'iso3,rate,year,source_url\nUSA,21,2025,https://x.gov/\nUSA,22,2025,https://x.gov/\n';
  expect(() => parseCorporateTax(twice)).toThrow(/line 3/);
});

// Hand-worked (docs/methods/premium-business.md): Portugal's IRC is 21% for 2024, 20% for 2025 (Lei n.º
// 45-A/2024, CIRC art. 87.º n.º 1) and 19% for periods starting in 2026 (Lei n.º 64/2025, art. 3.º n.º
// 2); Lithuania's 15% → 16% (2025) → 17% (2026). The rate shown is the one of the clock's year.
test('corporate tax is the rate of the current year, with the law that sets it', async () => {
  const prt = loadBusinessFacts().corporateTax.get('PRT');
  expect(corporateTaxFor(prt, 2025)).toMatchObject({ rate: 20, year: 2025 });
  expect(corporateTaxFor(prt, 2025)!.rule).toMatch(/Lei n\.º 45-A\/2024/);
  expect(corporateTaxFor(prt, 2030)).toMatchObject({ rate: 19, year: 2026 });
  expect(corporateTaxFor(prt, 2020)).toBeNull();
  expect(corporateTaxFor(loadBusinessFacts().corporateTax.get('LTU'), 2026)?.rate).toBe(17);
  // The test clock reads 2026-11-22.
  const data = await answer({
    ...BODY,
    from: { city: 'London', country: 'United Kingdom' },
    to: { city: 'Lisbon', country: 'Portugal' },
  });
  expect(data.to.corporateTax).toMatchObject({ rate: 19, year: 2026 });
  expect(data.to.corporateTax!.rule).toMatch(/Lei n\.º 64\/2025/);
  expect(data.from.corporateTax).toMatchObject({ rate: 25, year: 2025, rule: null });
});

// WDI SL.TLF.TOTL.IN is a country series: San Francisco's "labour force" of 172,436,000 was the
// United States'. It is now said to be national, in the answer and on screen.
test('labour force and the local market are national figures, labelled national', async () => {
  const data = await answer({
    ...BODY,
    from: { city: 'San Francisco', country: 'United States' },
    to: { city: 'Mumbai', country: 'India' },
  });
  expect(data.from.talent.area).toBe('United States (national)');
  expect(data.to.talent.area).toBe('India (national)');
  const us = loadBusinessFacts().figures.get('USA')!['SL.TLF.TOTL.IN']!;
  expect(data.from.talent.labourForce!.value).toBe(us[us.length - 1]!.value);
  expect(data.to.market.area).toBe('India (national: no open figure for Mumbai alone is held)');
});

test('the answer carries each side’s corporate tax rate with its year and source', async () => {
  const data = await answer({
    ...BODY,
    from: { city: 'Riyadh', country: 'Saudi Arabia' },
    to: { city: 'London', country: 'United Kingdom' },
  });
  expect(data.from.corporateTax).toMatchObject({ rate: 20, year: expect.any(Number) });
  expect(data.from.corporateTax!.source).toMatch(/zatca\.gov\.sa/);
  expect(data.to.corporateTax).toMatchObject({ rate: 25 });
  expect(data.to.corporateTax!.source).toMatch(/gov\.uk/);
  // Saudi Arabia has no income tax on wages: far less withheld than in the UK.
  expect(data.from.costs.payroll.withheldShare).toBeLessThan(
    data.to.costs.payroll.withheldShare / 2,
  );
});

test('Talent: the industry’s typical occupations, paid at each city’s level, change with the industry', async () => {
  const tech = await answer({ ...BODY, industry: 'tech' });
  const retail = await answer({ ...BODY, industry: 'retail' });
  const titles = (d: BusinessData) => d.to.talent.occupations.map((o) => o.title);
  expect(titles(tech)).toContain('Software Developers');
  expect(titles(retail)).toContain('Sales and Related Occupations');
  expect(titles(tech)).not.toEqual(titles(retail));
  for (const side of [tech.from, tech.to]) {
    for (const o of side.talent.occupations) {
      expect(o.year).toBe(2023);
      expect(o.p25!).toBeLessThanOrEqual(o.median!);
      expect(o.median!).toBeLessThanOrEqual(o.p75!);
    }
  }
  // The same occupation is paid at each city's wage level, times the country's own gap for its ISCO
  // major group (issue 31): software developers are professionals (group 2); Thailand's professionals
  // earn 29,691.738 / 16,519.035 = 1.797426 times its average (ILOSTAT 2024) against 8,638.146 /
  // 6,272.925 = 1.377050 in the US, so Bangkok's ratio to its gross pay is 1.30527 times New York's.
  const rel = (s: BusinessData['from']) =>
    s.talent.occupations[0]!.median! / s.costs.payroll.grossMonthly;
  expect(rel(tech.to) / rel(tech.from)).toBeCloseTo(1.30527, 3);
  expect(tech.from.talent.occupations[0]!.structure).toBe('us');
  expect(tech.to.talent.occupations[0]!.structure).toBe('country');
});

// The payroll's tax caveats go with the salaries line; a US city's state and city taxes are counted.
test('salaries are grossed up under the city’s own state rules, the caveats beside the line', async () => {
  const data = await answer(BODY);
  const basis = data.from.costs.lines.find((l) => l.key === 'salaries')!.basis;
  expect(basis).toMatch(/New York State and New York City income tax on the 2025 schedules/);
  expect(basis).not.toMatch(/Federal income tax only/);
  expect(data.from.costs.payroll.taxYear).toMatch(/2026 \(federal\); 2025 \(New York City\)/);
});
