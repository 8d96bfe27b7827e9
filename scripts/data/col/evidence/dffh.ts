/**
 * Victoria's Rental Report (Department of Families, Fairness and Housing), quarterly median weekly rents of
 * new lettings by local government area, the four quarters to June 2024
 * (data/sources/observed/au_vic_dffh_median_rents_lga_2023q3-2024q2.csv, CC BY 4.0) -> city-wide 1- and
 * 3-bedroom flat rents per month. Melbourne is the Rental Report's own metropolitan total; its 31 LGAs are
 * not used one by one (they are districts of one city, and names such as Kingston or Hume are also the
 * names of other Australian places).
 */
import { csvRecords } from '#domain/cost-of-living/csv.ts';
import type { EvidenceRow } from '#domain/cost-of-living/evidence.ts';
import { median, positive } from './common.ts';

const MEASURE = 'DFFH Rental Report: median weekly rent of new lettings x 52 / 12';
/** July 2023 - June 2024: the window's middle month. */
const PERIOD = '2024-01';
/** Weeks per month. */
const WEEKS_PER_MONTH = 52 / 12;
/**
 * Fewest new lettings over the four quarters for a place's figure: below it a median is a handful of
 * flats, and the Report itself suppresses quarters under 5.
 */
export const MIN_LETTINGS = 10;

const DWELLINGS: Record<string, string> = {
  '1 bedroom flat': 'rent_1br_all',
  '3 bedroom flat': 'rent_3br_all',
};

/**
 * The place an LGA row stands for, or null for totals and Melbourne's districts: "Greater Geelong" ->
 * Geelong, "Colac-Otway" -> Colac, the metropolitan total ("Metro") -> Melbourne.
 * @example dffhPlace('Loddon Mallee', 'Greater Bendigo') // 'Bendigo'
 */
export function dffhPlace(region: string, lga: string): string | null {
  if (region === 'METRO NON-METRO') return lga === 'Metro' ? 'Melbourne' : null;
  if (/ Metro$/.test(region) || region === 'Table Total' || !lga || lga === 'Group Total')
    return null;
  return (
    lga
      .replace(/^Greater /, '')
      .split('-')[0]!
      .trim() || null
  );
}

/**
 * One row per place and bedroom count: the median of the quarterly medians (quarters the Report
 * publishes), converted to a month and to US$ at `usdPerAud`; n is the number of new lettings.
 * @example dffhRows(csv, 0.67)[0]?.period // '2024-01'
 */
export function dffhRows(csv: string, usdPerAud: number): EvidenceRow[] {
  const groups = new Map<string, { city: string; itemId: string; medians: number[]; n: number }>();
  for (const { record: r } of csvRecords(csv)) {
    const itemId = DWELLINGS[r.dwelling ?? ''];
    const city = dffhPlace(r.region ?? '', r.lga ?? '');
    const weekly = positive(r.median_weekly_rent);
    if (!itemId || !city || weekly === null) continue;
    const key = `${city}|${itemId}`;
    const g = groups.get(key) ?? { city, itemId, medians: [], n: 0 };
    g.medians.push(weekly);
    g.n += positive(r.new_lettings) ?? 0;
    groups.set(key, g);
  }
  const out: EvidenceRow[] = [];
  for (const g of groups.values()) {
    if (g.n < MIN_LETTINGS) continue;
    const monthly = median(g.medians) * WEEKS_PER_MONTH;
    out.push({
      source: 'dffh-vic-2024',
      iso3: 'AUS',
      city: g.city,
      admin1: 'Victoria',
      lat: null,
      lon: null,
      population: null,
      itemId: g.itemId,
      measure: MEASURE,
      local: monthly,
      currency: 'AUD',
      usd: monthly * usdPerAud,
      period: PERIOD,
      n: g.n,
    });
  }
  return out;
}
