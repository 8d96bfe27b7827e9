/**
 * The Business Intelligence Suite's API contract (issue 15): POST /api/premium/business. One zod schema
 * gives the server its validation and OpenAPI, and the web app its types (docs/style.md, ADR 105).
 */
import { z } from 'zod';
import { INDUSTRIES, SCOPES, SIZES } from '../premium/business/options.ts';
import { DIMENSIONS } from '../premium/business/scorecard.ts';
import {
  placeSchema,
  premiumAnswer,
  premiumRoute,
  ratesStampShape,
  sideHeaderShape,
} from './premium-route.ts';

export const businessRequestSchema = z.strictObject({
  from: placeSchema,
  to: placeSchema,
  industry: z.enum(INDUSTRIES),
  size: z.enum(SIZES),
  scope: z.enum(SCOPES),
});
export type BusinessRequest = z.input<typeof businessRequestSchema>;

const figure = z.object({ value: z.number(), year: z.number().int(), code: z.string() });
const dims = z.object(
  Object.fromEntries(DIMENSIONS.map((d) => [d, z.number()])) as Record<
    (typeof DIMENSIONS)[number],
    z.ZodNumber
  >,
);

const sideSchema = z.object({
  ...sideHeaderShape,
  /** US$ per unit of this side's currency is 1 / usdRate; amounts × (1 / usdRate) are US$. */
  usdRate: z.number(),
  region: z.string().nullable(),
  market: z.object({
    scope: z.enum(SCOPES),
    area: z.string(),
    /** 'country': national figures, also for the local scope (no open city figure is held). */
    basis: z.enum(['country', 'region-aggregate', 'world-aggregate']),
    gdpBillions: figure.nullable(),
    growth: z
      .object({ value: z.number(), first: z.number(), last: z.number(), count: z.number() })
      .nullable(),
    population: figure.nullable(),
    gdpPerHead: figure.nullable(),
    consumptionBillions: figure.nullable(),
    notes: z.array(z.string()),
  }),
  talent: z.object({
    netSalary: z.number(),
    /** What labour force, unemployment and tertiary enrolment cover, e.g. "Thailand (national)". */
    area: z.string(),
    labourForce: figure.nullable(),
    unemployment: figure.nullable(),
    tertiary: figure.nullable(),
    /** The industry's typical occupations, gross monthly pay in the side's currency (modelled). */
    occupations: z.array(
      z.object({
        soc: z.string(),
        title: z.string(),
        isco08: z.string(),
        p25: z.number().nullable(),
        median: z.number().nullable(),
        p75: z.number().nullable(),
        year: z.number().int(),
        structure: z.enum(['us', 'country', 'borrowed']).optional(),
      }),
    ),
  }),
  costs: z.object({
    size: z.enum(SIZES),
    headcount: z.number().int(),
    officeSqm: z.number(),
    rentPerSqm: z.number(),
    lines: z.array(
      z.object({
        key: z.enum(['salaries', 'premises', 'utilities', 'internet']),
        amount: z.number(),
        basis: z.string(),
      }),
    ),
    payroll: z.object({
      grossMonthly: z.number(),
      netMonthly: z.number(),
      withheld: z.number(),
      withheldShare: z.number(),
      method: z.enum(['rules', 'estimate']),
      taxYear: z.string().nullable(),
      employerContributions: z.null(),
    }),
    total: z.number(),
    perEmployee: z.number(),
    totalUsd: z.number(),
  }),
  regulatory: z.object({
    indicators: z.array(
      z.object({ code: z.string(), estimate: figure.nullable(), score: z.number().nullable() }),
    ),
    score: z.number().nullable(),
  }),
  /** Standard statutory corporate income tax rate (per cent), its tax year and source; null: not held. */
  corporateTax: z
    .object({
      rate: z.number(),
      year: z.number().int(),
      source: z.string(),
      /** The law and article that set the rate, where keyed. */
      rule: z.string().nullable(),
    })
    .nullable(),
  scores: dims,
  missingScores: z.array(z.enum(DIMENSIONS)),
  total: z.number(),
  /** Where the engine's prices came from (source, year) per item used. */
  provenance: z.record(z.string(), z.object({ source: z.string(), year: z.number().int() })),
});

export const businessDataSchema = z.object({
  industry: z.enum(INDUSTRIES),
  size: z.enum(SIZES),
  scope: z.enum(SCOPES),
  from: sideSchema,
  to: sideSchema,
  weights: dims,
  recommendation: z.string(),
  assumptions: z.record(z.string(), z.number()),
  sources: z.object({
    prices: z.string(),
    indicators: z.array(
      z.object({ code: z.string(), label: z.string(), publisher: z.string(), licence: z.string() }),
    ),
    missing: z.array(z.string()),
  }),
  ...ratesStampShape,
});

export const businessResponseSchema = premiumAnswer(businessDataSchema);

export type BusinessData = z.infer<typeof businessDataSchema>;
export type BusinessSide = BusinessData['from'];

export const businessApi = {
  answer: premiumRoute({
    path: '/api/premium/business',
    summary: 'Business Intelligence Suite: market, talent, operating costs, regulation, scorecard',
    description:
      'The cost of running a business of a given industry, size and scope in another place: staff, premises and overheads at local prices. Needs Navigator (a session or an API key).',
    example: {
      from: { city: 'New York', country: 'United States' },
      to: { city: 'Bangkok', country: 'Thailand' },
      industry: 'tech',
      size: 'medium',
      scope: 'local',
    },
    body: businessRequestSchema,
    response: businessResponseSchema,
    plan: 'business_intelligence',
  }),
};
