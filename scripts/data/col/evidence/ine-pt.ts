/**
 * Statistics Portugal (INE), median rent per m² of new lease contracts of family dwellings in the last 12
 * months, by municipality, second half of 2024
 * (data/sources/observed/pt_ine_median_rent_new_leases_2024h2.csv) -> a city-wide 1-bedroom rent per month
 * per municipality: the median €/m² x ONE_BEDROOM_M2. The first rent statistic outside the US, England,
 * Ontario and Victoria (ADR 116).
 */
import { csvRecords } from '#domain/cost-of-living/csv.ts';
import type { EvidenceRow } from '#domain/cost-of-living/evidence.ts';
import { positive } from './common.ts';

/**
 * Floor area that turns a €/m² median into a 1-bedroom flat's rent: 50 m², a stated assumption (the size
 * of a typical one-bedroom flat, T1). INE's median is over every size of dwelling and small flats let for
 * more per m², so the figure is if anything low.
 */
export const ONE_BEDROOM_M2 = 50;

const MEASURE = `INE median rent per m2 of new leases (12 months) x ${ONE_BEDROOM_M2} m2`;
/** July - December 2024 (INE's "2.º Semestre de 2024", a 12-month window ending then): its middle. */
const PERIOD = '2024-07';

/**
 * One row per municipality; INE's own duplicate names ("Lagoa" and "Lagoa (R.A.A.)") keep their region
 * mark out of the place name.
 * @example ineRentRows('municipality,eur_m2,period,source\nLisboa,15.93,x,INE\n', 1.16)[0]?.local // 796.5
 */
export function ineRentRows(csv: string, usdPerEur: number): EvidenceRow[] {
  const out: EvidenceRow[] = [];
  for (const { record: r } of csvRecords(csv)) {
    const perM2 = positive(r.eur_m2);
    const name = (r.municipality ?? '').trim();
    if (perM2 === null || !name) continue;
    const region = /\((R\.A\.[AM]\.)\)$/.exec(name)?.[1];
    const monthly = perM2 * ONE_BEDROOM_M2;
    out.push({
      source: 'ine-pt-rents-2024h2',
      iso3: 'PRT',
      city: name.replace(/\s*\(R\.A\.[AM]\.\)$/, ''),
      admin1: region === 'R.A.A.' ? 'Azores' : region === 'R.A.M.' ? 'Madeira' : null,
      lat: null,
      lon: null,
      population: null,
      itemId: 'rent_1br_all',
      measure: MEASURE,
      local: monthly,
      currency: 'EUR',
      usd: monthly * usdPerEur,
      period: PERIOD,
      n: 1,
    });
  }
  return out;
}
