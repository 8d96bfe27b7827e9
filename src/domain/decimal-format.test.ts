import fc from 'fast-check';
import { expect, test } from 'vitest';
import { formatDecimal } from './decimal-format.ts';

// The reference: what the browser's ICU prints (Node carries the same ICU). formatDecimal exists so
// that /home never builds one of these while it loads (ADR 015), and must print exactly the same.
const intl = (decimals: number) =>
  new Intl.NumberFormat('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: 'negative',
  });
const REFERENCE = new Map([0, 1, 2, 3, 4, 6].map((d) => [d, intl(d)]));
const reference = (value: number, decimals: number) => REFERENCE.get(decimals)!.format(value);

test('the documented cases, including the ones toFixed gets wrong', () => {
  expect(formatDecimal(1234.5, 2)).toBe('1,234.50');
  expect(formatDecimal(1.005, 2)).toBe('1.01');
  expect(formatDecimal(2.675, 2)).toBe('2.68');
  expect(formatDecimal(-0.001, 2)).toBe('0.00');
  expect(formatDecimal(-0, 2)).toBe('0.00');
  expect(formatDecimal(-0.005, 2)).toBe('-0.01');
  expect(formatDecimal(999.995, 2)).toBe('1,000.00');
  expect(formatDecimal(15234.56789, 4)).toBe('15,234.5679');
  expect(formatDecimal(1e21, 2)).toBe('1,000,000,000,000,000,000,000.00');
  expect(formatDecimal(5e-7, 4)).toBe('0.0000');
  expect(formatDecimal(0.00005, 4)).toBe('0.0001');
});

test('equals Intl.NumberFormat en-US for any double, at 0–6 decimals', () => {
  fc.assert(
    fc.property(
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.constantFrom(0, 1, 2, 3, 4, 6),
      (value, decimals) => formatDecimal(value, decimals) === reference(value, decimals),
    ),
    { numRuns: 100_000 },
  );
});

test('equals Intl.NumberFormat for everyday money and rates, ties and carries included', () => {
  // Values a comparison shows (cents to billions) and exact half-way cases like 0.125 or 9.995,
  // where rounding the double's binary value instead of its shortest digits would differ.
  const everyday = fc.oneof(
    fc.double({ min: -1e10, max: 1e10, noNaN: true }),
    fc
      .tuple(fc.integer({ min: -1e9, max: 1e9 }), fc.constantFrom(1, 2, 3, 4, 5))
      .map(([n, places]) => (n + 0.5) / 10 ** places),
    fc.integer({ min: 0, max: 1e7 }).map((n) => n / 1000 - 0.0005),
  );
  fc.assert(
    fc.property(everyday, fc.constantFrom(2, 4), (value, decimals) => {
      expect(formatDecimal(value, decimals)).toBe(reference(value, decimals));
    }),
    { numRuns: 200_000 },
  );
});
