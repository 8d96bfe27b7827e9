import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import type { ValidationSummary } from './validation-summary.ts';
import { biasWords, ValidationTable } from './validation-table.tsx';

afterEach(cleanup);

const cell = (medianAbsError: number, medianBias: number, coverage: number, countries: number) => ({
  n: countries * 10,
  countries,
  medianAbsError,
  medianBias,
  coverage,
});

const summary: ValidationSummary = {
  fitted: '2026-09-29',
  observations: 1234,
  countries: 12,
  sources: ['hud-fmr-fy2025', 'wfp'],
  table: {
    categories: {
      markets: { all: cell(0.21, 1.04, 0.79, 10), low: cell(0.3, 0.9, 0.7, 4) },
      'rent per month': { all: cell(0.33, 0.88, 0.81, 2), high: cell(0.33, 0.88, 0.81, 2) },
    },
    overall: { all: cell(0.24, 1, 0.8, 12) },
  },
};

test('each tested category says its typical error, its average miss and its coverage in words', () => {
  render(<ValidationTable summary={summary} />);
  const groceries = screen.getByRole('row', { name: /Groceries/ });
  expect(within(groceries).getByText(/21%/)).toBeTruthy();
  expect(within(groceries).getByText('about right on average')).toBeTruthy();
  expect(within(groceries).getByText(/79% of the time/)).toBeTruthy();
  expect(within(groceries).getByText(/low-income countries 30% \(4\)/)).toBeTruthy();
  const rent = screen.getByRole('row', { name: /Rent/ });
  expect(within(rent).getByText('about 12% too low on average')).toBeTruthy();
  expect(screen.getByText(/1,234 prices in 12 countries/)).toBeTruthy();
});

test('a category without observed prices says it is untested', () => {
  render(<ValidationTable summary={summary} />);
  const clothing = screen.getByRole('row', { name: /Clothing/ });
  expect(within(clothing).getByText(/No open observed prices to test against yet/)).toBeTruthy();
});

test('bias words', () => {
  expect(biasWords(1.2)).toBe('about 20% too high on average');
  expect(biasWords(0.97)).toBe('about right on average');
});
