/**
 * ONS Price Index of Private Rents, April 2026, English local authorities
 * (data/sources/observed/uk_ons_pipr_rents_england_la_2026-04.csv, OGL v3.0) -> city-wide 1- and
 * 3-bedroom rents. Averages of all private rents (the stock, not new lets).
 */
import { csvRecords } from '#domain/cost-of-living/csv.ts';
import type { EvidenceRow } from '#domain/cost-of-living/evidence.ts';
import { positive } from './common.ts';

const MEASURE = 'ONS PIPR: mean private rent of the stock';

const ROOMS = [
  ['rent_1bed', 'rent_1br_all'],
  ['rent_3bed', 'rent_3br_all'],
] as const;

/**
 * One row per local authority and bedroom count, converted to US$ at `usdPerGbp`.
 * @example onsRows(csv, 1.34)[0]?.currency // 'GBP'
 */
export function onsRows(csv: string, usdPerGbp: number): EvidenceRow[] {
  const out: EvidenceRow[] = [];
  for (const { record: r } of csvRecords(csv)) {
    const period = r.period ?? '';
    if (!/^\d{4}-\d{2}$/.test(period) || !r.area_name) continue;
    for (const [column, itemId] of ROOMS) {
      const rent = positive(r[column]);
      if (rent === null) continue;
      out.push({
        source: 'ons-pipr-2026-04',
        iso3: 'GBR',
        city: r.area_name,
        // The region: London boroughs are matched to London through it (observations.ts).
        admin1: r.region || null,
        lat: null,
        lon: null,
        population: null,
        itemId,
        measure: MEASURE,
        local: rent,
        currency: 'GBP',
        usd: rent * usdPerGbp,
        period,
        n: 1,
      });
    }
  }
  return out;
}
