/**
 * CNC (Centre national du cinéma et de l'image animée), "Données par région", 2019: admissions and
 * box-office receipts of every cinema of metropolitan France by region and size class
 * (data/sources/observed/fr_cnc_cinema_regions_2019.csv) -> one national price of `cinema_ticket`: the
 * average receipts per admission (recette moyenne par entrée = receipts ÷ admissions, tax included), the
 * concept of the US base price (NATO's national average ticket price, box office ÷ admissions, discounted
 * seats included).
 *
 * 2019 is the last year before the cinemas closed in 2020; the copy ends in 2020. The euro price is
 * converted at 2019's market rate and carried to the latest year of the World Bank price level ratio with
 * France's drift (its price level relative to the US then ÷ in 2019), so that US CPI carries it from there as
 * it carries every observation (method §3).
 */
import { csvRecords } from '#domain/cost-of-living/csv.ts';
import type { EvidenceRow } from '#domain/cost-of-living/evidence.ts';

const MEASURE =
  'CNC average box-office receipts per admission, all cinemas of metropolitan France, 2019';

/**
 * Receipts ÷ admissions over every region and size class (small, medium, large: together every cinema;
 * the art-house class is a subset and is not in the file).
 * @example recetteMoyenne('region,year,size_class,admissions,box_office_eur\nA,2019,P,2,14\n') // 7
 */
export function recetteMoyenne(csv: string): number {
  let admissions = 0;
  let receipts = 0;
  for (const { record } of csvRecords(csv)) {
    if (!['P', 'M', 'G'].includes(record.size_class ?? '')) continue;
    const a = Number(record.admissions);
    const r = Number(record.box_office_eur);
    if (!(a >= 0) || !(r >= 0)) throw new Error(`bad CNC row for ${record.region ?? '?'}`);
    admissions += a;
    receipts += r;
  }
  if (!(admissions > 0)) throw new Error('no CNC admissions');
  return receipts / admissions;
}

/**
 * France's cinema ticket: the 2019 average in euros, at `usdPerEur2019` (the World Bank's 2019 market
 * rate) times `drift` (France's price level ratio, latest year ÷ 2019), dated 2019-07.
 * @example cncCinemaRows(csv, 1.12, 0.92)[0]?.itemId // 'cinema_ticket'
 */
export function cncCinemaRows(csv: string, usdPerEur2019: number, drift: number): EvidenceRow[] {
  const local = recetteMoyenne(csv);
  return [
    {
      source: 'cnc-regions-2019',
      iso3: 'FRA',
      city: null,
      admin1: null,
      lat: null,
      lon: null,
      population: null,
      itemId: 'cinema_ticket',
      measure: `${MEASURE} (EUR; US$ at 2019's rate × France's price-level drift since 2019)`,
      local,
      currency: 'EUR',
      usd: local * usdPerEur2019 * drift,
      period: '2019-07',
      n: 1,
    },
  ];
}
