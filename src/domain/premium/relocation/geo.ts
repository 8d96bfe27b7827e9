/** Distances on the Earth for the Relocation Intelligence Suite (issue 15). */

/** IUGG mean Earth radius (km), the usual sphere for great-circle distances. */
export const EARTH_RADIUS_KM = 6371.0088;

const RAD = Math.PI / 180;

/**
 * Great-circle (haversine) distance in km between two WGS84 positions.
 * @example Math.round(greatCircleKm(24.6877, 46.7219, 13.7540, 100.5014)) // 4 7xx km Riyadh–Bangkok
 */
export function greatCircleKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
