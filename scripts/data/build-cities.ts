// cities.json: every GeoNames cities500 place with population >= 5,000, plus every capital and seat of
// government and the well-known resort and tourist towns of resort-towns.ts, deduplicated, each with the
// other names people use for it (place-aliases.ts) and, for a section of a city, that city; plus one
// "<Country> (Average)" entry per country that has a currency.
// Rules and their reasons: docs/methods/reference-data.md.

import { toAsciiName, toSearchKey } from '#domain/ascii-fold.ts';
import type { City } from '#domain/reference-types.ts';
import { ADMIN_NAMES } from './admin-names.ts';
import {
  AREA_NAMES,
  KNOWN_NAMES,
  latinName,
  pickAliases,
  SHORT_NAMES,
  withKnownNames,
} from './place-aliases.ts';
import { RESORT_TOWN_IDS, RESORT_TOWNS } from '#domain/resort-towns.ts';
import type { CountryDraft } from './build-countries.ts';
import type { RawCity } from './package-sources.ts';

/** Issue 3 / docs/design.md §4: the population threshold for a city to be listed. */
export const MIN_POPULATION = 5_000;

/** Two entries with the same name, country and admin-1 code closer than this are one place. */
export const DEDUP_RADIUS_KM = 5;

/** GeoNames feature code of a capital of a political entity. */
const CAPITAL_FEATURE = 'PPLC';

const EARTH_RADIUS_KM = 6371.0088; // IUGG mean radius

function distanceKm(a: City, b: City): number {
  const rad = Math.PI / 180;
  const dLat = ((b.lat ?? 0) - (a.lat ?? 0)) * rad;
  const dLon = ((b.lon ?? 0) - (a.lon ?? 0)) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos((a.lat ?? 0) * rad) * Math.cos((b.lat ?? 0) * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** Letters and digits only, so 'Washington D.C.' (countries-list) matches 'Washington, D.C.'. */
function capitalKey(name: string): string {
  return toSearchKey(name).replace(/[^a-z0-9]/g, '');
}

/** Preference when two entries are one place, and the order of a country's cities: bigger first. */
function compareRank(a: City, b: City): number {
  if (a.isCapital !== b.isCapital) return a.isCapital ? -1 : 1;
  if (a.population !== b.population) return b.population - a.population;
  return Number(a.id) - Number(b.id);
}

function toCity(raw: RawCity, country: CountryDraft, isCapital: boolean): City {
  const [lon, lat] = raw.loc.coordinates;
  const asciiName = raw.asciiName || toAsciiName(raw.name);
  const name = latinName(raw.name, asciiName);
  return {
    id: String(raw.cityId),
    name,
    asciiName: name === raw.name ? asciiName : toAsciiName(name),
    aliases: withKnownNames(String(raw.cityId), pickAliases(name, raw.alternates ?? [])),
    countryCode: raw.country,
    countryName: country.name,
    adminCode: raw.adminCode === '' ? null : raw.adminCode,
    adminName: ADMIN_NAMES[raw.country]?.[raw.adminCode] ?? null,
    population: raw.population,
    lat,
    lon,
    isCapital,
    isCountryAverage: false,
  };
}

/**
 * Whether a raw place is its country's capital: GeoNames marks it PPLC, or (for the few countries
 * whose capital GeoNames codes otherwise) its name is the capital countries-list names.
 */
function capitalIds(
  raw: readonly RawCity[],
  countries: ReadonlyMap<string, CountryDraft>,
): Set<number> {
  const ids = new Set<number>();
  const hasPplc = new Set<string>();
  for (const r of raw) {
    if (r.featureCode === CAPITAL_FEATURE) {
      ids.add(r.cityId);
      hasPplc.add(r.country);
    }
  }
  const best = new Map<string, RawCity>();
  for (const r of raw) {
    const capital = countries.get(r.country)?.capital;
    if (hasPplc.has(r.country) || capital === undefined || capital === null) continue;
    if (capitalKey(r.name) !== capitalKey(capital)) continue;
    const prev = best.get(r.country);
    if (prev === undefined || r.population > prev.population) best.set(r.country, r);
  }
  for (const r of best.values()) ids.add(r.cityId);
  return ids;
}

/** Drops entries that are the same place listed twice (same key, within DEDUP_RADIUS_KM). */
export function dedupeCities(cities: readonly City[]): City[] {
  const groups = new Map<string, City[]>();
  for (const c of cities) {
    const key = `${toSearchKey(c.name)}|${c.countryCode}|${c.adminCode ?? ''}`;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [c]);
    else group.push(c);
  }
  const kept: City[] = [];
  for (const group of groups.values()) {
    const ranked = [...group].sort(compareRank);
    const chosen: City[] = [];
    for (const c of ranked) {
      if (!chosen.some((k) => distanceKm(k, c) < DEDUP_RADIUS_KM)) chosen.push(c);
    }
    kept.push(...chosen);
  }
  return kept;
}

/** GeoNames feature code of a section of a populated place (a district, a borough, a suburb). */
const SECTION_FEATURE = 'PPLX';

/**
 * Sections GeoNames codes otherwise, by GeoNames id, with their city: New York City's five boroughs are
 * county seats (PPLA2) in GeoNames, but each is a part of the city (Manhattan's own population put it
 * among towns of 1.5 million and priced its rents at 0.6 of New York City's).
 */
export const BOROUGHS: Readonly<Record<string, string>> = {
  '5125771': '5128581', // Manhattan
  '5110302': '5128581', // Brooklyn
  '5133273': '5128581', // Queens
  '5110266': '5128581', // The Bronx
  '5139568': '5128581', // Staten Island
};

/**
 * Sections GeoNames codes PPLX that are cities of their own: Navi Mumbai is a planned city with its own
 * municipal corporation across the harbour, 20 km from Mumbai's centre, and its rents are far below
 * Mumbai's.
 */
export const NOT_SECTIONS: ReadonlySet<string> = new Set(['6619347']);

/**
 * People per km² of a city's built-up area, about London's: a city of P people covers a disc of radius
 * √(P / (π·5,000)) km at that density (Berlin 15 km, London and New York 24 km, Paris 12 km, Kuala
 * Lumpur 10 km). A section belongs to a city whose disc holds it.
 */
export const URBAN_DENSITY = 5_000;

/** The smallest disc a section is looked for in, whatever the city's size. */
const MIN_URBAN_RADIUS_KM = 3;

/**
 * Each section of a city (GeoNames PPLX, and the BOROUGHS) with the city it is part of: the largest place
 * of its country and first-level region that is not itself a section, has at least four fifths of the
 * section's population (GeoNames gives some sections their city's own figure), and whose urban disc
 * (URBAN_DENSITY) holds the section. A section with no such city stands alone, as do NOT_SECTIONS,
 * capitals, resort towns and places that carry names of their own here (KNOWN_NAMES, AREA_NAMES,
 * SHORT_NAMES).
 */
export function withSections(places: readonly City[], sectionIds: ReadonlySet<string>): City[] {
  const standsAlone = (c: City) =>
    !(sectionIds.has(c.id) || c.id in BOROUGHS) ||
    NOT_SECTIONS.has(c.id) ||
    c.isCapital ||
    RESORT_TOWN_IDS.has(c.id) ||
    c.id in KNOWN_NAMES ||
    c.id in AREA_NAMES ||
    c.id in SHORT_NAMES;
  const hosts = new Map<string, City[]>();
  for (const c of places) {
    if (!standsAlone(c)) continue;
    const key = `${c.countryCode}|${c.adminCode ?? ''}`;
    const list = hosts.get(key);
    if (list) list.push(c);
    else hosts.set(key, [c]);
  }
  return places.map((section) => {
    if (standsAlone(section)) return section;
    const borough = BOROUGHS[section.id];
    if (borough !== undefined) return { ...section, partOf: borough };
    let city: City | undefined;
    for (const host of hosts.get(`${section.countryCode}|${section.adminCode ?? ''}`) ?? []) {
      if (host.population < 0.8 * section.population) continue;
      const radius = Math.max(
        MIN_URBAN_RADIUS_KM,
        Math.sqrt(host.population / (Math.PI * URBAN_DENSITY)),
      );
      if (distanceKm(section, host) > radius) continue;
      if (!city || host.population > city.population) city = host;
    }
    return city ? { ...section, partOf: city.id } : section;
  });
}

/** The capital of a country among its listed cities (the one countries-list names), else its largest. */
export function pickDefaultCity(country: CountryDraft, cities: readonly City[]): City | undefined {
  // A section of a city is never its country's default (GeoNames gives some their city's population).
  const ranked = [...cities]
    .filter((c) => !c.isCountryAverage && c.partOf === undefined)
    .sort(compareRank);
  const capitals = ranked.filter((c) => c.isCapital);
  const named = country.capital === null ? undefined : capitalKey(country.capital);
  return capitals.find((c) => capitalKey(c.name) === named) ?? capitals[0] ?? ranked[0];
}

function averageOf(country: CountryDraft, defaultCity: City | undefined): City {
  const name = `${country.name} (Average)`;
  return {
    id: `avg-${country.iso2}`,
    name,
    asciiName: toAsciiName(name),
    countryCode: country.iso2,
    countryName: country.name,
    adminCode: null,
    adminName: null,
    population: 0,
    lat: defaultCity?.lat ?? null,
    lon: defaultCity?.lon ?? null,
    isCapital: false,
    isCountryAverage: true,
    aliases: [],
  };
}

export interface CityBuild {
  /** Sorted by country, then the country average, then capital, population descending, id. */
  cities: City[];
  /** iso2 -> default city id (capital, else largest), for countries with at least one city. */
  defaultCityIdByCountry: Map<string, string>;
  /** Raw places dropped as duplicates. */
  duplicatesDropped: number;
}

export function buildCities(raw: readonly RawCity[], drafts: readonly CountryDraft[]): CityBuild {
  const countries = new Map(drafts.map((c) => [c.iso2, c]));
  const capitals = capitalIds(raw, countries);
  const resorts = new Set(RESORT_TOWNS.map((t) => t.id));
  const selected: City[] = [];
  const sectionIds = new Set<string>();
  for (const r of raw) {
    const country = countries.get(r.country);
    const isCapital = capitals.has(r.cityId);
    // Every capital and seat of government (GeoNames PPLG: The Hague, Lobamba) whatever its size, and
    // the well-known resort and tourist towns of resort-towns.ts. A seat with no population at all is a
    // building or a compound GeoNames files as one ('Guam Government House', 'RMI Capitol', 'Linton
    // Military Camp', a duplicate 'Guiyang, Guizhou'), not a town: figures for it would be a village's.
    const seat = isCapital || (r.featureCode === 'PPLG' && r.population > 0);
    const listed = seat || resorts.has(String(r.cityId));
    if (country === undefined || (r.population < MIN_POPULATION && !listed)) continue;
    selected.push(toCity(r, country, isCapital));
    if (r.featureCode === SECTION_FEATURE) sectionIds.add(String(r.cityId));
  }
  const places = withSections(dedupeCities(selected), sectionIds);
  const byCountry = new Map<string, City[]>();
  for (const c of places) {
    const list = byCountry.get(c.countryCode);
    if (list === undefined) byCountry.set(c.countryCode, [c]);
    else list.push(c);
  }
  const defaultCityIdByCountry = new Map<string, string>();
  const cities: City[] = [];
  for (const country of drafts) {
    const own = (byCountry.get(country.iso2) ?? []).sort(compareRank);
    const defaultCity = pickDefaultCity(country, own);
    if (defaultCity !== undefined) defaultCityIdByCountry.set(country.iso2, defaultCity.id);
    if (country.currencies.length > 0) cities.push(averageOf(country, defaultCity));
    cities.push(...own);
  }
  return { cities, defaultCityIdByCountry, duplicatesDropped: selected.length - places.length };
}
