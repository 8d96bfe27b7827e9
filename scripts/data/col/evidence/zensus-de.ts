/**
 * Germany's Zensus 2022 (Statistische Ämter des Bundes und der Länder, Regionaltabelle "Gebäude und
 * Wohnungen", reference date 15 May 2022): the mean net cold rent per m² (`QMMIETE`, Nettokaltmiete) of
 * every rented dwelling, by Kreis (data/sources/observed/de_zensus2022_net_cold_rent_kreise.csv) -> a
 * city-wide 1-bedroom rent per month for each kreisfreie Stadt: (€/m² + COLD_CHARGES_PER_M2) ×
 * ONE_BEDROOM_M2, the same 50 m² as Portugal's, France's and Spain's (ADR 116). Method §3 and ADR 130 say
 * why each factor.
 *
 * A German net cold rent leaves out the "kalte Betriebskosten" (property tax, water, waste, cleaning,
 * caretaker, insurance) that tenants pay on top and that are inside the rent elsewhere (France's figure
 * includes its charges): the Mikrozensus 2022 puts the mean gross cold rent at €8.70/m² against a net cold
 * rent of about €7.50/m² (first half of 2022), so €1.20/m² is added. The census counts every tenancy, sitting
 * tenants included: the step to what a newcomer pays is the measure factor of `zensus-de-rents-2022` in
 * `MEASURE_TO_MARKET` (observations.ts), not here.
 *
 * Only the kreisfreie Städte are cities: a Landkreis mixes many towns and its name is often a city's
 * ("Osnabrück", "Rosenheim", "München") that it does not contain, so the Landkreise and the three regional
 * associations (Region Hannover, Städteregion Aachen, Regionalverband Saarbrücken) are left out.
 */
import { csvRecords } from '#domain/cost-of-living/csv.ts';
import type { EvidenceRow } from '#domain/cost-of-living/evidence.ts';
import { positive } from './common.ts';
import { ONE_BEDROOM_M2 } from './ine-pt.ts';

/**
 * Cold service charges per m² a month added to a net cold rent (Mikrozensus 2022: mean gross cold rent
 * €8.70/m², mean net cold rent about €7.50/m²; a stated assumption, ADR 130).
 */
export const COLD_CHARGES_PER_M2 = 1.2;

const MEASURE = `Zensus 2022 mean net cold rent per m2 of rented dwellings + ${COLD_CHARGES_PER_M2} EUR/m2 cold charges, x ${ONE_BEDROOM_M2} m2`;
/** The census's reference date, 15 May 2022. */
const PERIOD = '2022-05';

/**
 * Whether a Kreis of the table is a kreisfreie Stadt: its name carries the city's title after a comma
 * ("Köln, Stadt", "Stuttgart, Stadtkreis", "Mainz, kreisfreie Stadt", "Kiel, Landeshauptstadt"), except
 * Bavaria's, Rostock's and Schwerin's, which the table names bare; Bavaria's have the Kreis numbers 61-65 of
 * their Regierungsbezirk (09162 München, 09761 Augsburg), its Landkreise 71 and above.
 * @example isKreisfreieStadt('09163', 'Rosenheim') // true (09187 Rosenheim is the Landkreis)
 */
export function isKreisfreieStadt(ags: string, name: string): boolean {
  return name.includes(',') || /^09\d6[1-5]$/.test(ags) || ags === '13003' || ags === '13004';
}

/**
 * Names the reference cities' index does not find from the table's spelling (the matcher cuts a name at
 * "(" and at a hyphen before a capital, so "Frankfurt (Oder)" would read as Frankfurt am Main and
 * "Baden-Baden" as "Baden"; it drops "ß", so "Weinstraße" is spelled "Weinstrasse").
 */
const PLACE_NAMES: Readonly<Record<string, string>> = {
  'Frankfurt (Oder)': 'Frankfurt an der Oder',
  'Weiden i.d.OPf.': 'Weiden',
  'Neustadt an der Weinstraße': 'Neustadt an der Weinstrasse',
  'Baden-Baden': 'Baden Baden',
  'Dessau-Roßlau': 'Dessau',
};

/**
 * The city a kreisfreie Stadt's row stands for: its name before the title, spelled so the reference
 * cities' index finds it.
 * @example cityName('Frankfurt am Main, Stadt') // 'Frankfurt am Main'
 */
export function cityName(name: string): string {
  const bare = name.split(',')[0]!.trim();
  return PLACE_NAMES[bare] ?? bare;
}

/**
 * One row per kreisfreie Stadt with a mean rent.
 * @example zensusRentRows('id,name,existing_cold_rent_2022_eur_m2\n11000,"Berlin, Stadt",7.67\n', 1.16)[0]?.city // 'Berlin'
 */
export function zensusRentRows(csv: string, usdPerEur: number): EvidenceRow[] {
  const out: EvidenceRow[] = [];
  for (const { record: r } of csvRecords(csv)) {
    const ags = (r.id ?? '').trim();
    const name = (r.name ?? '').trim();
    const perM2 = positive(r.existing_cold_rent_2022_eur_m2);
    if (perM2 === null || !name || !isKreisfreieStadt(ags, name)) continue;
    const monthly = (perM2 + COLD_CHARGES_PER_M2) * ONE_BEDROOM_M2;
    out.push({
      source: 'zensus-de-rents-2022',
      iso3: 'DEU',
      city: cityName(name),
      admin1: null,
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
