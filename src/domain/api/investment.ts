/**
 * The Investment Opportunity Analyzer's API contract (issue 15): POST /api/premium/investment. One zod
 * schema gives the server its validation and OpenAPI, and the web app its types (docs/style.md, ADR 105).
 */
import { z } from 'zod';
import { amountField } from './amount.ts';
import { HORIZONS, RISKS } from '../premium/investment/portfolio.ts';
import { MAX_AMOUNT } from '../premium/investment/url-state.ts';
import {
  placeSchema,
  premiumAnswer,
  premiumRoute,
  ratesStampShape,
  seriesSourceSchema,
  sideHeaderShape,
} from './premium-route.ts';

export const investmentRequestSchema = z.strictObject({
  from: placeSchema,
  to: placeSchema,
  /**
   * The amount to invest, in the origin city's currency. Without it, what a 50 m² flat outside the
   * centre costs in the origin city (the catalogue's price per m²): never a bare number (issue 31).
   */
  amount: amountField('Enter an amount', MAX_AMOUNT).optional(),
  /** Years: 1, 3, 5, 10 or 20 (docs/product.md's "20+"). */
  horizon: z.union(
    [z.literal(1), z.literal(3), z.literal(5), z.literal(10), z.literal(20)],
    `Horizon must be one of ${HORIZONS.join(', ')} years`,
  ),
  risk: z.enum(RISKS),
});
export type InvestmentRequest = z.input<typeof investmentRequestSchema>;

const point = z.object({ year: z.number().int(), value: z.number() });
const span = z.object({ first: z.number().int(), last: z.number().int(), count: z.number().int() });
const outcome = z.object({ low: z.number(), median: z.number(), high: z.number() });
const provenance = z.object({ source: z.string(), year: z.number().int(), count: z.number() });

const locationSchema = z.object({
  pricePerSqm: z.number(),
  yield1br: z.number(),
  yield3br: z.number(),
  grossYield: z.number(),
});

const realEstateSchema = z.object({
  centre: locationSchema,
  outside: locationSchema,
  /** Monthly rents used, in this side's currency. */
  rents: z.object({
    rent_1br_centre: z.number(),
    rent_1br_outside: z.number(),
    rent_3br_centre: z.number(),
    rent_3br_outside: z.number(),
  }),
  scenario: z.object({
    amount: z.number(),
    sqmCentre: z.number(),
    sqmOutside: z.number(),
    growth: z.number().nullable(),
    location: z.enum(['centre', 'outside']),
    grossYield: z.number(),
    rentOverHorizon: z.number(),
    valueAtEnd: z.number(),
    totalReturn: z.number(),
    annualisedReturn: z.number(),
  }),
  /** The house-price growth series: none open was found (SOURCES.md), so always null with a reason. */
  priceGrowth: z.null(),
  priceGrowthNote: z.string(),
  provenance: z.record(z.string(), provenance),
});

const statsSchema = z.object({
  mu: z.number(),
  sigma: z.number(),
  meanReturn: z.number(),
  volatility: z.number(),
  best: point,
  worst: point,
  latest: point,
  span,
});

const stocksSchema = z.object({
  stats: statsSchema.nullable(),
  scenario: outcome.nullable(),
  missing: z.string().nullable(),
});

const inflationSchema = z.object({ rate: z.number(), span }).nullable();

const bondsSchema = z.object({
  yield: point.nullable(),
  inflation: inflationSchema,
  nominalAtEnd: z.number().nullable(),
  realAtEnd: z.number().nullable(),
  cashRealAtEnd: z.number().nullable(),
  missing: z.string().nullable(),
});

const movesSchema = z.object({
  volatility: z.number(),
  worstDrawdown: z.number(),
  drawdownFrom: z.string(),
  drawdownTo: z.string(),
  change: z.number(),
  changePerYear: z.number(),
  first: z.string(),
  last: z.string(),
  count: z.number().int(),
});

const pegSchema = z.object({
  currency: z.string(),
  anchor: z.string(),
  central: z.number(),
  maxDeviation: z.number(),
  first: z.number().int(),
  last: z.number().int(),
});

const currencySchema = z.object({
  home: z.string(),
  destination: z.string(),
  daily: movesSchema.nullable(),
  /** Days of stored history looked at. */
  dailyWindowDays: z.number().int(),
  annual: movesSchema.nullable(),
  /** Destination units per home unit, by year (both countries' official rates per US$). */
  annualRates: z.array(point),
  inflation: z
    .object({
      home: z.object({ rate: z.number(), span }),
      dest: z.object({ rate: z.number(), span }),
      differential: z.number(),
      impliedChangePerYear: z.number(),
    })
    .nullable(),
  /** Each side's peg (IMF AREAER's ±1% rule over its last five official annual rates), or null. */
  pegs: z.object({ home: pegSchema.nullable(), destination: pegSchema.nullable() }),
  words: z.array(z.string()),
});

const componentKey = z.enum(['homeStocks', 'destStocks', 'destRealEstate', 'homeBonds']);

const portfolioSchema = z.object({
  components: z.array(
    z.object({
      key: componentKey,
      share: z.number(),
      amount: z.number(),
      expectedReturn: z.number(),
      volatility: z.number(),
      basis: z.string(),
    }),
  ),
  expectedReturn: z.number(),
  volatility: z.number(),
  stocksCorrelation: z.number().nullable(),
  outcome,
  path: z.array(outcome.extend({ year: z.number().int() })),
  disclaimer: z.string(),
});

const sideSchema = z.object({
  ...sideHeaderShape,
  /** The invested amount in this side's currency. */
  amount: z.number(),
  realEstate: realEstateSchema,
  stocks: stocksSchema,
  bonds: bondsSchema,
  /** The cost-of-living model's basis for the country. */
  basis: z.string(),
});

export const investmentDataSchema = z.object({
  amount: z.number(),
  /** 'yours': the request's amount; 'origin-flat': a 50 m² flat outside the centre at home. */
  amountBasis: z.enum(['yours', 'origin-flat']),
  /** The amount's currency: the origin city's. */
  currency: z.string(),
  horizon: z.number().int(),
  risk: z.enum(RISKS),
  from: sideSchema,
  to: sideSchema,
  /** Destination currency units per origin currency unit, at the rates of `as_of`. */
  toPerFrom: z.number(),
  currencyRisk: currencySchema,
  /** In the origin currency. */
  portfolio: portfolioSchema,
  sources: z.object({
    prices: z.string(),
    series: z.array(seriesSourceSchema),
    missing: z.array(z.string()),
  }),
  ...ratesStampShape,
});

export const investmentResponseSchema = premiumAnswer(investmentDataSchema);

export type InvestmentData = z.infer<typeof investmentDataSchema>;
export type InvestmentSide = InvestmentData['from'];

export const investmentApi = {
  answer: premiumRoute({
    path: '/api/premium/investment',
    summary:
      'Investment Opportunity Analyzer: real estate, stocks, bonds, currency risk, portfolio',
    description:
      'An amount kept at home or moved to another place over a horizon: price-level and currency paths from published series, by risk profile. Needs Navigator (a session or an API key).',
    example: {
      from: { city: 'New York', country: 'United States' },
      to: { city: 'Bangkok', country: 'Thailand' },
      amount: 100_000,
      horizon: 5,
      risk: 'medium',
    },
    body: investmentRequestSchema,
    response: investmentResponseSchema,
    plan: 'investment_analyzer',
  }),
};
