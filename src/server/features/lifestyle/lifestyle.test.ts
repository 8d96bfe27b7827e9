// POST /api/premium/lifestyle (issue 14): entitlement, validation, and figures that follow the pair,
// the income and the lifestyle, through the real app.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { FOOD_PLAN, foodPlanUsd, LINES } from '#domain/premium/lifestyle/basket.ts';
import { lifestyleApi, type LifestyleData } from '#domain/api/lifestyle.ts';
import { findProjectRoot } from '../../reference/reference-data.ts';
import { premiumSuite } from '../../testing/premium-suite.testkit.ts';

const suite = premiumSuite(lifestyleApi.answer);
const { ask, answer } = suite;

const BODY = {
  from: { city: 'Riyadh', country: 'Saudi Arabia' },
  to: { city: 'Bangkok', country: 'Thailand' },
  income: 15000,
  currency: 'SAR',
  lifestyle: 'balanced',
  priorities: ['housing'],
};

/** Figures are sent to six significant digits: equal within that. */
const near = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.abs(expected) * 2e-5 + 1e-9);

test('a guest is asked to sign in and a free account gets 403 PLAN_REQUIRED naming Voyager', async () => {
  await suite.expectGated(BODY, /budget/);
});

test('a Voyager gets both cities in their currencies, with the budget, plan, hours and provenance', async () => {
  const res = await ask(BODY);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const data = (res.json() as { data: LifestyleData }).data;
  expect(data.from).toMatchObject({ city: 'Riyadh', currency: 'SAR', countryCode: 'SA' });
  expect(data.to).toMatchObject({ city: 'Bangkok', currency: 'THB', countryCode: 'TH' });
  near(data.from.income, 15000);
  near(data.to.income, 15000 * data.toPerFrom);
  const to = data.to;
  const sum = to.budget.lines.reduce((s, l) => s + l.total, 0);
  near(to.budget.total, sum);
  near(to.plan.savings, to.income - to.budget.total);
  expect(to.budget.lines.find((l) => l.key === 'housing')!.tier).toBe('comfort');
  expect(to.budget.lines.find((l) => l.key === 'eatingOut')!.tier).toBe('balanced');
  expect(to.provenance.rent_3br_outside).toMatchObject({ source: expect.any(String) });
  expect(to.hourlyWage).toBeGreaterThan(0);
  near(to.timeValue!.totalHours, to.budget.total / to.hourlyWage!);
  expect(data.comparison.map((g) => g.key)).toEqual([
    'dining',
    'entertainment',
    'fitness',
    'shopping',
  ]);
});

test('quality of life comes from the open indicators with their year, and says what it lacks', async () => {
  const data = await answer(BODY);
  const health = data.to.quality.categories.find((c) => c.key === 'healthcare')!;
  const life = health.inputs.find((i) => i.code === 'SP.DYN.LE00.IN')!;
  expect(life).toMatchObject({ value: 76.41, year: 2023, status: 'used' });
  expect(data.to.quality.overall).toBeGreaterThan(0);
  expect(data.to.quality.overall).toBeLessThanOrEqual(10);
  expect(data.from.quality.overall).not.toBe(data.to.quality.overall);
  expect(data.to.quality.notScored).toEqual(['Education', 'Leisure', 'Work-life balance']);
  expect(data.sources.quality.map((s) => s.licence)).toContain('CC BY 4.0');
});

test('a higher income never lowers savings, in either city', async () => {
  const low = await answer({ ...BODY, income: 1500 });
  const high = await answer({ ...BODY, income: 30000 });
  for (const side of ['from', 'to'] as const) {
    expect(high[side].plan.savings).toBeGreaterThan(low[side].plan.savings);
    expect(high[side].plan.adjustedSavings).toBeGreaterThanOrEqual(low[side].plan.adjustedSavings);
    near(high[side].budget.total, low[side].budget.total);
  }
  expect(low.to.plan.shortfall).toBeGreaterThan(0);
  expect(low.to.plan.gives.length).toBeGreaterThan(0);
});

test('a luxury budget is never cheaper than frugal, and the lifestyle moves every tab', async () => {
  const frugal = await answer({ ...BODY, lifestyle: 'frugal', priorities: [] });
  const luxury = await answer({ ...BODY, lifestyle: 'luxury', priorities: [] });
  expect(luxury.to.budget.total).toBeGreaterThan(frugal.to.budget.total);
  expect(luxury.from.budget.total).toBeGreaterThan(frugal.from.budget.total);
  expect(luxury.to.timeValue!.totalHours).toBeGreaterThan(frugal.to.timeValue!.totalHours);
  expect(luxury.comparison[0]!.monthly.to!).toBeGreaterThan(frugal.comparison[0]!.monthly.to!);
});

test('changing the pair changes the figures: another destination, another currency and budget', async () => {
  const bangkok = await answer(BODY);
  const london = await answer({ ...BODY, to: { city: 'London', country: 'United Kingdom' } });
  expect(london.to.currency).toBe('GBP');
  expect(london.to.city).toBe('London');
  // Same lifestyle, compared in US$ through each side's income: London's month costs more than Bangkok's.
  const share = (d: LifestyleData) => d.to.budget.total / d.to.income;
  expect(share(london)).toBeGreaterThan(share(bangkok));
  expect(london.to.quality.overall).not.toBe(bangkok.to.quality.overall);
  near(bangkok.from.budget.total, london.from.budget.total);
});

test('city ids work as in market-data, and an unknown city is a 404 with suggestions', async () => {
  const byId = await answer({ ...BODY, to: { city: 'avg-TH' } });
  expect(byId.to).toMatchObject({ isCountryAverage: true, currency: 'THB' });
  const res = await ask({ ...BODY, to: { city: 'Bangkokk' } });
  expect(res.statusCode).toBe(404);
  expect(res.json().code).toBe('NOT_FOUND');
});

test('strict input: unknown keys, a bad lifestyle, a repeated priority, a bad income or currency are 400', async () => {
  await suite.expectInvalid([
    { ...BODY, plan: 'Navigator' },
    { ...BODY, lifestyle: 'lavish' },
    { ...BODY, priorities: ['food', 'food'] },
    { ...BODY, income: -5 },
    { ...BODY, income: 'a lot' },
    { ...BODY, currency: 'XXX' },
  ]);
});

test("without an income the origin's average net salary stands in, in the origin's currency, and says so", async () => {
  const { income: _i, currency: _c, ...rest } = BODY;
  const data = await answer(rest);
  expect(data.income.isAverageSalary).toBe(true);
  expect(data.income.currency).toBe('SAR');
  near(data.from.hourlyWage! * 160, data.income.amount);
  const given = await answer(BODY);
  expect(given.income).toEqual({ amount: 15000, currency: 'SAR', isAverageSalary: false });
});

test('OpenAPI documents the route with its request and its 200 answer', async () => {
  const doc = await suite.openApi();
  expect(doc.request).toHaveProperty('lifestyle');
  expect(doc.data).toHaveProperty('comparison');
});

// Hand-worked (docs/methods/premium-lifestyle.md §2): the home basket (milk 8 L, bread 6 loaves …)
// costs US$124.90 at the US base prices; a one-adult USDA Thrifty Food Plan (Sept 2025: mean of
// US$248.90 and US$312.20, +20% for one person) is US$336.66, the Low-Cost level (balanced) ×1.28 =
// US$430.94. So every basket quantity is scaled by 430.94 / 124.90 = 3.4503 for 'balanced', and the
// groceries month is priced with each city's own item figures (London read £89, Bangkok ฿2,326).
test('a balanced groceries month follows the USDA Low-Cost food plan, priced with the city’s items', async () => {
  const usPrices = new Map(
    readFileSync(join(findProjectRoot(), 'data/sources/us_base_prices.csv'), 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => [l.split(',')[0]!, Number(/,(\d+\.\d+),\d{4},/.exec(l)![1])] as const),
  );
  const frugal = LINES.find((l) => l.key === 'groceries')!.tiers.frugal;
  const basketUsd = frugal.reduce((s, i) => s + (i.quantity * usPrices.get(i.id)!) / 2.6954, 0);
  expect(basketUsd).toBeCloseTo(FOOD_PLAN.homeBasketUsd, 1);
  expect(foodPlanUsd('frugal')).toBeCloseTo(336.66, 2);
  expect(foodPlanUsd('balanced')).toBeCloseTo(430.94, 1);
  const london = await answer({
    ...BODY,
    from: { city: 'London', country: 'United Kingdom' },
    to: { city: 'Bangkok', country: 'Thailand' },
    currency: 'GBP',
    income: 3000,
  });
  const groceries = (s: LifestyleData['from']) =>
    s.budget.lines.find((l) => l.key === 'groceries')!;
  for (const side of [london.from, london.to]) {
    const g = groceries(side);
    expect(g.items.find((i) => i.id === 'milk_1l')!.quantity).toBeCloseTo(8 * 3.4503, 2);
    expect(Math.abs(g.total - g.items.reduce((s, i) => s + i.cost, 0))).toBeLessThan(
      g.total * 1e-4,
    );
  }
  // About 3.45 times the old basket: hundreds of pounds, thousands of baht, not £89 and ฿2,326.
  expect(groceries(london.from).total).toBeGreaterThan(250);
  expect(groceries(london.to).total).toBeGreaterThan(6000);
});
