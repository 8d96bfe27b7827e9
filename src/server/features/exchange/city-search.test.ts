import { expect, test } from 'vitest';
import { toSearchKey } from '#domain/ascii-fold.ts';
import { loadReferenceData } from '../../reference/reference-data.ts';
import { createCitySearch, MAX_CITY_RESULTS } from './city-search.ts';

const cities = loadReferenceData().cities;
const index = createCitySearch(cities);

/** The definition the index must match: a linear scan in population order. */
const byPopulation = [...cities]
  .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name))
  .map((c) => ({ c, keys: [toSearchKey(c.name), toSearchKey(c.asciiName)] }));
function bruteForce(query: string, limit: number, country?: string) {
  const q = toSearchKey(query);
  return byPopulation
    .filter(({ c }) => country === undefined || c.countryCode === country)
    .filter(({ keys }) => q === '' || keys.some((k) => k.startsWith(q)))
    .slice(0, limit)
    .map(({ c }) => c.id);
}

test('the bucketed index answers exactly like a linear scan, for 600 prefixes of real names', () => {
  let seed = 7;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) >>> 0) / 2 ** 32;
  for (let i = 0; i < 600; i++) {
    const city = cities[Math.floor(random() * cities.length)];
    const name = i % 2 === 0 ? (city?.name ?? '') : (city?.asciiName ?? '');
    const query = name.slice(0, 1 + Math.floor(random() * 6));
    const limit = 1 + Math.floor(random() * MAX_CITY_RESULTS);
    const country = i % 7 === 0 ? city?.countryCode : undefined;
    expect(
      index.search(query, { limit, country }).cities.map((c) => c.id),
      `${query} ${limit} ${country}`,
    ).toEqual(bruteForce(query, limit, country));
  }
});

test('an empty query lists the largest cities (of a country, when given)', () => {
  expect(index.search('', { limit: 5 }).cities.map((c) => c.id)).toEqual(bruteForce('', 5));
  expect(index.search('', { limit: 5, country: 'TH' }).cities[0]?.name).toBe('Bangkok');
});

test('the limit is capped at 50 and a query is folded, trimmed and capped', () => {
  expect(index.search('a', { limit: 10_000 }).cities).toHaveLength(MAX_CITY_RESULTS);
  expect(index.search('  SÃO  ').query).toBe('sao');
  expect(index.search('x'.repeat(5000)).query).toHaveLength(100);
});
