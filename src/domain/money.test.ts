import fc from 'fast-check';
import { expect, test } from 'vitest';
import { formatMoney, formatInverseRate, formatRate, NOT_AVAILABLE } from './money.ts';

test('money shows en-US grouping, exactly 2 decimals and the symbol first (spec §9)', () => {
  expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
  expect(formatMoney(1000, 'EUR')).toBe('€1,000.00');
  expect(formatMoney(0.005, 'GBP')).toBe('£0.01');
  expect(formatMoney(1234567.891, 'JPY')).toBe('¥1,234,567.89');
  expect(formatMoney(12, 'THB')).toBe('฿12.00');
});

test('SAR writes its symbol after the number (spec §9)', () => {
  expect(formatMoney(1000, 'SAR')).toBe('1,000.00 SAR');
  expect(formatMoney(-2.5, 'SAR')).toBe('-2.50 SAR');
  expect(formatMoney(1000, 'SAR', 'ر.س')).toBe('1,000.00 ر.س');
});

test('a letter symbol is set off by a space; a given symbol wins over the fallback', () => {
  expect(formatMoney(99, 'AED')).toBe('AED 99.00');
  expect(formatMoney(12, 'AUD', 'AU$')).toBe('AU$12.00');
  expect(formatMoney(5, 'ZAR', 'R')).toBe('R5.00');
  expect(formatMoney(5, 'XYZ')).toBe('XYZ 5.00');
});

test('negative amounts put the minus before the symbol, and nothing prints as -0.00', () => {
  expect(formatMoney(-3.456, 'EUR')).toBe('-€3.46');
  expect(formatMoney(-0.001, 'USD')).toBe('$0.00');
  expect(formatMoney(-0, 'USD')).toBe('$0.00');
});

test('non-finite amounts and rates show N/A instead of NaN or Infinity', () => {
  expect(formatMoney(Number.NaN, 'USD')).toBe(NOT_AVAILABLE);
  expect(formatMoney(Number.POSITIVE_INFINITY, 'USD')).toBe(NOT_AVAILABLE);
  expect(formatRate(Number.NaN)).toBe(NOT_AVAILABLE);
});

test('rates show 4 decimals (spec §9), more for small rates so 4 significant digits remain (issue 19)', () => {
  expect(formatRate(9.7)).toBe('9.7000');
  expect(formatRate(3.75)).toBe('3.7500');
  expect(formatRate(0.266666)).toBe('0.2667');
  expect(formatRate(15234.56789)).toBe('15,234.5679');
  expect(formatRate(0.0079123)).toBe('0.007912');
  expect(formatRate(0.000012345)).toBe('0.00001235');
  expect(formatRate(0)).toBe('0.0000');
  expect(formatInverseRate(4)).toBe('0.2500');
  expect(formatInverseRate(0)).toBe(NOT_AVAILABLE);
});

test('every finite amount formats with exactly two decimals and parses back within half a cent', () => {
  fc.assert(
    fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (amount) => {
      const text = formatMoney(amount, 'USD');
      const match = /^(-?)\$([\d,]+\.\d{2})$/.exec(text);
      if (match === null) return false;
      const parsed = Number(`${match[1]}${match[2]!.replaceAll(',', '')}`);
      return Math.abs(parsed - amount) <= 0.005 + Math.abs(amount) * 1e-15;
    }),
  );
});

test('every finite rate has 4 to 8 decimals and, from 0.0001 up, at least 4 significant digits', () => {
  fc.assert(
    fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (rate) => {
      const text = formatRate(rate);
      const match = /^([\d,]+)\.(\d{4,8})$/.exec(text);
      if (match === null) return false;
      if (rate < 1e-4) return true;
      const digits = `${match[1]!.replaceAll(',', '')}${match[2]}`.replace(/^0+/, '');
      return digits.length >= 4;
    }),
  );
});
