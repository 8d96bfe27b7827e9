/**
 * The Business Intelligence Suite's answer (issue 15): resolve the pair as the market-data route does,
 * take both cities' salaries, utilities, internet and rents from the cost-of-living engine, both
 * countries' open figures (business-data.ts), and let the domain build the five tabs. Every figure
 * carries its indicator and year; what is missing says so.
 */
import { subdivisionOf } from '#domain/premium/take-home/index.ts';
import { latestGni, netFactor } from '#domain/cost-of-living/wages.ts';
import type { BusinessData, BusinessSide } from '#domain/api/business.ts';
import {
  COST_ASSUMPTIONS,
  operatingCosts,
  type CityPrices,
} from '#domain/premium/business/costs.ts';
import { marketView } from '#domain/premium/business/market.ts';
import type { CompanySize, Industry, MarketScope } from '#domain/premium/business/options.ts';
import {
  dimensionScores,
  recommendation,
  weightedTotal,
  weightsFor,
} from '#domain/premium/business/scorecard.ts';
import { industryOccupations } from '#domain/premium/business/occupations.ts';
import {
  occupationStructure,
  type CountryOccupationTable,
} from '#domain/premium/salary/country-occupations.ts';
import { regulatoryView, talentView } from '#domain/premium/business/talent.ts';
import type { EarningsTables } from '#domain/premium/salary/earnings.ts';
import type { RatesView } from '../exchange/index.ts';
import {
  catalogueItems,
  figureOf,
  pricePair,
  PRICES_SOURCE,
  sideHeader,
  type PricedCity,
  type PricingBase,
} from '../premium/index.ts';
import { BUSINESS_SOURCE_LIST, corporateTaxFor, type BusinessFacts } from './business-data.ts';

export interface BusinessContext extends PricingBase {
  facts: BusinessFacts;
  /** BLS OEWS occupation earnings (the Salary hub's tables), for the Talent tab's occupations. */
  earnings: EarningsTables;
  /** ILOSTAT occupation structure by country (issue 31); absent: the US one everywhere. */
  countries?: ReadonlyMap<string, CountryOccupationTable>;
  /** The server's clock: its year picks each country's corporate tax rate in force. */
  now: () => Date;
}

export interface BusinessInput {
  from: { city: string; country?: string | undefined };
  to: { city: string; country?: string | undefined };
  industry: Industry;
  size: CompanySize;
  scope: MarketScope;
}

const ITEMS = {
  netSalary: 'avg_monthly_net_salary',
  utilities85: 'utilities_basic_85m2_monthly',
  internet: 'internet_60mbps_monthly',
  rent1brCentre: 'rent_1br_centre',
} as const satisfies Record<keyof CityPrices, string>;

const ITEM_IDS = Object.values(ITEMS);
type ItemId = (typeof ITEM_IDS)[number];
catalogueItems('business', ITEM_IDS);

type SideCore = Omit<BusinessSide, 'scores' | 'missingScores' | 'total'>;

function sideOf(ctx: BusinessContext, p: PricedCity<ItemId>, input: BusinessInput): SideCore {
  const { currency, rate } = p;
  const prices = {} as CityPrices;
  const provenance: BusinessSide['provenance'] = {};
  for (const [key, id] of Object.entries(ITEMS) as Array<[keyof CityPrices, ItemId]>) {
    const f = figureOf(p, id);
    prices[key] = p.prices[id];
    provenance[id] = { source: f.source, year: f.year };
  }
  const { city, country } = p.resolved;
  const own = ctx.facts.figures.get(country.iso3) ?? {};
  const region = ctx.facts.regions.get(country.iso3) ?? null;
  // The tax place as the Salary hub builds it: the country's rules where held, else the model's wedge.
  const facts = ctx.engine.facts.countries[country.iso3];
  const wedge = netFactor(country.iso3, facts ? latestGni(facts) : null);
  const costs = operatingCosts(input.size, prices, {
    iso2: country.iso2,
    currency,
    wedge,
    subdivision: subdivisionOf(country.iso2, city.adminCode, city.name),
  });
  return {
    ...sideHeader(p),
    usdRate: rate,
    region: region?.name ?? null,
    market: marketView(input.scope, {
      country: own,
      countryName: country.name,
      region: region
        ? { name: region.name, figures: ctx.facts.figures.get(region.code) ?? {} }
        : null,
      world: ctx.facts.figures.get('WLD') ?? {},
      cityPopulation: city.isCountryAverage ? 0 : city.population,
      cityName: city.name,
    }),
    talent: talentView(
      country.name,
      own,
      prices.netSalary,
      ctx.facts.tertiary.get(country.iso3) ?? null,
      industryOccupations(ctx.earnings, input.industry, costs.payroll.grossMonthly, (isco) =>
        occupationStructure(ctx.countries ?? new Map(), country.iso3, isco),
      ),
    ),
    costs: { ...costs, totalUsd: costs.total / rate },
    regulatory: regulatoryView(own),
    corporateTax: corporateTaxFor(
      ctx.facts.corporateTax.get(country.iso3),
      ctx.now().getUTCFullYear(),
    ),
    provenance,
  };
}

export async function businessAnswer(
  ctx: BusinessContext,
  view: RatesView,
  input: BusinessInput,
): Promise<BusinessData> {
  const pair = await pricePair(ctx, view, input, ITEM_IDS);
  const [a, b] = [sideOf(ctx, pair[0], input), sideOf(ctx, pair[1], input)];
  const inputs = (s: SideCore) => ({
    city: s.city,
    marketGdp: s.market.gdpBillions?.value ?? null,
    growth: s.market.growth?.value ?? null,
    unemployment: s.talent.unemployment?.value ?? null,
    tertiary: s.talent.tertiary?.value ?? null,
    monthlyCostUsd: s.costs.totalUsd,
    governance: s.regulatory.score,
  });
  const weights = weightsFor(input.industry, input.size, input.scope);
  const [sa, sb] = dimensionScores(inputs(a), inputs(b));
  const from: BusinessSide = {
    ...a,
    scores: sa.scores,
    missingScores: sa.missing,
    total: weightedTotal(sa.scores, weights),
  };
  const to: BusinessSide = {
    ...b,
    scores: sb.scores,
    missingScores: sb.missing,
    total: weightedTotal(sb.scores, weights),
  };
  const missing = [
    'Employer social-contribution rates: no open table was found; salaries are at gross (income tax and employee contributions) without employer contributions.',
    'Earnings by occupation: the gap between ISCO-08 major groups is each country’s own where ILOSTAT has a table; the place of an occupation within its group is the US one (BLS OEWS).',
  ];
  for (const s of [from, to]) {
    if (!s.corporateTax) missing.push(`${s.country}: corporate income tax rate not held.`);
    for (const d of s.missingScores) missing.push(`${s.city}: no figure for ${d}; it scores 50.`);
  }
  return {
    industry: input.industry,
    size: input.size,
    scope: input.scope,
    from,
    to,
    weights,
    recommendation: recommendation(from, to, weights),
    assumptions: { ...COST_ASSUMPTIONS },
    sources: {
      prices: PRICES_SOURCE,
      indicators: BUSINESS_SOURCE_LIST,
      missing,
    },
    as_of: view.asOf,
    stale: view.stale,
  };
}
