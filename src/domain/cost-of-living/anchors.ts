import { ICP_CATEGORIES, type CountryBasis, type IcpCategory } from './categories.ts';
import { priceLevelDrift, usInflation } from './carry-forward.ts';
import type { ColFacts, CountryFacts } from './facts.ts';
import { lendingRateOf, type LendingRate } from './lending.ts';
import {
  carryWage,
  chooseGrossWage,
  fitWageOnGni,
  latestGni,
  netFactor,
  type WageBasis,
  type WageFit,
} from './wages.ts';

/**
 * Stage 2 of the pipeline (method §2, §4, §6): the two anchors of every country, from the open facts only.
 *  - wage: ln(average net monthly wage / the US one), the local labour cost (Balassa-Samuelson);
 *  - level[heading]: ln(ICP 2021 price level of the heading x drift since 2021 / 100).
 * A country without facts borrows its region's mean anchors (the 'regional-estimate' basis); one with a
 * wage row or a GNI but no price level borrows only the levels and keeps its own wage (same basis).
 */

export type IncomeGroup = 'high' | 'upper-middle' | 'lower-middle' | 'low';

export interface CountryAnchors {
  iso3: string;
  basis: CountryBasis;
  wageBasis: WageBasis | 'regional-estimate';
  /** Net monthly wage in US$ at the carry-forward date. */
  netWageUsd: number;
  /** Extra log uncertainty of the wage anchor (a GNI estimate knows less than a wage row). */
  wageUncertainty: number;
  wage: number;
  level: Record<IcpCategory, number>;
  incomeGroup: IncomeGroup | null;
  /**
   * ln(average urban earnings / average earnings) (ILOSTAT, method §5): how much more work costs in the
   * country's towns and cities than on average. The city stage scales it with the place's size.
   */
  urbanPremium: number;
  urbanBasis: 'ilostat' | 'gni-estimate' | 'regional-estimate';
  /**
   * ln(price / US price) of each fuel item whose taxes the country publishes (ADR 118): (the US pre-tax
   * price + the country's excise) x (1 + its VAT), over the US price. Such an item does not use the
   * wage and price-level model.
   */
  taxedFuel?: Record<string, number>;
  /** The country's published lending rate, shown as its mortgage rate (ADR 165, lending.ts). */
  lendingRate?: LendingRate;
}

/**
 * World Bank income group of a GNI per capita (Atlas US$, FY2025 thresholds 13,845 / 4,465 / 1,135).
 * @example incomeGroup(3000) // 'lower-middle'
 */
export function incomeGroup(gniPerCapita: number | null): IncomeGroup | null {
  if (gniPerCapita === null) return null;
  if (gniPerCapita > 13845) return 'high';
  if (gniPerCapita > 4465) return 'upper-middle';
  if (gniPerCapita > 1135) return 'lower-middle';
  return 'low';
}

/** Consumption headings a country must have of its own for its overall level to be read from them. */
const MIN_OWN_HEADINGS = 5;

/**
 * The overall price level of a country that ICP 2021 covers by heading but without its overall ('gdp')
 * level, and that has no World Bank price level ratio: the geometric mean of its own headings (Taiwan,
 * which no World Bank table lists, and a few territories). Null with fewer than MIN_OWN_HEADINGS.
 * @example overallFromHeadings({ icp: { food: 100, housing: 25, clothing: 100, health: 25, transport: 100 } } as never) // ≈ 57.4
 */
export function overallFromHeadings(facts: Pick<CountryFacts, 'icp'>): number | null {
  const own = ICP_CATEGORIES.filter((h) => h !== 'gdp')
    .map((h) => facts.icp[h])
    .filter((v): v is number => v !== undefined && v > 0);
  if (own.length < MIN_OWN_HEADINGS) return null;
  return Math.exp(own.reduce((sum, v) => sum + Math.log(v), 0) / own.length);
}

function headingLevels(
  facts: CountryFacts,
): { level: Record<IcpCategory, number>; fallback: boolean } | null {
  const drift = priceLevelDrift(facts);
  const overall =
    facts.icp.gdp ?? (facts.plr['2021'] !== undefined ? facts.plr['2021'] * 100 : undefined);
  const years = Object.keys(facts.plr).map(Number);
  // No 2021 benchmark at all: the latest ratio is already "now".
  const latest = years.length ? (facts.plr[String(Math.max(...years))] as number) * 100 : undefined;
  // Neither: the overall level read from the country's own headings (Taiwan, Anguilla).
  const fromHeadings =
    overall === undefined && latest === undefined ? overallFromHeadings(facts) : null;
  const level = {} as Record<IcpCategory, number>;
  let fallback = false;
  for (const heading of ICP_CATEGORIES) {
    const own = facts.icp[heading];
    if (own !== undefined) level[heading] = Math.log((own * drift) / 100);
    // The 'gdp' level as the mean of the country's own headings: every consumption heading is still its own.
    else if (heading === 'gdp' && fromHeadings !== null)
      level[heading] = Math.log((fromHeadings * drift) / 100);
    else if (overall !== undefined) {
      level[heading] = Math.log((overall * drift) / 100);
      fallback = true;
    } else if (latest !== undefined) {
      level[heading] = Math.log(latest / 100);
      fallback = true;
    } else if (fromHeadings !== null) {
      // A consumption heading ICP lacks (the British Virgin Islands have five of nine).
      level[heading] = Math.log((fromHeadings * drift) / 100);
      fallback = true;
    } else return null;
  }
  return { level, fallback };
}

interface Wage {
  usd: number;
  basis: WageBasis;
  uncertainty: number;
}

function netWage(
  facts: ColFacts,
  country: CountryFacts,
  recentFx: Record<string, number>,
  fit: WageFit,
  when: number,
): Wage | null {
  const gni = latestGni(country);
  if (country.iso3 === 'USA') {
    const us = facts.usBase.find((b) => b.id === 'avg_monthly_net_salary');
    if (us)
      return {
        usd: us.usd * usInflation(facts.usCpi, us.year, when),
        basis: 'oecd',
        uncertainty: 0,
      };
  }
  const net = netFactor(country.iso3, gni);
  const gross = chooseGrossWage(country, recentFx);
  if (gross)
    return {
      usd: carryWage(country, gross, facts.usCpi, when) * net,
      basis: gross.basis,
      uncertainty: 0,
    };
  if (gni === null) return null;
  const estimate = Math.exp(fit.intercept + fit.slope * Math.log(gni));
  return { usd: estimate * net, basis: 'gni-estimate', uncertainty: fit.residualSd };
}

/**
 * Units of each currency per US$ at the most recent documented market rate, for recent local-currency
 * wage rows and fuel duties (method §6): the official (ECB) January 2026 mean where the ECB quotes the
 * currency (ADR 162), else the implied rate of The Economist's January 2026 Big Mac table.
 * @example recentRates({ bigMac: [{ currency: 'EUR', localPrice: 5, dollarPrice: 6 } as never] }).EUR // ≈ 0.83
 */
export function recentRates(
  facts: Pick<ColFacts, 'bigMac' | 'officialRates'>,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const row of facts.bigMac) out[row.currency] = row.localPrice / row.dollarPrice;
  return { ...out, ...facts.officialRates };
}

/**
 * ln(gross wage) on ln(GNI per capita) over the countries with both (method §6): the estimate for
 * countries without a wage row.
 * @example wageFitOf(facts, 2026.9).slope // ≈ 0.8
 */
export function wageFitOf(facts: ColFacts, when: number): WageFit {
  const fx = recentRates(facts);
  const pairs: Array<[number, number]> = [];
  for (const country of Object.values(facts.countries)) {
    const gross = chooseGrossWage(country, fx);
    const gni = latestGni(country);
    if (gross && gni) pairs.push([gni, carryWage(country, gross, facts.usCpi, when)]);
  }
  return fitWageOnGni(pairs);
}

/**
 * ln(urban / national earnings) on ln(GNI per capita) over the countries ILOSTAT reports both for (method
 * §5): the urban premium of countries without an urban row. The premium falls with income (about 0.13 at
 * US$1,000, 0.03 at US$50,000).
 * @example urbanFitOf(facts).slope // ≈ -0.03
 */
export function urbanFitOf(facts: ColFacts): WageFit {
  const pairs: Array<[number, number]> = [];
  for (const country of Object.values(facts.countries)) {
    const gni = latestGni(country);
    if (gni && country.urbanEarnings) pairs.push([gni, country.urbanEarnings.ratio]);
  }
  return fitWageOnGni(pairs);
}

function urbanPremiumOf(
  country: CountryFacts,
  fit: WageFit,
): { premium: number; basis: 'ilostat' | 'gni-estimate' } | null {
  if (country.urbanEarnings)
    return { premium: Math.log(country.urbanEarnings.ratio), basis: 'ilostat' };
  const gni = latestGni(country);
  if (gni === null || fit.n < 3) return null;
  return { premium: fit.intercept + fit.slope * Math.log(gni), basis: 'gni-estimate' };
}

/**
 * ln(price / US price) of every taxed fuel item per country (ADR 118, method §3): the pre-tax price is the
 * US price carried to `when` less the US taxes (the product is traded: one world pre-tax price, a stated
 * assumption), and each country adds its excise (converted at the January 2026 official rates,
 * like recent wage rows, recentRates; duties are nominal, so they are not carried by US inflation) and its VAT.
 * @example taxedFuelRatios(facts, 2026.9).get('GBR')?.gasoline_1l // ≈ 0.5
 */
export function taxedFuelRatios(
  facts: Pick<ColFacts, 'fuelTaxes' | 'usBase' | 'usCpi' | 'bigMac' | 'officialRates'>,
  when: number,
): Map<string, Record<string, number>> {
  const fx = recentRates(facts);
  fx.USD = 1;
  const out = new Map<string, Record<string, number>>();
  for (const tax of facts.fuelTaxes) {
    const base = facts.usBase.find((b) => b.id === tax.itemId);
    const us = facts.fuelTaxes.find((t) => t.iso3 === 'USA' && t.itemId === tax.itemId);
    const rate = fx[tax.currency];
    if (!base || !us || !rate) continue;
    const usPrice = base.usd * usInflation(facts.usCpi, base.year, when);
    const preTax = usPrice / (1 + us.vat) - us.excisePerLitre;
    const price = (preTax + tax.excisePerLitre / rate) * (1 + tax.vat);
    (out.get(tax.iso3) ?? out.set(tax.iso3, {}).get(tax.iso3)!)[tax.itemId] = Math.log(
      price / usPrice,
    );
  }
  return out;
}

/**
 * The anchors of every country with facts, then every wanted country without them from its region
 * (or the world). `regionOf` maps an ISO alpha-3 code to a region name.
 * @example countryAnchors(facts, 2026.9, ['USA'], () => 'Americas').get('USA')?.wage // 0
 */
export function countryAnchors(
  facts: ColFacts,
  when: number,
  wanted: Iterable<string>,
  regionOf: (iso3: string) => string | null,
): Map<string, CountryAnchors> {
  const fx = recentRates(facts);
  const fit = wageFitOf(facts, when);
  const urbanFit = urbanFitOf(facts);
  const usWage = netWage(facts, facts.countries.USA!, fx, fit, when)!.usd;
  const fuel = taxedFuelRatios(facts, when);

  const out = new Map<string, CountryAnchors>();
  const pendingWage: CountryAnchors[] = [];
  // Countries with a wage or a GNI but no price level at all (the Isle of Man, New Caledonia, French
  // Polynesia, Venezuela): their own wage, their region's price levels.
  const pendingLevels: CountryAnchors[] = [];
  for (const country of Object.values(facts.countries)) {
    const levels = headingLevels(country);
    const wage = netWage(facts, country, fx, fit, when);
    if (!levels && !wage) continue;
    const urban = urbanPremiumOf(country, urbanFit);
    const anchors: CountryAnchors = {
      iso3: country.iso3,
      basis: !levels
        ? 'regional-estimate'
        : levels.fallback
          ? 'overall-price-level'
          : 'icp-categories',
      wageBasis: wage?.basis ?? 'regional-estimate',
      netWageUsd: wage?.usd ?? Number.NaN,
      wageUncertainty: wage?.uncertainty ?? 0,
      wage: wage ? Math.log(wage.usd / usWage) : Number.NaN,
      level: levels?.level ?? ({} as Record<IcpCategory, number>),
      incomeGroup: incomeGroup(latestGni(country)),
      urbanPremium: urban?.premium ?? Number.NaN,
      urbanBasis: urban?.basis ?? 'regional-estimate',
    };
    const taxed = fuel.get(country.iso3);
    if (taxed) anchors.taxedFuel = taxed;
    const lending = lendingRateOf(facts, country.iso3, when);
    if (lending) anchors.lendingRate = lending;
    if (!levels) {
      pendingLevels.push(anchors);
      continue;
    }
    out.set(country.iso3, anchors);
    if (!wage || !urban) pendingWage.push(anchors);
  }
  const complete = [...out.values()].filter(
    (a) => Number.isFinite(a.wage) && Number.isFinite(a.urbanPremium),
  );
  const regionMean = (iso3: string): CountryAnchors | null => {
    const region = regionOf(iso3);
    const members = complete.filter((a) => region !== null && regionOf(a.iso3) === region);
    return meanAnchors(iso3, members.length ? members : complete, usWage);
  };
  for (const anchors of pendingWage) {
    const region = regionMean(anchors.iso3);
    if (!region) continue;
    if (!Number.isFinite(anchors.wage)) {
      anchors.wage = region.wage;
      anchors.netWageUsd = region.netWageUsd;
      anchors.wageUncertainty = region.wageUncertainty;
    }
    if (!Number.isFinite(anchors.urbanPremium)) anchors.urbanPremium = region.urbanPremium;
  }
  for (const anchors of pendingLevels) {
    const region = regionMean(anchors.iso3);
    if (!region) continue;
    anchors.level = region.level;
    if (!Number.isFinite(anchors.urbanPremium)) anchors.urbanPremium = region.urbanPremium;
    out.set(anchors.iso3, anchors);
  }
  for (const iso3 of wanted) {
    if (out.has(iso3)) continue;
    const region = regionMean(iso3);
    if (region) out.set(iso3, region);
  }
  return out;
}

/** Mean log anchors of a group: the regional estimate (method §4), with the wage's spread as its uncertainty. */
function meanAnchors(
  iso3: string,
  members: CountryAnchors[],
  usWage: number,
): CountryAnchors | null {
  if (members.length === 0) return null;
  const mean = (f: (a: CountryAnchors) => number) =>
    members.reduce((s, a) => s + f(a), 0) / members.length;
  const wage = mean((a) => a.wage);
  const urbanPremium = mean((a) => a.urbanPremium);
  const spread = Math.sqrt(mean((a) => (a.wage - wage) ** 2));
  const level = {} as Record<IcpCategory, number>;
  for (const heading of ICP_CATEGORIES) level[heading] = mean((a) => a.level[heading]);
  return {
    iso3,
    basis: 'regional-estimate',
    wageBasis: 'regional-estimate',
    netWageUsd: usWage * Math.exp(wage),
    wageUncertainty: spread,
    wage,
    level,
    incomeGroup: null,
    urbanPremium,
    urbanBasis: 'regional-estimate',
  };
}
