/**
 * From the evidence table (data/built/evidence.csv) and the Big Mac index to the model's observations
 * (src/domain/cost-of-living/observation.ts): each observed price carried to one date, relative to its concept's
 * US base price (petrol: relative to the US price of the same month, ADR 123), and placed in its country (bounded log size, capital) by matching the place to the
 * reference cities. Used by fit-col-model.ts and prices-validate.ts.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CATALOGUE, TARIFF_ITEMS } from '#domain/cost-of-living/catalogue.ts';
import { citySize, largestCityIds, TYPICAL_CITY } from '#domain/cost-of-living/city.ts';
import { decimalYear, usInflation } from '#domain/cost-of-living/carry-forward.ts';
import { csvRecords } from '#domain/cost-of-living/csv.ts';
import type { EvidenceRow } from '#domain/cost-of-living/evidence.ts';
import type { ColFacts } from '#domain/cost-of-living/facts.ts';
import {
  NO_LOCAL_INCOME,
  placeIncome,
  type LocalIncome,
} from '#domain/cost-of-living/local-income.ts';
import { CONCEPTS, conceptItems, type Observation } from '#domain/cost-of-living/observation.ts';
import { ownMetro, placeMetro } from '#domain/cost-of-living/metro-access.ts';
import type { City } from '#domain/reference-types.ts';
import { RESORT_TOWN_IDS } from '#domain/resort-towns.ts';
import { placeKey } from '#domain/place-names.ts';
import { createPlaceIndex, type PlaceMatch } from '../../../src/server/reference/place-index.ts';
import type { ReferenceData } from '../../../src/server/reference/reference-data.ts';
import { AREA_NAMES, SHORT_NAMES } from '../place-aliases.ts';

/**
 * Read data/built/evidence.csv (columns named as EvidenceRow's fields).
 * @example readEvidence('data/built/evidence.csv').length > 0
 */
export function readEvidence(file: string): EvidenceRow[] {
  const num = (s: string | undefined) => (s === undefined || s === '' ? null : Number(s));
  return csvRecords(readFileSync(file, 'utf8')).map(({ record: r }) => ({
    source: r.source ?? '',
    iso3: r.iso3 ?? '',
    city: r.city || null,
    admin1: r.admin1 || null,
    lat: num(r.lat),
    lon: num(r.lon),
    population: num(r.population),
    itemId: r.itemId ?? '',
    measure: r.measure ?? '',
    local: Number(r.local),
    currency: r.currency ?? '',
    usd: Number(r.usd),
    period: r.period ?? '',
    n: Number(r.n ?? 1),
  }));
}

const norm = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    // Apostrophes go, as in the place index's folding (searchKey): "Villeneuve-d'Ascq" is 'villeneuve dascq'.
    .replace(/['’ʼʻ`´]/g, '')
    .replace(/[^a-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Words a statistical area adds to a place name ("Montgomery, AL MSA", "Barbour County", "Kabul City"). */
const AREA_WORDS =
  /\b(city|town|county|district|municipality|metro|msa|hmfa|hud|fmr|area|market|urban|rural|camp)\b/g;

function candidates(name: string): string[] {
  const parts = name.split(/[,/(]|-(?=[A-Z])| - /)[0] ?? name;
  const plain = norm(parts);
  const stripped = plain.replace(AREA_WORDS, ' ').replace(/\s+/g, ' ').trim();
  // "New York, NY HUD Metro FMR Area" is the place GeoNames calls "New York City".
  return [...new Set([plain, stripped, `${stripped} city`].filter((s) => s.length > 1))];
}

function distanceKm(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const r = Math.PI / 180;
  const x = (bLon - aLon) * r * Math.cos(((aLat + bLat) / 2) * r);
  const y = (bLat - aLat) * r;
  return 6371 * Math.hypot(x, y);
}

/** How near a row's own position must lie to a place to be that place's (position matching). */
const NEAR_KM = 25;

/**
 * Finds the reference city an evidence place stands for: by any of its names in its country (the place
 * index of the server: own, ASCII and alternate names, the larger place first), else by position.
 */
export function createPlaceMatcher(
  reference: ReferenceData,
  localIncome: LocalIncome = NO_LOCAL_INCOME,
  metro: Readonly<Record<string, number>> = {},
) {
  // An island or area named as its main town ('Madeira' for Funchal) is not that town in a statistic,
  // and a statistic's two letters ('LA', 'DC') are a region's, not a city's short name.
  const areaKeys = new Map<string, Set<string>>();
  for (const table of [AREA_NAMES, SHORT_NAMES])
    for (const [id, names] of Object.entries(table))
      for (const name of names)
        areaKeys.set(id, (areaKeys.get(id) ?? new Set()).add(placeKey(name)));
  const byAreaName = (m: PlaceMatch) =>
    m.alias !== null && (areaKeys.get(m.city.id)?.has(placeKey(m.alias)) ?? false);
  const places = createPlaceIndex(reference);
  // A section of a city (a London borough, a Berlin district) is evidence of its city, where the product
  // places it too (col-engine.ts, positionOf); the size check below then weighs the city, so a rural
  // county is not Chicago through its Douglas community area.
  const cityOf = (c: City | null) =>
    c?.partOf === undefined ? c : (reference.cityById.get(c.partOf) ?? c);
  const largest = largestCityIds(reference.citiesByCountry);
  const listOf = new Map<string, City[]>();
  for (const [iso2, cities] of reference.citiesByCountry)
    listOf.set(
      iso2,
      cities.filter((c) => !c.isCountryAverage),
    );
  return (row: Pick<EvidenceRow, 'iso3' | 'city' | 'admin1' | 'lat' | 'lon' | 'population'>) => {
    const country = reference.countryByIso3.get(row.iso3);
    const list = country ? listOf.get(country.iso2) : undefined;
    if (!country || !list || !row.city) return { city: null, position: TYPICAL_CITY };
    const near = (c: City) =>
      row.lat !== null &&
      row.lon !== null &&
      c.lat !== null &&
      c.lon !== null &&
      distanceKm(row.lat, row.lon, c.lat, c.lon) < NEAR_KM;
    // A section of a city is found by its own name only: its alternate names are weak (France's commune
    // of Canet is not Le Canet, a quarter of Marseille).
    const usable = (m: PlaceMatch) =>
      !byAreaName(m) && (m.city.partOf === undefined || m.alias === null);
    const first = (name: string, filter: { country: string; region?: string }) =>
      cityOf(places.findCities(name, filter).find(usable)?.city ?? null);
    // A row whose region is one of the country's regions is matched in that region (HUD's "Williamsburg
    // County, SC" is not Williamsburg, Brooklyn), or outside it only when the row's own position lies
    // near the place (WFP files a Conakry market under the Kindia region).
    const region = row.admin1 && places.isRegion(row.admin1, country.iso2) ? row.admin1 : undefined;
    const named = (name: string) => {
      if (region === undefined) return first(name, { country: country.iso2 });
      const anywhere = first(name, { country: country.iso2 });
      return (
        first(name, { country: country.iso2, region }) ??
        (anywhere && near(anywhere) ? anywhere : null)
      );
    };
    let city: City | null = null;
    // A county named after a far larger city is not that city (HUD's "Washington County, AL", 15,000
    // people, is not Washington, DC; ADR 118): a name match more than ten times the source's own
    // population is dropped.
    const sized = (c: City | null) =>
      c && row.population && row.population > 0 && c.population > 10 * row.population ? null : c;
    for (const key of candidates(row.city)) city ??= sized(named(key));
    // A district of a city that the source files under the city's own name as its region (the London
    // boroughs of the ONS table).
    if (!city && row.admin1) city = named(row.admin1);
    if (!city && row.lat !== null && row.lon !== null) {
      let best = NEAR_KM;
      for (const c of list) {
        if (c.lat === null || c.lon === null) continue;
        const d = distanceKm(row.lat, row.lon, c.lat, c.lon);
        if (d < best) {
          best = d;
          city = c;
        }
      }
    }
    city = cityOf(city);
    // Placed like the product places the city (its own population), so the fit and the figures agree.
    if (city)
      return {
        city,
        position: {
          size: citySize(city.population),
          capital: city.isCapital,
          largest: largest.has(city.id),
          id: city.id,
          resort: RESORT_TOWN_IDS.has(city.id),
          income: placeIncome(localIncome, city),
          metro: placeMetro(metro, city.id, city.population),
        },
      };
    if (row.population && row.population > 0)
      return {
        city: null,
        position: {
          size: citySize(row.population),
          capital: false,
          metro: ownMetro(row.population),
        },
      };
    return { city: null, position: TYPICAL_CITY };
  };
}

/**
 * Whether an observed price is plausible for its concept: inside the catalogue's plausible multiples of the
 * US base (the same guard as for contributions, docs/security.md C1). Catches unit errors in the sources (a
 * kilo of beef at 5 shillings).
 * @example plausible('beef_round_1kg', Math.log(0.003)) // false
 */
export function plausible(concept: string, logRatio: number): boolean {
  const item = CATALOGUE.find((i) => i.id === conceptItems(concept)[0]);
  if (!item) return false;
  const [low, high] = item.plausible;
  return logRatio >= Math.log(low) && logRatio <= Math.log(high);
}

/**
 * What a dataset measures, relative to the catalogue's concept (a newcomer's market rent, method §3): an
 * HUD Fair Market Rent is the 40th percentile of recent movers' gross rents, and a right-skewed rent
 * distribution (log SD about 0.45) puts its mean about 20% higher; an ONS PIPR rent averages the whole
 * private stock, sitting tenants included, which new lets exceed by about 10%; a CMHC average rent is the
 * mean of all occupied purpose-built units in the October survey, and in Ontario rent control holds sitting
 * tenants' rents below what a unit lets for when it changes tenant (vacancy decontrol), so a newcomer pays
 * more than under England's less regulated stock: about 20% (a stated assumption, not fitted; method §3);
 * Victoria's Rental Report gives the median of new lettings, which are what a newcomer pays, and the same
 * skew puts their mean about 10% above the median (e^(0.45²/2) = 1.11); INE Portugal's median rent of new
 * leases likewise (x 1.1); France's Carte des loyers predicts the asking rent of a reference flat from a
 * regression in logs (a median, not a mean) of new listings, which is what a newcomer is asked, likewise
 * (x 1.1; its service charges, included, are left in as HUD's utilities are); Spain's SERPAVI gives the
 * median rent of the flats let in the tax year, sitting tenants included, so both the skew (x 1.1) and the
 * stock's lag behind new lets (x 1.1, as for the ONS) apply: x 1.2, rounded (a stated assumption);
 * Germany's Zensus 2022 gives the mean net cold rent of every rented dwelling (its reader adds the cold
 * service charges), sitting tenants included, and German tenancy law (caps on rises in running leases,
 * the Mietpreisbremse) holds them well below new lets: the Mikrozensus 2022 puts households that moved in
 * since 2019 15-18 % above the average and the BBSR puts re-let asking rents 28 % above the census's rents
 * in smaller cities and 55 % in the 14 largest, so x 1.3 (a stated assumption, ADR 130; a mean, no skew
 * factor). Other datasets record what a buyer pays (factor 1).
 */
export const MEASURE_TO_MARKET: Readonly<Record<string, number>> = {
  'hud-fmr-fy2025': 1.2,
  'ons-pipr-2026-04': 1.1,
  'cmhc-rms-2024': 1.2,
  'dffh-vic-2024': 1.1,
  'ine-pt-rents-2024h2': 1.1,
  'anil-fr-rents-2023': 1.1,
  'mivau-es-rents-2024': 1.2,
  'zensus-de-rents-2022': 1.3,
};

/** US gallons to litres. */
const LITRES_PER_GALLON = 3.785412;

/**
 * BLS average price of unleaded regular gasoline, U.S. city average (APU000074714), in US$ a litre by
 * month (`YYYY-MM`), from data/sources/us_bls_gasoline_avg_price_monthly.csv (the series behind the US
 * base price of `gasoline_1l`, whose base is the mean of May 2024 to April 2025).
 */
export function usGasolineMonthly(
  file = fileURLToPath(
    new URL('../../../data/sources/us_bls_gasoline_avg_price_monthly.csv', import.meta.url),
  ),
): Map<string, number> {
  return new Map(
    csvRecords(readFileSync(file, 'utf8')).map(({ record }) => [
      record.month ?? '',
      Number(record.usd_per_gallon) / LITRES_PER_GALLON,
    ]),
  );
}

/**
 * The US price of a month of the series; before its first month the first, after its last month the last
 * (a stated assumption: the copy ends in April 2025).
 * @example usPriceInMonth(new Map([['2025-04', 0.88]]), '2025-09') // 0.88
 */
export function usPriceInMonth(series: ReadonlyMap<string, number>, period: string): number {
  const months = [...series.keys()].sort();
  if (months.length === 0) throw new Error('empty monthly series');
  const month =
    period < months[0]!
      ? months[0]!
      : period > months[months.length - 1]!
        ? months.at(-1)!
        : period;
  const v = series.get(month);
  if (v === undefined) throw new Error(`no US price for ${month}`);
  return v;
}

/** US base price of a concept carried to `when`: an item's, or the geometric mean of its items'. */
function conceptBase(facts: ColFacts, concept: string, when: number): number | null {
  const ids = conceptItems(concept);
  if (ids.length === 0) return null;
  let log = 0;
  for (const id of ids) {
    const i = CATALOGUE.findIndex((item) => item.id === id);
    const base = facts.usBase[i]!;
    if (CATALOGUE[i]!.kind !== 'price') return null;
    log += Math.log(base.usd * usInflation(facts.usCpi, base.year, when));
  }
  return Math.exp(log / ids.length);
}

/**
 * The US base prices that are statistics (BLS average prices, the cinema ticket, the Corolla's list price;
 * not the rows marked `estimate:`), as observations of the US at the national average (method §3). The US
 * is where every anchor is 0, so these pin each item's level correction δ to the measured US price: without
 * them, market prices in Bangladesh or Kenya that sit below the model would lower the US figure too. Their
 * residual scale is US_STATISTIC_SCALE, so one US statistic outweighs several countries' markets.
 * City-wide rents are left out: HUD's metro rents already observe the US.
 */
/** A national average price statistic is known to about ±5% (log points), five times better than a market. */
export const US_STATISTIC_SCALE = 0.05;

export function usBaseObservations(facts: ColFacts): Observation[] {
  const rentItems = new Set(Object.values(CONCEPTS).flat());
  const out: Observation[] = [];
  CATALOGUE.forEach((item, i) => {
    const base = facts.usBase[i]!;
    if (item.kind !== 'price' || base.estimate || rentItems.has(item.id)) return;
    out.push({
      iso3: 'USA',
      concept: item.id,
      logRatio: 0,
      city: TYPICAL_CITY,
      cityId: null,
      place: 'United States (national average)',
      source: 'us-base-statistics',
      scale: US_STATISTIC_SCALE,
    });
  });
  return out;
}

/**
 * Every usable observation: evidence rows of a known concept and country, plus the Big Mac index as
 * evidence for the fast-food combo relative to the US (method §7).
 */
export function toObservations(
  evidence: readonly EvidenceRow[],
  facts: ColFacts,
  reference: ReferenceData,
  when: number,
): Observation[] {
  const match = createPlaceMatcher(reference, facts.localIncome, facts.metroAccess);
  const out: Observation[] = [];
  const usMonthly: Record<string, ReadonlyMap<string, number>> = {
    gasoline_1l: usGasolineMonthly(),
  };
  for (const row of evidence) {
    const base = conceptBase(facts, row.itemId, when);
    if (base === null || !(row.usd > 0) || !/^\d{4}-\d{2}$/.test(row.period)) continue;
    const market = row.usd * (MEASURE_TO_MARKET[row.source] ?? 1);
    // Petrol follows the oil price, not US consumer prices: relative to the US in the same month
    // (ADR 123). A published tariff holds until the operator changes it, and its local price is converted
    // at today's rate: it is today's price as it stands, not carried (issue 30). Everything else is
    // carried to `when` with US CPI.
    const logRatio =
      row.itemId in usMonthly
        ? Math.log(market / usPriceInMonth(usMonthly[row.itemId]!, row.period))
        : TARIFF_ITEMS.has(row.itemId)
          ? Math.log(market / base)
          : Math.log(
              (market * usInflation(facts.usCpi, decimalYear(`${row.period}-15`) - 0.5, when)) /
                base,
            );
    // A unit error in the source (a kilo of beef at 5 shillings) is not evidence.
    if (!plausible(row.itemId, logRatio)) continue;
    const { city, position } = match(row);
    out.push({
      iso3: row.iso3,
      concept: row.itemId,
      logRatio,
      city: position,
      cityId: city?.id ?? null,
      place: city ? `${city.name}, ${row.iso3}` : `${row.city ?? 'national'}, ${row.iso3}`,
      source: row.source,
      ...(TARIFF_ITEMS.has(row.itemId)
        ? {
            year: Number(row.period.slice(0, 4)),
            local: { price: row.local, currency: row.currency },
          }
        : {}),
    });
  }
  out.push(...usBaseObservations(facts));
  const us = facts.bigMac.find((r) => r.iso3 === 'USA');
  if (us)
    for (const row of facts.bigMac) {
      if (row.iso3 === 'EUZ' || !(row.dollarPrice > 0)) continue;
      out.push({
        iso3: row.iso3,
        concept: 'combo_meal_fastfood',
        logRatio: Math.log(row.dollarPrice / us.dollarPrice),
        city: TYPICAL_CITY,
        cityId: null,
        place: `${row.iso3} (Big Mac index)`,
        source: 'big-mac-2026-01',
      });
    }
  return out;
}
