// cities.json: every GeoNames cities500 place with population >= 5,000, plus every capital and seat of
// government and the well-known resort and tourist towns of resort-towns.ts, with the other names people use for it (aliases), deduplicated, plus one
// "<Country> (Average)" entry per country that has a currency.
// Rules and their reasons: docs/methods/reference-data.md.

import { toAsciiName, toSearchKey } from '#domain/ascii-fold.ts';
import type { City } from '#domain/reference-types.ts';
import { ADMIN_NAMES } from './admin-names.ts';
import { RESORT_TOWN_IDS, RESORT_TOWNS } from '#domain/resort-towns.ts';
import type { CountryDraft } from './build-countries.ts';
import type { RawCity } from './package-sources.ts';

/** Issue 3 / ARCHITECTURE.md §4: the population threshold for a city to be listed. */
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

/** Most aliases kept per place: the big cities have hundreds of alternate names in GeoNames. */
export const MAX_ALIASES = 40;

/** Letters of the Latin script (with marks), spaces and the punctuation of place names. */
const LATIN_NAME = /^[\p{Script=Latin}\p{M}0-9 '’.,()\-/]+$/u;

/**
 * The alternate names a traveller might type: Latin script only (other scripts cannot be typed on the
 * pickers' keyboards and cannot be folded to ASCII), capitalised like a name (not a code such as 'BLR',
 * not a lower-case romanisation such as 'bnglwr'), not Wikipedia-style qualifiers ('Bangalore -
 * bengaluru'), at least three letters, and not a folded duplicate of the name or another alias; shortest
 * first, at most MAX_ALIASES.
 * @example pickAliases('Bengaluru', ['BLR', 'Bangalore', 'Бангалор', 'bengaluru']) // ['Bangalore']
 */
export function pickAliases(name: string, alternates: readonly string[]): string[] {
  const seen = new Set([toSearchKey(name), toSearchKey(toAsciiName(name))]);
  const kept: string[] = [];
  const candidates = [...alternates]
    .map((a) => a.trim())
    .filter(
      (a) =>
        a.length >= 3 &&
        LATIN_NAME.test(a) &&
        // A name has capitals; a code has nothing else ('BLR'), a romanised other script none ('bnglwr').
        a !== a.toUpperCase() &&
        a !== a.toLowerCase() &&
        !a.includes(' - '),
    )
    .sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
  for (const alias of candidates) {
    const key = toSearchKey(alias);
    if (key.length < 3 || seen.has(key)) continue;
    seen.add(key);
    kept.push(alias);
    if (kept.length >= MAX_ALIASES) break;
  }
  return kept;
}

/**
 * Names in common use that GeoNames' alternate names of cities500 lack, by GeoNames id: renamings newer
 * than the dump's alternates, and the names of the unitary authorities or census places that
 * English-language sites list instead of the town. They are the place's own names: the evidence
 * matcher of the fit matches them too (England's ONS rents for Brighton and Hove reach Brighton).
 */
export const KNOWN_NAMES: Readonly<Record<string, readonly string[]>> = {
  // Gurgaon, Haryana: renamed Gurugram by the state government in 2016.
  '1270642': ['Gurugram'],
  // Honolulu: 'Urban Honolulu' is the US Census Bureau's name for its census-designated place.
  '5856195': ['Urban Honolulu'],
  // Brighton: the city and unitary authority it belongs to is Brighton and Hove.
  '2654710': ['Brighton and Hove', 'Brighton & Hove'],
  // Niseko Town, Hokkaido: GeoNames names the town 'Niseko Town'; travellers and its ski area say Niseko.
  '6941783': ['Niseko'],
};

/**
 * Areas that travellers name as places, by the GeoNames id of the place that stands for them: districts
 * GeoNames lists only as sections of a city (feature PPLX, not in cities500), villages it does not list,
 * and islands and resort areas, each a name of its capital, largest or main town (or the area's seat).
 * They are aliases for the look-up and the typeahead ('Denpasar — Bali'), but not for the evidence
 * matcher: a statistic for an island or region (Portugal's INE rents for the Madeira region) is not its
 * main town's (observations.ts).
 */
export const AREA_NAMES: Readonly<Record<string, readonly string[]>> = {
  // Johannesburg: Sandton is part of the City of Johannesburg.
  '993800': ['Sandton'],
  // Hong Kong: Victoria (City of Victoria) is its historic centre.
  '1819729': ['City of Victoria'],
  // Kuta, Bali: Seminyak lies in the Kuta district, Canggu in North Kuta up the coast (GeoNames has no
  // populated place named Canggu).
  '1639002': ['Seminyak', 'Canggu'],
  // Zanzibar City: Stone Town is its old city.
  '148730': ['Stone Town'],
  // Firá (Thira) is the main town of Santorini.
  '252920': ['Santorini', 'Thira'],
  // Denpasar is the capital and largest city of Bali.
  '1645528': ['Bali'],
  // Balabag is the main town of Boracay.
  '1728659': ['Boracay'],
  // Victoria (Rabat) is the main town of Gozo, Malta's second island.
  '2562619': ['Gozo'],
  // Vaitape is the main village of Bora Bora.
  '4033077': ['Bora Bora'],
  // Islands and areas found missing by a 123-name check of destinations.
  '1846266': ['Jeju Island'], // Jeju City
  '1635882': ['Lombok'], // Mataram
  '1692685': ['Palawan'], // Puerto Princesa, the province's capital
  '1713039': ['Siargao'], // General Luna, the island's largest town in GeoNames
  '2267827': ['Madeira'], // Funchal
  '6941014': ['Azores'], // Ponta Delgada
  '2515270': ['Gran Canaria'], // Las Palmas de Gran Canaria
  '2512989': ['Mallorca', 'Majorca'], // Palma
  '2514301': ['Menorca', 'Minorca'], // Maó, Menorca's capital
  '261745': ['Crete'], // Irákleion
  '3986172': ['Los Cabos'], // San José del Cabo, the municipality's seat
  // Dharamsala: McLeod Ganj is its upper suburb. Malindi: Watamu lies in its sub-county, 20 km south.
  '1272832': ['McLeod Ganj', 'McLeodganj'],
  '187968': ['Watamu'],
  // Coxen Hole is the main town of Roatán.
  '3602736': ['Roatán'],
  // Found missing by a 680-name check of second cities and destinations (2026-11-28).
  '1076105': ['Nosy Be'], // Hell-Ville (Andoany), the island's town
  '5847411': ['Maui'], // Kahului, the island's largest town
  '5397664': ['Lake Tahoe'], // South Lake Tahoe, the lake's largest town
  '2207268': ['Sunshine Coast'], // Maroochydore, the Sunshine Coast's city centre
  '1734821': ['Cyberjaya'], // Sepang, the district Cyberjaya lies in
  // Neighbourhoods travellers name as if they were towns, which GeoNames lists only as sections below
  // 5,000 or not at all: each is a name of its city, and the city's figures answer (ADR 138).
  '3936456': ['Miraflores', 'Barranco'], // Lima
  '3435910': ['Palermo', 'Recoleta', 'San Telmo'], // Buenos Aires
  '3674962': ['El Poblado'], // Medellín
  '3530597': ['Condesa', 'Roma Norte'], // Mexico City
  '745044': ['Kadıköy', 'Beşiktaş'], // Istanbul
  '1835848': ['Gangnam', 'Itaewon', 'Hongdae'], // Seoul
  '1850147': ['Shibuya', 'Shinjuku', 'Roppongi'], // Tokyo
  '2988507': ['Montmartre', 'Le Marais'], // Paris
  '3169070': ['Trastevere'], // Rome
  '3451190': ['Copacabana', 'Ipanema', 'Leblon'], // Rio de Janeiro
  '2643743': ['Kensington', 'Shoreditch', 'Notting Hill'], // London
  '2867714': ['Schwabing'], // Munich
  '1609350': ['Sukhumvit', 'Silom'], // Bangkok
  '2267057': ['Alfama'], // Lisbon
  '292223': ['Dubai Marina'], // Dubai
};

/**
 * Letters travellers and sites write for a few large cities ('NYC', 'KL', 'HCMC'). GeoNames lists some
 * among the alternates, but `pickAliases` drops every all-capital alternate as a code ('BLR'), so the
 * ones in common use are kept here, by GeoNames id. Like the area names, they are aliases for the look-up
 * and the typeahead, not names the evidence matcher may read a statistic by.
 */
export const SHORT_NAMES: Readonly<Record<string, readonly string[]>> = {
  '5128581': ['NYC'], // New York City
  '5368361': ['L.A.'], // Los Angeles
  '5391959': ['SF'], // San Francisco
  '4140963': ['DC'], // Washington, D.C.
  '4335045': ['NOLA'], // New Orleans
  '1735161': ['KL'], // Kuala Lumpur
  '1566083': ['HCMC'], // Ho Chi Minh City
};

/**
 * The known names of a place and the areas it stands for, then the picked aliases that are not the same
 * name folded. They come first, so the pickers show them ('Denpasar — Bali').
 */
export function withKnownNames(id: string, picked: readonly string[]): string[] {
  const known = [...(KNOWN_NAMES[id] ?? []), ...(AREA_NAMES[id] ?? []), ...(SHORT_NAMES[id] ?? [])];
  const keys = new Set(known.map((n) => toSearchKey(n)));
  return [...known, ...picked.filter((a) => !keys.has(toSearchKey(a)))];
}

/** A letter of a script other than Latin (Cyrillic, Arabic, …); marks and shared signs do not count. */
const OTHER_SCRIPT_LETTER = /(?![\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}])\p{L}/u;

/**
 * A place's name in the Latin script: GeoNames' name, without the words in another script that a few
 * entries carry ('Sidi Senoussi سيدي سنوسي'), or the ASCII name where nothing Latin is left (three places
 * of North Macedonia are named in Cyrillic: 'Арачиново' is Arachinovo). Such a name folds to nothing, so
 * no one could find the place by it. Every other name is kept as it is.
 * @example latinName('Петровец', 'Petrovec') // 'Petrovec'
 * @example latinName('Sidi Senoussi سيدي سنوسي', 'Sidi Senoussi sydy snwsy') // 'Sidi Senoussi'
 * @example latinName('‘Ewa Beach', "'Ewa Beach") // '‘Ewa Beach'
 */
export function latinName(name: string, asciiName: string): string {
  if (!OTHER_SCRIPT_LETTER.test(name)) return name;
  const latin = name
    .split(' ')
    .filter((word) => !OTHER_SCRIPT_LETTER.test(word))
    .join(' ')
    .trim();
  return /\p{Script=Latin}/u.test(latin) ? latin : asciiName;
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
