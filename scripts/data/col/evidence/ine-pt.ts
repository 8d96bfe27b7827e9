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

const SALE_MEASURE = 'INE median value per m2 of family dwellings sold (12 months)';
/** INE's "1.º Trimestre de 2026": the 12 months to March 2026, whose middle is October 2025. */
const SALE_PERIOD = '2025-10';

/**
 * Statistics Portugal's median value per m² of the family dwellings sold in the 12 months to the first
 * quarter of 2026, by municipality (data/sources/observed/pt_ine_median_sale_value_m2_2026q1.csv) -> a
 * city-wide purchase price per m² (concept `buy_sqm_all`, the centre and outside items share it; ADR 118).
 * No floor area is assumed: the statistic is already per m². Same place names as the rents.
 * @example ineSaleRows('municipality,eur_m2,period,source\nLisboa,5082,x,INE\n', 1.16)[0]?.usd // 5895.12
 */
export function ineSaleRows(csv: string, usdPerEur: number): EvidenceRow[] {
  const out: EvidenceRow[] = [];
  for (const { record: r } of csvRecords(csv)) {
    const perM2 = positive(r.eur_m2);
    const name = (r.municipality ?? '').trim();
    if (perM2 === null || !name) continue;
    const region = /\((R\.A\.[AM]\.)\)$/.exec(name)?.[1];
    out.push({
      source: 'ine-pt-sales-2026q1',
      iso3: 'PRT',
      city: name.replace(/\s*\(R\.A\.[AM]\.\)$/, ''),
      admin1: region === 'R.A.A.' ? 'Azores' : region === 'R.A.M.' ? 'Madeira' : null,
      lat: null,
      lon: null,
      population: null,
      itemId: 'buy_sqm_all',
      measure: SALE_MEASURE,
      local: perM2,
      currency: 'EUR',
      usd: perM2 * usdPerEur,
      period: SALE_PERIOD,
      n: 1,
    });
  }
  return out;
}
