/**
 * Normalise the open fact tables in data/sources/ into data/built/col-model.json, the one input of the
 * cost-of-living model (docs/methods/cost-of-living.md §1). Run: `npx tsx scripts/data/col/build-col-model.ts`.
 * Chooses each country's wage row (OECD, else ILOSTAT, else national office; method §6) and checks
 * that the catalogue and us_base_prices.csv list the same 55 items in the same order.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOGUE } from '#domain/cost-of-living/catalogue.ts';
import type { IcpCategory } from '#domain/cost-of-living/categories.ts';
import { csvRecords } from '#domain/cost-of-living/csv.ts';
import { lendingRateFacts } from '#domain/cost-of-living/lending.ts';
import { matchLocalIncome, type LocalIncome } from '#domain/cost-of-living/local-income.ts';
import { metroAccess } from '#domain/cost-of-living/metro-access.ts';
import { monthlyUsdPerUnit, parseEcbCsv } from '#domain/reference-rates.ts';
import { readReferenceData } from '../../../src/server/reference/reference-data.ts';
import type {
  ColFacts,
  CountryFacts,
  FuelTaxFact,
  WageFact,
} from '#domain/cost-of-living/facts.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/**
 * Units per US$ of every currency the ECB quotes, the mean of January 2026 (ADR 162): the month of the
 * Big Mac table the model converted at before, from data/sources/ecb_euro_reference_rates.csv.
 */
function officialRates(): Record<string, number> {
  const days = parseEcbCsv(
    readFileSync(path.join(root, 'data/sources/ecb_euro_reference_rates.csv'), 'utf8'),
  );
  const codes = Object.keys(days.at(-1)?.rates ?? {}).sort();
  return Object.fromEntries(
    codes.map((c) => [c, Number((1 / monthlyUsdPerUnit(days, c, '2026-01')).toPrecision(6))]),
  );
}

const read = (name: string) =>
  csvRecords(readFileSync(path.join(root, 'data/sources', name), 'utf8')).map((r) => r.record);
const num = (s: string | undefined) => (s === undefined || s === '' ? Number.NaN : Number(s));

/**
 * wages.csv rows not used, and why (method §6):
 *  - Zimbabwe's ILOSTAT earnings are Zimbabwe dollars of 2022, which the conversion of method §6 turns into
 *    US$ at the official rate of the year, far from what a dollar bought (the parallel rate was about twice
 *    it, and much pay is in US dollars): US$29 a month, against a GNI per capita of US$2,400. The country
 *    takes the GNI estimate, as it does for WFP's prices, left out for the same reason (SOURCES.md).
 *  - Georgia's ILOSTAT row comes from the Household Income and Expenditure Survey: about GEL 700 a month
 *    for 2023, less than half of Geostat's establishment survey for the same year (GEL 1,766.8). Georgia takes
 *    the GNI estimate (the national rows of wages_extra.csv, Geostat's among them, were dropped: issue 37).
 */
const SKIP_WAGES = new Set(['ZWE:2022', 'GEO:2023']);

/**
 * Petrol taxes by country (ADR 118, method §3). The EU Weekly Oil Bulletin of 22 August 2022 gives each
 * member state's Euro-super 95 price with and without duties and taxes; the per-litre part of the taxes
 * is price with taxes / (1 + VAT of the day) - price without taxes (Estonia's comes out at its statutory
 * 563 EUR per 1000 L), and today's VAT rate is applied to it. fuel_taxes.csv adds the UK (HMRC) and the US
 * (EIA) and replaces the bulletin where a temporary cut was in force that week (Germany, Italy).
 */
export function fuelTaxFacts(): FuelTaxFact[] {
  const out = new Map<string, FuelTaxFact>();
  for (const r of read('observed/eu_weekly_oil_bulletin_2022-08-22.csv')) {
    const withTaxes = num(r.euro_super_95_with_taxes_eur_per_1000l) / 1000;
    const withoutTaxes = num(r.euro_super_95_without_taxes_eur_per_1000l) / 1000;
    out.set(`${r.iso3}|gasoline_1l`, {
      iso3: r.iso3!,
      itemId: 'gasoline_1l',
      currency: 'EUR',
      excisePerLitre: Number((withTaxes / (1 + num(r.vat_rate_2022_08)) - withoutTaxes).toFixed(4)),
      vat: num(r.vat_rate_2025),
      asOf: '2022-08-22',
    });
  }
  for (const r of read('observed/fuel_taxes.csv'))
    out.set(`${r.iso3}|${r.item_id}`, {
      iso3: r.iso3!,
      itemId: r.item_id!,
      currency: r.currency!,
      excisePerLitre: num(r.excise_per_litre),
      vat: num(r.vat_rate),
      asOf: r.as_of!,
    });
  return [...out.values()];
}

/**
 * The regional GDP table (SOURCES.md "Regional GDP per capita") matched to the places of
 * data/built/cities.json once, at data-build time (ADR 147).
 */
let localIncomeMemo: LocalIncome | null = null;
export function localIncomeFacts(): LocalIncome {
  if (localIncomeMemo) return localIncomeMemo;
  const reference = readReferenceData(path.join(root, 'data/built'));
  const rows = read('regional_gdp_per_capita.csv').flatMap((r) => {
    const iso2 = reference.countryByIso3.get(r.iso3!)?.iso2;
    return iso2 ? [{ iso2, region: r.region!, ratio: num(r.gdp_pc_ratio) }] : [];
  });
  const { regions, cities } = matchLocalIncome(rows, reference.citiesByCountry);
  localIncomeMemo = { regions, cities };
  return localIncomeMemo;
}

export function buildColFacts(): ColFacts {
  const countries: Record<string, CountryFacts> = {};
  const country = (iso3: string): CountryFacts =>
    (countries[iso3] ??= { iso3, icp: {}, plr: {}, ppp: {}, gni: {}, wages: [] });
  for (const r of read('icp2021_price_levels.csv'))
    country(r.iso3!).icp[r.category as IcpCategory] = num(r.pli_us100);
  for (const r of read('price_level_ratio.csv')) country(r.iso3!).plr[r.year!] = num(r.ratio);
  for (const r of read('ppp_factors.csv'))
    country(r.iso3!).ppp[r.year!] = num(r.ppp_lcu_per_intl_dollar);
  for (const r of read('gni_per_capita.csv'))
    country(r.iso3!).gni[r.year!] = num(r.gni_per_capita_usd);

  const rank = { usd_ppp_2022: 0, ppp2021_usd: 1, lcu: 2 } as const;
  for (const r of read('wages.csv')) {
    if (SKIP_WAGES.has(`${r.iso3}:${r.year}`)) continue;
    const basis = r.currency_basis as WageFact['basis'];
    country(r.iso3!).wages.push({
      monthlyGross: num(r.monthly_gross_wage),
      basis,
      currency: null,
      year: num(r.year),
      note: r.source!,
    });
  }
  for (const r of read('ilo_urban_earnings.csv'))
    country(r.iso3!).urbanEarnings = {
      year: num(r.year),
      ratio: num(r.urban_ppp2021) / num(r.national_ppp2021),
    };
  for (const c of Object.values(countries))
    c.wages.sort((a, b) => rank[a.basis] - rank[b.basis] || b.year - a.year);

  const base = read('us_base_prices.csv');
  if (base.length !== CATALOGUE.length || base.some((r, i) => r.item_id !== CATALOGUE[i]!.id)) {
    throw new Error(
      'us_base_prices.csv and the catalogue disagree on the 55 item ids or their order',
    );
  }
  const usCpi: Record<string, number> = {};
  for (const r of read('us_cpi_u_annual.csv')) usCpi[r.year!] = num(r.cpi_u);
  return {
    usCpi,
    usBase: base.map((r) => ({
      id: r.item_id!,
      usd: num(r.usd_price),
      year: num(r.year),
      estimate: r.source!.startsWith('estimate:'),
    })),
    countries,
    bigMac: read('big_mac_2026_01.csv').map((r) => ({
      iso3: r.iso3!,
      currency: r.currency!,
      localPrice: num(r.local_price),
      dollarPrice: num(r.dollar_price),
      date: r.date!,
    })),
    officialRates: officialRates(),
    fuelTaxes: fuelTaxFacts(),
    localIncome: localIncomeFacts(),
    lendingRates: lendingRateFacts(read('observed/wdi_lending_rate.csv')),
    metroAccess: metroAccess(readReferenceData(path.join(root, 'data/built')).cities),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const facts = buildColFacts();
  const out = path.join(root, 'data/built/col-model.json');
  writeFileSync(out, `${JSON.stringify(facts)}\n`);
  console.log(
    `wrote ${path.relative(root, out)}: ${Object.keys(facts.countries).length} economies, ${facts.usBase.length} items`,
  );
}
