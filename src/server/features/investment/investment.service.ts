/**
 * The Investment Opportunity Analyzer's answer (issue 15): resolve the pair as the market-data route
 * does, take both cities' property prices and rents from the cost-of-living engine, both countries'
 * open annual series (investment_series.csv) and the pair's stored daily rate history, and let the
 * domain build the five tabs. Every figure carries where it came from; what is missing says so.
 */
import { CATALOGUE } from '#domain/cost-of-living/catalogue.ts';
import type { UsdFigure } from '#domain/cost-of-living/figures.ts';
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
  type RealEstatePrices,
} from '#domain/premium/investment/real-estate.ts';
import { meanInflation, type CountrySeries } from '#domain/premium/investment/series.ts';
import type { RatesView } from '../exchange/index.ts';
import type { ColEngine } from '../prices/index.ts';
import {
  currencyOf,
  resolveCity,
  round,
  type MarketDataService,
  type ResolvedCity,
} from '../prices/index.ts';
import { SERIES_SOURCE_LIST } from './series-data.ts';

export interface InvestmentContext {
  engine: ColEngine;
  market: MarketDataService;
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

const INDEX = new Map(CATALOGUE.map((item, i) => [item.id, i]));
for (const id of REAL_ESTATE_ITEM_IDS) {
  if (!INDEX.has(id)) throw new Error(`investment: ${id} is not a catalogue item`);
}

export const PRICE_GROWTH_NOTE =
  'No open residential property price index could be found (BIS and OECD series were looked for), so no price growth is shown; the scenario assumes prices and rents keep pace with consumer prices.';

interface Priced {
  resolved: ResolvedCity;
  currency: string;
  rate: number;
  prices: RealEstatePrices;
  figures: UsdFigure[];
}

async function price(
  ctx: InvestmentContext,
  resolved: ResolvedCity,
  view: RatesView,
): Promise<Priced> {
  const figures = await ctx.market.figures(resolved, view);
  const currency = currencyOf(resolved.country, view.rates);
  const rate = view.rates[currency] ?? 1;
  const prices = Object.fromEntries(
    REAL_ESTATE_ITEM_IDS.map((id) => [id, figures[INDEX.get(id)!]!.usd * rate]),
  ) as unknown as RealEstatePrices;
  return { resolved, currency, rate, prices, figures };
}

function side(
  ctx: InvestmentContext,
  p: Priced,
  amount: number,
  input: InvestmentInput,
  basis: string,
): InvestmentSide {
  const { city, country } = p.resolved;
  const series = ctx.series.get(country.iso3) ?? {};
  const inflation = meanInflation(series);
  const provenance: InvestmentSide['realEstate']['provenance'] = {};
  for (const id of REAL_ESTATE_ITEM_IDS) {
    const f = p.figures[INDEX.get(id)!]!;
    provenance[id] = { source: f.source, year: f.year, count: f.count };
  }
  const yields = realEstateYields(p.prices);
  return {
    city: city.name,
    cityId: city.id,
    country: country.name,
    countryCode: country.iso2,
    isCountryAverage: city.isCountryAverage,
    currency: p.currency,
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

/** Every number to six significant digits, in place (as the lifestyle answer does). */
function roundNumbers<T>(value: T): T {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = roundValue(value[i]);
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = roundValue(record[key]);
  }
  return value;
}

function roundValue(v: unknown): unknown {
  if (typeof v === 'number') return Number.isInteger(v) ? v : v < 0 ? -round(-v) : round(v);
  return typeof v === 'object' && v !== null ? roundNumbers(v) : v;
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
  const [from, to] = await Promise.all([
    price(ctx, resolveCity(ctx.engine, input.from.country, input.from.city), view),
    price(ctx, resolveCity(ctx.engine, input.to.country, input.to.city), view),
  ]);
  const toPerFrom = to.rate / from.rate;
  const basis = (p: Priced) => ctx.engine.estimateOf(p.resolved.country, view.asOf).basis;
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
  return roundNumbers({
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
      prices:
        "Parity's cost-of-living model with imported and contributed prices (docs/methods/cost-of-living.md)",
      series: SERIES_SOURCE_LIST,
      missing,
    },
    as_of: view.asOf,
    stale: view.stale,
  });
}
