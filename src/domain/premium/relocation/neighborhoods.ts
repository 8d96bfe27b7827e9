/**
 * Neighbourhoods (issue 15, spec §2 Relocation tab neighborhoods): the populated places the gazetteer
 * lists around the destination (GeoNames places of 5,000+, ADR 032, city sections among them where
 * GeoNames lists a section with its own population; no feature codes are kept to tell them apart),
 * each with a modelled rent from the catalogue's centre and outside-of-centre rents and its distance,
 * sorted by matchScore (spec: descending), the bar green when the budget covers the rent.
 */
import { greatCircleKm } from './geo.ts';

/** The metro area searched around the destination's position (km). */
export const METRO_RADIUS_KM = 40;
/** Most places listed: the most populous within the radius (they spread across the metro area). */
export const MAX_PLACES = 12;
/**
 * Rent gradient: the centre premium over outside-of-centre rent falls by e^(-d/λ) with the distance d from
 * the centre. λ is a stated modelling choice (method §3), not a measured figure.
 */
export const RENT_GRADIENT_KM = 5;
/** matchScore weights: affordability (budget / rent, capped at 1) and nearness to the centre. */
export const MATCH_WEIGHTS = { affordability: 70, proximity: 30 } as const;

export interface Place {
  id: string;
  name: string;
  population: number;
  lat: number;
  lon: number;
}

export interface Neighborhood {
  id: string;
  name: string;
  kind: 'centre' | 'outside' | 'place';
  population: number | null;
  distanceKm: number | null;
  rent: number;
  /** True when the rent is interpolated by the model (places); false for the catalogue's own figures. */
  modelled: boolean;
  budgetCovers: boolean;
  matchScore: number;
}

export interface NeighborhoodInput {
  centre: Place | null;
  /** Candidate places of the same country (the caller passes the country's list). */
  places: readonly Place[];
  /** Catalogue rents of the household's flat, destination currency. */
  rentCentre: number;
  rentOutside: number;
  /** Monthly housing budget, destination currency. */
  budget: number;
}

export interface Neighborhoods {
  list: Neighborhood[];
  radiusKm: number;
  /** How many gazetteer places lie within the radius (before MAX_PLACES). */
  placesFound: number;
}

/**
 * Modelled rent at `km` from the centre.
 * @example rentAt(1000, 600, 0) // 1000
 */
export function rentAt(rentCentre: number, rentOutside: number, km: number): number {
  return rentOutside + (rentCentre - rentOutside) * Math.exp(-km / RENT_GRADIENT_KM);
}

/**
 * 0–100: 70 for affordability (budget / rent, capped at 1), 30 for nearness (1 − d / radius).
 * @example matchScore(1500, 1000, 0) // 100
 */
export function matchScore(budget: number, rent: number, km: number): number {
  const afford = rent > 0 ? Math.min(1, budget / rent) : 1;
  const near = Math.max(0, 1 - km / METRO_RADIUS_KM);
  return MATCH_WEIGHTS.affordability * afford + MATCH_WEIGHTS.proximity * near;
}

/**
 * The destination's neighbourhoods, sorted by matchScore descending (then by name).
 * @example neighborhoods({ centre: null, places: [], rentCentre: 900, rentOutside: 600, budget: 700 }).list.length // 2
 */
export function neighborhoods(input: NeighborhoodInput): Neighborhoods {
  const { centre, rentCentre, rentOutside, budget } = input;
  const row = (
    id: string,
    name: string,
    kind: Neighborhood['kind'],
    population: number | null,
    km: number | null,
    rent: number,
  ): Neighborhood => ({
    id,
    name,
    kind,
    population,
    distanceKm: km,
    rent,
    modelled: kind === 'place',
    budgetCovers: budget >= rent,
    // The catalogue's outside-of-centre figure has no distance: scored as a place at half the radius.
    matchScore: matchScore(budget, rent, km ?? METRO_RADIUS_KM / 2),
  });
  const list: Neighborhood[] = [
    row('centre', 'City centre', 'centre', centre?.population ?? null, 0, rentCentre),
    row('outside', 'Outside the centre (average)', 'outside', null, null, rentOutside),
  ];
  let found = 0;
  if (centre) {
    // A box around the centre first: a large country lists thousands of places, and only a handful
    // can be within the radius (a degree of latitude is at least 110.5 km).
    const dLat = METRO_RADIUS_KM / 110.5;
    const cos = Math.cos((centre.lat * Math.PI) / 180);
    const dLon = cos > 0.01 ? Math.min(180, dLat / cos) : 180;
    const near: Array<{ p: Place; km: number }> = [];
    for (const p of input.places) {
      if (p.id === centre.id || Math.abs(p.lat - centre.lat) > dLat) continue;
      const lonGap = Math.abs(p.lon - centre.lon);
      if (Math.min(lonGap, 360 - lonGap) > dLon) continue;
      const km = greatCircleKm(centre.lat, centre.lon, p.lat, p.lon);
      if (km <= METRO_RADIUS_KM) near.push({ p, km });
    }
    near.sort((a, b) => b.p.population - a.p.population || a.km - b.km);
    found = near.length;
    for (const { p, km } of near.slice(0, MAX_PLACES)) {
      list.push(row(p.id, p.name, 'place', p.population, km, rentAt(rentCentre, rentOutside, km)));
    }
  }
  list.sort((a, b) => b.matchScore - a.matchScore || a.name.localeCompare(b.name));
  return { list, radiusKm: METRO_RADIUS_KM, placesFound: found };
}
