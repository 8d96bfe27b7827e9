import fc from 'fast-check';
import { expect, test } from 'vitest';
import { AMOUNT_ERRORS, amountText, nextAmount } from './amount.ts';
import { bestValueSentence } from './insights.ts';
import { isRelevant, parsePersona, relevanceLabel, withArticle } from './persona.ts';
import {
  addRecentComparison,
  clearRecentComparisons,
  parseRecentComparisons,
  type RecentComparison,
} from './recent.ts';
import {
  decodeComparison,
  DEFAULT_STATE,
  encodeComparison,
  swapSides,
  type ComparisonState,
} from './url-state.ts';

const riyadh = { name: 'Riyadh', country: 'Saudi Arabia', countryCode: 'SA' };
const bangkok = { name: 'Bangkok', country: 'Thailand', countryCode: 'TH' };
const london = { name: 'London', country: 'United Kingdom', countryCode: 'GB' };
const entry = (from: string, to: string, a = riyadh, b = bangkok) => ({
  fromCurrency: from,
  toCurrency: to,
  fromCity: a,
  toCity: b,
});

test('amount: empty becomes 0 shown empty; negative or non-numeric text keeps the amount and says why', () => {
  const start = { amount: 1000, text: '1000' };
  expect(nextAmount(start, '')).toEqual({ amount: 0, text: '' });
  expect(nextAmount(start, '-5')).toEqual({
    amount: 1000,
    text: '-5',
    error: AMOUNT_ERRORS.negative,
  });
  expect(nextAmount(start, 'abc')).toEqual({
    amount: 1000,
    text: 'abc',
    error: AMOUNT_ERRORS.notNumber,
  });
  expect(nextAmount(start, '1e3').error).toBe(AMOUNT_ERRORS.exponent);
  expect(nextAmount(start, '12.5')).toEqual({ amount: 12.5, text: '12.5' });
  expect(nextAmount(start, '0.01')).toEqual({ amount: 0.01, text: '0.01' });
  expect(amountText(0)).toBe('');
  expect(amountText(1000)).toBe('1000');
});

test('personas parse from text and mark items by the spec keyword lists', () => {
  expect(parsePersona('digital_nomad')).toBe('digital_nomad');
  expect(parsePersona('admin')).toBeNull();
  const taxi = { itemName: 'Taxi start (normal tariff)', itemCategory: 'transportation' };
  const milk = { itemName: 'Milk, whole, 1 L', itemCategory: 'markets' };
  const school = {
    itemName: 'International primary school, yearly, 1 child',
    itemCategory: 'childcare',
  };
  expect(relevanceLabel('tourist', taxi)).toBe(' (Relevant)');
  expect(relevanceLabel('tourist', milk)).toBe('');
  expect(relevanceLabel('expat', school)).toBe(' (Relevant)');
  expect(relevanceLabel('entrepreneur', school)).toBe('');
  expect(isRelevant('general', milk)).toBe(true);
  expect(relevanceLabel('general', milk)).toBe('');
});

test('a new recent comparison goes first with its timestamp', () => {
  const list = addRecentComparison([], entry('SAR', 'THB'), '2026-11-22T04:00:00.000Z');
  const next = addRecentComparison(list, entry('USD', 'EUR'), '2026-11-22T04:01:00.000Z');
  expect(next.map((e) => e.fromCurrency)).toEqual(['USD', 'SAR']);
  expect(next[0]?.timestamp).toBe('2026-11-22T04:01:00.000Z');
});

test('re-adding the same currencies and city names replaces the old entry', () => {
  let list: RecentComparison[] = [];
  list = addRecentComparison(list, entry('SAR', 'THB'), 't1');
  list = addRecentComparison(list, entry('SAR', 'THB', riyadh, london), 't2');
  list = addRecentComparison(list, entry('SAR', 'THB'), 't3');
  expect(list.map((e) => `${e.toCity.name}@${e.timestamp}`)).toEqual(['Bangkok@t3', 'London@t2']);
});

test('at most five recent comparisons are kept and clear empties the list', () => {
  let list: RecentComparison[] = [];
  for (const code of ['AAA', 'BBB', 'CCC', 'DDD', 'EEE', 'FFF'])
    list = addRecentComparison(list, entry(code, 'THB'), code);
  expect(list.map((e) => e.fromCurrency)).toEqual(['FFF', 'EEE', 'DDD', 'CCC', 'BBB']);
  expect(clearRecentComparisons()).toEqual([]);
});

test('a stored list is parsed defensively', () => {
  expect(parseRecentComparisons(null)).toEqual([]);
  expect(parseRecentComparisons('{oops')).toEqual([]);
  expect(
    parseRecentComparisons(
      JSON.stringify([{ fromCurrency: 1 }, { ...entry('SAR', 'THB'), timestamp: 't' }]),
    ),
  ).toHaveLength(1);
});

test('the URL round-trips the whole comparison', () => {
  const state: ComparisonState = {
    fromCurrency: 'GBP',
    toCurrency: 'EUR',
    fromCity: london,
    toCity: { name: 'Saint-Denis', country: 'France', countryCode: 'FR' },
    amount: 12.5,
    activeTab: 'tourist',
    persona: 'expat',
  };
  expect(decodeComparison(encodeComparison(state))).toEqual(state);
  expect(decodeComparison('')).toEqual(DEFAULT_STATE);
});

test('a tampered URL falls back field by field to the defaults', () => {
  const s = decodeComparison(
    'from=usd&to=<script>&amount=-3&tab=admin&persona=root&fromCity=X&fromCountry=Y&fromCountryCode=123',
  );
  expect(s).toEqual({ ...DEFAULT_STATE, fromCurrency: 'USD' });
});

test('swapping twice gives back the same comparison (property)', () => {
  const code = fc.stringMatching(/^[A-Z]{3}$/);
  fc.assert(
    fc.property(code, code, (a, b) => {
      const s = { ...DEFAULT_STATE, fromCurrency: a, toCurrency: b };
      expect(swapSides(swapSides(s))).toEqual(s);
      expect(swapSides(s).fromCity).toEqual(s.toCity);
    }),
  );
});

test('a shared link carries the city ids when known, and ignores a malformed one (issue 13 §4)', () => {
  const state = {
    ...DEFAULT_STATE,
    toCity: { name: 'Bengaluru', country: 'India', countryCode: 'IN', id: '1277333' },
  };
  const link = encodeComparison(state);
  expect(link).toContain('toCityId=1277333');
  expect(link).not.toContain('fromCityId');
  expect(decodeComparison(link).toCity).toEqual(state.toCity);
  const bad = decodeComparison(link.replace('toCityId=1277333', 'toCityId=%3Cscript%3E'));
  expect(bad.toCity).toEqual({ name: 'Bengaluru', country: 'India', countryCode: 'IN' });
  expect(decodeComparison(`${link}&fromCityId=avg-SA`).fromCity.id).toBe('avg-SA');
});

test('generated sentences agree with their numbers and articles (issue 19 §5)', () => {
  expect(bestValueSentence('Housing', -12.3, 'Bangkok')).toBe(
    'Housing is the best value: 12.3% cheaper in Bangkok.',
  );
  expect(bestValueSentence('Groceries', 50.7, 'London')).toBe(
    'Everything costs more in London; Groceries the least: 50.7% more expensive.',
  );
  expect(bestValueSentence('Utilities', 0.01, 'Oslo')).toBe('Utilities costs the same in Oslo.');
  fc.assert(
    fc.property(fc.double({ min: -99, max: 500, noNaN: true }), (diff) => {
      const text = bestValueSentence('Area', diff, 'X');
      if (diff <= -0.05) return text.includes('cheaper') && !text.includes('more expensive');
      if (diff >= 0.05) return text.includes('more expensive') && !text.includes('best value');
      return text.includes('the same');
    }),
  );
  expect(withArticle('expat')).toBe('an expat');
  expect(withArticle('entrepreneur')).toBe('an entrepreneur');
  expect(withArticle('digital nomad')).toBe('a digital nomad');
  expect(withArticle('tourist')).toBe('a tourist');
});
