import { expect, test } from 'vitest';
import { ALIAS_WEIGHT, searchKey } from '#domain/place-names.ts';
import { loadReferenceData } from '../../reference/reference-data.ts';
import { createCitySearch, MAX_CITY_RESULTS } from './city-search.ts';

const cities = loadReferenceData().cities;
const index = createCitySearch(cities, loadReferenceData().placeTable);

/**
 * The definition the index must match, as a linear scan: each city's best match over its own names and
 * alternate names (whole name, start of the own name, start of an alternate, a later word of either),
 * then the larger place (an alternate name counting a fifth); queries under three characters find a
 * place of that whole name first ('LA', 'DC'), then the starts of own names only, in population order.
 */
/** A name's search key and the later words it can also match by (computed once, not per query). */
const keyed = (name: string) => {
  const k = searchKey(name);
  const words = k.split(' ');
  return { k, later: words.slice(1).map((_, i) => words.slice(i + 1).join(' ')) };
};
const byPopulation = [...cities]
  .sort((a, b) => b.population - a.population || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  .map((c) => ({
    c,
    own: [keyed(c.name), keyed(c.asciiName)],
    aliases: c.aliases.map(keyed),
    // Every match of quality 0-4 contains the query: one substring test rules most rows out.
    all: [c.name, c.asciiName, ...c.aliases].map(searchKey).join('\n'),
  }));

/** Best [quality, weight] of one city for a query of three or more characters, or null. */
function bestMatch(row: (typeof byPopulation)[number], q: string): [number, number] | null {
  let best: [number, number] | null = null;
  const consider = (quality: number, weight: number) => {
    if (!best || quality < best[0] || (quality === best[0] && weight > best[1]))
      best = [quality, weight];
  };
  for (const [keys, alias] of [
    [row.own, false],
    [row.aliases, true],
  ] as const)
    for (const { k, later } of keys) {
      const w = alias ? ALIAS_WEIGHT : 1;
      if (k === q) consider(0, w);
      else if (k.startsWith(q)) consider(alias ? 2 : 1, w);
      else if (later.some((s) => s.startsWith(q))) consider(alias ? 4 : 3, w);
    }
  return best;
}

function bruteForce(query: string, limit: number, country?: string) {
  const q = searchKey(query);
  const ids: string[] = [];
  if (q.length < 3) {
    const inCountry = byPopulation.filter(
      ({ c }) => country === undefined || c.countryCode === country,
    );
    // A place whose whole name (own, or an alias at a fifth) is the query, then own-name prefixes.
    if (q !== '')
      ids.push(
        ...inCountry
          .map((row) => {
            const own = row.own.some(({ k }) => k === q);
            const alias = !own && row.aliases.some(({ k }) => k === q);
            return {
              id: row.c.id,
              weight: own ? row.c.population : alias ? row.c.population * ALIAS_WEIGHT : 0,
            };
          })
          .filter((w) => w.weight > 0)
          .sort((a, b) => b.weight - a.weight)
          .slice(0, limit)
          .map((w) => w.id),
      );
    for (const { c, own } of inCountry) {
      if (ids.length === limit) break;
      if (!ids.includes(c.id) && own.some(({ k }) => k.startsWith(q))) ids.push(c.id);
    }
    return ids;
  }
  const scored: Array<{ id: string; quality: number; weighted: number; rank: number }> = [];
  for (let rank = 0; rank < byPopulation.length; rank++) {
    const row = byPopulation[rank]!;
    if (country !== undefined && row.c.countryCode !== country) continue;
    if (!row.all.includes(q)) continue;
    const best = bestMatch(row, q);
    if (best)
      scored.push({ id: row.c.id, quality: best[0], weighted: row.c.population * best[1], rank });
  }
  return scored
    .sort((a, b) => a.quality - b.quality || b.weighted - a.weighted || a.rank - b.rank)
    .slice(0, limit)
    .map((s) => s.id);
}

test('the bucketed index answers exactly like a linear scan, for 400 queries from real names', () => {
  let seed = 7;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) >>> 0) / 2 ** 32;
  for (let i = 0; i < 400; i++) {
    const city = cities[Math.floor(random() * cities.length)]!;
    const names = [city.name, city.asciiName, ...city.aliases];
    const name = names[Math.floor(random() * names.length)] ?? '';
    // Every fourth query is a whole name (the whole-name tier), the rest its first 1-8 characters.
    const query = i % 4 === 3 ? name : name.slice(0, 1 + Math.floor(random() * 8));
    const limit = 1 + Math.floor(random() * MAX_CITY_RESULTS);
    const country = i % 7 === 0 ? city.countryCode : undefined;
    expect(
      index.search(query, { limit, country }).cities.map((c) => c.id),
      `${query} ${limit} ${country}`,
    ).toEqual(bruteForce(query, limit, country));
  }
  // A hang guard, not a time limit: the linear scan reads 52,000 places per query on a shared machine.
}, 180_000);

test.each([
  ['nyc', 'New York City', 'NYC'],
  ['la', 'Los Angeles', 'L.A.'],
  ['dc', 'Washington', 'DC'],
  ['kl', 'Kuala Lumpur', 'KL'],
  ['hcmc', 'Ho Chi Minh City', 'HCMC'],
  ['bangalore', 'Bengaluru', 'Bangalore'],
  ['saigon', 'Ho Chi Minh City', 'Saigon'],
  ['kiev', 'Kyiv', 'Kiev'],
  ['cologne', 'Köln', 'Cologne'],
  ['geneva', 'Genève', 'Geneva'],
  ['hoi an', 'Hoi An', null],
  ['dubrovnik', 'Dubrovnik', null],
  ['budva', 'Budva', null],
  ['new york', 'New York City', 'New York'],
  ['munich', 'Munich', null],
  // Resort and tourist towns under 5,000 (src/domain/resort-towns.ts), and a name GeoNames lacks.
  ['hallstatt', 'Hallstatt', null],
  ['mykonos', 'Mykonos', null],
  ['st moritz', 'St. Moritz', null],
  ['gurugram', 'Gurgaon', 'Gurugram'],
  ['santorini', 'Firá', 'Santorini'],
  ['sandton', 'Johannesburg', 'Sandton'],
  ['luxembourg city', 'Luxembourg', null],
  ['niseko', 'Niseko Town', 'Niseko'],
  ['canggu', 'Kuta', 'Canggu'],
])('"%s" finds %s first', (query, name, matched) => {
  const first = index.search(query).hits[0];
  expect(first?.city.name).toBe(name);
  expect(first?.matched).toBe(matched);
});

test('a whole name is matched by its own spelling: "St. Louis" and "Saint Louis" are different names', () => {
  for (const query of ['st louis', 'saint louis', 'sankt peterburg', 'san jose', 'france average'])
    expect(
      index.search(query, { limit: 20 }).cities.map((c) => c.id),
      query,
    ).toEqual(bruteForce(query, 20));
  expect(index.search('saint louis').hits[0]?.city.name).toBe('Saint-Louis');
});

test('a later word matches too, after whole names and beginnings', () => {
  const names = index.search('aviv', { limit: 50 }).cities.map((c) => c.name);
  expect(names).toContain('Tel Aviv');
  const portlands = index.search('portland', { limit: 5 }).cities;
  expect(portlands.slice(0, 2).map((c) => c.adminName)).toEqual(['Oregon', 'Maine']);
});

// Typed as sites write them: after a comma, a region or country narrows the name, word starts as typed.
test.each([
  ['portland, maine', 'Portland', 'Maine'],
  ['portland, ma', 'Portland', 'Maine'],
  ['gurugram, haryana', 'Gurgaon', 'Haryana'],
  ['cordoba, spain', 'Córdoba', 'Andalusia'],
  ['cordoba, andal', 'Córdoba', 'Andalusia'],
  ['london, on', 'London', 'Ontario'],
  ['london, ontario, canada', 'London', 'Ontario'],
  ['perth, uk', 'Perth', 'Scotland'],
  ['sao paulo, sp', 'São Paulo', 'São Paulo'],
  ['valencia, carabobo', 'Valencia', 'Carabobo'],
  ['valencia, valencian community', 'Valencia', 'Valencia'],
  ['nairobi, nairobi county', 'Nairobi', 'Nairobi Area'],
  ['washington, d.c.', 'Washington', 'District of Columbia'],
])('"%s" finds %s in %s first', (query, name, region) => {
  const first = index.search(query).hits[0];
  expect(first?.city.name).toBe(name);
  expect(first?.city.adminName).toBe(region);
});

test('a qualifier that fits none of the places of that name finds nothing', () => {
  expect(index.search('portland, bavaria').cities).toEqual([]);
  expect(index.search('portland,').cities[0]?.adminName).toBe('Oregon');
});

test('namesakes outside North America are told apart by their region too', () => {
  const cordobas = index
    .search('cordoba', { limit: 5 })
    .cities.filter((c) => c.name === 'Córdoba')
    .map((c) => `${c.adminName}, ${c.countryCode}`);
  expect(cordobas.slice(0, 2)).toEqual(['Cordoba, AR', 'Andalusia, ES']);
  expect(
    index
      .search('hyderabad')
      .cities.slice(0, 2)
      .map((c) => c.adminName),
  ).toEqual(['Telangana', 'Sindh']);
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
