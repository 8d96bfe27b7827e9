import type { IcpCategory } from './categories.ts';
import type { LocalIncome } from './local-income.ts';

/**
 * The open facts the model reads (data/sources/*.csv, normalised by scripts/data/col/build-col-model.ts
 * into data/built/col-model.json). Years are calendar years; all price levels are relative to the US.
 */
export interface WageFact {
  /** Gross monthly earnings in the row's basis. */
  monthlyGross: number;
  /** 'ppp2021_usd' ILOSTAT, 'usd_ppp_2022' OECD, 'lcu' national office in local currency. */
  basis: 'ppp2021_usd' | 'usd_ppp_2022' | 'lcu';
  currency: string | null;
  year: number;
  /** The row's own description (mean or median, coverage), shown in the method's wage table. */
  note: string;
}

export interface CountryFacts {
  iso3: string;
  /** ICP 2021 price level index, US = 100, by heading (plus the overall 'gdp' level). */
  icp: Partial<Record<IcpCategory, number>>;
  /** PA.NUS.PPPC.RF price level ratio (PPP / market rate) by year; US = 1. */
  plr: Record<string, number>;
  /** PA.NUS.PPP local currency per international dollar by year. */
  ppp: Record<string, number>;
  /** NY.GNP.PCAP.CD GNI per capita, Atlas, current US$ by year. */
  gni: Record<string, number>;
  /** The wage rows chosen for this country, best first (method §6). */
  wages: WageFact[];
  /**
   * ILOSTAT average earnings of urban employees over all employees (2021 PPP $, same survey and year;
   * data/sources/ilo_urban_earnings.csv): the country's urban wage premium (method §5). Absent where
   * ILOSTAT has no urban row.
   */
  urbanEarnings?: { year: number; ratio: number };
}

export interface UsBasePrice {
  id: string;
  usd: number;
  year: number;
  /** True when the row's source starts with 'estimate:' (a reasoned estimate, not a statistic). */
  estimate: boolean;
}

export interface BigMacRow {
  iso3: string;
  currency: string;
  localPrice: number;
  dollarPrice: number;
  date: string;
}

/**
 * A tax per litre and a VAT rate on a fuel item in one country (method §3, ADR 118): the price there is
 * (pre-tax price + excise) x (1 + VAT). From the EU Weekly Oil Bulletin, HMRC and EIA
 * (data/sources/observed/eu_weekly_oil_bulletin_2022-08-22.csv, fuel_taxes.csv).
 */
export interface FuelTaxFact {
  iso3: string;
  itemId: string;
  /** ISO 4217 currency of the excise. */
  currency: string;
  excisePerLitre: number;
  /** VAT rate on the price including excise (0.2 for 20%). */
  vat: number;
  /** When the rates were in force (YYYY-MM-DD). */
  asOf: string;
}

export interface ColFacts {
  /** BLS CPI-U (CUUR0000SA0) annual averages by year, for carrying US prices forward (method §2). */
  usCpi: Record<string, number>;
  usBase: UsBasePrice[];
  countries: Record<string, CountryFacts>;
  bigMac: BigMacRow[];
  /**
   * Official reference rates, units per US$, the mean of January 2026 (the ECB's, ADR 162): they
   * convert recent local-currency wages and fuel duties; the Big Mac table's rates only for the
   * currencies the ECB does not quote. Optional: facts built before ADR 162 lack it.
   */
  officialRates?: Record<string, number>;
  /** Fuel taxes of the countries that publish them (ADR 118); other countries keep the price model. */
  fuelTaxes: FuelTaxFact[];
  /** Each place's own income level where the regional table has it (ADR 147, local-income.ts). */
  localIncome: LocalIncome;
  /**
   * Each country's latest WDI lending interest rate (per cent) and its year (ADR 165, lending.ts).
   * Optional: facts built before issue 30 lack it.
   */
  lendingRates?: Record<string, { pct: number; year: number }>;
  /**
   * Each standalone place's metropolitan access by GeoNames id (ADR 168, metro-access.ts); absent places
   * read 0. Optional: facts built before ADR 168 lack it.
   */
  metroAccess?: Record<string, number>;
}
