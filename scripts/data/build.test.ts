import { isAscii } from 'node:buffer';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SUPPORTED_CURRENCY_CODES } from '#domain/currency-codes.ts';
import type { Country, Currency } from '#domain/reference-types.ts';
import {
  buildReferenceData,
  DEFAULT_DATA_DIR,
  DEFAULT_FLAGS_DIR,
  type BuildSummary,
} from './build.ts';
import { placeKey, REGION_ABBREVIATIONS } from '#domain/place-names.ts';
import { RESORT_TOWNS } from '#domain/resort-towns.ts';
import { CITY_COLUMNS } from './write-artifacts.ts';

const ARTIFACTS = [
  'currencies.json',
  'countries.json',
  'cities.json',
  'place-names.json',
  'place-names.txt',
  'place-names.bin',
];
const workDir = mkdtempSync(join(tmpdir(), 'parity-data-build-'));
const first = { dataDir: join(workDir, 'a', 'data'), flagsDir: join(workDir, 'a', 'flags') };
const second = { dataDir: join(workDir, 'b', 'data'), flagsDir: join(workDir, 'b', 'flags') };
let summary: BuildSummary;
let currencies: Currency[];
let countries: Country[];
let rows: unknown[][];

const column = (name: (typeof CITY_COLUMNS)[number]) => CITY_COLUMNS.indexOf(name);

beforeAll(() => {
  summary = buildReferenceData(first);
  buildReferenceData(second);
  const read = (file: string): unknown =>
    JSON.parse(readFileSync(join(first.dataDir, file), 'utf8'));
  currencies = (read('currencies.json') as { currencies: Currency[] }).currencies;
  countries = (read('countries.json') as { countries: Country[] }).countries;
  rows = (read('cities.json') as { rows: unknown[][] }).rows;
}, 120_000);

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

test('the build yields exactly the 162 supported codes (161 currencies), sorted', () => {
  expect(currencies.map((c) => c.code)).toEqual([...SUPPORTED_CURRENCY_CODES]);
  expect(summary.currencies).toBe(162);
});

test('the build lists at least 12,000 cities besides the country averages', () => {
  const places = rows.filter((r) => r[column('isCountryAverage')] === 0);
  expect(places.length).toBeGreaterThanOrEqual(12_000);
  expect(summary.cities).toBe(places.length);
});

test("every currency's default city exists in the city list and lies in its home country", () => {
  const byId = new Map(rows.map((r) => [r[column('id')], r]));
  for (const c of currencies) {
    const city = byId.get(c.defaultCityId);
    expect(city, c.code).toBeDefined();
    expect(city?.[column('name')]).toBe(c.defaultCity);
    expect(city?.[column('countryCode')]).toBe(c.homeCountry.iso2);
    expect(c.supportedCountry.defaultCity).toBe(c.defaultCity);
  }
});

test('the default city is the home capital: Riyadh for SAR, Bangkok for THB (spec §3 defaults)', () => {
  const byCode = new Map(currencies.map((c) => [c.code, c]));
  expect(byCode.get('SAR')?.defaultCity).toBe('Riyadh');
  expect(byCode.get('THB')?.defaultCity).toBe('Bangkok');
  expect(byCode.get('USD')?.defaultCity).toBe('Washington'); // GeoNames cities500's name of the capital
  expect(byCode.get('FOK')?.peg).toEqual({ to: 'DKK', rate: 1 });
  expect(byCode.get('KID')?.peg).toEqual({ to: 'AUD', rate: 1 });
});

test('display symbols are unambiguous: no two currencies share one (docs/methods §Symbols)', () => {
  const symbols = currencies.map((c) => c.symbol);
  expect(new Set(symbols).size).toBe(symbols.length);
  const byCode = new Map(currencies.map((c) => [c.code, c]));
  expect(byCode.get('USD')?.symbol).toBe('$');
  expect(byCode.get('AUD')?.symbol).toBe('AU$');
  expect(byCode.get('CNY')?.symbol).toBe('CN¥');
  expect(byCode.get('DKK')?.symbol).toBe('DKK');
  expect(byCode.get('THB')?.symbol).toBe('฿');
  expect(byCode.get('SAR')).toMatchObject({ symbol: 'SAR', symbolPosition: 'after' });
  expect(currencies.filter((c) => c.symbolPosition === 'after').map((c) => c.code)).toEqual([
    'SAR',
  ]);
});

test('every country with a currency has its "(Average)" entry', () => {
  const averages = new Map(
    rows.filter((r) => r[column('isCountryAverage')] === 1).map((r) => [r[column('id')], r]),
  );
  const withCurrency = countries.filter((c) => c.currencies.length > 0);
  for (const country of withCurrency) {
    const avg = averages.get(`avg-${country.iso2}`);
    expect(avg?.[column('name')], country.iso2).toBe(`${country.name} (Average)`);
  }
  expect(averages.size).toBe(withCurrency.length);
});

test('every capital GeoNames marks is listed, whatever its population', () => {
  const capitals = rows.filter((r) => r[column('isCapital')] === 1);
  const small = capitals.filter((r) => (r[column('population')] as number) < 35_000);
  expect(capitals.length).toBeGreaterThan(240);
  expect(small.length).toBeGreaterThan(0);
});

test('a place listed only as a seat of government has people: no building, camp or duplicate', () => {
  const places = rows.filter((r) => r[column('isCountryAverage')] === 0);
  const empty = places.filter((r) => r[column('population')] === 0 && r[column('isCapital')] === 0);
  expect(empty.map((r) => r[column('name')])).toEqual([]);
  const names = places.map((r) => r[column('name')]);
  expect(names).not.toContain('Guiyang, Guizhou');
  expect(names).not.toContain('Guam Government House');
  // The seats with people stay: Lobamba (Eswatini's legislature), Brades (Montserrat's de facto capital).
  expect(names).toContain('Lobamba');
  expect(names).toContain('Brades');
});

test('sections of a city are marked with their city, which stands alone in the same country', () => {
  const byId = new Map(rows.map((r) => [r[column('id')] as string, r]));
  const partOf = (name: string, country: string) =>
    rows
      .filter((r) => r[column('name')] === name && r[column('countryCode')] === country)
      .map((r) => {
        const city = byId.get(r[column('partOf')] as string);
        return city ? city[column('name')] : null;
      });
  expect(partOf('Kreuzberg', 'DE')).toEqual(['Berlin']);
  expect(partOf('Gràcia', 'ES')).toEqual(['Barcelona']);
  expect(partOf('Sector 3', 'RO')).toEqual(['Bucharest']);
  expect(partOf('Brent', 'GB')).toEqual(['London']);
  // New York City's boroughs are GeoNames county seats, listed by id; Staten Island lies 20 km out.
  expect(partOf('Manhattan', 'US')).toContain('New York City');
  expect(partOf('Staten Island', 'US')).toEqual(['New York City']);
  // Cities of their own stand alone: Navi Mumbai (NOT_SECTIONS), Subang Jaya (17 km from Kuala Lumpur).
  expect(partOf('Navi Mumbai', 'IN')).toEqual([null]);
  expect(partOf('Subang Jaya', 'MY')).toEqual([null]);
  const sections = rows.filter((r) => r[column('partOf')] !== '');
  expect(sections.length).toBeGreaterThan(1000);
  for (const section of sections) {
    const city = byId.get(section[column('partOf')] as string);
    expect(city?.[column('partOf')], String(section[column('id')])).toBe('');
    expect(city?.[column('countryCode')]).toBe(section[column('countryCode')]);
    expect(section[column('isCapital')]).toBe(0);
  }
});

test('every place is named in the Latin script, so its own name can be typed and found', () => {
  const unfindable = rows
    .map((r) => r[column('name')] as string)
    .filter((name) => placeKey(name) === '' || /[\u0400-\u04ff\u0600-\u06ff]/u.test(name));
  expect(unfindable).toEqual([]);
  const names = rows.map((r) => r[column('name')]);
  // GeoNames names three Macedonian towns in Cyrillic and one Algerian town in two scripts.
  expect(names).toContain('Arachinovo');
  expect(names).toContain('Sidi Senoussi');
});

test('every flag URL of a currency or country has its SVG in the flags folder', () => {
  const files = new Set(readdirSync(first.flagsDir));
  for (const url of [...currencies.map((c) => c.flagUrl), ...countries.map((c) => c.flagUrl)]) {
    expect(files.has(url.replace('/flags/', '')), url).toBe(true);
  }
});

test('running the build twice gives byte-identical output', () => {
  for (const file of ARTIFACTS) {
    expect(
      readFileSync(join(second.dataDir, file)).equals(readFileSync(join(first.dataDir, file))),
      file,
    ).toBe(true);
  }
  const flags = readdirSync(first.flagsDir).sort();
  expect(readdirSync(second.flagsDir).sort()).toEqual(flags);
  for (const file of flags) {
    expect(
      readFileSync(join(second.flagsDir, file)).equals(readFileSync(join(first.flagsDir, file))),
      file,
    ).toBe(true);
  }
});

test('cities.json is ASCII (other characters escaped) and parses back to the same names', () => {
  const bytes = readFileSync(join(first.dataDir, 'cities.json'));
  expect(isAscii(bytes)).toBe(true);
  const names = rows.map((r) => r[column('name')] as string);
  expect(names).toContain('Köln');
  expect(names).toContain('Genève');
  expect(names).toContain('São Paulo');
});

test('the committed artifacts are what the installed packages build (rerun data:build if not)', () => {
  for (const file of ARTIFACTS) {
    expect(
      readFileSync(join(DEFAULT_DATA_DIR, file)).equals(readFileSync(join(first.dataDir, file))),
      file,
    ).toBe(true);
  }
  expect(readdirSync(DEFAULT_FLAGS_DIR).sort()).toEqual(readdirSync(first.flagsDir).sort());
});

test("places carry their region's name (GeoNames admin-1 names), checked on cities whose region is known", () => {
  const region = (id: string, country: string) => {
    const row = rows.find((r) => r[column('id')] === id);
    expect(row?.[column('countryCode')]).toBe(country);
    return row?.[column('adminName')];
  };
  // Toronto, Vancouver, Montréal, Halifax, Calgary; Sydney, Melbourne, Perth, Brisbane, Hobart.
  expect(region('6167865', 'CA')).toBe('Ontario');
  expect(region('6173331', 'CA')).toBe('British Columbia');
  expect(region('6077243', 'CA')).toBe('Quebec');
  expect(region('6324729', 'CA')).toBe('Nova Scotia');
  expect(region('5913490', 'CA')).toBe('Alberta');
  expect(region('2147714', 'AU')).toBe('New South Wales');
  expect(region('2158177', 'AU')).toBe('Victoria');
  expect(region('2063523', 'AU')).toBe('Western Australia');
  expect(region('2174003', 'AU')).toBe('Queensland');
  expect(region('2163355', 'AU')).toBe('Tasmania');
  // Pune, Gurgaon, Munich, Barcelona, Florence, Cebu City, Manchester, Ubud; Portland, Washington.
  expect(region('1259229', 'IN')).toBe('Maharashtra');
  expect(region('1270642', 'IN')).toBe('Haryana');
  expect(region('2867714', 'DE')).toBe('Bavaria');
  expect(region('3128760', 'ES')).toBe('Catalonia');
  expect(region('3176959', 'IT')).toBe('Tuscany');
  expect(region('1717512', 'PH')).toBe('Central Visayas');
  expect(region('2643123', 'GB')).toBe('England');
  expect(region('1622846', 'ID')).toBe('Bali');
  expect(region('5746545', 'US')).toBe('Oregon');
  expect(region('4140963', 'US')).toBe('District of Columbia');
  // All but a few dozen (codes '00' or blank, and a few codes the file lacks: Singapore's, Macao's).
  const places = rows.filter((r) => r[column('isCountryAverage')] === 0);
  expect(places.length).toBeGreaterThan(50_000);
  // Every abbreviation's region is one the data names (REGION_ABBREVIATIONS).
  for (const [country, table] of Object.entries(REGION_ABBREVIATIONS)) {
    const named = new Set(
      places.filter((r) => r[column('countryCode')] === country).map((r) => r[column('adminName')]),
    );
    for (const name of Object.values(table)) expect(named, `${country} ${name}`).toContain(name);
  }
  expect(places.filter((r) => r[column('adminName')] === null).length).toBeLessThan(100);
});

test('names GeoNames lacks are added to their places: Gurugram, Urban Honolulu, Brighton and Hove', () => {
  const aliases = (id: string) =>
    String(rows.find((r) => r[column('id')] === id)?.[column('aliases')] ?? '').split('|');
  expect(aliases('1270642')).toContain('Gurugram');
  expect(aliases('5856195')).toContain('Urban Honolulu');
  expect(aliases('2654710')).toContain('Brighton and Hove');
});

test('every resort and tourist town of resort-towns.ts is listed, under 5,000 and the town meant', () => {
  const byId = new Map(rows.map((r) => [r[column('id')], r]));
  for (const t of RESORT_TOWNS) {
    const row = byId.get(t.id);
    expect(row, `${t.name} (${t.id})`).toBeDefined();
    expect([row?.[column('name')], row?.[column('countryCode')]]).toEqual([t.name, t.country]);
    const population = Number(row?.[column('population')]);
    expect(population, t.name).toBeGreaterThan(0);
    expect(population, t.name).toBeLessThan(5_000);
  }
  expect(new Set(RESORT_TOWNS.map((t) => t.id)).size).toBe(RESORT_TOWNS.length);
});
