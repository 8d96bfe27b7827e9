// Issue 34 item 1: a city brings the currency its people are paid in, on every path of the pair
// model (picker, URL, swap, recent), for every country whose currency list holds more than one code.
import { expect, test } from 'vitest';
import { currencyPlaces } from '#domain/compare/currency-places.ts';
import {
  chooseCity,
  pairFacts,
  settlePair,
  settleUrl,
  swapPair,
} from '#domain/compare/pair-state.ts';
import { DEFAULT_STATE, encodeComparison } from '#domain/compare/url-state.ts';
import { loadReferenceData } from '../../reference/reference-data.ts';
import { buildSupportedCities, buildSupportedCountries } from './reference.service.ts';

const reference = loadReferenceData();
const countries = buildSupportedCountries(reference);
const entries = Object.entries(countries).map(([code, e]) => ({ code, ...e }));
const facts = pairFacts(currencyPlaces(entries, buildSupportedCities(reference)));

/** The currency people are paid in, for each country listing several codes (fund codes last). */
const PAID_IN: Record<string, string> = {
  BO: 'BOB', // not BOV (Mvdol, a fund code)
  BT: 'BTN', // the ngultrum; the rupee circulates beside it
  CH: 'CHF', // not CHE/CHW (WIR euro and franc)
  CL: 'CLP', // not CLF (Unidad de Fomento)
  EH: 'MAD', // Moroccan-administered; not the Algerian or Mauritanian unit
  HT: 'HTG',
  LS: 'LSL',
  NA: 'NAD',
  PA: 'PAB',
  SV: 'USD', // dollarised in 2001; the colón (SVC) is not quoted
  US: 'USD', // not USN (next-day dollars) nor XDR (the IMF's unit, home in Washington)
  UY: 'UYU', // not UYI (indexed units)
  ZW: 'USD', // countries-list's first; ZWG is not quoted
};

test('every country with several currency codes is in the table', () => {
  const several = reference.countries.filter((c) => c.currencies.length > 1).map((c) => c.iso2);
  expect(several.sort()).toEqual(Object.keys(PAID_IN).sort());
});

test.each(Object.entries(PAID_IN))('a city in %s brings %s on every path', (iso2, code) => {
  const city = reference.citiesByCountry.get(iso2)?.find((c) => !c.isCountryAverage);
  if (city === undefined) throw new Error(`${iso2}: no city`);
  const ref = { name: city.name, country: city.countryName, countryCode: iso2, id: city.id };
  // Picker: from Riyadh in riyals to a city of this country.
  const picked = chooseCity(DEFAULT_STATE, 'from', ref, facts);
  expect(picked.fromCurrency).toBe(code);
  expect(facts.currencyOf(iso2)).toBe(code);
  // URL: the picked pair as a link, read back.
  expect(settleUrl(encodeComparison(picked), facts).fromCurrency).toBe(code);
  // Swap: the city and its currency move together.
  expect(swapPair(picked)).toMatchObject({ toCurrency: code, toCity: ref });
  // Recent: the stored pair replays as it was.
  const replay = settlePair(DEFAULT_STATE, { ...picked, fromCity: ref }, facts);
  expect(replay).toMatchObject({ fromCurrency: code, fromCity: ref });
});

test('no country is given XDR; every country gets its first quoted currency', () => {
  for (const country of reference.countries) {
    const chosen = facts.currencyOf(country.iso2);
    expect(chosen).not.toBe('XDR');
    const first = country.currencies.find((c) => countries[c] !== undefined);
    // A country listing no quoted code (Curaçao's new XCG) keeps the currency whose list holds it (ANG).
    if (first !== undefined) expect([country.iso2, chosen]).toEqual([country.iso2, first]);
  }
  expect(countries.XDR?.paidIn).toEqual([]);
});

test('a hand-made link naming the countries without their codes resolves them (issue 34)', () => {
  const state = settleUrl(
    'from=EUR&to=USD&fromCity=Lisbon&fromCountry=Portugal&toCity=Chicago&toCountry=united%20states',
    facts,
  );
  expect(state.fromCity).toMatchObject({ name: 'Lisbon', countryCode: 'PT' });
  expect(state.toCity).toMatchObject({ name: 'Chicago', countryCode: 'US' });
  expect([state.fromCurrency, state.toCurrency]).toEqual(['EUR', 'USD']);
});
