// Finding a place by any name people use for it (issue 13): the city's GeoNames name, its ASCII form and
// its alternate names; a country by its name, an alias ('Czech Republic', 'UK') or an ISO code; a first-level
// region by name or code ('Portland, Maine'). Made once from the reference data; lookups are binary searches.

import { countryAlias, countryKey, placeKey, REGION_ABBREVIATIONS } from '#domain/place-names.ts';
import { lowerBound, PLACE_SLOTS, placeCodes } from '#domain/place-table.ts';
import type { City, Country } from '#domain/reference-types.ts';
import type { ReferenceData } from './reference-data.ts';

export interface PlaceMatch {
  city: City;
  /** The alias the text matched, when it was not the city's own name. */
  alias: string | null;
}

export interface PlaceIndex {
  resolveCountry(text: string): Country | null;
  /**
   * Every city a name can mean, best first: own-name matches before alias matches, then the larger place.
   * `country` (alpha-2) and `region` (admin-1 name or code) narrow it.
   */
  findCities(name: string, filter?: { country?: string; region?: string }): PlaceMatch[];
  /** Whether a text names a first-level region of any city of the country (or of any country). */
  isRegion(text: string, country?: string): boolean;
  /**
   * Places whose names begin like the text ("did you mean"): the longest prefix of the text (at least
   * three characters) that some name starts with, larger places first, each place once.
   */
  suggest(text: string, country?: string, limit?: number): City[];
}

/** One index per reference data: the server's routes and the engine share it. */
const built = new WeakMap<ReferenceData, PlaceIndex>();

/**
 * The place index of a reference data set, made on first use. Its names come folded and sorted from
 * data/built/place-names.json (src/domain/place-table.ts): a name is found by binary search, so a start
 * neither folds the 330,000 names again nor fills a map with them.
 */
export function createPlaceIndex(reference: ReferenceData): PlaceIndex {
  let index = built.get(reference);
  if (!index) {
    index = buildPlaceIndex(reference);
    built.set(reference, index);
  }
  return index;
}

function buildPlaceIndex(reference: ReferenceData): PlaceIndex {
  const cities = reference.cities;
  const table = reference.placeTable;
  const regions = new Set(table.regions);
  const decode = (code: number): PlaceMatch => {
    const city = cities[Math.floor(code / PLACE_SLOTS)]!;
    const slot = code % PLACE_SLOTS;
    return { city, alias: slot === 0 ? null : (city.aliases[slot - 1] ?? null) };
  };
  const matches = (key: string): PlaceMatch[] => Array.from(placeCodes(table, key), decode);

  const countryByName = new Map<string, Country>();
  for (const c of reference.countries) {
    countryByName.set(countryKey(c.name), c);
    countryByName.set(placeKey(c.name), c);
  }

  // A region by name, by code, or by its postal abbreviation where the code is not one ('ON', 'WA').
  const regionKey = (country: string, key: string) => {
    const name = REGION_ABBREVIATIONS[country]?.[key];
    return name === undefined ? key : placeKey(name);
  };
  const regionMatches = (city: City, region: string) => {
    const key = regionKey(city.countryCode, placeKey(region));
    return (
      (city.adminName !== null && placeKey(city.adminName) === key) ||
      (city.adminCode !== null && placeKey(city.adminCode) === key)
    );
  };

  const resolveCountry = (text: string): Country | null => {
    const t = text.trim();
    if (/^[a-z]{2}$/i.test(t)) {
      const byIso2 = reference.countryByIso2.get(t.toUpperCase());
      if (byIso2) return byIso2;
    }
    if (/^[a-z]{3}$/i.test(t)) {
      const byIso3 = reference.countryByIso3.get(t.toUpperCase());
      if (byIso3) return byIso3;
    }
    const alias = countryAlias(t);
    if (alias) return reference.countryByIso2.get(alias) ?? null;
    const named = countryByName.get(countryKey(t)) ?? countryByName.get(placeKey(t));
    if (named) return named;
    // 'Gambia, The', 'Philippines, The': the article after the name, as indexes write it.
    const inverted = /^(.+),\s*the$/i.exec(t);
    if (inverted) return resolveCountry(`The ${inverted[1]!}`) ?? resolveCountry(inverted[1]!);
    // 'Myanmar (Burma)', 'Taiwan (China)': the name before the brackets, else the one inside them.
    const bracketed = /^([^()]+)\(([^()]+)\)$/.exec(t);
    if (!bracketed) return null;
    return resolveCountry(bracketed[1]!) ?? resolveCountry(bracketed[2]!);
  };

  return {
    resolveCountry,
    findCities(name, filter = {}) {
      const key = placeKey(name);
      const keep = (m: PlaceMatch) =>
        (filter.country === undefined || m.city.countryCode === filter.country) &&
        (filter.region === undefined || regionMatches(m.city, filter.region));
      const found = matches(key).filter(keep);
      if (found.length > 0) return found;
      // 'Luxembourg City', 'Quebec City': English adds 'City' to names GeoNames gives without it; and
      // the other way, 'Taoyuan, Taiwan' and 'Quezon' for GeoNames' 'Taoyuan City' and 'Quezon City'.
      const other = / city$/.test(key) ? key.slice(0, -' city'.length) : `${key} city`;
      return other.length >= 3
        ? matches(other)
            .filter(keep)
            .map((m) => ({ ...m, alias: m.alias ?? name.trim() }))
        : [];
    },
    suggest(text, country, limit = 5) {
      const key = placeKey(text);
      for (let n = key.length; n >= 3; n--) {
        const prefix = key.slice(0, n);
        const found = new Set<City>();
        // Scan at most 2,000 keys: a three-letter prefix of a common name is still a short range.
        for (
          let i = lowerBound(table, prefix), seen = 0;
          i < table.size && seen < 2000;
          i++, seen++
        ) {
          if (!table.key(i).startsWith(prefix)) break;
          for (const code of table.codes(i)) {
            const city = cities[Math.floor(code / PLACE_SLOTS)]!;
            if (country === undefined || city.countryCode === country) found.add(city);
          }
        }
        if (found.size > 0)
          return [...found].sort((a, b) => b.population - a.population).slice(0, limit);
      }
      return [];
    },
    isRegion(text, country) {
      const key = placeKey(text);
      if (country) return regions.has(`${country}|${regionKey(country, key)}`);
      for (const r of regions) if (r.endsWith(`|${key}`)) return true;
      for (const [code, abbreviations] of Object.entries(REGION_ABBREVIATIONS))
        if (abbreviations[key] !== undefined && regions.has(`${code}|${regionKey(code, key)}`))
          return true;
      return false;
    },
  };
}
