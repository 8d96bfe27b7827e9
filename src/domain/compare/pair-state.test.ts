import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  chooseCity,
  chooseCurrency,
  isConsistentPair,
  pairFacts,
  settlePair,
  settleUrl,
  swapPair,
  type CurrencyPlace,
} from './pair-state.ts';
import { addRecentComparison } from './recent.ts';
import { DEFAULT_STATE, encodeComparison, type ComparisonState } from './url-state.ts';

const city = (name: string, country: string, countryCode: string, id?: string) =>
  id ? { name, country, countryCode, id } : { name, country, countryCode };
const riyadh = city('Riyadh', 'Saudi Arabia', 'SA', '108410');
const bangkok = city('Bangkok', 'Thailand', 'TH', '1609350');
const tokyo = city('Tokyo', 'Japan', 'JP', '1850147');
const seoul = city('Seoul', 'South Korea', 'KR', '1835848');
const berlin = city('Berlin', 'Germany', 'DE', '2950159');
const lisbon = city('Lisbon', 'Portugal', 'PT', '2267057');
const bengaluru = city('Bengaluru', 'India', 'IN', '1277333');
const panama = city('Panama City', 'Panama', 'PA');

const PLACES: CurrencyPlace[] = [
  { code: 'SAR', defaultCity: riyadh, countries: ['SA'] },
  { code: 'THB', defaultCity: bangkok, countries: ['TH'] },
  { code: 'JPY', defaultCity: tokyo, countries: ['JP'] },
  { code: 'KRW', defaultCity: seoul, countries: ['KR'] },
  { code: 'EUR', defaultCity: berlin, countries: ['DE', 'PT', 'FR'] },
  { code: 'INR', defaultCity: city('New Delhi', 'India', 'IN'), countries: ['IN', 'BT'] },
  { code: 'USD', defaultCity: city('Washington', 'United States', 'US'), countries: ['US', 'PA'] },
  { code: 'PAB', defaultCity: panama, countries: ['PA'] },
  { code: 'CHF', defaultCity: city('Bern', 'Switzerland', 'CH'), countries: ['CH', 'LI'] },
  { code: 'NOK', defaultCity: city('Oslo', 'Norway', 'NO'), countries: ['NO'] },
];
const facts = pairFacts(PLACES);
const CODES = PLACES.map((p) => p.code);
const CITIES = [riyadh, bangkok, tokyo, seoul, berlin, lisbon, bengaluru, panama];

// --- URL -------------------------------------------------------------------------------------------

test('URL: currencies without cities take each currency’s default city (issue 19: JPY -> KRW)', () => {
  const state = settleUrl('from=JPY&to=KRW', facts);
  expect([state.fromCurrency, state.fromCity, state.toCurrency, state.toCity]).toEqual([
    'JPY',
    tokyo,
    'KRW',
    seoul,
  ]);
});

test('URL: a named city whose country uses the currency is kept, with its id', () => {
  const search = encodeComparison({
    ...DEFAULT_STATE,
    fromCurrency: 'EUR',
    fromCity: lisbon,
    toCurrency: 'EUR',
    toCity: berlin,
  });
  const state = settleUrl(search, facts);
  expect(state.fromCity).toEqual(lisbon);
  expect(state.toCity).toEqual(berlin);
});

test('URL: a named city that does not use the currency gives way to the default city', () => {
  const search = encodeComparison({ ...DEFAULT_STATE, fromCurrency: 'CHF', toCurrency: 'NOK' });
  const state = settleUrl(search, facts);
  expect(state.fromCity.name).toBe('Bern');
  expect(state.toCity.name).toBe('Oslo');
});

test('URL: the old city-id parameters still work alongside the names', () => {
  const state = settleUrl(
    'from=INR&to=THB&fromCity=Bengaluru&fromCountry=India&fromCountryCode=IN&fromCityId=1277333',
    facts,
  );
  expect(state.fromCity).toEqual(bengaluru);
  expect(state.toCity).toEqual(bangkok);
});

test('URL: nothing at all is the spec default pair, already consistent, left as it is', () => {
  expect(settleUrl('', facts)).toEqual(DEFAULT_STATE);
  expect(settleUrl('', facts)).toMatchObject({
    fromCurrency: 'SAR',
    toCurrency: 'THB',
    fromCity: { name: 'Riyadh' },
    toCity: { name: 'Bangkok' },
  });
});

test('URL: an unknown currency keeps the city it is given (nothing to judge it by)', () => {
  expect(settleUrl('from=XYZ', facts).fromCity.name).toBe('Riyadh');
});

// --- pickers ---------------------------------------------------------------------------------------

test('currency picker: a new currency brings its default city', () => {
  const state = chooseCurrency(DEFAULT_STATE, 'to', 'JPY', facts);
  expect(state.toCurrency).toBe('JPY');
  expect(state.toCity).toEqual(tokyo);
  expect(state.fromCity.name).toBe('Riyadh');
});

test('currency picker: a city whose country also uses the new currency is kept (Panama, USD)', () => {
  const inPanama = { ...DEFAULT_STATE, fromCurrency: 'PAB', fromCity: panama };
  expect(chooseCurrency(inPanama, 'from', 'USD', facts).fromCity).toEqual(panama);
});

test('city picker: a city in a country using the side’s currency keeps the currency', () => {
  const state = chooseCity(
    { ...DEFAULT_STATE, toCurrency: 'EUR', toCity: berlin },
    'to',
    lisbon,
    facts,
  );
  expect([state.toCurrency, state.toCity]).toEqual(['EUR', lisbon]);
});

test('city picker: a city elsewhere brings its country’s currency (Bengaluru -> INR)', () => {
  const state = chooseCity(DEFAULT_STATE, 'to', bengaluru, facts);
  expect([state.toCurrency, state.toCity]).toEqual(['INR', bengaluru]);
});

test('city picker: a country’s home currency wins over a foreign one it also uses', () => {
  expect(chooseCity(DEFAULT_STATE, 'from', panama, facts).fromCurrency).toBe('PAB');
});

// --- swap and recent -------------------------------------------------------------------------------

test('swap exchanges whole sides, so a consistent pair stays consistent', () => {
  const state = swapPair(DEFAULT_STATE);
  expect([state.fromCurrency, state.fromCity.name, state.toCurrency, state.toCity.name]).toEqual([
    'THB',
    'Bangkok',
    'SAR',
    'Riyadh',
  ]);
  expect(isConsistentPair(state, facts)).toBe(true);
});

test('restoring a stored mismatch (CHF Riyadh -> NOK Bangkok) settles it to default cities', () => {
  const state = settlePair(
    DEFAULT_STATE,
    { fromCurrency: 'CHF', toCurrency: 'NOK', fromCity: riyadh, toCity: bangkok },
    facts,
  );
  expect(state.fromCity.name).toBe('Bern');
  expect(state.toCity.name).toBe('Oslo');
});

test('a mismatched pair is not consistent, so it is never stored in Recent comparisons', () => {
  expect(isConsistentPair({ ...DEFAULT_STATE, fromCurrency: 'JPY' }, facts)).toBe(false);
  expect(isConsistentPair(DEFAULT_STATE, facts)).toBe(true);
});

// --- every path, as a property ---------------------------------------------------------------------

type Step =
  | { kind: 'currency'; side: 'from' | 'to'; code: string }
  | { kind: 'city'; side: 'from' | 'to'; city: (typeof CITIES)[number] }
  | { kind: 'swap' }
  | { kind: 'url' }
  | { kind: 'restore'; code: [string, string] };

const side = fc.constantFrom('from' as const, 'to' as const);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('currency' as const), side, code: fc.constantFrom(...CODES) }),
  fc.record({ kind: fc.constant('city' as const), side, city: fc.constantFrom(...CITIES) }),
  fc.record({ kind: fc.constant('swap' as const) }),
  fc.record({ kind: fc.constant('url' as const) }),
  fc.record({
    kind: fc.constant('restore' as const),
    code: fc.tuple(fc.constantFrom(...CODES), fc.constantFrom(...CODES)),
  }),
);

function apply(state: ComparisonState, s: Step): ComparisonState {
  switch (s.kind) {
    case 'currency':
      return chooseCurrency(state, s.side, s.code, facts);
    case 'city':
      return chooseCity(state, s.side, s.city, facts);
    case 'swap':
      return swapPair(state);
    case 'url':
      // A round trip through the address bar (reload, shared link) changes nothing.
      return settleUrl(encodeComparison(state), facts);
    case 'restore':
      // A recent entry stored before this rule, possibly mismatched.
      return settlePair(
        state,
        { fromCurrency: s.code[0], toCurrency: s.code[1], fromCity: riyadh, toCity: bangkok },
        facts,
      );
  }
}

test('any sequence of URL, picker, swap and recent changes leaves a consistent pair', () => {
  fc.assert(
    fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
      let state = DEFAULT_STATE;
      let recent = addRecentComparison([], DEFAULT_STATE, '2026-11-25T00:00:00.000Z');
      for (const s of steps) {
        state = apply(state, s);
        expect(isConsistentPair(state, facts)).toBe(true);
        expect(settleUrl(encodeComparison(state), facts)).toEqual(state);
        recent = addRecentComparison(recent, state, '2026-11-25T00:00:00.000Z');
      }
      expect(recent.every((r) => isConsistentPair(r, facts))).toBe(true);
    }),
  );
});
