/**
 * The cost-of-living engine in memory: reference data (cities, countries), the open facts
 * (data/built/col-model.json) and the model's per-country estimates, computed once per rates month
 * (method §2, §10). A request is then a map lookup plus the city factor.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE } from '#domain/cost-of-living/catalogue.ts';
import {
  citySize,
  largestCityIds,
  TYPICAL_CITY,
  type CityPosition,
} from '#domain/cost-of-living/city.ts';
import { decimalYear } from '#domain/cost-of-living/carry-forward.ts';
import type { ColFacts } from '#domain/cost-of-living/facts.ts';
import { modelFigure, type UsdFigure } from '#domain/cost-of-living/figures.ts';
import type { CountryEstimate } from '#domain/cost-of-living/item-model.ts';
import { placeIncome } from '#domain/cost-of-living/local-income.ts';
import { placeMetro } from '#domain/cost-of-living/metro-access.ts';
import type { ModelParams } from '#domain/cost-of-living/params.ts';
import { estimateWorld } from '#domain/cost-of-living/world.ts';
import type { City, Country } from '#domain/reference-types.ts';
import { RESORT_TOWN_IDS } from '#domain/resort-towns.ts';
import {
  findProjectRoot,
  loadReferenceData,
  type ReferenceData,
} from '../../reference/reference-data.ts';
import { createPlaceIndex, type PlaceIndex } from '../../reference/place-index.ts';

/** Codes that differ between the reference data (ISO / GeoNames) and the World Bank tables. */
const WORLD_BANK_ALIASES: Record<string, string> = { XKK: 'XKX' };

export interface ColEngine {
  reference: ReferenceData;
  facts: ColFacts;
  params: ModelParams;
  /** Every country's estimate for the month of `asOf` (YYYY-MM-DD), cached per month. */
  estimates(asOf: string): Map<string, CountryEstimate>;
  estimateOf(country: Country, asOf: string): CountryEstimate;
  /** Where a city stands in its country for the city stage: bounded log size and capital status. */
  positionOf(city: City): CityPosition;
  /** The model's US$ figures for a city, in CATALOGUE order. */
  modelFigures(city: City, asOf: string): UsdFigure[];
  /** The US average's model figures: the reference of every index (method §9). */
  referenceUsd(asOf: string): Float64Array;
  /** Every place by every name (issue 13): cities, countries and regions. */
  places: PlaceIndex;
  resolveCountry(text: string): Country | null;
  /** Find a city by any of its names within a country (or anywhere when no country is given); own names and larger places first. */
  findCity(name: string, country: Country | null): City | null;
  /** "Did you mean": places whose names begin like the text, larger first. */
  suggest(name: string, country?: string): City[];
}

let factsCache: ColFacts | undefined;
function loadFacts(): ColFacts {
  factsCache ??= JSON.parse(
    readFileSync(join(findProjectRoot(), 'data', 'built', 'col-model.json'), 'utf8'),
  ) as ColFacts;
  return factsCache;
}

let paramsCache: ModelParams | undefined;
/** The fitted parameters (scripts/data/col/fit-col-model.ts writes them; method §3). */
export function loadParams(): ModelParams {
  paramsCache ??= JSON.parse(
    readFileSync(join(findProjectRoot(), 'data', 'built', 'col-params.json'), 'utf8'),
  ) as ModelParams;
  return paramsCache;
}

/**
 * An engine over the built data: read-only facts, a place index (the largest part: every place under
 * every name) and a per-month cache. main.ts makes one per process and the features share it
 * through AppDeps.colEngine.
 */
export function createColEngine(
  reference: ReferenceData = loadReferenceData(),
  facts: ColFacts = loadFacts(),
  params: ModelParams = loadParams(),
): ColEngine {
  const wbCode = (iso3: string) => WORLD_BANK_ALIASES[iso3] ?? iso3;
  const regionOf = new Map(reference.countries.map((c) => [wbCode(c.iso3), c.continentName]));
  const places = createPlaceIndex(reference);

  const perMonth = new Map<string, Map<string, CountryEstimate>>();
  const estimates = (asOf: string) => {
    const month = asOf.slice(0, 7);
    let world = perMonth.get(month);
    if (!world) {
      // Carry forward to mid-month of the rates' date; recomputing all countries takes a few ms.
      world = estimateWorld(
        facts,
        params,
        decimalYear(`${month}-15T00:00:00Z`),
        reference.countries.map((c) => wbCode(c.iso3)),
        (iso3) => regionOf.get(iso3) ?? null,
      );
      perMonth.clear();
      perMonth.set(month, world);
    }
    return world;
  };
  const estimateOf = (country: Country, asOf: string) => {
    const estimate = estimates(asOf).get(wbCode(country.iso3));
    if (!estimate) throw new Error(`cost-of-living model: no estimate for ${country.iso3}`);
    return estimate;
  };
  const largestCities = largestCityIds(reference.citiesByCountry);
  // A section of a city (Kreuzberg, Manhattan) stands where its city stands: its size, its premiums and
  // its fitted evidence (reference-types.ts, City.partOf).
  const standingFor = (city: City): City =>
    (city.partOf === undefined ? undefined : reference.cityById.get(city.partOf)) ?? city;
  const positionOf = (place: City): CityPosition => {
    if (place.isCountryAverage) return TYPICAL_CITY;
    const city = standingFor(place);
    return {
      size: citySize(city.population),
      capital: city.isCapital,
      largest: largestCities.has(city.id),
      id: city.id,
      resort: RESORT_TOWN_IDS.has(city.id),
      income: placeIncome(facts.localIncome, city),
      metro: placeMetro(facts.metroAccess, city.id, city.population),
    };
  };
  const countryOfCity = (city: City) => {
    const country = reference.countryByIso2.get(city.countryCode);
    if (!country) throw new Error(`cost-of-living model: city ${city.id} has no country`);
    return country;
  };
  return {
    reference,
    facts,
    params,
    estimates,
    estimateOf,
    positionOf,
    modelFigures(city, asOf) {
      const estimate = estimateOf(countryOfCity(city), asOf);
      const position = positionOf(city);
      const year = Number(asOf.slice(0, 4));
      return CATALOGUE.map((_, i) => modelFigure(estimate, params, i, position, year));
    },
    referenceUsd(asOf) {
      return estimates(asOf).get('USA')!.usd;
    },
    places,
    resolveCountry: (text) => places.resolveCountry(text),
    suggest: (name, country) => places.suggest(name, country),
    findCity(name, country) {
      const found = places.findCities(name, country ? { country: country.iso2 } : {});
      return found[0]?.city ?? null;
    },
  };
}
