import { expect, test } from 'vitest';
import { fixtureItems } from './compare.fixtures.ts';
import { CATEGORY } from './market.ts';
import { cityWage, fallbackHourlyUsd, hourlyFromMonthlyUsd, hourlyIn } from './wages.ts';

test('a monthly salary above 50 USD is divided by 160 work hours', () => {
  expect(hourlyFromMonthlyUsd(4800)).toBe(30);
});

test('a reported salary of 50 USD or less is taken as already hourly', () => {
  expect(hourlyFromMonthlyUsd(50)).toBe(50);
  expect(hourlyFromMonthlyUsd(50.01)).toBeCloseTo(50.01 / 160, 10);
});

test('zero, negative or non-finite salaries give no wage', () => {
  expect(hourlyFromMonthlyUsd(0)).toBeNull();
  expect(hourlyFromMonthlyUsd(-1)).toBeNull();
  expect(hourlyFromMonthlyUsd(Number.NaN)).toBeNull();
});

test("the engine's salary item gives the wage, not flagged as a fallback", () => {
  const wage = cityWage(fixtureItems(0.5), 'TH', { THB: 32 });
  expect(wage).toMatchObject({ hourlyUsd: 15, monthlyUsd: 2400, isFallback: false });
  expect(wage.item?.source).toBe('model');
  expect(hourlyIn(wage, { THB: 32 }, 'THB')).toBe(480);
});

test("without an engine wage the spec's country fallback is used, in local currency, and flagged", () => {
  const noSalary = fixtureItems(1, 'USD', 1, [CATEGORY.salaries]);
  const wage = cityWage(noSalary, 'SA', { SAR: 4 });
  expect(wage).toMatchObject({ hourlyUsd: 10, monthlyUsd: 1600, isFallback: true, item: null });
  expect(cityWage(null, 'TH', { THB: 30 }).hourlyUsd).toBe(5);
});

test('countries outside the fallback table, or without a rate, get 20 USD an hour', () => {
  expect(fallbackHourlyUsd('BR', { BRL: 5 })).toBe(20);
  expect(fallbackHourlyUsd('IN', {})).toBe(20);
  expect(fallbackHourlyUsd('us', {})).toBe(25);
});
