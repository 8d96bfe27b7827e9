import { expect, test } from 'vitest';
import {
  comparisonLink,
  decodeLifestyleView,
  DEFAULT_PAIR,
  encodeLifestyleView,
  encodeLifestyleViewOver,
  type LifestyleView,
} from './url-state.ts';

const LONDON: LifestyleView['pair'] = {
  fromCurrency: 'USD',
  toCurrency: 'GBP',
  fromCity: { name: 'New York City', country: 'United States', countryCode: 'US', id: '5128581' },
  toCity: { name: 'London', country: 'United Kingdom', countryCode: 'GB', id: '2643743' },
};

test('a shared link reproduces the pair, income, lifestyle, priorities and tab', () => {
  const view: LifestyleView = {
    pair: LONDON,
    income: 6500,
    incomeCurrency: 'USD',
    lifestyle: 'comfort',
    priorities: ['housing', 'savings'],
    tab: 'quality',
  };
  const search = encodeLifestyleView(view);
  expect(search).not.toMatch(/amount=|persona=|(^|&)tab=/);
  expect(decodeLifestyleView(search, DEFAULT_PAIR)).toEqual(view);
});

test("without a pair in the URL the user's current comparison is used; bad values take defaults", () => {
  const view = decodeLifestyleView(
    'income=-4&incomeCurrency=dollars&lifestyle=lavish&priorities=food,fun,food&lifestyleTab=x',
    LONDON,
  );
  expect(view).toEqual({
    pair: LONDON,
    income: null,
    incomeCurrency: null,
    lifestyle: 'balanced',
    priorities: ['food'],
    tab: 'budget',
  });
});

test('the comparison link opens the same pair in the comparison tool', () => {
  expect(comparisonLink(LONDON)).toContain('toCityId=2643743');
  expect(comparisonLink(LONDON).startsWith('/home?from=USD&to=GBP')).toBe(true);
});

test("set over a shared /premium query, the view keeps the other suites' parameters and drops its own stale ones", () => {
  const view: LifestyleView = {
    pair: LONDON,
    income: null,
    incomeCurrency: null,
    lifestyle: 'frugal',
    priorities: [],
    tab: 'time',
  };
  const before =
    'bizSize=large&bizTab=costs&salaryTab=takehome&income=9000&priorities=food&lifestyleTab=budget';
  const after = new URLSearchParams(encodeLifestyleViewOver(view, before));
  expect(after.get('bizSize')).toBe('large');
  expect(after.get('bizTab')).toBe('costs');
  expect(after.get('salaryTab')).toBe('takehome');
  expect(after.has('income')).toBe(false);
  expect(after.has('priorities')).toBe(false);
  expect(decodeLifestyleView(after.toString(), DEFAULT_PAIR)).toEqual(view);
});
