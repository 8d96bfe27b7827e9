import type { City } from '#domain/reference-types.ts';

/**
 * A place's **metropolitan market size** (method §5, ADR 168): how many people live within commuting
 * reach of it, itself included. Two things the city stage could not see before: a suburb of Paris or a
 * town of London's commuter belt is small by its own population but belongs to a large labour and
 * housing market; and the size term stops at 2.7 million people, so Lagos, Mumbai and a city of three
 * million read alike, and a "largest place" mark stood in for the difference in rich countries only.
 * Built from the places' own positions and populations (data/built/cities.json, GeoNames), once, at
 * data-build time, into col-model.json:
 *
 *     metro(i) = ln(1 + Σ_j pop_j · exp(−d_ij / DECAY_KM) / SCALE)
 *
 * over the listed places j within REACH_KM, the place itself included (d = 0); sections of a city are
 * left out (their people are counted in their city's population). A town of 50,000 alone reads 0.05, a
 * city of a million alone 0.69, a close suburb of Paris about 1.8, Lagos 2.8. Whether and how much it
 * moves a figure is **fitted** on within-country rents (fit.ts), not set here.
 */
export const METRO_DECAY_KM = 20;
export const METRO_REACH_KM = 60;
export const METRO_SCALE = 1_000_000;
/** The market size of the typical place a country average stands for: a town of 50,000 alone. */
export const TYPICAL_METRO = Math.log1p(50_000 / 1_000_000);

const EARTH_RADIUS_KM = 6371.0088;
const RAD = Math.PI / 180;

function distanceKm(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const dLat = (bLat - aLat) * RAD;
  const dLon = (bLon - aLon) * RAD;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(aLat * RAD) * Math.cos(bLat * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Grid cell of a position: one degree of latitude, enough for a 60 km reach with the 3 x 3 block. */
const cellOf = (lat: number, lon: number, lonStep: number) =>
  `${Math.floor(lat)}:${Math.floor(lon / lonStep)}`;

/** A place's market size with no neighbour in reach: its own people only. */
export const ownMetro = (population: number) =>
  Number(Math.log1p(Math.max(0, population) / METRO_SCALE).toFixed(3));

/**
 * Metropolitan market size of the standalone places (not a country average, not a section of a city)
 * whose neighbours add to it, by GeoNames id, rounded to three decimals; a place left out reads its own
 * (`placeMetro`), which keeps col-model.json small.
 * @example metroAccess([town]) // {} for a town with no neighbour in reach
 */
export function metroAccess(cities: readonly City[]): Record<string, number> {
  const places = cities.filter(
    (c) =>
      !c.isCountryAverage &&
      c.partOf === undefined &&
      c.lat !== null &&
      c.lon !== null &&
      c.population > 0,
  );
  // Longitude cells widen towards the poles so that a cell is never narrower than the reach.
  const lonStepAt = (lat: number) =>
    Math.min(60, 1 / Math.max(0.05, Math.cos(Math.min(89, Math.abs(lat) + 1) * RAD)));
  const grid = new Map<string, City[]>();
  const band = (lat: number) => Math.floor(lat);
  for (const c of places) {
    const key = cellOf(c.lat!, c.lon!, lonStepAt(band(c.lat!) + 0.5));
    const list = grid.get(key);
    if (list) list.push(c);
    else grid.set(key, [c]);
  }
  const out: Record<string, number> = {};
  for (const c of places) {
    let sum = 0;
    for (let dLat = -1; dLat <= 1; dLat++) {
      const lat = band(c.lat!) + dLat;
      const step = lonStepAt(lat + 0.5);
      const col = Math.floor(c.lon! / step);
      for (let dCol = -1; dCol <= 1; dCol++) {
        for (const o of grid.get(`${lat}:${col + dCol}`) ?? []) {
          const d = distanceKm(c.lat!, c.lon!, o.lat!, o.lon!);
          if (d <= METRO_REACH_KM) sum += o.population * Math.exp(-d / METRO_DECAY_KM);
        }
      }
    }
    const v = Number(Math.log1p(sum / METRO_SCALE).toFixed(3));
    if (v > ownMetro(c.population)) out[c.id] = v;
  }
  return out;
}

/**
 * The market size of a place: its stored value, else its own people alone.
 * @example placeMetro({}, 1_000_000) // 0.693
 */
export function placeMetro(
  metro: Readonly<Record<string, number>> | undefined,
  id: string,
  population: number,
): number {
  return metro?.[id] ?? ownMetro(population);
}
