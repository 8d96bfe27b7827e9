/**
 * `npm run evidence:build`: normalise the open observed price tables in data/sources/observed/ into
 * data/built/evidence.csv, the facts the cost-of-living model is fitted and validated on
 * (docs/methods/cost-of-living.md §3, data/sources/SOURCES.md "Observed prices"), and print what it covers.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { incomeGroup } from '#domain/cost-of-living/anchors.ts';
import { csvRecords } from '#domain/cost-of-living/csv.ts';
import type { EvidenceRow } from '#domain/cost-of-living/evidence.ts';
import { monthlyUsdPerUnit, parseEcbCsv, type ReferenceDay } from '#domain/reference-rates.ts';
import { anilRentRows } from './anil-fr.ts';
import { cmhcRows } from './cmhc.ts';
import { cncCinemaRows } from './cnc.ts';
import { dffhRows } from './dffh.ts';
import { communeNames, dvfSaleRows } from './dvf-fr.ts';
import { EVIDENCE_COLUMNS, evidenceLine, sig4 } from './common.ts';
import { gtfsFareRows } from './gtfs-fares.ts';
import { hudRows } from './hud.ts';
import { ineRentRows, ineSaleRows } from './ine-pt.ts';
import { mivauRows } from './mivau-es.ts';
import { onsPriceRows } from './ons-prices.ts';
import { onsRows } from './ons.ts';
import { wfpRows } from './wfp.ts';
import { zensusRentRows } from './zensus-de.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The month whose official rates convert the observed tables (the Big Mac table's month before ADR 162). */
export const CONVERSION_MONTH = '2026-01';

/**
 * US$ per unit of a currency: the mean of the European Central Bank's reference rates over January 2026
 * (data/sources/ecb_euro_reference_rates.csv, ADR 162), the month of the most recent documented market
 * rate the model used before; ONS rents of April 2026, CMHC rents of October 2024, Victoria's rents of
 * 2023-24, INE Portugal's rents and sales, France's asking rents of 2023 and DVF sales of 2024, Spain's
 * MIVAU figures of 2024, Germany's census rents of 2022 and ONS average prices of September 2025 are
 * converted at it (method §3). Official rates, not The Economist's, whose CC BY covers its own data only.
 */
function usdPerLocal(currency: 'GBP' | 'CAD' | 'AUD' | 'EUR'): number {
  return monthlyUsdPerUnit(ecbDays(), currency, CONVERSION_MONTH);
}
let ecbCache: ReferenceDay[] | undefined;

/**
 * US$ per unit of a published fare's currency: the ECB's January 2026 mean where the ECB quotes it (EUR,
 * IDR), else the country's rate in The Economist's January 2026 Big Mac table (ARS), the one use ADR 162
 * leaves it: currencies the ECB does not quote.
 */
function fareUsdPerLocal(iso3: string, currency: string): number {
  if (currency === 'USD') return 1;
  if (ecbDays().some((d) => d.rates[currency] !== undefined))
    return monthlyUsdPerUnit(ecbDays(), currency, CONVERSION_MONTH);
  const row = csvRecords(read('data/sources/big_mac_2026_01.csv')).find(
    (r) => r.record.iso3 === iso3,
  )?.record;
  const local = Number(row?.local_price);
  const dollar = Number(row?.dollar_price);
  if (!(local > 0 && dollar > 0)) throw new Error(`no official or Big Mac rate for ${currency}`);
  return dollar / local;
}
const ecbDays = () => (ecbCache ??= parseEcbCsv(read('data/sources/ecb_euro_reference_rates.csv')));

/**
 * A country's market rate in a year, US$ per unit of its currency, and its price-level drift from that
 * year to the latest year of the World Bank's price level ratio (PA.NUS.PPPC.RF), both from the WDI tables
 * in data/sources: the ratio is PPP ÷ market rate, so the rate is ratio ÷ PPP (method §2, `drift`).
 */
function wdiRateAndDrift(iso3: string, year: number): { usdPerLocal: number; drift: number } {
  const plr = csvRecords(read('data/sources/price_level_ratio.csv'))
    .map((r) => r.record)
    .filter((r) => r.iso3 === iso3);
  const ppp = csvRecords(read('data/sources/ppp_factors.csv'))
    .map((r) => r.record)
    .find((r) => r.iso3 === iso3 && Number(r.year) === year);
  const then = plr.find((r) => Number(r.year) === year);
  const latest = plr.reduce((a, r) => (Number(r.year) > Number(a.year) ? r : a), plr[0]!);
  const ratio = Number(then?.ratio);
  const lcuPerIntl = Number(ppp?.ppp_lcu_per_intl_dollar);
  if (!(ratio > 0 && lcuPerIntl > 0)) throw new Error(`no WDI ratio or PPP for ${iso3} ${year}`);
  return { usdPerLocal: ratio / lcuPerIntl, drift: Number(latest.ratio) / ratio };
}

/** Every evidence row, sorted by source, country, place and item, with figures to 4 significant digits. */
export function buildEvidence(): EvidenceRow[] {
  const rows = [
    ...hudRows(read('data/sources/observed/us_hud_fmr_fy2025_areas.csv')),
    ...onsRows(
      read('data/sources/observed/uk_ons_pipr_rents_england_la_2026-04.csv'),
      usdPerLocal('GBP'),
    ),
    ...cmhcRows(
      read('data/sources/observed/ca_cmhc_average_rents_ontario_2024.csv'),
      usdPerLocal('CAD'),
    ),
    ...dffhRows(
      read('data/sources/observed/au_vic_dffh_median_rents_lga_2023q3-2024q2.csv'),
      usdPerLocal('AUD'),
    ),
    ...wfpRows(read('data/sources/observed/wfp_food_prices_recent12m_retail.csv')),
    ...wfpRows(
      read('data/sources/observed/wfp_food_prices_hdx2023_recent12m_retail.csv'),
      'wfp-hdx-2023-retail-12m',
    ),
    ...wfpRows(
      read('data/sources/observed/wfp_food_prices_nga_2026-03_petrol_retail.csv'),
      'wfp-hdx-nga-2026-retail',
    ),
    ...ineRentRows(
      read('data/sources/observed/pt_ine_median_rent_new_leases_2024h2.csv'),
      usdPerLocal('EUR'),
    ),
    ...ineSaleRows(
      read('data/sources/observed/pt_ine_median_sale_value_m2_2026q1.csv'),
      usdPerLocal('EUR'),
    ),
    ...anilRentRows(
      read('data/sources/observed/fr_anil_rent_indicators_apartments_2023.csv'),
      usdPerLocal('EUR'),
    ),
    ...dvfSaleRows(
      read('data/sources/observed/fr_dvf_commune_indicators_2024.csv'),
      communeNames(read('data/sources/observed/fr_anil_rent_indicators_apartments_2023.csv')),
      usdPerLocal('EUR'),
    ),
    ...mivauRows(
      read('data/sources/observed/es_mivau_serpavi_provinces_2024.csv'),
      usdPerLocal('EUR'),
    ),
    ...zensusRentRows(
      read('data/sources/observed/de_zensus2022_net_cold_rent_kreise.csv'),
      usdPerLocal('EUR'),
    ),
    ...onsPriceRows(
      read('data/sources/observed/uk_ons_average_prices_2025-09.csv'),
      usdPerLocal('GBP'),
    ),
    // Published fares: euros at the euro area's rate, US dollars as they are, others at their country's.
    ...gtfsFareRows(read('data/sources/observed/transit_fares_gtfs.csv'), fareUsdPerLocal),
    ...(() => {
      const fr = wdiRateAndDrift('FRA', 2019);
      return cncCinemaRows(
        read('data/sources/observed/fr_cnc_cinema_regions_2019.csv'),
        fr.usdPerLocal,
        fr.drift,
      );
    })(),
  ].map((r) => ({ ...r, local: sig4(r.local), usd: sig4(r.usd) }));
  const key = (r: EvidenceRow) =>
    `${r.source}|${r.iso3}|${r.city ?? ''}|${r.admin1 ?? ''}|${r.itemId}`;
  return rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** The file as committed. */
export function evidenceCsv(rows: readonly EvidenceRow[]): string {
  return `${[EVIDENCE_COLUMNS.join(','), ...rows.map(evidenceLine)].join('\n')}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const rows = buildEvidence();
  writeFileSync(path.join(root, 'data/built/evidence.csv'), evidenceCsv(rows));
  const gni = new Map(
    csvRecords(read('data/sources/gni_per_capita.csv')).map((r) => [
      r.record.iso3!,
      Number(r.record.gni_per_capita_usd),
    ]),
  );
  const count = (f: (r: EvidenceRow) => string) => {
    const m = new Map<string, number>();
    for (const r of rows) m.set(f(r), (m.get(f(r)) ?? 0) + 1);
    return [...m]
      .sort()
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
  };
  console.log(`wrote data/built/evidence.csv: ${rows.length} rows`);
  console.log(`by source: ${count((r) => r.source)}`);
  console.log(`by country: ${count((r) => r.iso3)}`);
  console.log(`by income group: ${count((r) => incomeGroup(gni.get(r.iso3) ?? null) ?? 'none')}`);
  console.log(`by item: ${count((r) => r.itemId)}`);
}
