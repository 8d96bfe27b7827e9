/**
 * Neighbourhoods (issue 15, docs/product.md §2 Relocation tab neighborhoods; issue 31 item 4): the districts inside
 * the destination, which are the gazetteer's sections of that city (GeoNames `PPLX` places of 5,000+
 * whose `partOf` is the city, docs/decisions/138-sections-of-a-city-priced-as-the-city.md), and apart
 * from them the places of the city's region inside its urban disc that GeoNames does not code as its
 * sections (urban places: a ward or a town of its own, GeoNames cannot tell), and the other towns within
 * METRO_RADIUS_KM, called commuter towns. Every row's rent comes from
 * the city's own catalogue rents through a distance gradient that is a model
 * (docs/methods/premium-relocation.md §3); rows are sorted by matchScore (docs/product.md: descending), the bar
 * green when the budget covers the rent.
 */
import { greatCircleKm } from './geo.ts';

/** The metro area searched around the destination's position (km). */
export const METRO_RADIUS_KM = 40;
/** Most sections listed: the city's most populous ones. */
export const MAX_SECTIONS = 20;
/** Most urban places listed: the most populous ones. */
export const MAX_URBAN_PLACES = 8;
/** People per km² of the urban disc (ADR 138; scripts/data/build-cities.ts URBAN_DENSITY). */
export const URBAN_DENSITY = 5_000;
/** The smallest urban disc, whatever the city's size (km; as build-cities.ts). */
export const MIN_URBAN_RADIUS_KM = 3;

/**
 * The radius of the disc a city's people fill at URBAN_DENSITY (ADR 138), in km.
 * @example Math.round(urbanRadiusKm(3_426_354)) // 15 (Berlin)
 */
export function urbanRadiusKm(population: number): number {
  return Math.max(MIN_URBAN_RADIUS_KM, Math.sqrt(population / (Math.PI * URBAN_DENSITY)));
}

/** Most commuter towns listed: the most populous towns within the radius that are not sections. */
export const MAX_COMMUTER_TOWNS = 8;
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
  /** The id of the city this place is a section of (City.partOf, ADR 138). */
  partOf?: string | undefined;
  /** First-level region (City.adminCode). */
  region?: string | null | undefined;
}

export interface Neighborhood {
  id: string;
  name: string;
  kind: 'centre' | 'outside' | 'section' | 'urban-place' | 'commuter-town';
  population: number | null;
  distanceKm: number | null;
  rent: number;
  /** True when the rent is the gradient model's (sections, towns); false for the catalogue's figures. */
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
  /** The centre, the outside-of-centre average and the city's sections. */
  list: Neighborhood[];
  /** Places of the city's region inside its urban disc that are not coded as its sections. */
  urbanPlaces: Neighborhood[];
  /** Towns within the radius that are not sections of the city (none of them is a neighbourhood). */
  commuterTowns: Neighborhood[];
  radiusKm: number;
  /** How many gazetteer places other than the city lie within the radius (sections or not). */
  placesFound: number;
  /** How many sections of the city the gazetteer holds (before MAX_SECTIONS). */
  sectionsFound: number;
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

const byScore = (a: Neighborhood, b: Neighborhood) =>
  b.matchScore - a.matchScore || a.name.localeCompare(b.name);
const byPopulation = (a: { p: Place; km: number }, b: { p: Place; km: number }) =>
  b.p.population - a.p.population || a.km - b.km;

/** The city's sections, its other urban places and the other towns within the radius, with distances. */
function around(centre: Place, places: readonly Place[]) {
  // A box around the centre first: a large country lists thousands of places, and only a handful
  // can be within the radius (a degree of latitude is at least 110.5 km).
  const dLat = METRO_RADIUS_KM / 110.5;
  const cos = Math.cos((centre.lat * Math.PI) / 180);
  const dLon = cos > 0.01 ? Math.min(180, dLat / cos) : 180;
  const sections: Array<{ p: Place; km: number }> = [];
  const towns: Array<{ p: Place; km: number }> = [];
  const urban: Array<{ p: Place; km: number }> = [];
  const disc = urbanRadiusKm(centre.population);
  let found = 0;
  for (const p of places) {
    if (p.id === centre.id) continue;
    const isSection = p.partOf === centre.id;
    if (!isSection && Math.abs(p.lat - centre.lat) > dLat) continue;
    const lonGap = Math.abs(p.lon - centre.lon);
    if (!isSection && Math.min(lonGap, 360 - lonGap) > dLon) continue;
    const km = greatCircleKm(centre.lat, centre.lon, p.lat, p.lon);
    if (km <= METRO_RADIUS_KM) found++;
    if (isSection) sections.push({ p, km });
    // A section of another city is no town of its own: it is neither list's.
    else if (p.partOf !== undefined || km > METRO_RADIUS_KM) continue;
    else if (km <= disc && p.region === centre.region && p.population < centre.population) {
      urban.push({ p, km });
    } else towns.push({ p, km });
  }
  return {
    sections: sections.sort(byPopulation),
    urban: urban.sort(byPopulation),
    towns: towns.sort(byPopulation),
    found,
  };
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
    modelled: kind !== 'centre' && kind !== 'outside',
    budgetCovers: budget >= rent,
    // The catalogue's outside-of-centre figure has no distance: scored as a place at half the radius.
    matchScore: matchScore(budget, rent, km ?? METRO_RADIUS_KM / 2),
  });
  const modelledRow = (kind: Neighborhood['kind']) => (x: { p: Place; km: number }) =>
    row(x.p.id, x.p.name, kind, x.p.population, x.km, rentAt(rentCentre, rentOutside, x.km));
  const list: Neighborhood[] = [
    row('centre', 'City centre', 'centre', centre?.population ?? null, 0, rentCentre),
    row('outside', 'Outside the centre (average)', 'outside', null, null, rentOutside),
  ];
  const found = centre
    ? around(centre, input.places)
    : { sections: [], urban: [], towns: [], found: 0 };
  list.push(...found.sections.slice(0, MAX_SECTIONS).map(modelledRow('section')));
  const commuterTowns = found.towns.slice(0, MAX_COMMUTER_TOWNS).map(modelledRow('commuter-town'));
  const urbanPlaces = found.urban.slice(0, MAX_URBAN_PLACES).map(modelledRow('urban-place'));
  return {
    list: list.sort(byScore),
    urbanPlaces: urbanPlaces.sort(byScore),
    commuterTowns: commuterTowns.sort(byScore),
    radiusKm: METRO_RADIUS_KM,
    placesFound: found.found,
    sectionsFound: found.sections.length,
  };
}
