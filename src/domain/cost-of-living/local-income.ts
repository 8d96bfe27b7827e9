import { placeKey } from '#domain/place-names.ts';
import type { City } from '#domain/reference-types.ts';

/**
 * A place's own income level (method §5, ADR 147): ln(GDP per capita of its region or city / its
 * country's), from the regional table of data/sources/regional_gdp_per_capita.csv (Kummu et al.'s ADM1
 * compilation of national statistics, DOSE, OECD and Eurostat). Matched once at data-build time
 * (scripts/data/col/build-col-model.ts) and read at start-up: a city row (a German kreisfreie Stadt, a US
 * metro, a UK area named after its town) gives that place its own figure; a region row (an Indian state, a
 * Chinese province) gives every place of that admin-1 region the region's.
 */
export interface LocalIncome {
  /** By `${iso2}:${adminCode}`: ln ratio of the admin-1 region. */
  regions: Record<string, number>;
  /** By GeoNames id: ln ratio of the city's own area, where the table has one. */
  cities: Record<string, number>;
}

/**
 * Soft bound of the ln ratio: a region whose output per head is many times the country's (mining, oil,
 * commuters' workplaces: Campeche ×2.8, Jakarta ×4.4, Frankfurt ×2.6) does not pay wages or rents in
 * proportion. The ratio enters as BOUND × tanh(ln ratio / BOUND): near its value for ordinary regions
 * (0.3 → 0.29), compressed at the extremes (1.47 → 0.90), and the order of places is kept, which a hard
 * cap would lose (Delhi and Bengaluru would tie).
 */
export const LOCAL_INCOME_BOUND = 1;

/**
 * Prior of the elasticity of a place's wages to its own income level (ADR 147): regional output per head
 * overstates what is paid where it is produced (commuters, capital income, mining), so half of it.
 */
export const LOCAL_INCOME_PRIOR = 0.5;

export const NO_LOCAL_INCOME: LocalIncome = { regions: {}, cities: {} };

/**
 * The place's softly bounded ln income ratio, 0 where the table has neither its city nor its region.
 * @example placeIncome({ regions: { 'IN:07': 0.96 }, cities: {} }, delhi) // 0.744
 */
export function placeIncome(local: LocalIncome, city: City): number {
  if (city.isCountryAverage) return 0;
  const v =
    local.cities[city.id] ??
    (city.adminCode === null ? undefined : local.regions[`${city.countryCode}:${city.adminCode}`]);
  if (v === undefined) return 0;
  return LOCAL_INCOME_BOUND * Math.tanh(v / LOCAL_INCOME_BOUND);
}

export interface RegionalGdp {
  iso2: string;
  region: string;
  ratio: number;
}

/**
 * Rows whose names in the table differ from GeoNames' admin-1 or place names, by ISO alpha-2 code (names,
 * not figures): tried as admin-1 names first, then as place names. Nigeria's table gives four of its six
 * geopolitical zones; each zone stands for its states.
 */
export const REGION_NAMES: Record<string, Record<string, readonly string[]>> = {
  NL: { 'Groot-Amsterdam': ['Amsterdam'] },
  VN: { 'Hanoi / Ha Tay': ['Hanoi'], 'Ho Chi Minh City|Ho Chi Minh': ['Ho Chi Minh'] },
  PE: { 'Lima w/ Callao': ['Lima', 'Callao'] },
  TZ: { "D'Salaam": ['Dar es Salaam'] },
  CL: { 'Santiago Metropolitan Region': ['Santiago Metropolitan'] },
  PT: { 'Metropolitan area of Lisbon': ['Lisbon'], 'Metropolitan area of Porto': ['Porto'] },
  FI: { 'Helsinki-Uusimaa': ['Uusimaa'] },
  IE: { 'Mid-East w/ Dublin': ['Dublin'] },
  GR: { 'Central Athens': ['Athens'] },
  BE: { 'Région de Bruxelles-Capitale/ Brussels Hoofdstedelijk Gewest': ['Brussels Capital'] },
  PK: { 'Punjab w/ Islamabad': ['Punjab', 'Islamabad'] },
  IN: { 'NCT of Delhi': ['Delhi'], Orissa: ['Odisha'] },
  CN: {
    'Nei Mongol': ['Inner Mongolia'],
    'Ningxia Hui': ['Ningxia Hui Autonomous Region'],
    'Xinjiang Uygur': ['Xinjiang'],
    Xizang: ['Tibet'],
  },
  BR: { 'Distrito Federal': ['Federal District'] },
  MX: {
    'Distrito Federal': ['Mexico City'],
    'Baja California Norte': ['Baja California'],
    Mexico: ['México'],
  },
  ID: {
    'Jakarta Raya': ['Jakarta'],
    'Jawa Barat': ['West Java'],
    'Jawa Tengah': ['Central Java'],
    'Jawa Timur': ['East Java'],
    'Kalimantan Barat': ['West Kalimantan'],
    'Kalimantan Selatan': ['South Kalimantan'],
    'Kalimantan Tengah': ['Central Kalimantan'],
    'Kalimantan Timur South': ['East Kalimantan'],
    'Kalimantan Timur North': ['North Kalimantan'],
    'Kepulauan Riau': ['Riau Islands'],
    'Maluku Utara': ['North Maluku'],
    'Nusa Tenggara Barat': ['West Nusa Tenggara'],
    'Nusa Tenggara Timur': ['East Nusa Tenggara'],
    'Papua Barat': ['West Papua'],
    'Sulawesi Barat': ['West Sulawesi'],
    'Sulawesi Selatan': ['South Sulawesi'],
    'Sulawesi Tengah': ['Central Sulawesi'],
    'Sulawesi Tenggara': ['Southeast Sulawesi'],
    'Sulawesi Utara': ['North Sulawesi'],
    'Sumatera Barat': ['West Sumatra'],
    'Sumatera Selatan': ['South Sumatra'],
    'Sumatera Utara': ['North Sumatra'],
    'Bangka Belitung': ['Bangka-Belitung Islands'],
  },
  NG: {
    'North East': ['Adamawa', 'Bauchi', 'Borno', 'Gombe', 'Taraba', 'Yobe'],
    'North West': ['Jigawa', 'Kaduna', 'Kano', 'Katsina', 'Kebbi', 'Sokoto', 'Zamfara'],
    'South East': ['Abia', 'Anambra', 'Ebonyi', 'Enugu', 'Imo'],
    'South West': ['Ekiti', 'Lagos', 'Ogun', 'Ondo', 'Osun', 'Oyo'],
  },
};

/** The table's mark of a city's own area (a German kreisfreie Stadt), preferred over a district of one name. */
const CITY_MARK = /kreisfreie stadt|stadtkreis|\bcity\b/i;
/** A character the table's copy lost to a wrong encoding (the German umlauts): any one or two letters. */
const LOST = 'ÔøΩ';

/** A name's lookup key, or a pattern where the table's copy lost characters. */
function keyPattern(name: string): RegExp | string {
  if (!name.includes(LOST)) return placeKey(name);
  const key = placeKey(name.split(LOST).join('qzq'));
  return new RegExp(`^${key.replace(/qzq/g, '[a-z]{1,2}')}$`);
}

/** What the matcher looks up in one country: admin-1 codes and the most populous place by name key. */
interface CountryIndex {
  admin: Map<string, Set<string>>;
  place: Map<string, City>;
}

function countryIndex(cities: readonly City[]): CountryIndex {
  const admin = new Map<string, Set<string>>();
  const place = new Map<string, City>();
  for (const c of cities) {
    if (c.isCountryAverage) continue;
    if (c.adminCode !== null && c.adminName !== null) {
      const k = placeKey(c.adminName);
      admin.set(k, (admin.get(k) ?? new Set()).add(c.adminCode));
    }
    if (c.partOf !== undefined) continue;
    for (const name of new Set([c.name, c.asciiName, ...c.aliases])) {
      const k = placeKey(name);
      const seen = place.get(k);
      if (!seen || c.population > seen.population) place.set(k, c);
    }
  }
  return { admin, place };
}

function lookup<T>(map: ReadonlyMap<string, T>, pattern: RegExp | string): T[] {
  if (typeof pattern === 'string') {
    const found = map.get(pattern);
    return found === undefined ? [] : [found];
  }
  return [...map].filter(([k]) => pattern.test(k)).map(([, v]) => v);
}

/**
 * Match the table's regions to the places: first as admin-1 regions (by name, with REGION_NAMES), else as
 * a city's own area by the first name of the row ('München, Kreisfreie Stadt', 'Atlanta-Sandy Springs, GA'),
 * the most populous place of that name in the country. Returns ln ratios.
 * @example matchLocalIncome([{ iso2: 'IN', region: 'Goa', ratio: 3.2 }], cities).regions['IN:33']
 */
export function matchLocalIncome(
  rows: readonly RegionalGdp[],
  citiesByCountry: ReadonlyMap<string, readonly City[]>,
): LocalIncome & { unmatched: string[] } {
  const out: LocalIncome & { unmatched: string[] } = { regions: {}, cities: {}, unmatched: [] };
  const cityRank = new Map<string, number>();
  const indexes = new Map<string, CountryIndex>();
  for (const row of rows) {
    let index = indexes.get(row.iso2);
    if (!index) {
      index = countryIndex(citiesByCountry.get(row.iso2) ?? []);
      indexes.set(row.iso2, index);
    }
    const value = Number(Math.log(row.ratio).toFixed(4));
    const names = REGION_NAMES[row.iso2]?.[row.region] ?? [row.region];
    const codes = names.flatMap((name) =>
      lookup(index.admin, keyPattern(name)).flatMap((s) => [...s]),
    );
    for (const code of codes) out.regions[`${row.iso2}:${code}`] = value;
    if (codes.length > 0) continue;
    // A US metro lists its principal cities, the first one first ('Atlanta-Sandy Springs-Gainesville, GA-AL').
    const metro = /, [A-Z]{2}(-[A-Z]{2})*$/.test(row.region);
    const head = row.region
      .split(',')[0]!
      .split(metro ? '-' : ',')[0]!
      .trim();
    // 'City of Warsaw', 'Grad Zagreb': the city itself.
    const heads = REGION_NAMES[row.iso2]?.[row.region] ?? [head.replace(/^(city of|grad) /i, '')];
    const best = heads
      .flatMap((h) => lookup(index.place, keyPattern(h)))
      .sort((a, b) => b.population - a.population)[0];
    if (!best) {
      out.unmatched.push(`${row.iso2} ${row.region}`);
      continue;
    }
    // Two rows of one name (München the city and München the rural district): the city's own area wins.
    const rank = CITY_MARK.test(row.region) ? 2 : 1;
    if ((cityRank.get(best.id) ?? 0) >= rank) continue;
    cityRank.set(best.id, rank);
    out.cities[best.id] = value;
  }
  return out;
}
