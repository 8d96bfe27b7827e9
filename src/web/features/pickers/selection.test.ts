import { expect, test } from 'vitest';
import { toCurrencyOptions, type CurrencyOption } from './exchange-api.ts';
import { cityLabel, cityOptionText, defaultCityFor, filterCurrencies } from './selection.ts';

const currencies: CurrencyOption[] = toCurrencyOptions({
  THB: {
    currencyName: 'Thai Baht',
    currencySymbol: '฿',
    flagUrl: '/flags/th.svg',
    country: 'Thailand',
    countryCode: 'TH',
    defaultCity: 'Bangkok',
  },
  SAR: {
    currencyName: 'Saudi Riyal',
    currencySymbol: 'SAR',
    flagUrl: '/flags/sa.svg',
    country: 'Saudi Arabia',
    countryCode: 'SA',
    defaultCity: 'Riyadh',
  },
  ISK: {
    currencyName: 'Icelandic Króna',
    currencySymbol: 'kr',
    flagUrl: '/flags/is.svg',
    country: 'Iceland',
    countryCode: 'IS',
    defaultCity: 'Reykjavík',
  },
  SAT: {
    currencyName: 'Test Sat',
    currencySymbol: 'S',
    flagUrl: '/flags/xx.svg',
    country: 'Nowhere',
    countryCode: 'XX',
    defaultCity: 'Somewhere',
  },
});

test('currency options are sorted by code', () => {
  expect(currencies.map((c) => c.code)).toEqual(['ISK', 'SAR', 'SAT', 'THB']);
});

test('currencies are found by code, name word or country, ignoring case and accents', () => {
  expect(filterCurrencies(currencies, 'thb').map((c) => c.code)).toEqual(['THB']);
  expect(filterCurrencies(currencies, 'baht').map((c) => c.code)).toEqual(['THB']);
  expect(filterCurrencies(currencies, 'KRONA').map((c) => c.code)).toEqual(['ISK']);
  expect(filterCurrencies(currencies, 'saudi').map((c) => c.code)).toEqual(['SAR']);
  expect(filterCurrencies(currencies, '')).toHaveLength(4);
  expect(filterCurrencies(currencies, 'zzz')).toEqual([]);
});

test('an exact code match is listed first', () => {
  expect(filterCurrencies(currencies, 'sat').map((c) => c.code)).toEqual(['SAT']);
  expect(filterCurrencies(currencies, 'sa').map((c) => c.code)).toEqual(['SAR', 'SAT']);
});

test('choosing a currency gives its default city in its home country', () => {
  expect(defaultCityFor('THB', currencies)).toEqual({
    name: 'Bangkok',
    country: 'Thailand',
    countryCode: 'TH',
  });
  expect(defaultCityFor('XYZ', currencies)).toBeNull();
});

test('city labels name the region (unless it is named as the city) and country, averages read as themselves', () => {
  expect(
    cityLabel({
      name: 'Springfield',
      adminName: 'Illinois',
      country: 'United States',
      isCountryAverage: false,
    }),
  ).toBe('Springfield, Illinois, United States');
  expect(
    cityLabel({
      name: 'Riyadh',
      adminName: null,
      country: 'Saudi Arabia',
      isCountryAverage: false,
    }),
  ).toBe('Riyadh, Saudi Arabia');
  expect(
    cityLabel({
      name: 'Pune',
      adminName: 'Maharashtra',
      country: 'India',
      isCountryAverage: false,
    }),
  ).toBe('Pune, Maharashtra, India');
  expect(
    cityLabel({ name: 'Tokyo', adminName: 'Tokyo', country: 'Japan', isCountryAverage: false }),
  ).toBe('Tokyo, Japan');
  expect(
    cityLabel({
      name: 'São Paulo',
      adminName: 'Sao Paulo',
      country: 'Brazil',
      isCountryAverage: false,
    }),
  ).toBe('São Paulo, Brazil');
  expect(
    cityLabel({ name: 'Thailand (Average)', country: 'Thailand', isCountryAverage: true }),
  ).toBe('Thailand (Average)');
  // A section of a city names the city it is priced as, not its region.
  expect(
    cityLabel({
      name: 'Chelsea',
      adminName: 'England',
      partOf: 'London',
      country: 'United Kingdom',
      isCountryAverage: false,
    }),
  ).toBe('Chelsea, London, United Kingdom');
});

test('a typeahead answer found by another name shows that name beside its own', () => {
  const city = {
    name: 'Bengaluru',
    country: 'India',
    adminName: 'Karnataka',
    isCountryAverage: false,
  };
  expect(cityOptionText({ ...city, matchedName: 'Bangalore' })).toBe(
    'Bengaluru — Bangalore, Karnataka, India',
  );
  expect(cityOptionText(city)).toBe('Bengaluru, Karnataka, India');
});
