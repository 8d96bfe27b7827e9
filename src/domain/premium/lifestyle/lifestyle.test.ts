import fc from 'fast-check';
import { expect, test } from 'vitest';
import { BASKET_ITEM_IDS, LIFESTYLES, LINES, PRIORITIES, type Priority } from './basket.ts';
import { buildBudget, planBudget, type Prices } from './budget.ts';
import { compareAmounts, lifestyleComparison } from './comparison.ts';
import { timeValue } from './time-value.ts';
import { findItem } from '../../cost-of-living/catalogue.ts';

/** Every basket item at 10 plus its position: distinct, positive prices. */
const flat: Prices = Object.fromEntries(BASKET_ITEM_IDS.map((id, i) => [id, 10 + i]));
const scaled = (prices: Prices, k: number): Prices =>
  Object.fromEntries(Object.entries(prices).map(([id, v]) => [id, (v ?? 0) * k]));

const pricesArb = fc
  .array(fc.double({ min: 0.01, max: 5000, noNaN: true }), {
    minLength: BASKET_ITEM_IDS.length,
    maxLength: BASKET_ITEM_IDS.length,
  })
  .map((values) => Object.fromEntries(BASKET_ITEM_IDS.map((id, i) => [id, values[i]!])) as Prices);
const prioritiesArb = fc.subarray([...PRIORITIES]);

test('every basket item is a catalogue item', () => {
  for (const id of BASKET_ITEM_IDS) expect(findItem(id), id).not.toBeNull();
});

test('from one lifestyle to the next no basket buys less of any item (the monotone rule)', () => {
  for (const line of LINES) {
    if (line.choice) continue;
    for (let t = 1; t < LIFESTYLES.length; t++) {
      const lower = line.tiers[LIFESTYLES[t - 1]!];
      const upper = line.tiers[LIFESTYLES[t]!];
      for (const item of lower) {
        const up = upper.find((u) => u.id === item.id)?.quantity ?? 0;
        expect(up, `${line.key} ${item.id}`).toBeGreaterThanOrEqual(item.quantity);
      }
    }
  }
});

test('a luxury budget is never cheaper than comfort, balanced or frugal, whatever the prices', () => {
  fc.assert(
    fc.property(pricesArb, prioritiesArb, (prices, priorities) => {
      const totals = LIFESTYLES.map((l) => buildBudget(prices, l, priorities).total);
      for (let i = 1; i < totals.length; i++) {
        expect(totals[i]!).toBeGreaterThanOrEqual(totals[i - 1]! - 1e-9 * totals[i - 1]!);
      }
    }),
  );
});

test('the budget is the sum of quantity times price, and moves with the prices of the city', () => {
  const budget = buildBudget(flat, 'balanced', []);
  const housing = budget.lines.find((l) => l.key === 'housing')!;
  expect(housing.items.map((i) => i.id)).toEqual(['rent_1br_centre']);
  expect(housing.total).toBe(flat.rent_1br_centre);
  const sum = budget.lines
    .flatMap((l) => l.items)
    .reduce((s, i) => s + i.quantity * i.unitPrice, 0);
  expect(budget.total).toBeCloseTo(sum, 9);
  expect(buildBudget(scaled(flat, 3), 'balanced', []).total).toBeCloseTo(budget.total * 3, 6);
});

test('a priority plans its lines one lifestyle up, and never lowers the budget', () => {
  const plain = buildBudget(flat, 'balanced', []);
  const housingFirst = buildBudget(flat, 'balanced', ['housing']);
  expect(housingFirst.lines.find((l) => l.key === 'housing')!.tier).toBe('comfort');
  expect(housingFirst.lines.find((l) => l.key === 'eatingOut')!.tier).toBe('balanced');
  expect(housingFirst.total).toBeGreaterThan(plain.total);
  const food = buildBudget(flat, 'luxury', ['food']);
  expect(food.lines.find((l) => l.key === 'eatingOut')!.tier).toBe('luxury');
});

test('housing never takes a cheaper flat than the lifestyle below, even where the city prices them oddly', () => {
  // A city whose 3-bedroom flat outside the centre is cheaper than a 1-bedroom in the centre.
  const odd = { ...flat, rent_1br_centre: 900, rent_3br_outside: 700, rent_1br_outside: 500 };
  const comfort = buildBudget(odd, 'comfort', []).lines.find((l) => l.key === 'housing')!;
  expect(comfort.items[0]!.id).toBe('rent_1br_centre');
  expect(comfort.total).toBe(900);
});

test('a city without a price for an item leaves it out and says which', () => {
  const { rent_1br_outside: _gone, ...rest } = flat;
  const line = buildBudget(rest, 'frugal', []).lines.find((l) => l.key === 'housing')!;
  expect(line.missing).toEqual(['rent_1br_outside']);
  expect(line.total).toBe(0);
});

test('savings are income minus the budget; a higher income never lowers them', () => {
  fc.assert(
    fc.property(
      pricesArb,
      prioritiesArb,
      fc.constantFrom(...LIFESTYLES),
      fc.double({ min: 0, max: 100_000, noNaN: true }),
      fc.double({ min: 0, max: 50_000, noNaN: true }),
      (prices, priorities, lifestyle, income, raise) => {
        const budget = buildBudget(prices, lifestyle, priorities);
        const low = planBudget(budget, income, prices);
        const high = planBudget(budget, income + raise, prices);
        expect(low.savings).toBeCloseTo(income - budget.total, 6);
        expect(high.savings).toBeGreaterThanOrEqual(low.savings);
        expect(high.adjustedSavings).toBeGreaterThanOrEqual(low.adjustedSavings - 1e-6);
      },
    ),
  );
});

test('when the income does not cover the plan, the gives cover the shortfall, most discretionary first', () => {
  const budget = buildBudget(flat, 'luxury', []);
  const plan = planBudget(budget, budget.total - 50, flat);
  expect(plan.savings).toBeCloseTo(-50, 9);
  expect(plan.shortfall).toBeCloseTo(50, 9);
  expect(plan.gives[0]!.key).toBe('eatingOut');
  expect(plan.gives.reduce((s, g) => s + g.used, 0)).toBeCloseTo(50, 9);
  expect(plan.adjustedTotal).toBeCloseTo(budget.total - 50, 9);
  expect(plan.uncovered).toBe(0);
});

test('priority lines give last, and what no step can cover is stated as uncovered', () => {
  const budget = buildBudget(flat, 'comfort', ['food']);
  const plan = planBudget(budget, 0, flat);
  const keys = plan.gives.map((g) => g.key);
  expect(keys.indexOf('eatingOut')).toBeGreaterThan(keys.indexOf('housing'));
  const floor = buildBudget(flat, 'frugal', []).total;
  expect(plan.adjustedTotal).toBeCloseTo(floor, 6);
  expect(plan.uncovered).toBeCloseTo(floor, 6);
});

test('with savings as a priority a fifth of the income is kept before anything else', () => {
  const budget = buildBudget(flat, 'balanced', ['savings']);
  const covered = planBudget(budget, budget.total * 2, flat);
  expect(covered.savingsTarget).toBeCloseTo(budget.total * 0.4, 9);
  expect(covered.shortfall).toBe(0);
  const tight = planBudget(budget, budget.total, flat);
  expect(tight.shortfall).toBeCloseTo(budget.total * 0.2, 9);
  expect(tight.adjustedSavings).toBeCloseTo(budget.total * 0.2, 6);
});

test('time value is each line in hours of local work at the hourly wage', () => {
  const budget = buildBudget(flat, 'frugal', []);
  const tv = timeValue(budget, 20)!;
  expect(tv.lines[0]!.hours).toBeCloseTo(budget.lines[0]!.total / 20, 9);
  expect(tv.totalHours).toBeCloseTo(budget.total / 20, 9);
  expect(tv.shareOfWorkMonth).toBeCloseTo(budget.total / 20 / 160, 9);
  expect(timeValue(budget, 40)!.totalHours).toBeCloseTo(tv.totalHours / 2, 9);
  expect(timeValue(budget, null)).toBeNull();
  expect(timeValue(budget, 0)).toBeNull();
});

test('the lifestyle comparison puts both cities in the destination currency and follows the lifestyle', () => {
  const to = scaled(flat, 30);
  const groups = lifestyleComparison(
    flat,
    to,
    buildBudget(flat, 'frugal', []),
    buildBudget(to, 'frugal', []),
    20,
  );
  expect(groups.map((g) => g.key)).toEqual(['dining', 'entertainment', 'fitness', 'shopping']);
  const meal = groups[0]!.items[0]!;
  expect(meal.fromInTo).toBe(flat.meal_inexpensive! * 20);
  expect(meal.differencePct).toBeCloseTo(50, 9);
  // Frugal has no gym: the fitness line is 0 in both cities; luxury has one.
  expect(groups[2]!.monthly.to).toBe(0);
  const luxury = lifestyleComparison(
    flat,
    to,
    buildBudget(flat, 'luxury', []),
    buildBudget(to, 'luxury', []),
    20,
  );
  expect(luxury[2]!.monthly.to!).toBeGreaterThan(0);
  expect(luxury[0]!.monthly.to!).toBeGreaterThan(groups[0]!.monthly.to!);
});

test('a comparison without both figures has no difference', () => {
  expect(compareAmounts(null, 5, 2)).toEqual({
    from: null,
    to: 5,
    fromInTo: null,
    differencePct: null,
  });
  expect(compareAmounts(0, 5, 2).differencePct).toBeNull();
});

test('every priority name is one of the spec checkboxes', () => {
  const names: Priority[] = ['housing', 'food', 'transportation', 'entertainment', 'savings'];
  expect([...PRIORITIES]).toEqual(names);
});
