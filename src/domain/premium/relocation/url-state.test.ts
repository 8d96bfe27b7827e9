import { expect, test } from 'vitest';
import { DEFAULT_PAIR } from '../lifestyle/url-state.ts';
import { decodeRelocationView, encodeRelocationView } from './url-state.ts';

test('an empty URL gives the spec defaults and the fallback pair', () => {
  expect(decodeRelocationView('', DEFAULT_PAIR)).toEqual({
    pair: DEFAULT_PAIR,
    housingBudget: null,
    budgetCurrency: null,
    familySize: 2,
    lifestyle: 'moderate',
    tab: 'movingCosts',
  });
});

test('a view survives encoding and decoding, and keeps another suite’s parameters', () => {
  const view = {
    ...decodeRelocationView('', DEFAULT_PAIR),
    housingBudget: 2500,
    budgetCurrency: 'THB',
    familySize: 4,
    lifestyle: 'luxury' as const,
    tab: 'cultural' as const,
  };
  const text = encodeRelocationView(view, 'lifestyle=frugal&relocationTab=education');
  expect(new URLSearchParams(text).get('lifestyle')).toBe('frugal');
  expect(new URLSearchParams(text).getAll('relocationTab')).toEqual(['cultural']);
  expect(decodeRelocationView(text, DEFAULT_PAIR)).toEqual(view);
});

test('malformed values take their defaults', () => {
  const v = decodeRelocationView(
    'housingBudget=-3&familySize=9&relocationLifestyle=lavish&relocationTab=x&budgetCurrency=1',
    DEFAULT_PAIR,
  );
  expect(v).toMatchObject({
    housingBudget: null,
    familySize: 2,
    lifestyle: 'moderate',
    tab: 'movingCosts',
    budgetCurrency: null,
  });
});
