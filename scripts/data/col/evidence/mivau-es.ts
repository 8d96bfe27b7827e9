/**
 * Spain's Ministerio de Vivienda y Agenda Urbana (MIVAU), by province, 2024
 * (data/sources/observed/es_mivau_serpavi_provinces_2024.csv): the mean appraised value per m² of
 * free-market dwellings ("valor tasado medio de vivienda libre", the mean of the four quarters of 2024)
 * -> a purchase price per m² (concept `buy_sqm_all`, as Portugal's and France's, ADR 118), and the
 * median rent per m² a month of flats (vivienda colectiva) declared in the 2024 income-tax returns
 * (the Sistema Estatal de Referencia del Precio del Alquiler de Vivienda, SERPAVI) -> a 1-bedroom rent
 * (`rent_1br_all`) of ONE_BEDROOM_M2, so the two pair in the price-to-rent fit. The copy holds eight
 * provinces only (method §3 says why).
 *
 * A province is not a city: the rows carry the province's name with a "Provincia de" prefix and no
 * population, so they are matched to no reference city and sit at the typical position (a province
 * mixes its capital with its towns); Barcelona's province is not Barcelona.
 */
import { csvRecords } from '#domain/cost-of-living/csv.ts';
import type { EvidenceRow } from '#domain/cost-of-living/evidence.ts';
import { positive } from './common.ts';
import { ONE_BEDROOM_M2 } from './ine-pt.ts';

const RENT_MEASURE = `SERPAVI median declared rent per m2 of flats, 2024 x ${ONE_BEDROOM_M2} m2`;
const SALE_MEASURE = 'MIVAU mean appraised value per m2 of free-market dwellings, 2024';
/** Calendar year 2024 (the tax year of the rents, the four quarters of the valuations): its middle. */
const PERIOD = '2024-07';

/**
 * The place a province's row stands for: "Provincia de" and the province's first name ("Valencia/València"
 * -> "Provincia de Valencia"), so that no reference city takes it by name.
 * @example provincePlace('Alicante/Alacant') // 'Provincia de Alicante'
 */
export function provincePlace(name: string): string {
  return `Provincia de ${name.split('/')[0]!.trim()}`;
}

/**
 * Two rows per province with both figures: its purchase price per m² and its 1-bedroom rent.
 * @example mivauRows('provincia,valor_tasado_eur_m2_2024,serpavi_alquiler_m2_mediana_vc_2024\nSevilla,1562,8.36\n', 1.16).length // 2
 */
export function mivauRows(csv: string, usdPerEur: number): EvidenceRow[] {
  const out: EvidenceRow[] = [];
  for (const { record: r } of csvRecords(csv)) {
    const name = (r.provincia ?? '').trim();
    const sale = positive(r.valor_tasado_eur_m2_2024);
    const rentM2 = positive(r.serpavi_alquiler_m2_mediana_vc_2024);
    if (!name || sale === null || rentM2 === null) continue;
    const base = {
      iso3: 'ESP',
      city: provincePlace(name),
      admin1: null,
      lat: null,
      lon: null,
      population: null,
      currency: 'EUR',
      period: PERIOD,
    } as const;
    const rent = rentM2 * ONE_BEDROOM_M2;
    out.push(
      {
        ...base,
        source: 'mivau-es-sales-2024',
        itemId: 'buy_sqm_all',
        measure: SALE_MEASURE,
        local: sale,
        usd: sale * usdPerEur,
        n: 1,
      },
      {
        ...base,
        source: 'mivau-es-rents-2024',
        itemId: 'rent_1br_all',
        measure: RENT_MEASURE,
        local: rent,
        usd: rent * usdPerEur,
        n: Number(r.serpavi_n_vc_2024) || 1,
      },
    );
  }
  return out;
}
