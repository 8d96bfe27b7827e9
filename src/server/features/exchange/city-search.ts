import {
  ALIAS_WEIGHT,
  countryAlias,
  placeKey,
  REGION_ABBREVIATIONS,
  regionNameFits,
  searchKey,
} from '#domain/place-names.ts';
import { buildPlaceTable, PLACE_SLOTS, placeCodes, type PlaceTable } from '#domain/place-table.ts';
import type { City } from '#domain/reference-types.ts';

// Issue 3 §3: the typeahead's limit is capped; 50 fills any dropdown. The limits are part of
// GET /api/exchange/cities' contract (src/domain/api/exchange.ts).
import { DEFAULT_CITY_RESULTS, MAX_CITY_RESULTS } from '#domain/api/exchange.ts';

export { DEFAULT_CITY_RESULTS, MAX_CITY_RESULTS };

/** Longest query we look at: longer than any city name (GeoNames' longest is under 100 characters). */
export const MAX_QUERY_CHARS = 100;

export interface CityHit {
  city: City;
  /** The alternate name the query matched ('Bangalore' for Bengaluru), or null for the city's own name. */
  matched: string | null;
}

type SearchOptions = { country?: string | undefined; limit?: number };
type SearchResult = { query: string; cities: City[]; hits: CityHit[] };

export interface CitySearch {
  /** A name, optionally followed by a region and/or country after commas ('Portland, Maine'). */
  search(query: string, options?: SearchOptions): SearchResult;
}

/**
 * How well a name matched, best first: the whole of a name (own or alternate: 'Kiev' is all of one of
 * Kyiv's names), the start of the place's own name, the start of an alternate name, then a later word of
 * the own name ('york' in 'New York City', 'an' in 'Hoi An') or of an alternate name. Within a tier the
 * larger place comes first, one matched by an alternate name counting ALIAS_WEIGHT of its size (this
 * only matters for whole names: every other tier holds own names only or alternate names only).
 *
 * After the whole names, a tier is one "class" of index entries: (start of the name | a later word) ×
 * (own name | alternate name).
 */
const CLASSES = 4;
const classOf = (offset: number, alias: boolean) => (offset > 0 ? 2 : 0) + (alias ? 1 : 0);

/**
 * Entries of one bucket level: every entry whose text from where it starts has at least `chars`
 * characters, grouped by those first characters and by class, each group in population order.
 */
interface Level {
  chars: number;
  bucketIds: Map<string, number>;
  /** Entry ids, grouped: group g = bucket × CLASSES + class occupies order[start[g] .. start[g + 1]). */
  order: Int32Array;
  start: Int32Array;
}

/**
 * The city typeahead index (issues 3 and 13). Every city's own name, ASCII name and alternate names are
 * folded (`searchKey`: accents, case and punctuation removed); every position where a word starts is an
 * entry. Entries are grouped by their first three characters (for three-character queries) and by their
 * first four (for longer ones), and within a group by class, in population order. A query walks its
 * group's classes in tier order and stops as soon as it has `limit` places: the common case reads a few
 * dozen entries, and the worst (a long query in the largest group, 'san ') about 1,900. Whole-name
 * matches come first, found through the place-name table (src/domain/place-table.ts: the names folded
 * once, at data-build time). Queries of one or two characters use the own names' prefixes in
 * population order. The result is exactly the ranking above (city-search.test.ts holds it equal to a
 * linear scan).
 */
export function createCitySearch(
  cities: readonly City[],
  placeTable: PlaceTable = buildPlaceTable(cities),
): CitySearch {
  const ranked = [...cities].sort(
    (a, b) => b.population - a.population || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
  const rankOf = new Map<City, number>(ranked.map((city, rank) => [city, rank]));
  const rankAt = Int32Array.from(cities, (city) => rankOf.get(city)!);
  // One key per distinct folded name of a city; a city's keys are keys[keyStart[rank] .. keyStart[rank + 1]).
  const keys: string[] = [];
  const keyCity: number[] = [];
  const keyAlias: Array<string | null> = [];
  const keyStart = new Int32Array(ranked.length + 1);
  const entryKey: number[] = [];
  const entryOffset: number[] = [];
  const entryClass: number[] = [];
  const short = new Map<string, number[]>();
  const byCountry = new Map<string, number[]>();
  // Country averages are not in the place-name table; their whole names are looked up here.
  const averages = new Map<string, number>();
  ranked.forEach((city, rank) => {
    keyStart[rank] = keys.length;
    pushTo(byCountry, city.countryCode, rank);
    const names: Array<[string, string | null]> = [
      [city.name, null],
      [city.asciiName, null],
      ...city.aliases.map((a): [string, string | null] => [a, a]),
    ];
    const seen = new Set<string>();
    const shortSeen = new Set<string>();
    for (const [name, alias] of names) {
      const key = searchKey(name);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      const k = keys.push(key) - 1;
      keyCity.push(rank);
      keyAlias.push(alias);
      if (city.isCountryAverage) averages.set(key, rank);
      if (alias === null)
        for (let n = 1; n < 3 && n <= key.length; n++) {
          const prefix = key.slice(0, n);
          if (!shortSeen.has(prefix)) {
            shortSeen.add(prefix);
            pushTo(short, prefix, rank);
          }
        }
      for (let i = 0; i < key.length; i++) {
        if (i > 0 && key[i - 1] !== ' ') continue;
        entryKey.push(k);
        entryOffset.push(i);
        entryClass.push(classOf(i, alias !== null));
      }
    }
  });
  keyStart[ranked.length] = keys.length;
  const level3 = buildLevel(3, keys, entryKey, entryOffset, entryClass);
  const level4 = buildLevel(4, keys, entryKey, entryOffset, entryClass);
  // What a query reads, kept compact: 250,000 entries as typed arrays rather than arrays of numbers.
  const entryKeys = Int32Array.from(entryKey);
  const entryOffsets = Int32Array.from(entryOffset);
  const keyCities = Int32Array.from(keyCity);
  const all = ranked.map((_, rank) => rank);
  // Each place's region (country and admin-1 code), so a qualifier is judged once per region a search
  // meets, not once per place: 'san, zzzz' walks thousands of places in a few hundred regions.
  const regionIds = new Map<string, number>();
  const regionPlace: City[] = [];
  const regionOf = Int32Array.from(ranked, (city) => {
    const key = `${city.countryCode}|${city.adminCode ?? ''}`;
    let id = regionIds.get(key);
    if (id === undefined) regionIds.set(key, (id = regionPlace.push(city) - 1));
    return id;
  });

  /** Places one of whose names is the whole query: [rank, key], larger (alias at a fifth) first. */
  const wholeNames = (query: string, keep: (rank: number) => boolean): Array<[number, number]> => {
    const ranks = Array.from(
      placeCodes(placeTable, placeKey(query)),
      (code) => rankAt[Math.floor(code / PLACE_SLOTS)]!,
    );
    const average = averages.get(query);
    if (average !== undefined) ranks.push(average);
    const found: Array<[number, number]> = [];
    for (const rank of ranks) {
      if (!keep(rank)) continue;
      // 'St Louis' and 'Saint Louis' share a place key; the search key must be the query itself.
      let match = -1;
      for (let k = keyStart[rank]!; k < keyStart[rank + 1]!; k++)
        if (keys[k] === query && (match < 0 || (keyAlias[match] !== null && keyAlias[k] === null)))
          match = k;
      if (match >= 0) found.push([rank, match]);
    }
    const weight = ([rank, key]: [number, number]) =>
      ranked[rank]!.population * (keyAlias[key] === null ? 1 : ALIAS_WEIGHT);
    return found.sort((a, b) => weight(b) - weight(a) || a[0] - b[0]);
  };

  const searchName = (
    raw: string,
    options: SearchOptions = {},
    within: (rank: number) => boolean = () => true,
  ): SearchResult => {
    const query = normaliseQuery(raw);
    // Input that folds to nothing ('🙂', '日本') matches nothing rather than everything.
    if (query === '' && raw.trim() !== '') return { query, cities: [], hits: [] };
    const limit = Math.min(
      Math.max(1, Math.trunc(options.limit ?? DEFAULT_CITY_RESULTS)),
      MAX_CITY_RESULTS,
    );
    const { country } = options;
    const keep = (rank: number) =>
      (country === undefined || ranked[rank]?.countryCode === country) && within(rank);
    const hits: CityHit[] = [];
    if (query.length < 3) {
      // Empty or very short: a place with that whole name first ('LA', 'DC', 'KL'), then own names in
      // population order.
      const whole = query === '' ? [] : wholeNames(query, keep).slice(0, limit);
      for (const [rank, key] of whole)
        hits.push({ city: ranked[rank]!, matched: keyAlias[key] ?? null });
      const list =
        query === ''
          ? country === undefined
            ? all
            : (byCountry.get(country) ?? [])
          : (short.get(query) ?? []);
      for (const rank of list) {
        if (hits.length >= limit) break;
        if (!keep(rank) || whole.some(([taken]) => taken === rank)) continue;
        hits.push({ city: ranked[rank]!, matched: null });
      }
      return { query, cities: hits.map((h) => h.city), hits };
    }
    const taken: number[] = [];
    const take = (rank: number, key: number) => {
      taken.push(rank);
      hits.push({ city: ranked[rank]!, matched: keyAlias[key] ?? null });
    };
    for (const [rank, key] of wholeNames(query, keep)) {
      if (hits.length >= limit) break;
      take(rank, key);
    }
    const level = query.length === 3 ? level3 : level4;
    const bucket = level.bucketIds.get(query.slice(0, level.chars));
    const checkText = query.length > level.chars;
    if (bucket !== undefined)
      for (let group = bucket * CLASSES; group < (bucket + 1) * CLASSES; group++) {
        for (let j = level.start[group]!; j < level.start[group + 1]! && hits.length < limit; j++) {
          const e = level.order[j]!;
          const k = entryKeys[e]!;
          if (checkText && !keys[k]!.startsWith(query, entryOffsets[e]!)) continue;
          const rank = keyCities[k]!;
          if (keep(rank) && !taken.includes(rank)) take(rank, k);
        }
      }
    // 'Luxembourg City', 'Quebec City': English adds 'City' to names GeoNames gives without it, as
    // market-data's look-up also allows (place-index.ts).
    if (hits.length === 0 && query.length > ' city'.length + 2 && query.endsWith(' city'))
      return searchName(query.slice(0, -' city'.length), options, within);
    return { query, cities: hits.map((h) => h.city), hits };
  };

  return {
    search(raw, options = {}) {
      const found = searchName(raw, options);
      // 'Portland, Maine', 'Pune, Maharashtra, India', 'london, on': when the whole text names nothing,
      // the words after a comma narrow the name before it by region or country, as they are typed.
      const comma = raw.indexOf(',');
      if (found.hits.length > 0 || comma < 0) return found;
      const qualifiers = raw
        .slice(comma + 1)
        .split(',')
        .map((q) => ({ key: searchKey(q), alias: countryAlias(q) }))
        .filter((q) => q.key !== '');
      const name = raw.slice(0, comma);
      if (qualifiers.length === 0 || searchKey(name) === '') return found;
      const verdict = new Int8Array(regionPlace.length); // 0 not judged yet, 1 fits, 2 does not
      const within = (rank: number) => {
        const region = regionOf[rank]!;
        if (verdict[region] === 0)
          verdict[region] = qualifiers.every((q) => qualifies(regionPlace[region]!, q)) ? 1 : 2;
        return verdict[region] === 1;
      };
      return { ...searchName(name, options, within), query: found.query };
    },
  };
}

/** Region and country names folded once each (a few thousand distinct names in all). */
const folded = new Map<string, string>();
function foldedName(text: string): string {
  let key = folded.get(text);
  if (key === undefined) folded.set(text, (key = searchKey(text)));
  return key;
}

/**
 * Whether a place fits a typed qualifier: the start of a word of its region's name, a region name as
 * others write it (`regionNameFits`: 'Valencian Community' for Valencia), its region's code
 * or abbreviation, or the start of a word of its country's name, or its country's code or other name
 * ('UK', 'Czech Republic').
 */
function qualifies(city: City, q: { key: string; alias: string | null }): boolean {
  const startsWord = (text: string | null) => {
    if (!text) return false;
    const name = foldedName(text);
    return name.startsWith(q.key) || name.includes(` ${q.key}`);
  };
  const abbreviated = REGION_ABBREVIATIONS[city.countryCode]?.[q.key];
  return (
    startsWord(city.adminName) ||
    // 'valencia, valencian community', 'nairobi, nairobi county': the region as others write it.
    (city.adminName !== null && regionNameFits(q.key, city.adminName)) ||
    (city.adminCode !== null && searchKey(city.adminCode) === q.key) ||
    (abbreviated !== undefined &&
      city.adminName !== null &&
      placeKey(abbreviated) === placeKey(city.adminName)) ||
    startsWord(city.countryName) ||
    city.countryCode.toLowerCase() === q.key ||
    q.alias === city.countryCode
  );
}

/**
 * Groups entries by their first `chars` characters and class with a counting sort, which keeps the
 * entries' population order within a group (they were made city by city, the largest first).
 */
function buildLevel(
  chars: number,
  keys: readonly string[],
  entryKey: readonly number[],
  entryOffset: readonly number[],
  entryClass: readonly number[],
): Level {
  const bucketIds = new Map<string, number>();
  const groupOf = new Int32Array(entryKey.length).fill(-1);
  for (let e = 0; e < entryKey.length; e++) {
    const key = keys[entryKey[e]!]!;
    const offset = entryOffset[e]!;
    if (key.length - offset < chars) continue;
    const text = key.slice(offset, offset + chars);
    let bucket = bucketIds.get(text);
    if (bucket === undefined) bucketIds.set(text, (bucket = bucketIds.size));
    groupOf[e] = bucket * CLASSES + entryClass[e]!;
  }
  const start = new Int32Array(bucketIds.size * CLASSES + 1);
  for (const group of groupOf) if (group >= 0) start[group + 1]!++;
  for (let g = 1; g < start.length; g++) start[g]! += start[g - 1]!;
  const order = new Int32Array(start[start.length - 1]!);
  const next = start.slice(0, -1);
  for (let e = 0; e < groupOf.length; e++) {
    const group = groupOf[e]!;
    if (group >= 0) order[next[group]!++] = e;
  }
  return { chars, bucketIds, order, start };
}

function pushTo(map: Map<string, number[]>, key: string, value: number) {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

/** Trim, cap and fold a raw query: accents, case and punctuation go, as in the index. */
export function normaliseQuery(raw: string): string {
  return searchKey(raw.slice(0, MAX_QUERY_CHARS));
}
