// The Lifestyle suite against figures worked by hand (issue 31, listed in
// docs/methods/premium-lifestyle.md §7): the groceries month from the USDA food plans, and quality-of-life
// scores from the WDI rows stored in data/sources/quality_of_life_indicators.csv, each with its year.
import { expect, test } from 'vitest';
import { FOOD_PLAN, LINES, foodPlanUsd } from '#domain/premium/lifestyle/basket.ts';
import { qualityOfLife, type IndicatorValue } from '#domain/premium/lifestyle/quality.ts';
import { loadQualityIndicators } from './quality-data.ts';

const REFERENCE_YEAR = 2026;
const rows = (iso3: string): IndicatorValue[] => loadQualityIndicators().get(iso3)!;
const input = (iso3: string, key: string, code: string, year = REFERENCE_YEAR) =>
  qualityOfLife(rows(iso3), year)
    .categories.find((c) => c.key === key)!
    .inputs.find((i) => i.code === code)!;

// USDA Thrifty Food Plan, September 2025, adults 19–50: men US$312.20, women US$248.90 a month; one
// person +20% (USDA's household-size adjustment): (248.90 + 312.20) / 2 × 1.2 = 336.66.
test('frugal groceries: the USDA Thrifty plan for one adult, US$336.66 a month', () => {
  expect(foodPlanUsd('frugal')).toBeCloseTo(336.66, 2);
});

// The Low-Cost, Moderate-Cost and Liberal plans over Thrifty (October 2015, adults 19–50, mean of the
// two sexes: 177.65, 227.40, 282.90, 353.95).
test('balanced groceries: the Low-Cost plan, 336.66 × 227.40 / 177.65 = US$430.94', () => {
  expect(foodPlanUsd('balanced')).toBeCloseTo(430.94, 2);
});

test('comfort groceries: the Moderate-Cost plan, 336.66 × 282.90 / 177.65 = US$536.12', () => {
  expect(foodPlanUsd('comfort')).toBeCloseTo(536.12, 2);
});

test('luxury groceries: the Liberal plan, 336.66 × 353.95 / 177.65 = US$670.76', () => {
  expect(foodPlanUsd('luxury')).toBeCloseTo(670.76, 2);
});

test('a balanced month buys 8 × 430.94 / 124.90 = 27.60 litres of milk, priced with the city’s own milk', () => {
  const milk = LINES.find((l) => l.key === 'groceries')!.tiers.balanced.find(
    (i) => i.id === 'milk_1l',
  )!;
  expect(FOOD_PLAN.homeBasketUsd).toBe(124.9);
  expect(milk.quantity).toBeCloseTo(27.6, 2);
});

test('UK life expectancy 81.24 years (2023) scores (81.24 − 55) / (85 − 55) × 10 = 8.75', () => {
  const le = input('GBR', 'healthcare', 'SP.DYN.LE00.IN');
  expect(le).toMatchObject({ value: 81.24, year: 2023, status: 'used' });
  expect(le.score).toBeCloseTo(8.7467, 3);
});

test('UK healthcare score: 0.5 × 8.7467 + 0.25 × 8.2525 (3.301 physicians) + 0.25 × 9.7896 (US$5,367) = 8.88', () => {
  const healthcare = qualityOfLife(rows('GBR'), REFERENCE_YEAR).categories.find(
    (c) => c.key === 'healthcare',
  )!;
  expect(healthcare.score).toBeCloseTo(8.8839, 3);
});

test('Germany’s PM2.5 exposure 8.812 µg/m³ (2023) scores ln(8.812/75) / ln(5/75) × 10 = 7.91', () => {
  const pm = input('DEU', 'environment', 'EN.ATM.PM25.MC.M3');
  expect(pm).toMatchObject({ value: 8.812, year: 2023 });
  expect(pm.score).toBeCloseTo(7.9074, 3);
});

test('Thailand’s physicians 0.541 per 1,000 (2021) score 0.541 / 4 × 10 = 1.35', () => {
  const ph = input('THA', 'healthcare', 'SH.MED.PHYS.ZS');
  expect(ph).toMatchObject({ value: 0.541, year: 2021 });
  expect(ph.score).toBeCloseTo(1.3525, 4);
});

test('Thailand’s homicides 4.813 per 100,000 date from 2011: scored in 2026 (4.33), too old in 2027', () => {
  const now = input('THA', 'safety', 'VC.IHR.PSRC.P5');
  expect(now).toMatchObject({ value: 4.813, year: 2011, status: 'used' });
  // ln(4.813 / 40) / ln(0.3 / 40) × 10 = 4.328.
  expect(now.score).toBeCloseTo(4.3279, 3);
  const later = input('THA', 'safety', 'VC.IHR.PSRC.P5', 2027);
  expect(later).toMatchObject({ status: 'too_old', score: null, year: 2011 });
});

test('UK internet use 94.82% (2020) scores 9.48, shown with its year', () => {
  const net = input('GBR', 'infrastructure', 'IT.NET.USER.ZS');
  expect(net).toMatchObject({ value: 94.82, year: 2020 });
  expect(net.score).toBeCloseTo(9.482, 3);
});
