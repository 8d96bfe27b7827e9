// The premium answers' rounding policy (ADR 176): fractions to six significant digits, whole numbers
// exact, and a copy, so what a suite keeps between requests is never changed by sending it.
import { expect, test } from 'vitest';
import { roundAnswer } from './rounding.ts';

test('fractions keep six significant digits, both signs, at any depth', () => {
  const out = roundAnswer({ a: 1234.56789, b: [-0.000123456789, { c: 98765.4321 }] });
  expect(out).toEqual({ a: 1234.57, b: [-0.000123457, { c: 98765.4 }] });
});

test('whole numbers come back exactly: a year, a population, a salary the user typed', () => {
  expect(roundAnswer({ year: 2024, people: 607_691_234, salary: 1_234_567, zero: 0 })).toEqual({
    year: 2024,
    people: 607_691_234,
    salary: 1_234_567,
    zero: 0,
  });
});

test('strings, booleans, null and non-finite numbers pass through', () => {
  expect(roundAnswer({ s: 'x', t: true, n: null, inf: Infinity, nan: NaN })).toEqual({
    s: 'x',
    t: true,
    n: null,
    inf: Infinity,
    nan: NaN,
  });
});

test('the answer is a copy: the objects it was built from are unchanged', () => {
  const stored = { rate: 0.123456789, rows: [1.987654321] };
  const out = roundAnswer({ facts: stored });
  expect(out.facts.rate).toBe(0.123457);
  expect(stored).toEqual({ rate: 0.123456789, rows: [1.987654321] });
});
