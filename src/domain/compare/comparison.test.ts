import fc from 'fast-check';
import { expect, test } from 'vitest';
import { fixtureItems, FIXTURE_RATES } from './compare.testkit.ts';
import { computeComparison, type ComparisonInput } from './comparison.ts';
import { CATEGORY, ITEM } from './market.ts';
import { dailyBudget, pickForTier, touristCategories } from './tourist.ts';
import { DEFAULT_STATE } from './url-state.ts';

const fmt = (n: number, c: string) => `${n.toFixed(2)} ${c}`;
const input = (over: Partial<ComparisonInput> = {}): ComparisonInput => ({
  state: DEFAULT_STATE,
  rates: FIXTURE_RATES,
  colRatio: 0.5,
  fromItems: fixtureItems(1, 'SAR', 4),
  toItems: fixtureItems(0.5, 'THB', 32),
  formatMoney: fmt,
  ...over,
});

test('the default comparison converts 1000 SAR to THB plainly and adjusted for cost of living', () => {
  const c = computeComparison(input());
  expect(c.rate).toBe(8);
  expect(c.converted).toBe(8000);
  expect(c.adjustedRate).toBe(4);
  expect(c.adjustedAmount).toBe(4000);
  expect(c.purchasingPower).toBe(100);
});

test('each city gets its hourly wage, time to earn the amount, and what it buys', () => {
  const c = computeComparison(input());
  expect(c.from.hourly).toBe(120); // 4800 USD / 160 h x 4 SAR
  expect(c.from.timeToEarn).toBe('8 hours 20 minutes');
  expect(c.to.hourly).toBe(480); // 2400 USD / 160 h x 32 THB
  expect(c.to.timeToEarn).toBe('16 hours 40 minutes');
  expect(c.from.purchases.length).toBeGreaterThan(0);
  expect(c.cards.map((x) => x.id)).toEqual([
    'rate',
    'adjusted',
    'housing',
    'food',
    'work-time',
    'best-value',
  ]);
  expect(c.cards[0]?.value).toBe('1 SAR = 8.0000 THB');
});

test('jobs multiply each city average monthly wage; coworking is 25 hourly wages', () => {
  const c = computeComparison(input());
  expect(c.jobs[0]).toMatchObject({
    title: 'Software Engineer',
    fromSalary: 4800 * 1.8 * 4,
    toSalary: 2400 * 1.8 * 32,
    isFallback: false,
  });
  expect(c.from.coworking).toBe(25 * 120);
  expect(c.salary).toEqual({ converted: 8000, equivalent: 4000 });
});

test('a missing cost-of-living ratio falls back to the plain rate, flagged', () => {
  const c = computeComparison(input({ colRatio: null }));
  expect(c.adjustedAmount).toBe(c.converted);
  expect(c.colRatioIsFallback).toBe(true);
  expect(c.cards[1]?.detail).toMatch(/factor 1/);
});

test('without wage data the work-time insight says so', () => {
  const noWage = computeComparison(
    input({ fromItems: fixtureItems(1, 'SAR', 4, [CATEGORY.salaries]) }),
  );
  expect(noWage.from.wage.isFallback).toBe(true);
  expect(noWage.jobs.every((j) => j.isFallback)).toBe(true);
});

test('a tourist day is 1 accommodation, 2 meals, 1 drink, 2 trips and 1 activity, by tier', () => {
  const cats = touristCategories(fixtureItems(1));
  const budget = dailyBudget(cats, 'budget', FIXTURE_RATES, 'USD');
  // 1500/30 + 2 x 10 + 2.5 + 2 x 2.5 + 10
  expect(budget.total).toBeCloseTo(50 + 20 + 2.5 + 5 + 10, 10);
  const luxury = dailyBudget(cats, 'luxury', FIXTURE_RATES, 'USD');
  // 3000/30 + 2 x 40 + 7 + 2 x (3.5 + 5 x 1.5) + 25
  expect(luxury.total).toBeCloseTo(100 + 80 + 7 + 22 + 25, 10);
  expect(pickForTier([1, 2, 3], 'mid-range')).toBe(2);
  expect(pickForTier([1, 2], 'mid-range')).toBe(1);
  expect(
    dailyBudget(
      touristCategories(fixtureItems(1, 'USD', 1, [CATEGORY.rent])),
      'budget',
      FIXTURE_RATES,
      'USD',
    ).total,
  ).toBeNull();
});

test('swapping the sides inverts the rate and the cost-of-living adjustment (property)', () => {
  fc.assert(
    fc.property(
      fc.double({ min: 0.01, max: 1e6, noNaN: true }),
      fc.double({ min: 0.05, max: 20, noNaN: true }),
      (amount, ratio) => {
        const there = computeComparison(
          input({ state: { ...DEFAULT_STATE, amount }, colRatio: ratio }),
        );
        const back = computeComparison(
          input({
            state: {
              ...DEFAULT_STATE,
              amount,
              fromCurrency: 'THB',
              toCurrency: 'SAR',
              fromCity: DEFAULT_STATE.toCity,
              toCity: DEFAULT_STATE.fromCity,
            },
            colRatio: 1 / ratio,
            fromItems: fixtureItems(0.5, 'THB', 32),
            toItems: fixtureItems(1, 'SAR', 4),
          }),
        );
        expect((there.rate as number) * (back.rate as number)).toBeCloseTo(1, 9);
        expect(there.adjustedRate * back.adjustedRate).toBeCloseTo(1, 9);
        const a = there.food?.total.diffPercent as number;
        const b = back.food?.total.diffPercent as number;
        expect((1 + a / 100) * (1 + b / 100)).toBeCloseTo(1, 9);
      },
    ),
    { numRuns: 50 },
  );
});

test('zero or negative amounts zero every money result (property)', () => {
  fc.assert(
    fc.property(fc.double({ max: 0, noNaN: true }), (amount) => {
      const c = computeComparison(input({ state: { ...DEFAULT_STATE, amount } }));
      expect([c.converted, c.adjustedAmount, c.salary.converted, c.salary.equivalent]).toEqual([
        0, 0, 0, 0,
      ]);
      expect(c.from.purchases).toEqual([]);
      expect(c.to.purchases).toEqual([]);
    }),
    { numRuns: 50 },
  );
});

test('no figure of the comparison is NaN or Infinity, whatever the amount and ratio (property)', () => {
  fc.assert(
    fc.property(fc.double(), fc.option(fc.double(), { nil: null }), (amount, ratio) => {
      const c = computeComparison(input({ state: { ...DEFAULT_STATE, amount }, colRatio: ratio }));
      const text = JSON.stringify(c, (_k, v: unknown) =>
        typeof v === 'number' && !Number.isFinite(v) ? 'BAD' : v,
      );
      expect(text).not.toMatch(/BAD|NaN|Infinity/);
    }),
    { numRuns: 100 },
  );
});

test('where fast food costs more than an inexpensive restaurant, no day eats fast food (issue 34)', () => {
  const items = fixtureItems(1);
  const cusco = {
    ...items,
    [CATEGORY.restaurants]: (items[CATEGORY.restaurants] ?? []).map((i) =>
      i.itemName === ITEM.fastFood ? { ...i, value: 30, valueInUSD: 30 } : i,
    ),
  };
  const meal = (tier: 'budget' | 'mid-range' | 'luxury') =>
    dailyBudget(touristCategories(cusco), tier, FIXTURE_RATES, 'USD').lines.find(
      (l) => l.category === 'Meals',
    )?.item.name;
  expect(meal('budget')).toBe(ITEM.mealInexpensive);
  expect(meal('mid-range')).toBe(ITEM.mealInexpensive);
  expect(meal('luxury')).toBe('Mid-range restaurant, three courses, per person');
});
