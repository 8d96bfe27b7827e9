/**
 * The Salary Insights Hub's API contract (issue 14): POST /api/premium/salary. One zod schema gives the
 * server its validation and OpenAPI, and the web app its types (docs/style.md).
 */
import { z } from 'zod';
import { amountField } from './amount.ts';
import { PERCENTILES } from '../premium/salary/earnings.ts';
import { EXPERIENCE_LEVELS, INDUSTRIES, MAX_SALARY, ROLES } from '../premium/salary/roles.ts';
import {
  currencyField,
  placeSchema,
  premiumAnswer,
  premiumRoute,
  ratesStampShape,
  sideHeaderShape,
} from './premium-route.ts';

export const salaryRequestSchema = z.strictObject({
  from: placeSchema,
  to: placeSchema,
  /**
   * Gross annual salary in `currency`. Without it, the origin city's average gross wage (its average net
   * salary grossed up by the model's wedge), converted: never a bare 50,000 in any currency (issue 31).
   */
  salary: amountField('Enter your salary', MAX_SALARY).optional(),
  /** The salary's currency; without it, the origin city's currency. */
  currency: currencyField,
  industry: z.enum(INDUSTRIES).default('technology'),
  role: z.enum(ROLES).default('software_engineer'),
  experience: z.enum(EXPERIENCE_LEVELS).default('mid'),
});
export type SalaryRequest = z.input<typeof salaryRequestSchema>;

const sourceSchema = z.object({
  publisher: z.string(),
  title: z.string(),
  url: z.string(),
  taxYear: z.string(),
});

export const netPaySchema = z.object({
  currency: z.string(),
  grossAnnual: z.number(),
  netAnnual: z.number(),
  netMonthly: z.number(),
  incomeTax: z.number().nullable(),
  socialContributions: z.number().nullable(),
  deductions: z.number(),
  lines: z.array(z.object({ label: z.string(), amount: z.number() })),
  /** 'rules': the country's published rules (take-home engine); 'estimate': the model's tax wedge. */
  method: z.enum(['rules', 'estimate']),
  taxYear: z.string().nullable(),
  sources: z.array(sourceSchema),
  notes: z.array(z.string()),
});

const equivalenceSchema = z.object({
  persona: z.enum(['expat', 'nomad']),
  grossTo: z.number(),
  netTo: z.number(),
  grossFrom: z.number(),
  netFrom: z.number(),
  taxedIn: z.enum(['from', 'to']),
  difference: z.number(),
  parts: z.array(
    z.object({ key: z.enum(['rent', 'basket', 'tax']), label: z.string(), amount: z.number() }),
  ),
  netPay: netPaySchema,
  method: z.enum(['rules', 'estimate']),
});

const rangeSchema = z.object({
  currency: z.string(),
  low: z.number(),
  typical: z.number(),
  high: z.number(),
  cityAverage: z.number(),
  /** Whose occupation structure shaped the range (issue 31; domain/premium/salary/country-occupations.ts). */
  structure: z
    .object({
      iso3: z.string(),
      basis: z.enum(['us', 'country', 'borrowed']),
      factor: z.number(),
      group: z.string(),
      groupLabel: z.string(),
      countryRatio: z.number().nullable(),
      usRatio: z.number().nullable(),
      year: z.number().int().nullable(),
      survey: z.string().nullable(),
    })
    .optional(),
});

const percentile = z.enum(PERCENTILES);

const sideSchema = z.object({
  ...sideHeaderShape,
  /** The engine's average net monthly salary for the city, and the gross it implies (÷ wedge). */
  averageNetMonthly: z.number(),
  averageGrossAnnual: z.number(),
  /** The model's net / gross factor for the country (method cost-of-living §6). */
  wedge: z.number(),
  /** Monthly rent of the reference flat and the rest of the reference basket (lifestyle 'balanced'). */
  rent: z.number(),
  basket: z.number(),
  wage: z.object({ source: z.string(), year: z.number().int() }),
  /** The cost-of-living model's basis for the country (method §6). */
  basis: z.string(),
});

export const salaryDataSchema = z.object({
  input: z.object({
    salary: z.number(),
    /** 'yours': the request's salary; 'origin-average': the origin's average gross wage. */
    salaryBasis: z.enum(['yours', 'origin-average']),
    currency: z.string(),
    /** The salary in the origin's currency (what every calculation uses). */
    salaryFrom: z.number(),
    industry: z.enum(INDUSTRIES),
    role: z.enum(ROLES),
    experience: z.enum(EXPERIENCE_LEVELS),
  }),
  from: sideSchema,
  to: sideSchema,
  /** Destination currency units per origin currency unit, at the rates of `as_of`. */
  toPerFrom: z.number(),
  equivalence: z.object({
    rentShare: z.number(),
    basketRatio: z.number(),
    home: netPaySchema,
    expat: equivalenceSchema,
    nomad: equivalenceSchema,
  }),
  takehome: z.object({ from: netPaySchema, to: netPaySchema }),
  negotiation: z.object({
    soc: z.string(),
    occupation: z.string(),
    isco08: z.string(),
    band: z.object({ low: percentile, typical: percentile, high: percentile }),
    multiples: z.object({ low: z.number(), typical: z.number(), high: z.number() }),
    industryFactor: z.number().nullable(),
    extrapolatedHigh: z.boolean(),
    topCoded: z.array(z.string()),
    year: z.number().int(),
    from: rangeSchema,
    to: rangeSchema,
  }),
  industry: z.object({
    colRatio: z.number(),
    /** The ISIC section of the chosen industry. */
    selected: z.string(),
    rows: z.array(
      z.object({
        section: z.string(),
        label: z.string(),
        multiple: z.number(),
        from: z.number(),
        to: z.number(),
        toInFromCurrency: z.number(),
        toAdjusted: z.number(),
        adjustedDifference: z.number(),
      }),
    ),
  }),
  sources: z.object({
    earnings: z.object({
      publisher: z.string(),
      title: z.string(),
      year: z.number().int(),
      licence: z.string(),
      url: z.string(),
    }),
    /** How the US relativities become a city's figures: always a model, said so. */
    modelled: z.string(),
    wages: z.string(),
    prices: z.string(),
  }),
  ...ratesStampShape,
});

export const salaryResponseSchema = premiumAnswer(salaryDataSchema);
export type SalaryData = z.infer<typeof salaryDataSchema>;

export const salaryApi = {
  answer: premiumRoute({
    path: '/api/premium/salary',
    summary: 'Salary Insights Hub: equivalence, negotiation range, take-home and industry',
    description:
      "Compares a salary between two places: the equivalent pay at the destination's prices, a negotiation range, take-home pay after tax and the industry's relative earnings, each figure with its source. Needs Voyager or Navigator; a Navigator API key may call it (`X-Api-Key`).",
    example: {
      from: { city: 'London', country: 'United Kingdom' },
      to: { city: 'Bangkok', country: 'Thailand' },
      salary: 50000,
      currency: 'GBP',
      industry: 'technology',
      role: 'software_engineer',
      experience: 'mid',
    },
    body: salaryRequestSchema,
    response: salaryResponseSchema,
    plan: 'salary_insights',
  }),
};
