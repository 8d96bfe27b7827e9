import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  adjustedRate,
  convertAtRate,
  fromUsd,
  rateOrNull,
  percentDifference,
  purchasingPowerChange,
} from './conversion.ts';

const rates = { USD: 1, SAR: 3.75, THB: 36 };

test('the pair rate is the to-rate divided by the from-rate of the USD-based table', () => {
  expect(rateOrNull(rates, 'SAR', 'THB')).toBeCloseTo(9.6, 10);
  expect(rateOrNull(rates, 'USD', 'SAR')).toBe(3.75);
});

test('the same currency on both sides gives rate 1 even without a rate table', () => {
  expect(rateOrNull({}, 'XYZ', 'XYZ')).toBe(1);
});

test('a missing or unusable rate gives no pair rate', () => {
  expect(rateOrNull(rates, 'SAR', 'EUR')).toBeNull();
  expect(rateOrNull({ SAR: 0, THB: 36 }, 'SAR', 'THB')).toBeNull();
});

test('the converted amount is amount times the plain rate, and 0 or negative amounts give 0', () => {
  expect(convertAtRate(1000, 9.6)).toBe(9600);
  expect(convertAtRate(0, 9.6)).toBe(0);
  expect(convertAtRate(-5, 9.6)).toBe(0);
});

test('the adjusted rate is the rate times the cost-of-living ratio, factor 1 without a ratio', () => {
  expect(adjustedRate(9.6, 0.8)).toBeCloseTo(7.68, 10);
  expect(adjustedRate(9.6, null)).toBe(9.6);
  expect(adjustedRate(9.6, 0)).toBe(9.6);
});

test('purchasing power rises when the to-city is cheaper and falls when it is dearer', () => {
  expect(purchasingPowerChange(0.8)).toBeCloseTo(25, 10);
  expect(purchasingPowerChange(1.25)).toBeCloseTo(-20, 10);
  expect(purchasingPowerChange(1)).toBe(0);
  expect(purchasingPowerChange(null)).toBeNull();
});

test('percent difference is relative to the from side and undefined for a zero base', () => {
  expect(percentDifference(100, 85)).toBe(-15);
  expect(percentDifference(0, 85)).toBeNull();
});

test('a USD price converts with the per-USD rate; USD itself needs no rate', () => {
  expect(fromUsd(10, rates, 'THB')).toBe(360);
  expect(fromUsd(10, {}, 'USD')).toBe(10);
  expect(fromUsd(10, {}, 'THB')).toBeNull();
});

const rate = fc.double({ min: 1e-6, max: 1e6, noNaN: true });

test('swapping the sides inverts the pair rate (property)', () => {
  fc.assert(
    fc.property(rate, rate, (a, b) => {
      const table = { AAA: a, BBB: b };
      const there = rateOrNull(table, 'AAA', 'BBB') as number;
      const back = rateOrNull(table, 'BBB', 'AAA') as number;
      expect(there * back).toBeCloseTo(1, 9);
    }),
  );
});

test('zero or negative amounts zero the conversion for any rate (property)', () => {
  fc.assert(
    fc.property(fc.double({ max: 0, noNaN: true }), rate, (amount, r) => {
      expect(convertAtRate(amount, r)).toBe(0);
    }),
  );
});

test('conversion never yields NaN or Infinity, whatever the input (property)', () => {
  fc.assert(
    fc.property(
      fc.double(),
      fc.double(),
      fc.option(fc.double(), { nil: null }),
      (amount, r, ratio) => {
        expect(Number.isFinite(convertAtRate(amount, r))).toBe(true);
        expect(Number.isFinite(adjustedRate(r, ratio))).toBe(true);
        const pp = purchasingPowerChange(ratio);
        expect(pp === null || Number.isFinite(pp)).toBe(true);
      },
    ),
  );
});
