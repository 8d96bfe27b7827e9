import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadReferenceData } from '../../reference/reference-data.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.testkit.ts';

// Issue 13: every place people look for, under every name they use for it, through the public API.
let t: TestApp;
beforeAll(async () => {
  // Hundreds of look-ups from one test client: lift the per-IP limit (its own tests are elsewhere).
  t = await createTestApp({ env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '100000' } });
});
afterAll(async () => {
  await t.close();
});

async function marketData(payload: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/exchange/market-data', payload });
  return { status: res.statusCode, body: res.json() };
}

/** "City, Country" as English-language sites write them, split at the last comma. */
function split(line: string) {
  const i = line.lastIndexOf(',');
  return { city: line.slice(0, i).trim(), country: line.slice(i + 1).trim() };
}

const listed = readFileSync(new URL('./fixtures/well-known-places.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));

test('at least 99% of 500+ well-known places (the list plus every capital) resolve through market-data', async () => {
  const capitals = loadReferenceData()
    .countries.filter((c) => c.capital)
    .map((c) => `${c.capital}, ${c.name}`);
  const all = [...listed, ...capitals];
  expect(all.length).toBeGreaterThanOrEqual(500);
  const missing: string[] = [];
  for (const line of all) {
    const { status } = await marketData(split(line));
    if (status !== 200) missing.push(line);
  }
  expect(missing.length / all.length, missing.join('; ')).toBeLessThanOrEqual(0.01);
}, 120_000);

/**
 * Destinations of fixtures/destinations-by-region.txt that GeoNames cities500 does not hold, or holds
 * with no population (Bhaktapur), with no town of their own to stand for them (docs/methods/
 * reference-data.md, step 1). Any other miss fails the test below; one of these found again should be
 * taken off the list.
 */
const NOT_IN_GAZETTEER = new Set([
  'Bagan, Myanmar',
  'Uluwatu, Indonesia',
  'Arugam Bay, Sri Lanka',
  'Bhaktapur, Nepal',
  'Hunza, Pakistan',
  'Diani Beach, Kenya',
  'El Tunco, El Salvador',
  'Utila, Honduras',
  'Puerto Viejo, Costa Rica',
  'Nosara, Costa Rica',
  'Santa Teresa, Costa Rica',
  'Monteverde, Costa Rica',
  'Minca, Colombia',
  'Montanita, Ecuador',
  'Montañita, Ecuador',
  'Copacabana, Bolivia',
  'Jericoacoara, Brazil',
]);

test('destinations by region resolve, but for the few the open gazetteer does not hold (at least 98%)', async () => {
  const lines = readFileSync(
    new URL('./fixtures/destinations-by-region.txt', import.meta.url),
    'utf8',
  )
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  expect(lines.length).toBeGreaterThanOrEqual(1000);
  const missing: string[] = [];
  for (const line of lines) if ((await marketData(split(line))).status !== 200) missing.push(line);
  expect(missing.filter((line) => !NOT_IN_GAZETTEER.has(line))).toEqual([]);
  expect(missing).toHaveLength(NOT_IN_GAZETTEER.size);
  expect(missing.length / lines.length).toBeLessThanOrEqual(0.02);
}, 120_000);

test.each([
  ['Bangalore', 'India', 'Bengaluru'],
  ['Bombay', 'India', 'Mumbai'],
  ['Saigon', 'Vietnam', 'Ho Chi Minh City'],
  ['Kiev', 'Ukraine', 'Kyiv'],
  ['Cologne', 'Germany', 'Köln'],
  ['München', 'Germany', 'Munich'],
  ['Gothenburg', 'Sweden', 'Göteborg'],
  ['Geneva', 'Switzerland', 'Genève'],
  ['Frankfurt', 'Germany', 'Frankfurt am Main'],
  ['Tel Aviv-Yafo', 'Israel', 'Tel Aviv'],
  ['New York', 'United States', 'New York City'],
  ['Washington, D.C.', 'USA', 'Washington'],
  ['Prague', 'Czech Republic', 'Prague'],
  ['Istanbul', 'Turkey', 'Istanbul'],
  ['Abidjan', 'Ivory Coast', 'Abidjan'],
  ['Mbabane', 'Swaziland', 'Mbabane'],
  ['Yangon', 'Burma', 'Yangon'],
  ['Skopje', 'Macedonia', 'Skopje'],
  ['Praia', 'Cape Verde', 'Praia'],
  ['Dili', 'East Timor', 'Dili'],
  ['Amsterdam', 'Holland', 'Amsterdam'],
  ['Pristina', 'Kosovo (Disputed Territory)', 'Pristina'],
  ['London', 'UK', 'London'],
  ['Dubai', 'UAE', 'Dubai'],
  ['Ceske Budejovice', 'CZ', 'České Budějovice'],
  ['Sandton', 'South Africa', 'Johannesburg'],
  ['Lagos', 'Portugal', 'Lagos'],
  ['Bodø', 'NOR', 'Bodø'],
  ['Pyongyang', 'Korea (North)', 'Pyongyang'],
  // ' City' added or taken away when the name alone finds nothing.
  ['Taoyuan', 'Taiwan', 'Taoyuan City'],
  ['Quezon', 'Philippines', 'Quezon City'],
  ['Hanoi City', 'Vietnam', 'Hanoi'],
  // Everyday names and the areas a town stands for (place-aliases.ts), and two towns of resort-towns.ts.
  ['Jogja', 'Indonesia', 'Yogyakarta'],
  ['Xela', 'Guatemala', 'Quetzaltenango'],
  ['Inle Lake', 'Myanmar', 'Nyaungshwe'],
  ['Machu Picchu', 'Peru', 'Machupicchu'],
  ['Cappadocia', 'Turkey', 'Göreme'],
  ['Halong Bay', 'Vietnam', 'Hạ Long'],
])('%s, %s resolves to %s', async (city, country, name) => {
  const { status, body } = await marketData({ city, country });
  expect(status).toBe(200);
  expect(body.data.city).toBe(name);
});

/** The text resolves to the named place, in the country its currency shows. */
async function resolvesIn(
  city: string,
  country: string | undefined,
  name: string,
  currency: string,
): Promise<void> {
  const { status, body } = await marketData(country === undefined ? { city } : { city, country });
  expect(status).toBe(200);
  expect(body.data.city).toBe(name);
  expect(body.data.currency).toBe(currency);
}

// Territories filed under another country, a Congo under the other, a country's name that is also a
// region's, the postal abbreviations of Canadian and Australian regions, 'City' added in English, 'Ft.'
// and renamings GeoNames' alternates lack: each resolves to the place a reader means (its currency shows
// which country it is in).
test.each([
  ['Hong Kong', 'China', 'Hong Kong', 'HKD'],
  ['Macao', 'China', 'Macau', 'MOP'],
  ['Beijing', "People's Republic of China", 'Beijing', 'CNY'],
  ['Kinshasa', 'Congo', 'Kinshasa', 'CDF'],
  ['Brazzaville', 'Congo', 'Brazzaville', 'XAF'],
  ['San Juan', 'United States', 'San Juan', 'USD'],
  ['Papeete', 'France', 'Papeete', 'XPF'],
  ['Atlanta', 'Georgia', 'Atlanta', 'USD'],
  ['Atlanta, Georgia', undefined, 'Atlanta', 'USD'],
  ['Tbilisi', 'Georgia', 'Tbilisi', 'GEL'],
  ['Boston', 'MA', 'Boston', 'USD'],
  ['Casablanca', 'MA', 'Casablanca', 'MAD'],
  ['London, Ontario', undefined, 'London', 'CAD'],
  ['London', 'ON', 'London', 'CAD'],
  ['Perth', 'WA', 'Perth', 'AUD'],
  ['Perth, Western Australia', undefined, 'Perth', 'AUD'],
  ['Perth', 'Scotland', 'Perth', 'GBP'],
  ['Luxembourg City', 'Luxembourg', 'Luxembourg', 'EUR'],
  ['Quebec City', 'Canada', 'Québec', 'CAD'],
  ['Ft. Worth', 'Texas', 'Fort Worth', 'USD'],
  ['Gurugram', 'India', 'Gurgaon', 'INR'],
  ['Urban Honolulu', 'United States', 'Honolulu', 'USD'],
  ['Brighton and Hove', 'UK', 'Brighton', 'GBP'],
  // A country with another name in brackets, as some sites write it; a self-declared state.
  ['Yangon', 'Myanmar (Burma)', 'Yangon', 'MMK'],
  ['Kaohsiung', 'Taiwan (China)', 'Kaohsiung', 'TWD'],
  ['Hargeisa', 'Somaliland', 'Hargeysa', 'SOS'],
  // The World Bank's short forms, and the article after the name, as indexes write them.
  ['Seoul', 'Korea, Rep.', 'Seoul', 'KRW'],
  ['Kinshasa', 'Congo, Dem. Rep.', 'Kinshasa', 'CDF'],
  ['Cairo', 'Egypt, Arab Rep.', 'Cairo', 'EGP'],
  ['Banjul', 'Gambia, The', 'Banjul', 'GMD'],
  ['Manila', 'Philippines, The', 'Manila', 'PHP'],
])('%s, %s resolves to %s (%s)', resolvesIn);

// Regions everywhere (GeoNames admin-1 names): a region tells namesakes apart and narrows the search,
// written as sites write it ('Gurugram, Haryana', 'Pune, Maharashtra, India').
test.each([
  ['Gurugram, Haryana', undefined, 'Gurgaon', 'INR'],
  ['Pune, Maharashtra, India', undefined, 'Pune', 'INR'],
  ['Munich, Bavaria', undefined, 'Munich', 'EUR'],
  ['Florence, Tuscany, Italy', undefined, 'Florence', 'EUR'],
  ['Ubud, Bali', undefined, 'Ubud', 'IDR'],
  ['Córdoba, Andalusia', undefined, 'Córdoba', 'EUR'],
  ['Hyderabad, Sindh', undefined, 'Hyderabad', 'PKR'],
  ['Manchester, England', undefined, 'Manchester', 'GBP'],
  ['Cebu City', 'Central Visayas', 'Cebu City', 'PHP'],
  // Brazil's state letters, and the ones other countries' codes share ('PA' is Panama, then Pará).
  ['São Paulo, SP', undefined, 'São Paulo', 'BRL'],
  ['Belo Horizonte', 'MG', 'Belo Horizonte', 'BRL'],
  ['Belém, PA', undefined, 'Belém', 'BRL'],
  ['Florianópolis, SC, Brazil', undefined, 'Florianópolis', 'BRL'],
  // A city-region written with its own name, where the region is called otherwise ('Nairobi Area').
  ['Nairobi, Nairobi', undefined, 'Nairobi', 'KES'],
  ['Nairobi, Nairobi', 'Kenya', 'Nairobi', 'KES'],
  // Regions written otherwise than GeoNames writes them: a place of that name that is the only one, or
  // the namesake whose region the words fit loosely (Venezuela's Valencia is the larger).
  ['Valencia, Valencian Community', undefined, 'Valencia', 'EUR'],
  ['Batumi, Adjara', undefined, 'Batumi', 'GEL'],
  ['Cebu City, Cebu', undefined, 'Cebu City', 'PHP'],
  ['Bari, Puglia', 'Italy', 'Bari', 'EUR'],
  ['Kuala Lumpur, Federal Territory of Kuala Lumpur', undefined, 'Kuala Lumpur', 'MYR'],
  ['Yogyakarta, Special Region of Yogyakarta', undefined, 'Yogyakarta', 'IDR'],
  ['Nairobi, Nairobi County', undefined, 'Nairobi', 'KES'],
  // GeoNames' empty duplicate of that name is not listed, so the text finds the city of four million.
  ['Guiyang, Guizhou', undefined, 'Guiyang', 'CNY'],
  ['Portland, Mainee', undefined, 'Portland', 'USD'],
])('%s, %s resolves to %s (%s)', resolvesIn);

test('a region the text names loosely chooses between namesakes; words that fit none choose nothing', async () => {
  const maine = await marketData({ city: 'Portland, Maine' });
  expect((await marketData({ city: 'Portland, Mainee' })).body.data).toEqual(maine.body.data);
  const valencia = await marketData({ city: 'Valencia, Valencian Community' });
  expect(valencia.body.data.countryCode).toBe('ES');
  // Several Springfields and no region that the words fit: a 404 with suggestions, not a guess.
  const springfield = await marketData({ city: 'Springfield, Atlantis' });
  expect(springfield.status).toBe(404);
  expect(springfield.body).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
  expect(springfield.body.suggestions[0].name).toBe('Springfield');
  expect((await marketData({ city: 'Portland, Atlantis' })).status).toBe(404);
});

// Issue 13 §1: well-known resort and tourist towns under 5,000 (src/domain/resort-towns.ts), and islands
// named as if they were towns, which find their main town.
test.each([
  ['St. Moritz', 'Switzerland', 'St. Moritz'],
  ['Saint Moritz', 'CH', 'St. Moritz'],
  ['Hallstatt', 'Austria', 'Hallstatt'],
  ['Positano', 'Italy', 'Positano'],
  ['Mykonos', 'Greece', 'Mykonos'],
  ['Oia', 'Greece', 'Oía'],
  ['Santorini', 'Greece', 'Firá'],
  ['Hvar', 'Croatia', 'Hvar'],
  ['Pai', 'Thailand', 'Pai'],
  ['Bali', 'Indonesia', 'Denpasar'],
  ['Seminyak', 'Indonesia', 'Kuta'],
  ['Boracay', 'Philippines', 'Balabag'],
  ['Stone Town', 'Tanzania', 'Zanzibar'],
  ['Roatan', 'Honduras', 'Coxen Hole'],
  ['Telluride', 'Colorado', 'Telluride'],
  ['Tofino', 'Canada', 'Tofino'],
  ['Sayulita', 'Mexico', 'Sayulita'],
  ['St Julians', 'Malta', 'San Ġiljan'],
  ['Niseko', 'Japan', 'Niseko Town'],
  ['Canggu', 'Indonesia', 'Kuta'],
  ['Gozo', 'Malta', 'Victoria'],
  ['Bora Bora', 'French Polynesia', 'Vaitape'],
  ['Lombok', 'Indonesia', 'Mataram'],
  ['Mallorca', 'Spain', 'Palma'],
  ['Majorca', 'Spain', 'Palma'],
  ['Madeira', 'Portugal', 'Funchal'],
  ['Crete', 'Greece', 'Irákleion'],
  ['Los Cabos', 'Mexico', 'San José del Cabo'],
  ['McLeod Ganj', 'India', 'Dharamsala'],
  ['Nosy Be', 'Madagascar', 'Hell-Ville'],
  ['Maui', 'United States', 'Kahului'],
  ['Lake Tahoe', 'United States', 'South Lake Tahoe'],
  ['Sunshine Coast', 'Australia', 'Maroochydore'],
  ['Cyberjaya', 'Malaysia', 'Sepang'],
  // Neighbourhoods travellers name as towns: their city's figures answer.
  ['Miraflores', 'Peru', 'Lima'],
  ['Palermo', 'Argentina', 'Buenos Aires'],
  ['El Poblado', 'Colombia', 'Medellín'],
  ['Shibuya', 'Japan', 'Tokyo'],
  ['Kensington', 'UK', 'London'],
  ['Copacabana', 'Brazil', 'Rio de Janeiro'],
  // A neighbourhood's name does not take a city's own: Palermo alone is Sicily's.
  ['Palermo', 'Italy', 'Palermo'],
])('%s, %s resolves to %s', async (city, country, name) => {
  const { status, body } = await marketData({ city, country });
  expect(status).toBe(200);
  expect(body.data.city).toBe(name);
});

test("a listed resort town's rent carries the resort premium: Hallstatt above a small Austrian town", async () => {
  const rent = async (city: string) => {
    const { body } = await marketData({ city, country: 'Austria' });
    return body.data.items['rent per month'][0];
  };
  // Hallstatt (779 people, the model's smallest size) against Kindberg (5,197), which size alone would
  // put 0.05 log points above it; neither has observed rents of its own.
  const hallstatt = await rent('Hallstatt');
  const village = await rent('Kindberg');
  expect(hallstatt.source).toBe('model');
  expect(Math.log(hallstatt.value / village.value)).toBeGreaterThan(0.2);
  expect(hallstatt.high / hallstatt.value).toBeGreaterThan(village.high / village.value);
});

test('ambiguous names go to the larger place unless a region is given', async () => {
  const oregon = await marketData({ city: 'Portland' });
  const maine = await marketData({ city: 'Portland, Maine' });
  const maineSeparately = await marketData({ city: 'Portland', country: 'Maine' });
  expect(oregon.status).toBe(200);
  expect(maine.status).toBe(200);
  expect(maine.body.data.city).toBe('Portland');
  expect(maine.body.data.currency).toBe('USD');
  expect(maineSeparately.body.data).toEqual(maine.body.data);
  expect(oregon.body.data.items).not.toEqual(maine.body.data.items);
  // Lagos alone is the Nigerian megacity.
  expect((await marketData({ city: 'Lagos' })).body.data.currency).toBe('NGN');
});

test('a section of a city is priced as its city: Manhattan as New York City, Kreuzberg as Berlin', async () => {
  for (const [section, city, country] of [
    ['Manhattan', 'New York City', 'United States'],
    ['Brooklyn', 'New York City', 'United States'],
    ['Kreuzberg', 'Berlin', 'Germany'],
    ['Chelsea', 'London', 'United Kingdom'],
    ['Álvaro Obregón', 'Mexico City', 'Mexico'],
  ]) {
    const part = await marketData({ city: section, country });
    const whole = await marketData({ city, country });
    expect(part.status).toBe(200);
    // The place keeps its own name and id (a shared link to it keeps working)…
    expect(part.body.data.city).toBe(section);
    expect(part.body.data.cityId).not.toBe(whole.body.data.cityId);
    // …and carries its city's figures, not those of a town of its own population.
    expect(part.body.data.items, section).toEqual(whole.body.data.items);
  }
  // A city of its own next to a larger one keeps its own figures.
  const subang = await marketData({ city: 'Subang Jaya', country: 'Malaysia' });
  const kl = await marketData({ city: 'Kuala Lumpur', country: 'Malaysia' });
  expect(subang.body.data.items).not.toEqual(kl.body.data.items);
});

test('a city id resolves too, so a renamed place keeps working', async () => {
  const byId = await marketData({ city: '1277333' });
  const byName = await marketData({ city: 'Bengaluru', country: 'IN' });
  expect(byId.status).toBe(200);
  expect(byId.body).toEqual(byName.body);
});

test('an unknown place is a 404 in the error envelope with up to five suggestions', async () => {
  const { status, body } = await marketData({ city: 'Bangaloor', country: 'India' });
  expect(status).toBe(404);
  expect(body).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
  expect(body.suggestions.length).toBeGreaterThan(0);
  expect(body.suggestions.length).toBeLessThanOrEqual(5);
  expect(body.suggestions[0]).toMatchObject({ name: 'Bengaluru', countryCode: 'IN' });
  const nowhere = await marketData({ city: 'Qqqqzzz' });
  expect(nowhere.status).toBe(404);
  expect(nowhere.body.suggestions).toBeUndefined();
  expect((await marketData({ city: 'Paris', country: 'Atlantis' })).status).toBe(404);
});

test('the index and compare accept the same spellings', async () => {
  const index = await t.app.inject({
    method: 'GET',
    url: '/api/cost-of-living/index?city=Bangalore&country=India',
  });
  expect(index.statusCode).toBe(200);
  const compare = await t.app.inject({
    method: 'GET',
    url: '/api/cost-of-living/compare?from=Saigon&fromCountry=Vietnam&to=Cologne&toCountry=Germany',
  });
  expect(compare.statusCode).toBe(200);
  expect(compare.json().data.fallback ?? null).toBeNull();
});
