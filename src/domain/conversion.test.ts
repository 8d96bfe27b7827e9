import fc from 'fast-check';
import { expect, test } from 'vitest';
import { convertAmount, pairRate, withPeggedRates } from './conversion.ts';
import { CURRENCY_PEGS, SUPPORTED_CURRENCY_CODES } from './currency-codes.ts';

// Rates per USD span the real range: from about 0.3 (KWD) to about 100,000 (VES/IRR-like).
const rateArb = fc.double({ min: 1e-3, max: 1e6, noNaN: true, noDefaultInfinity: true });
// Amounts of money: zero, or between a millionth of a unit and a trillion, either sign. (Subnormal
// doubles such as 4e-323 are not money; their relative precision is meaningless.)
const amountArb = fc.oneof(
  fc.constant(0),
  fc
    .tuple(fc.boolean(), fc.double({ min: 1e-6, max: 1e12, noNaN: true }))
    .map(([negative, x]) => (negative ? -x : x)),
);
const codeArb = fc.constantFrom(...SUPPORTED_CURRENCY_CODES);
const tableArb = fc
  .tuple(codeArb, codeArb, rateArb, rateArb)
  .map(([from, to, a, b]) => ({ from, to, rates: { USD: 1, [from]: a, [to]: b } }));

function relativeError(actual: number, expected: number): number {
  if (expected === 0) return Math.abs(actual);
  return Math.abs(actual - expected) / Math.abs(expected);
}

test('the pair rate is the target rate divided by the source rate (spec §7)', () => {
  const rates = { USD: 1, SAR: 3.75, THB: 32.5 };
  expect(pairRate(rates, 'SAR', 'THB')).toEqual({ ok: true, rate: 32.5 / 3.75 });
  expect(pairRate(rates, 'USD', 'SAR')).toEqual({ ok: true, rate: 3.75 });
});

test('the same currency converts at exactly 1, even with no rate for it', () => {
  expect(pairRate({ USD: 1 }, 'SAR', 'SAR')).toEqual({ ok: true, rate: 1 });
  expect(convertAmount(1000, {}, 'THB', 'THB')).toEqual({ ok: true, amount: 1000, rate: 1 });
});

test('a missing, zero, negative or non-finite rate is a missing-currency error, never a silent 1', () => {
  const rates = { USD: 1, ZER: 0, NEG: -2, NAN: Number.NaN, INF: Number.POSITIVE_INFINITY };
  for (const code of ['XYZ', 'ZER', 'NEG', 'NAN', 'INF']) {
    expect(pairRate(rates, 'USD', code)).toEqual({
      ok: false,
      error: 'missing-currency',
      missing: [code],
    });
  }
  expect(convertAmount(10, rates, 'ABC', 'XYZ')).toEqual({
    ok: false,
    error: 'missing-currency',
    missing: ['ABC', 'XYZ'],
  });
});

test('inherited object keys are not rates', () => {
  expect(pairRate({ USD: 1 }, 'USD', 'constructor').ok).toBe(false);
  expect(pairRate({ USD: 1 }, 'toString', 'USD').ok).toBe(false);
});

test('1000 SAR is 8666.67 THB at 3.75 and 32.5 per USD', () => {
  const result = convertAmount(1000, { USD: 1, SAR: 3.75, THB: 32.5 }, 'SAR', 'THB');
  expect(result.ok && result.amount).toBeCloseTo(8666.6667, 4);
});

test('A -> B -> A returns the amount within 1e-9 relative', () => {
  fc.assert(
    fc.property(tableArb, amountArb, ({ from, to, rates }, amount) => {
      const there = convertAmount(amount, rates, from, to);
      if (!there.ok) return false;
      const back = convertAmount(there.amount, rates, to, from);
      return back.ok && relativeError(back.amount, amount) <= 1e-9;
    }),
  );
});

test('conversion is linear in the amount', () => {
  fc.assert(
    fc.property(tableArb, amountArb, amountArb, ({ from, to, rates }, a, b) => {
      const sum = convertAmount(a + b, rates, from, to);
      const ca = convertAmount(a, rates, from, to);
      const cb = convertAmount(b, rates, from, to);
      const scaled = convertAmount(3 * a, rates, from, to);
      if (!sum.ok || !ca.ok || !cb.ok || !scaled.ok) return false;
      const scale = Math.max(Math.abs(a), Math.abs(b), 1) * sum.rate;
      return (
        Math.abs(sum.amount - (ca.amount + cb.amount)) <= 1e-12 * scale &&
        relativeError(scaled.amount, 3 * ca.amount) <= 1e-12
      );
    }),
  );
});

test('valid input never yields NaN or Infinity', () => {
  fc.assert(
    fc.property(tableArb, amountArb, ({ from, to, rates }, amount) => {
      const result = convertAmount(amount, rates, from, to);
      return result.ok && Number.isFinite(result.amount) && Number.isFinite(result.rate);
    }),
  );
});

test('pegged currencies take their anchor rate when the table lacks them', () => {
  const rates = withPeggedRates({ USD: 1, DKK: 6.4, AUD: 1.5 }, CURRENCY_PEGS);
  expect(rates.FOK).toBe(6.4);
  expect(rates.KID).toBe(1.5);
  expect(pairRate(rates, 'FOK', 'DKK')).toEqual({ ok: true, rate: 1 });
});

test('a peg never overrides a quoted rate nor invents one without its anchor', () => {
  const rates = withPeggedRates({ USD: 1, FOK: 6.5 }, CURRENCY_PEGS);
  expect(rates.FOK).toBe(6.5);
  expect(rates.KID).toBeUndefined();
});
