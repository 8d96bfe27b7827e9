/**
 * CMHC Rental Market Survey, October 2024, average rents of purpose-built rental apartments and row houses
 * in Ontario's centres (Statistics Canada table 34-10-0133-01; data/sources/observed/
 * ca_cmhc_average_rents_ontario_2024.csv, Open Government Licence - Canada) -> city-wide 1- and
 * 3-bedroom rents. Averages of all occupied units of the surveyed stock, sitting tenants included.
 */
import { csvRecords } from '#domain/cost-of-living/csv.ts';
import type { EvidenceRow } from '#domain/cost-of-living/evidence.ts';
import { positive } from './common.ts';

const MEASURE = 'CMHC RMS: mean rent of the purpose-built stock';
/** The survey is taken in October of its year. */
const SURVEY_MONTH = '10';
/** The structure total of the table: row and apartment buildings of three units and more. */
const STRUCTURE = 'Row and apartment structures of three units and over';

const ROOMS = [
  ['1', 'rent_1br_all'],
  ['3+', 'rent_3br_all'],
] as const;

/**
 * The place a CMHC centre stands for, and its province: "Kitchener-Cambridge-Waterloo, Ontario" ->
 * Kitchener, "Ottawa-Gatineau, Quebec part, Ontario/Quebec" -> Gatineau (the Quebec part's principal
 * city), "Toronto, Ontario" -> Toronto. The whole two-province CMA and parts without a principal city of
 * their own (Hawkesbury's Quebec part) give null: they would count a place twice or not at all.
 * @example cmhcPlace('St. Catharines-Niagara, Ontario') // { city: 'St. Catharines', admin1: 'Ontario' }
 */
export function cmhcPlace(geo: string): { city: string; admin1: string } | null {
  const parts = geo.split(',').map((s) => s.trim());
  const names = (parts[0] ?? '').split('-');
  if (parts.length === 2)
    return parts[1]!.includes('/') ? null : { city: names[0]!, admin1: parts[1]! };
  // "<CMA>, <Province> part, <A>/<B>": the part in the CMA's first province is its first-named city, the
  // other part its second-named one.
  const part = /^(.+) part$/.exec(parts[1] ?? '')?.[1];
  const provinces = (parts[2] ?? '').split('/');
  if (!part || provinces.length !== 2) return null;
  const city = part === provinces[0] ? names[0] : names[1];
  return city ? { city, admin1: part } : null;
}

/**
 * One row per centre and bedroom count, converted to US$ at `usdPerCad`.
 * @example cmhcRows(csv, 0.72)[0]?.currency // 'CAD'
 */
export function cmhcRows(csv: string, usdPerCad: number): EvidenceRow[] {
  const out: EvidenceRow[] = [];
  for (const { record: r } of csvRecords(csv)) {
    if (r.structure !== STRUCTURE || !/^\d{4}$/.test(r.ref_date ?? '')) continue;
    const place = cmhcPlace(r.geo ?? '');
    const itemId = ROOMS.find(([bedrooms]) => bedrooms === r.bedrooms)?.[1];
    const rent = positive(r.average_rent);
    if (!place || !itemId || rent === null) continue;
    out.push({
      source: 'cmhc-rms-2024',
      iso3: 'CAN',
      city: place.city,
      admin1: place.admin1,
      lat: null,
      lon: null,
      population: null,
      itemId,
      measure: MEASURE,
      local: rent,
      currency: 'CAD',
      usd: rent * usdPerCad,
      period: `${r.ref_date}-${SURVEY_MONTH}`,
      n: 1,
    });
  }
  return out;
}
