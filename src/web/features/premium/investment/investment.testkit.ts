/**
 * An InvestmentData answer for web tests, made by the same domain functions the server uses from
 * simple prices and short made-up series, so its figures are consistent with the request (amount,
 * horizon, risk). Not real statistics: the tests only read them back.
 */
import type { InvestmentData, InvestmentSide } from '#domain/api/investment.ts';
import {
  annualCross,
  annualMoves,
  currencyWords,
  inflationGap,
} from '#domain/premium/investment/currency.ts';
import { bondSide, stockSide } from '#domain/premium/investment/markets.ts';
import { buildPortfolio, type Horizon, type Risk } from '#domain/premium/investment/portfolio.ts';
import {
  realEstateScenario,
  realEstateYields,
  type RealEstatePrices,
} from '#domain/premium/investment/real-estate.ts';
import {
  meanInflation,
  SERIES_LABELS,
  type AnnualPoint,
  type CountrySeries,
} from '#domain/premium/investment/series.ts';

const years = (values: number[], from = 2005): AnnualPoint[] =>
  values.map((value, i) => ({ year: from + i, value }));

const SERIES: Record<'SAU' | 'THA', CountrySeries> = {
  SAU: {
    'CM.MKT.INDX.ZG': years([12, -40, 25, 8, -3, 15, 6, -12, 30, 4, 9, -6, 11, 2, 7]),
    'FP.CPI.TOTL.ZG': years([2, 4, 9, 5, 5, 3, 3, 2, 2, 1, -1, 2, 3, 2, 2]),
    'PA.NUS.FCRF': years(Array.from({ length: 15 }, () => 3.75)),
  },
  THA: {
    'CM.MKT.INDX.ZG': years([5, -45, 50, 30, -2, 28, -8, 20, 5, -14, 12, 18, -9, -10, 3]),
    'FP.CPI.TOTL.ZG': years([
      4.5, 5.4, 2.2, 5.5, -0.8, 3.3, 3.8, 3, 2.2, 1.9, -0.9, 0.2, 0.7, 1.1, 0.7,
    ]),
    'PA.NUS.FCRF': years([
      40, 37.9, 34.5, 33.3, 34.3, 31.7, 30.5, 31.1, 30.7, 32.5, 34.2, 35.3, 33.9, 32.3, 31,
    ]),
  },
};

const PRICES: Record<'SA' | 'TH', RealEstatePrices> = {
  SA: {
    buy_sqm_centre: 6_500,
    buy_sqm_outside: 4_200,
    rent_1br_centre: 3_800,
    rent_1br_outside: 2_600,
    rent_3br_centre: 6_900,
    rent_3br_outside: 4_800,
  },
  TH: {
    buy_sqm_centre: 120_000,
    buy_sqm_outside: 70_000,
    rent_1br_centre: 22_000,
    rent_1br_outside: 13_000,
    rent_3br_centre: 52_000,
    rent_3br_outside: 30_000,
  },
};

const PLACES = {
  SA: { city: 'Riyadh', country: 'Saudi Arabia', iso3: 'SAU', currency: 'SAR' },
  TH: { city: 'Bangkok', country: 'Thailand', iso3: 'THA', currency: 'THB' },
} as const;

function side(code: 'SA' | 'TH', amount: number, horizon: Horizon): InvestmentSide {
  const place = PLACES[code];
  const series = SERIES[place.iso3];
  const prices = PRICES[code];
  return {
    city: place.city,
    cityId: `${code}-${place.city.toLowerCase()}`,
    country: place.country,
    countryCode: code,
    isCountryAverage: false,
    currency: place.currency,
    amount,
    realEstate: {
      ...realEstateYields(prices),
      rents: {
        rent_1br_centre: prices.rent_1br_centre,
        rent_1br_outside: prices.rent_1br_outside,
        rent_3br_centre: prices.rent_3br_centre,
        rent_3br_outside: prices.rent_3br_outside,
      },
      scenario: realEstateScenario(prices, amount, horizon, meanInflation(series)?.rate ?? null),
      priceGrowth: null,
      priceGrowthNote: 'No open residential property price index is held.',
      provenance: {},
    },
    stocks: stockSide(series, amount, horizon),
    bonds: bondSide(series, amount, horizon),
    basis: 'test prices',
  };
}

export function investmentAnswer(request: {
  amount?: number | undefined;
  horizon: Horizon;
  risk: Risk;
}): InvestmentData {
  const toPerFrom = 9.2;
  // No amount sent: a 50 m² flat outside the centre at home, as the server does.
  const input = { ...request, amount: request.amount ?? 50 * PRICES.SA.buy_sqm_outside };
  const from = side('SA', input.amount, input.horizon);
  const to = side('TH', input.amount * toPerFrom, input.horizon);
  const cross = annualCross(SERIES.SAU, SERIES.THA);
  const annual = annualMoves(cross);
  const gap = inflationGap(SERIES.SAU, SERIES.THA);
  return {
    ...input,
    amountBasis: request.amount === undefined ? 'origin-flat' : 'yours',
    currency: 'SAR',
    from,
    to,
    toPerFrom,
    currencyRisk: {
      home: 'SAR',
      destination: 'THB',
      daily: null,
      dailyWindowDays: 365,
      annual,
      annualRates: cross,
      inflation: gap,
      pegs: { home: null, destination: null },
      words: currencyWords('SAR', 'THB', null, annual, gap),
    },
    portfolio: buildPortfolio({
      risk: input.risk,
      horizon: input.horizon,
      amount: input.amount,
      homeStocks: from.stocks.stats,
      destStocks: to.stocks.stats,
      homeEquityPoints: SERIES.SAU['CM.MKT.INDX.ZG'] ?? [],
      destEquityPoints: SERIES.THA['CM.MKT.INDX.ZG'] ?? [],
      destYield: to.realEstate.scenario.grossYield,
      destInflation: to.bonds.inflation?.rate ?? null,
      homeBondYield: from.bonds.yield?.value ?? null,
      homeInflation: from.bonds.inflation?.rate ?? null,
    }),
    sources: {
      prices: 'test prices',
      series: (['CM.MKT.INDX.ZG', 'FP.CPI.TOTL.ZG', 'PA.NUS.FCRF'] as const).map((code) => ({
        code,
        label: SERIES_LABELS[code],
        publisher: 'The World Bank, WDI',
        release: 'test',
        licence: 'CC BY 4.0',
      })),
      missing: [],
    },
    as_of: '2026-11-20',
    stale: false,
  };
}
