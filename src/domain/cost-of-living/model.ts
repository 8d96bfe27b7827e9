import {
  BASIS_WIDENING,
  CATEGORY_PARAMS,
  type CountryBasis,
  type IcpCategory,
} from './categories.ts';
import { CATALOGUE } from './catalogue.ts';
import { priceLevelDrift, usInflation } from './carry-forward.ts';
import type { ColFacts, CountryFacts } from './facts.ts';
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
 * The per-country model (method §2-§6): US base price x (category price level / 100)^elasticity,
 * carried forward to the rates' date. Computed once for every country at start-up; a request is then a
 * lookup plus the city factor.
 */
export interface CountryEstimate {
  iso3: string;
  basis: CountryBasis;
  wageBasis: WageBasis | 'regional-estimate';
  /** US$ value per catalogue item, in CATALOGUE order. */
  usd: Float64Array;
  /** Range half-width factor per item: low = usd / (1 + w), high = usd x (1 + w). */
  width: Float64Array;
}

/**
 * Price level index (US = 100) now, for one ICP heading: the 2021 level x drift since 2021.
 * @example categoryLevel({ icp: { food: 50 }, plr: {} } as never, 'food') // { level: 50, fallback: false }
 */
export function categoryLevel(
  facts: CountryFacts,
  heading: IcpCategory,
): { level: number; fallback: boolean } | null {
  const drift = priceLevelDrift(facts);
  const own = facts.icp[heading];
  if (own !== undefined) return { level: own * drift, fallback: false };
  const overall =
    facts.icp.gdp ?? (facts.plr['2021'] !== undefined ? facts.plr['2021'] * 100 : undefined);
  if (overall !== undefined) return { level: overall * drift, fallback: true };
  const years = Object.keys(facts.plr).map(Number);
  if (years.length === 0) return null;
  // No 2021 benchmark at all: the latest ratio is already "now".
  return { level: (facts.plr[String(Math.max(...years))] as number) * 100, fallback: true };
}

/**
 * Modelled US$ price of an item for a price level (US = 100): base x (level / 100)^elasticity.
 * @example modelPrice(20, 50, 1) // 10
 */
export function modelPrice(usBase: number, level: number, elasticity: number): number {
  return usBase * (level / 100) ** elasticity;
}

export interface ModelContext {
  facts: ColFacts;
  /** Decimal year of the rates' date (carry-forward target). */
  when: number;
  /** Market US$ per currency unit from the Big Mac table (most recent documented rate), for wage rows. */
  recentFx: Record<string, number>;
  wageFit: WageFit;
}

/**
 * Build the context: the recent rates and the GNI wage fit over the countries with wage rows.
 * @example createModelContext(facts, 2026.9).wageFit.slope // ≈ 0.8
 */
export function createModelContext(facts: ColFacts, when: number): ModelContext {
  const recentFx: Record<string, number> = {};
  for (const row of facts.bigMac) recentFx[row.currency] = row.localPrice / row.dollarPrice;
  const pairs: Array<[number, number]> = [];
  for (const country of Object.values(facts.countries)) {
    const gross = chooseGrossWage(country, recentFx);
    const gni = latestGni(country);
    if (gross && gni) pairs.push([gni, carryWage(country, gross, facts.usCpi, when)]);
  }
  return { facts, when, recentFx, wageFit: fitWageOnGni(pairs) };
}

function wageEstimate(
  ctx: ModelContext,
  country: CountryFacts,
): { usd: number; basis: WageBasis; width: number } | null {
  const gni = latestGni(country);
  const gross = chooseGrossWage(country, ctx.recentFx);
  const net = netFactor(country.iso3, gni);
  const base = CATEGORY_PARAMS['salaries and financing'].rangeWidth;
  if (country.iso3 === 'USA') {
    const us = ctx.facts.usBase.find((b) => b.id === 'avg_monthly_net_salary');
    if (us)
      return {
        usd: us.usd * usInflation(ctx.facts.usCpi, us.year, ctx.when),
        basis: 'oecd',
        width: base,
      };
  }
  if (gross)
    return {
      usd: carryWage(country, gross, ctx.facts.usCpi, ctx.when) * net,
      basis: gross.basis,
      width: base,
    };
  if (gni === null) return null;
  const { intercept, slope, residualSd } = ctx.wageFit;
  const estimate = Math.exp(intercept + slope * Math.log(gni));
  // The fit's own scatter (one residual SD) is added to the width: the estimate knows less.
  return { usd: estimate * net, basis: 'gni-estimate', width: base + (Math.exp(residualSd) - 1) };
}

/**
 * Every catalogue figure for one country, or null when the country has no usable price fact (then the
 * caller uses a regional estimate).
 * @example estimateCountry(ctx, ctx.facts.countries.USA!)?.usd[0] // the US inexpensive meal, carried forward
 */
export function estimateCountry(ctx: ModelContext, country: CountryFacts): CountryEstimate | null {
  const n = CATALOGUE.length;
  const usd = new Float64Array(n);
  const width = new Float64Array(n);
  let anyFallback = false;
  const wage = wageEstimate(ctx, country);
  for (let i = 0; i < n; i++) {
    const item = CATALOGUE[i]!;
    const base = ctx.facts.usBase[i]!;
    const w = CATEGORY_PARAMS[item.category].rangeWidth;
    if (item.kind === 'rate') {
      // No interest-rate facts: the US rate stands in with a doubled range (method §3, flagged).
      usd[i] = base.usd;
      width[i] = 1;
      continue;
    }
    if (item.kind === 'wage') {
      // NaN marks "no wage fact and no GNI": the world builder fills it from the region.
      usd[i] = wage ? wage.usd : Number.NaN;
      width[i] = wage ? wage.width : w * BASIS_WIDENING['regional-estimate'];
      continue;
    }
    const level = categoryLevel(country, item.icp);
    if (!level) return null;
    anyFallback ||= level.fallback;
    usd[i] =
      modelPrice(base.usd, level.level, item.elasticity) *
      usInflation(ctx.facts.usCpi, base.year, ctx.when);
    width[i] = w * (level.fallback ? BASIS_WIDENING['overall-price-level'] : 1);
  }
  return {
    iso3: country.iso3,
    basis: anyFallback ? 'overall-price-level' : 'icp-categories',
    wageBasis: wage?.basis ?? 'regional-estimate',
    usd,
    width,
  };
}

/**
 * Regional estimate for a country with no usable facts: the geometric mean of its region's modelled
 * countries, item by item, with the widest range (method §4). Null when the region has no member.
 * @example regionalEstimate('VGB', [estimateA, estimateB])?.basis // 'regional-estimate'
 */
export function regionalEstimate(iso3: string, members: CountryEstimate[]): CountryEstimate | null {
  if (members.length === 0) return null;
  const n = CATALOGUE.length;
  const usd = new Float64Array(n);
  const width = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let logSum = 0;
    let count = 0;
    for (const m of members) {
      const v = m.usd[i] as number;
      if (Number.isFinite(v) && v > 0) {
        logSum += Math.log(v);
        count++;
      }
    }
    usd[i] = count ? Math.exp(logSum / count) : Number.NaN;
    const item = CATALOGUE[i]!;
    width[i] =
      item.kind === 'rate'
        ? 1
        : CATEGORY_PARAMS[item.category].rangeWidth * BASIS_WIDENING['regional-estimate'];
  }
  return { iso3, basis: 'regional-estimate', wageBasis: 'regional-estimate', usd, width };
}
