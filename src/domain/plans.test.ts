import { expect, test } from 'vitest';
import {
  annualSavingPercent,
  bestAnnualSavingPercent,
  findPlan,
  formatUsdCents,
  PLANS,
  planPriceCents,
} from './plans.ts';

test('the catalogue has the four tiers of the spec in ladder order with their ranks', () => {
  expect(PLANS.map((plan) => [plan.name, plan.tierRank])).toEqual([
    ['Explorer', 1],
    ['Voyager', 2],
    ['Navigator', 3],
    ['Enterprise', null],
  ]);
});

test('prices are the spec §9 figures in cents, and Enterprise is custom', () => {
  expect(planPriceCents(findPlan('explorer')!, 'month')).toBe(0);
  expect(planPriceCents(findPlan('Voyager')!, 'month')).toBe(499);
  expect(planPriceCents(findPlan('Voyager')!, 'year')).toBe(4999);
  expect(planPriceCents(findPlan('Navigator')!, 'month')).toBe(999);
  expect(planPriceCents(findPlan('Navigator')!, 'year')).toBe(9999);
  expect(planPriceCents(findPlan('Enterprise')!, 'year')).toBeNull();
});

test('findPlan accepts ids and display names and returns null for unknown plans', () => {
  expect(findPlan(' NAVIGATOR ')?.id).toBe('navigator');
  expect(findPlan('platinum')).toBeNull();
});

test('the annual saving is the real one, rounded down, never the 20% the spec prints', () => {
  // 12 x 4.99 = 59.88 against 49.99: 16.52 %; 12 x 9.99 = 119.88 against 99.99: 16.59 %.
  expect(annualSavingPercent(findPlan('voyager')!)).toBe(16);
  expect(annualSavingPercent(findPlan('navigator')!)).toBe(16);
  expect(annualSavingPercent(findPlan('explorer')!)).toBeNull();
  expect(annualSavingPercent(findPlan('enterprise')!)).toBeNull();
  expect(bestAnnualSavingPercent()).toBe(16);
  expect(bestAnnualSavingPercent([])).toBeNull();
});

test('prices format as US dollars with two decimals', () => {
  expect(formatUsdCents(4999)).toBe('$49.99');
  expect(formatUsdCents(0)).toBe('$0.00');
  expect(formatUsdCents(9999)).toBe('$99.99');
});
