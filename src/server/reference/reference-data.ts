// Loads the committed reference artifacts (data/built/*.json, made by `npm run data:build`) once per
// process into typed maps. Synchronous on purpose: it runs once at start-up (or on first use), and
// every request after that reads memory only.

import { isAscii } from 'node:buffer';
import { existsSync, readFileSync } from 'node:fs';
import { endianness } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkPlaceTable,
  decodePlaceTable,
  type PlaceTable,
  type PlaceTableHead,
} from '#domain/place-table.ts';
import type { City, Country, Currency } from '#domain/reference-types.ts';

export interface ReferenceData {
  /** Sorted by code. */
  readonly currencies: readonly Currency[];
  readonly currencyByCode: ReadonlyMap<string, Currency>;
  /** Sorted by iso2. */
  readonly countries: readonly Country[];
  readonly countryByIso2: ReadonlyMap<string, Country>;
  readonly countryByIso3: ReadonlyMap<string, Country>;
  /** Every city and country average, grouped by country; within a country: average, capital, then by population. */
  readonly cities: readonly City[];
  readonly cityById: ReadonlyMap<string, City>;
  /** iso2 -> the country's cities in the order above (the average first when it has one). */
  readonly citiesByCountry: ReadonlyMap<string, readonly City[]>;
  /** The "<Country> (Average)" entry of a country, if it has a currency. */
  countryAverage(iso2: string): City | undefined;
  /** The default city of a currency (its home capital, else its largest city). */
  defaultCityOf(currencyCode: string): City | undefined;
  /** Every folded name of every place, sorted, with the places it means (place-names.json). */
  readonly placeTable: PlaceTable;
  /** Package versions and the rate snapshot date the artifacts were built from. */
  readonly meta: {
    readonly sources: Readonly<Record<string, string>>;
    readonly rateSnapshotDate: string;
  };
}

/**
 * The project root: the nearest folder with a package.json above `start`. Works from the sources
 * (src/server/reference, run by tsx or vitest) and from the bundle (dist/server/main.mjs).
 */
export function findProjectRoot(start: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'data', 'built'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  // Fall back to the working directory (npm scripts run from the root).
  if (existsSync(join(process.cwd(), 'data', 'built'))) return process.cwd();
  throw new Error(`reference data: no data/built folder above ${start} or in ${process.cwd()}`);
}

/**
 * An artifact's JSON. cities.json is written in ASCII (other characters as \u escapes): read as latin1 it
 * becomes a one-byte string, which is decoded and parsed markedly faster than UTF-8 (about 40 ms of a
 * start on a slow machine). A file with any other byte is read as UTF-8.
 */
export function readArtifact(dir: string, file: string): unknown {
  const path = join(dir, file);
  try {
    const bytes = readFileSync(path);
    return JSON.parse(bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8'));
  } catch (error) {
    throw new Error(`reference data: cannot read ${path}; run \`npm run data:build\``, {
      cause: error,
    });
  }
}

type CityRow = [
  string,
  string,
  string,
  string,
  string | null,
  string | null,
  number,
  number | null,
  number | null,
  0 | 1,
  0 | 1,
  string,
  string,
];

const EXPECTED_COLUMNS =
  'id,name,asciiName,countryCode,adminCode,adminName,population,lat,lon,isCapital,isCountryAverage,aliases,partOf';

function toCities(raw: unknown, countryName: (iso2: string) => string): City[] {
  const table = raw as { columns?: unknown; rows?: unknown };
  if (!Array.isArray(table.columns) || table.columns.join(',') !== EXPECTED_COLUMNS) {
    throw new Error(
      'reference data: cities.json columns differ from the loader; rebuild or update',
    );
  }
  if (!Array.isArray(table.rows)) throw new Error('reference data: cities.json has no rows');
  return (table.rows as CityRow[]).map(
    ([
      id,
      name,
      ascii,
      countryCode,
      adminCode,
      adminName,
      population,
      lat,
      lon,
      cap,
      avg,
      aliases,
      partOf,
    ]) => ({
      id,
      name,
      asciiName: ascii === '' ? name : ascii,
      countryCode,
      countryName: countryName(countryCode),
      adminCode,
      adminName,
      population,
      lat,
      lon,
      isCapital: cap === 1,
      isCountryAverage: avg === 1,
      aliases: aliases ? aliases.split('|') : [],
      // Always present (undefined for most), so every city object has one shape.
      partOf: partOf || undefined,
    }),
  );
}

/** The place-name table as stored (ADR 132): names read as one ASCII string, integers as they lie. */
function readPlaceTable(dir: string): PlaceTable {
  try {
    const head = JSON.parse(
      readFileSync(join(dir, 'place-names.json'), 'latin1'),
    ) as PlaceTableHead;
    const text = readFileSync(join(dir, 'place-names.txt'), 'latin1');
    const bytes = readFileSync(join(dir, 'place-names.bin'));
    const integers =
      endianness() === 'LE' && bytes.byteOffset % 4 === 0
        ? new Int32Array(bytes.buffer, bytes.byteOffset, bytes.length >> 2)
        : Int32Array.from({ length: bytes.length >> 2 }, (_, i) => bytes.readInt32LE(i * 4));
    return decodePlaceTable({ head, text, integers });
  } catch (error) {
    throw new Error(
      `reference data: cannot read the place-name table in ${dir}; run \`npm run data:build\``,
      {
        cause: error,
      },
    );
  }
}

/** Reads and indexes the artifacts in `dir` (no memoisation; see loadReferenceData). */
export function readReferenceData(dir: string): ReferenceData {
  const currencyFile = readArtifact(dir, 'currencies.json') as {
    currencies: Currency[];
    meta: ReferenceData['meta'];
  };
  const countryFile = readArtifact(dir, 'countries.json') as { countries: Country[] };
  const countryByIso2 = new Map(countryFile.countries.map((c) => [c.iso2, c]));
  const cities = toCities(
    readArtifact(dir, 'cities.json'),
    (iso2) => countryByIso2.get(iso2)?.name ?? iso2,
  );
  const cityById = new Map(cities.map((c) => [c.id, c]));
  const citiesByCountry = new Map<string, City[]>();
  for (const c of cities) {
    const list = citiesByCountry.get(c.countryCode);
    if (list === undefined) citiesByCountry.set(c.countryCode, [c]);
    else list.push(c);
  }
  const currencyByCode = new Map<string, Currency>(currencyFile.currencies.map((c) => [c.code, c]));
  const placeTable = readPlaceTable(dir);
  checkPlaceTable(placeTable, cities);
  return {
    currencies: currencyFile.currencies,
    currencyByCode,
    countries: countryFile.countries,
    countryByIso2,
    countryByIso3: new Map(countryFile.countries.map((c) => [c.iso3, c])),
    cities,
    cityById,
    citiesByCountry,
    countryAverage: (iso2) => cityById.get(`avg-${iso2}`),
    defaultCityOf: (code) => cityById.get(currencyByCode.get(code)?.defaultCityId ?? ''),
    placeTable,
    meta: currencyFile.meta,
  };
}

let cached: ReferenceData | undefined;

/**
 * The reference data of this installation, read from `<project root>/data/built` on first call and
 * kept for the life of the process.
 */
export function loadReferenceData(): ReferenceData {
  cached ??= readReferenceData(join(findProjectRoot(), 'data', 'built'));
  return cached;
}
