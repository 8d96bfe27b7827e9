// Issue 34 item 5: amounts are read as written for the user's locale; bad ones get a message.
import { expect, test } from 'vitest';
import { AMOUNT_ERRORS, decimalMarkOf, nextAmount, parseAmount } from './amount.ts';

test.each([
  ['1.000,50', '.', 1000.5],
  ['1.000,50', ',', 1000.5],
  ['1,000.50', '.', 1000.5],
  ['1,000.50', ',', 1000.5],
  ['1,5', '.', 1.5],
  ['1,5', ',', 1.5],
  ['1.5', ',', 1.5],
  ['1.000', ',', 1000],
  ['1.000', '.', 1],
  ['1,000', '.', 1000],
  ['1,000', ',', 1],
  ['1.234.567,89', ',', 1234567.89],
  ['1 234,5', ',', 1234.5],
  ["1'000.25", '.', 1000.25],
  ['12.5', '.', 12.5],
  ['.5', '.', 0.5],
  ['0', '.', 0],
] as const)('%s with decimal mark %s reads %d', (text, mark, amount) => {
  expect(parseAmount(text, mark)).toEqual({ amount });
});

test.each([
  ['-50', AMOUNT_ERRORS.negative],
  ['−50', AMOUNT_ERRORS.negative],
  ['1e6', AMOUNT_ERRORS.exponent],
  ['2E3', AMOUNT_ERRORS.exponent],
  ['abc', AMOUNT_ERRORS.notNumber],
  ['1.00.0,5', AMOUNT_ERRORS.notNumber],
  ['1,00,000', AMOUNT_ERRORS.notNumber],
  ['.', AMOUNT_ERRORS.notNumber],
])('%s is refused: %s', (text, error) => {
  expect(parseAmount(text, '.')).toEqual({ error });
  const start = { amount: 25, text: '25' };
  expect(nextAmount(start, text)).toEqual({ amount: 25, text, error });
});

test('the decimal mark follows the language', () => {
  expect(decimalMarkOf('de-DE')).toBe(',');
  expect(decimalMarkOf('fr')).toBe(',');
  expect(decimalMarkOf('pt-BR')).toBe(',');
  expect(decimalMarkOf('en-US')).toBe('.');
  expect(decimalMarkOf('en-GB')).toBe('.');
  expect(decimalMarkOf('ja-JP')).toBe('.');
});
