/**
 * France's "Indicateurs immobiliers par commune et par année" for 2024 (data.gouv.fr, from the DGFiP's
 * Demandes de valeurs foncières): the mean price per m² of the houses and flats sold in each commune in
 * 2024 (data/sources/observed/fr_dvf_commune_indicators_2024.csv) -> a city-wide purchase price per m²
 * (concept `buy_sqm_all`, as Portugal's, ADR 118). The file has codes and no names: a commune takes the
 * name it has in the Carte des loyers (anil-fr.ts), so that its price and its rent pair in the
 * price-to-rent fit; Paris, Lyon and Marseille, one row each here and arrondissements there, keep their
 * own names.
 */
import { csvRecords } from '#domain/cost-of-living/csv.ts';
import type { EvidenceRow } from '#domain/cost-of-living/evidence.ts';
import { positive } from './common.ts';

const MEASURE = 'DVF mean price per m2 of houses and flats sold in 2024 (commune indicators)';
/** Sales of the calendar year 2024: its middle. */
const PERIOD = '2024-07';
/** A mean over fewer sales than this is left out (the copy is trimmed to 10 or more already). */
export const MIN_SALES = 10;
/** The three cities the rent table gives by arrondissement. */
const WHOLE_CITIES: Readonly<Record<string, string>> = {
  '75056': 'Paris',
  '69123': 'Lyon',
  '13055': 'Marseille',
};

/**
 * INSEE code -> commune name, from the Carte des loyers copy (whose codes lost their leading zeros).
 * @example communeNames('INSEE_C,LIBGEO\n6088,Nice\n').get('06088') // 'Nice'
 */
export function communeNames(rentCsv: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const { record: r } of csvRecords(rentCsv)) {
    const code = (r.INSEE_C ?? '').trim();
    if (code && r.LIBGEO)
      out.set(/^\d+$/.test(code) ? code.padStart(5, '0') : code, r.LIBGEO.trim());
  }
  return out;
}

/**
 * One row per named commune with at least MIN_SALES sales.
 * @example dvfSaleRows('INSEE_COM,nb_mutations,Prixm2Moyen\n44109,4266,3709\n', new Map([['44109', 'Nantes']]), 1.16)[0]?.usd // 4302.44
 */
export function dvfSaleRows(
  csv: string,
  names: ReadonlyMap<string, string>,
  usdPerEur: number,
): EvidenceRow[] {
  const out: EvidenceRow[] = [];
  for (const { record: r } of csvRecords(csv)) {
    const code = (r.INSEE_COM ?? '').trim();
    const name = WHOLE_CITIES[code] ?? names.get(code);
    const perM2 = positive(r.Prixm2Moyen);
    if (!name || perM2 === null || !(Number(r.nb_mutations) >= MIN_SALES)) continue;
    out.push({
      source: 'dvf-fr-sales-2024',
      iso3: 'FRA',
      city: name,
      admin1: null,
      lat: null,
      lon: null,
      population: null,
      itemId: 'buy_sqm_all',
      measure: MEASURE,
      local: perM2,
      currency: 'EUR',
      usd: perM2 * usdPerEur,
      period: PERIOD,
      n: Number(r.nb_mutations),
    });
  }
  return out;
}
