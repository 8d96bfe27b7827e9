/**
 * US HUD Fair Market Rents FY2025 by FMR area (data/sources/observed/us_hud_fmr_fy2025_areas.csv, public
 * domain) -> city-wide 1- and 3-bedroom rents (the catalogue has no 2-bedroom item). An FMR is the 40th percentile of gross rents (utilities
 * included) of standard-quality units for recent movers, metro- or county-wide (SOURCES.md).
 */
import { csvRecords } from '#domain/cost-of-living/csv.ts';
import type { EvidenceRow } from '#domain/cost-of-living/evidence.ts';
import { positive } from './common.ts';

const MEASURE = 'HUD Fair Market Rent: 40th percentile gross rent, recent movers';
/** FY2025 runs October 2024 - September 2025: its middle month. */
const PERIOD = '2025-04';

const ROOMS = [
  ['fmr_1br', 'rent_1br_all'],
  ['fmr_3br', 'rent_3br_all'],
] as const;

/**
 * "Montgomery, AL MSA" -> "Montgomery"; "Birmingham-Hoover, AL HUD Metro FMR Area" -> "Birmingham";
 * "Barbour County, AL" -> "Barbour County" (the principal place: the first name of the area).
 * @example principalPlace('Birmingham-Hoover, AL HUD Metro FMR Area') // 'Birmingham'
 */
export function principalPlace(areaName: string): string {
  return (areaName.split(',')[0] ?? areaName).split('-')[0]!.trim();
}

/**
 * One row per area and bedroom count.
 * @example hudRows('country,hud_area_code,...\n...').length
 */
export function hudRows(csv: string): EvidenceRow[] {
  const out: EvidenceRow[] = [];
  for (const { record: r } of csvRecords(csv)) {
    const name = r.hud_area_name ?? '';
    for (const [column, itemId] of ROOMS) {
      const rent = positive(r[column]);
      if (rent === null || !name) continue;
      out.push({
        source: 'hud-fmr-fy2025',
        iso3: 'USA',
        city: principalPlace(name),
        admin1: (r.states ?? '').split(/[-/ ]/)[0] || null,
        lat: null,
        lon: null,
        population: positive(r.pop2022_sum),
        itemId,
        measure: MEASURE,
        local: rent,
        currency: 'USD',
        usd: rent,
        period: PERIOD,
        n: 1,
      });
    }
  }
  return out;
}
