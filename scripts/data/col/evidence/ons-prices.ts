/**
 * ONS consumer price average prices, September 2025, United Kingdom
 * (data/sources/observed/uk_ons_average_prices_2025-09.csv, OGL v3.0; the figures of the ONS Shopping
 * Prices Comparison Tool) -> national prices of the catalogue items whose concept and unit the ONS item
 * matches. Groceries are left out: the table gives their price without a weight or size.
 */
import { csvRecords } from '#domain/cost-of-living/csv.ts';
import type { EvidenceRow } from '#domain/cost-of-living/evidence.ts';
import { positive } from './common.ts';

const MEASURE = 'ONS average price of the CPI quotes, UK';

/**
 * ONS item -> catalogue item, and the factor from the ONS unit to the catalogue's. Each pairing is a
 * judgement about the concept. Left out, and why:
 *  - cola on tap, bottled mineral water in a restaurant, wine by the glass: no size in the table;
 *  - men's jeans, training shoes, women's dress: an average over every quality and brand, not the
 *    catalogue's Levi's 501, mid-range Nike or chain-store summer dress;
 *  - nursery fees: a sound concept (£57 a day), but with one country behind the item its level correction
 *    would carry the UK's childcare costs, among the highest in the OECD, to every country.
 */
export const ONS_ITEMS: ReadonlyArray<{ id: string; itemId: string; factor: number }> = [
  // Pub hot meal: a main course at an inexpensive place.
  { id: '220107', itemId: 'meal_inexpensive', factor: 1 },
  // Restaurant cup of coffee.
  { id: '220121', itemId: 'cappuccino', factor: 1 },
  // Draught lager, per pint (0.568 L) -> 0.5 L.
  { id: '310109', itemId: 'beer_domestic_draught_05l', factor: 0.5 / 0.568 },
  // Bottled premium lager in a pub, one bottle (0.33 L).
  { id: '310111', itemId: 'beer_imported_033l_restaurant', factor: 1 },
  // Unleaded petrol, per litre.
  { id: '610310', itemId: 'gasoline_1l', factor: 1 },
  // Private health club, annual fee -> a month.
  { id: '640226', itemId: 'fitness_club_monthly', factor: 1 / 12 },
];

/**
 * One national row per mapped item, converted to US$ at `usdPerGbp`.
 * @example onsPriceRows(csv, 1.34).find((r) => r.itemId === 'cappuccino')?.city // null
 */
export function onsPriceRows(csv: string, usdPerGbp: number): EvidenceRow[] {
  const byId = new Map(csvRecords(csv).map(({ record }) => [record.item_id ?? '', record]));
  const out: EvidenceRow[] = [];
  for (const { id, itemId, factor } of ONS_ITEMS) {
    const r = byId.get(id);
    const price = positive(r?.average_price);
    const period = r?.period ?? '';
    if (price === null || !/^\d{4}-\d{2}$/.test(period)) continue;
    const local = price * factor;
    out.push({
      source: 'ons-cpi-prices-2025-09',
      iso3: 'GBR',
      city: null,
      admin1: null,
      lat: null,
      lon: null,
      population: null,
      itemId,
      measure: `${MEASURE}: ${r!.item_desc}`,
      local,
      currency: 'GBP',
      usd: local * usdPerGbp,
      period,
      n: 1,
    });
  }
  return out;
}
