/**
 * The Investment Opportunity Analyzer's answer (issue 15): resolve the pair as the market-data route
 * does, take both cities' property prices and rents from the cost-of-living engine, both countries'
 * open annual series (investment_series.csv) and the pair's stored daily rate history, and let the
 * domain build the five tabs. Every figure carries where it came from; what is missing says so.
 */
import type { InvestmentData, InvestmentSide } from '#domain/api/investment.ts';
import {
  annualCross,
  annualMoves,
  currencyWords,
  dailyMoves,
  inflationGap,
  type DailyPoint,
} from '#domain/premium/investment/currency.ts';
import { pegOf, type Anchor } from '#domain/premium/investment/pegs.ts';
import { bondSide, stockSide } from '#domain/premium/investment/markets.ts';
import { buildPortfolio, type Horizon, type Risk } from '#domain/premium/investment/portfolio.ts';
import {
  ONE_BEDROOM_SQM,
  REAL_ESTATE_ITEM_IDS,
  realEstateScenario,
  realEstateYields,
} from '#domain/premium/investment/real-estate.ts';
import { meanInflation, type CountrySeries } from '#domain/premium/investment/series.ts';
import type { RatesView } from '../exchange/index.ts';
import {
  basisOf,
  catalogueItems,
  pricePair,
  PRICES_SOURCE,
  provenanceOf,
  sideHeader,
  type PricedCity,
  type PricingBase,
} from '../premium/index.ts';
import { SERIES_SOURCE_LIST } from './series-data.ts';

export interface InvestmentContext extends PricingBase {
  series: Map<string, CountrySeries>;
  /** The pair's stored daily history (destination units per home unit), oldest first. */
  history: (from: string, to: string, days: number) => Promise<DailyPoint[]>;
}

export interface InvestmentInput {
  from: { city: string; country?: string | undefined };
  to: { city: string; country?: string | undefined };
  amount?: number | undefined;
  horizon: Horizon;
  risk: Risk;
}

/** A year of stored daily rates, the most the 1-year history entitlement shows. */
export const HISTORY_DAYS = 365;

catalogueItems('investment', REAL_ESTATE_ITEM_IDS);

export const PRICE_GROWTH_NOTE =
  'No open residential property price index could be found (BIS and OECD series were looked for), so no price growth is shown; the scenario assumes prices and rents keep pace with consumer prices.';

type Priced = PricedCity<(typeof REAL_ESTATE_ITEM_IDS)[number]>;

function side(
  ctx: InvestmentContext,
  p: Priced,
  amount: number,
  input: InvestmentInput,
  basis: string,
): InvestmentSide {
  const series = ctx.series.get(p.resolved.country.iso3) ?? {};
  const inflation = meanInflation(series);
  const provenance: InvestmentSide['realEstate']['provenance'] = provenanceOf(
    p,
    REAL_ESTATE_ITEM_IDS,
  );
  const yields = realEstateYields(p.prices);
  return {
    ...sideHeader(p),
    amount,
    realEstate: {
      ...yields,
      rents: {
        rent_1br_centre: p.prices.rent_1br_centre,
        rent_1br_outside: p.prices.rent_1br_outside,
        rent_3br_centre: p.prices.rent_3br_centre,
        rent_3br_outside: p.prices.rent_3br_outside,
      },
      scenario: realEstateScenario(p.prices, amount, input.horizon, inflation?.rate ?? null),
      priceGrowth: null,
      priceGrowthNote: PRICE_GROWTH_NOTE,
      provenance,
    },
    stocks: stockSide(series, amount, input.horizon),
    bonds: bondSide(series, amount, input.horizon),
    basis,
  };
}

/**
 * The currency's peg to the US dollar or the euro, from its own official rates (pegs.ts); the euro's
 * rate per dollar is a euro-area member's (Germany's) official rate.
 */
function pegOfSeries(ctx: InvestmentContext, currency: string, series: CountrySeries) {
  const anchors: Anchor[] = [
    { currency: 'USD', perUsd: null },
    { currency: 'EUR', perUsd: ctx.series.get('DEU')?.['PA.NUS.FCRF'] ?? [] },
  ];
  return pegOf(currency, series['PA.NUS.FCRF'] ?? [], anchors);
}

export async function investmentAnswer(
  ctx: InvestmentContext,
  view: RatesView,
  input: InvestmentInput,
): Promise<InvestmentData> {
  const [from, to] = await pricePair(ctx, view, input, REAL_ESTATE_ITEM_IDS);
  const toPerFrom = to.rate / from.rate;
  const basis = (p: Priced) => basisOf(ctx, p, view.asOf);
  // No amount entered: what a one-bedroom flat (50 m², outside the centre) costs at home.
  const amount = input.amount ?? ONE_BEDROOM_SQM * from.prices.buy_sqm_outside;
  const fromSide = side(ctx, from, amount, input, basis(from));
  const toSide = side(ctx, to, amount * toPerFrom, input, basis(to));
  const homeSeries = ctx.series.get(from.resolved.country.iso3) ?? {};
  const destSeries = ctx.series.get(to.resolved.country.iso3) ?? {};

  const history =
    from.currency === to.currency
      ? []
      : await ctx.history(from.currency, to.currency, HISTORY_DAYS);
  const daily = dailyMoves(history);
  const cross = from.currency === to.currency ? [] : annualCross(homeSeries, destSeries);
  const annual = annualMoves(cross);
  const gap = inflationGap(homeSeries, destSeries);
  const pegs = {
    home: pegOfSeries(ctx, from.currency, homeSeries),
    destination: pegOfSeries(ctx, to.currency, destSeries),
  };

  const portfolio = buildPortfolio({
    risk: input.risk,
    horizon: input.horizon,
    amount,
    homeStocks: fromSide.stocks.stats,
    destStocks: toSide.stocks.stats,
    homeEquityPoints: homeSeries['CM.MKT.INDX.ZG'] ?? [],
    destEquityPoints: destSeries['CM.MKT.INDX.ZG'] ?? [],
    destYield: toSide.realEstate.scenario.grossYield,
    destInflation: toSide.bonds.inflation?.rate ?? null,
    homeBondYield: fromSide.bonds.yield?.value ?? null,
    homeInflation: fromSide.bonds.inflation?.rate ?? null,
  });

  const missing: string[] = [PRICE_GROWTH_NOTE];
  for (const s of [fromSide, toSide]) {
    if (s.stocks.missing) missing.push(`${s.country}: ${s.stocks.missing}`);
    if (s.bonds.missing) missing.push(`${s.country}: ${s.bonds.missing}`);
  }
  return {
    amount,
    amountBasis: input.amount === undefined ? ('origin-flat' as const) : ('yours' as const),
    currency: from.currency,
    horizon: input.horizon,
    risk: input.risk,
    from: fromSide,
    to: toSide,
    toPerFrom,
    currencyRisk: {
      home: from.currency,
      destination: to.currency,
      daily,
      dailyWindowDays: HISTORY_DAYS,
      annual,
      annualRates: cross,
      inflation: gap,
      pegs,
      words: currencyWords(from.currency, to.currency, daily, annual, gap, pegs),
    },
    portfolio,
    sources: {
      prices: PRICES_SOURCE,
      series: SERIES_SOURCE_LIST,
      missing,
    },
    as_of: view.asOf,
    stale: view.stale,
  };
}
