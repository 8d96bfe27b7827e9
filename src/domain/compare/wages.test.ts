import { expect, test } from 'vitest';
import { fixtureItems } from './compare.testkit.ts';
import { CATEGORY, type MarketItem } from './market.ts';
import { cityWage, fallbackHourlyUsd, hourlyFromMonthlyUsd, hourlyIn, perHour } from './wages.ts';

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

test('the hourly wage source note is scaled to the hour, range included (issue 34)', () => {
  const monthly = {
    itemName: 'Average monthly net salary',
    itemCategory: 'salaries',
    value: 1600,
    valueInUSD: 1600,
    currency: 'USD',
    low: 1200,
    high: 2000,
  } as MarketItem;
  const hourly = perHour(monthly);
  expect(hourly).toMatchObject({ value: 10, low: 7.5, high: 12.5, valueInUSD: 10 });
  expect(hourly?.itemName).toBe('Average monthly net salary, per hour');
  expect(perHour(null)).toBeNull();
});
