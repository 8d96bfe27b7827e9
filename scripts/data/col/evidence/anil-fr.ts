/**
 * France's "Carte des loyers" 2023 (Ministère de la Transition écologique / ANIL, with Leboncoin and
 * SeLoger): the predicted asking rent per m², service charges included, of an unfurnished reference flat
 * (all sizes, 52 m²) advertised in the third quarter of 2023, per commune
 * (data/sources/observed/fr_anil_rent_indicators_apartments_2023.csv) -> a city-wide 1-bedroom rent per
 * month: the €/m² x ONE_BEDROOM_M2 (the same 50 m² as Portugal's, ADR 116). Only the communes whose
 * indicator is estimated from their own listings (TYPPRED "commune", 4,685 in metropolitan France) are
 * kept; the others share their area's ("maille") figure. The arrondissements of Paris, Lyon and Marseille
 * are filed under their city, as the London boroughs are (method §3).
 */
import { csvRecords } from '#domain/cost-of-living/csv.ts';
import type { EvidenceRow } from '#domain/cost-of-living/evidence.ts';
import { positive } from './common.ts';
import { ONE_BEDROOM_M2 } from './ine-pt.ts';

const MEASURE = `ANIL predicted asking rent per m2 incl. charges, apartments (Q3 2023) x ${ONE_BEDROOM_M2} m2`;
/** Listings of the third quarter of 2023. */
const PERIOD = '2023-08';

/**
 * The city an arrondissement belongs to ("Paris 5e Arrondissement" -> Paris), else null.
 * @example arrondissementCity('Lyon 1er Arrondissement') // 'Lyon'
 */
export function arrondissementCity(name: string): string | null {
  return /^(Paris|Lyon|Marseille) \d+(er|e) Arrondissement$/.exec(name)?.[1] ?? null;
}

/**
 * One row per commune with its own indicator; the source's decimal commas are read as points.
 * @example anilRentRows('INSEE_C,LIBGEO,DEP,loypredm2,TYPPRED\n44109,Nantes,44,"14,02",commune\n', 1.16)[0]?.local // 701
 */
export function anilRentRows(csv: string, usdPerEur: number): EvidenceRow[] {
  const out: EvidenceRow[] = [];
  for (const { record: r } of csvRecords(csv)) {
    const perM2 = positive((r.loypredm2 ?? '').replace(',', '.'));
    const name = (r.LIBGEO ?? '').trim();
    if (perM2 === null || !name || r.TYPPRED !== 'commune' || (r.DEP ?? '').startsWith('97'))
      continue;
    const monthly = perM2 * ONE_BEDROOM_M2;
    out.push({
      source: 'anil-fr-rents-2023',
      iso3: 'FRA',
      city: name,
      admin1: arrondissementCity(name),
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
