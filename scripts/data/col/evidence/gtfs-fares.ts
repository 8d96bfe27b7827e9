/**
 * Published transit fares and passes (data/sources/observed/transit_fares_gtfs.csv, issue 30): each row a
 * city's own tariff as its GTFS feed states it (fare_attributes.txt or the fares-v2 fare_products.txt), in
 * a public repository cited by repository, commit and path, with the feed's publisher and the period the
 * feed is for. A single fare is `transit_one_way` and only a period pass with unlimited journeys is
 * `transit_monthly_pass`: the file says which product each row is. A tariff is a fact, the price every
 * rider pays, so each row counts as one exact observation of its city (method §3, §5).
 */
import { TARIFF_ITEMS } from '#domain/cost-of-living/catalogue.ts';
import { csvRecords } from '#domain/cost-of-living/csv.ts';
import type { EvidenceRow } from '#domain/cost-of-living/evidence.ts';
import { positive } from './common.ts';

export const GTFS_FARES_SOURCE = 'gtfs-fares';

/**
 * One evidence row per published fare, converted to US$ with `usdPer(iso3, currency)`.
 * @example gtfsFareRows(csv, () => 1.1).every((r) => r.source === 'gtfs-fares')
 */
export function gtfsFareRows(
  csv: string,
  usdPer: (iso3: string, currency: string) => number,
): EvidenceRow[] {
  const out: EvidenceRow[] = [];
  for (const { record: r, line } of csvRecords(csv)) {
    const price = positive(r.price);
    const itemId = r.item_id ?? '';
    const period = r.period ?? '';
    if (price === null || !TARIFF_ITEMS.has(itemId) || !/^\d{4}-\d{2}$/.test(period) || !r.iso3)
      throw new Error(
        `transit_fares_gtfs.csv line ${line}: needs a price, a tariff item and a period`,
      );
    out.push({
      source: GTFS_FARES_SOURCE,
      iso3: r.iso3,
      city: r.city ?? null,
      admin1: null,
      lat: null,
      lon: null,
      population: null,
      itemId,
      measure: `published fare, ${r.product} (${r.repository}@${(r.commit ?? '').slice(0, 7)} ${r.path})`,
      local: price,
      currency: r.currency ?? '',
      usd: price * usdPer(r.iso3, r.currency ?? ''),
      period,
      n: 1,
    });
  }
  return out;
}
