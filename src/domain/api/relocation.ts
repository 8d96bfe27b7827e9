/**
 * The Relocation Intelligence Suite's API contract (issue 15): POST /api/premium/relocation. One zod
 * schema gives the server its validation and OpenAPI, and the web app its types (ADR 105).
 */
import { z } from 'zod';
import { amountField } from './amount.ts';
import {
  MAX_FAMILY_SIZE,
  MAX_HOUSING_BUDGET,
  RELOCATION_LIFESTYLES,
} from '../premium/relocation/household.ts';
import {
  currencyField,
  placeSchema,
  premiumAnswer,
  premiumRoute,
  ratesStampShape,
  sideHeaderShape,
} from './premium-route.ts';

export const relocationLifestyleSchema = z.enum(RELOCATION_LIFESTYLES);

export const relocationRequestSchema = z.strictObject({
  from: placeSchema,
  to: placeSchema,
  /**
   * Monthly housing budget in `currency`. Without it, the origin's typical rent for the household's flat
   * (the catalogue's centre figure for its bedrooms), converted: never a bare number in an arbitrary
   * currency (issue 31).
   */
  housingBudget: amountField('Enter your monthly housing budget', MAX_HOUSING_BUDGET).optional(),
  /** The budget's currency; without it, the origin city's currency. */
  currency: currencyField,
  /** docs/product.md §3: 1 to 5+ (5 stands for five or more), default 2. */
  familySize: z.number().int('Whole people only').min(1).max(MAX_FAMILY_SIZE).default(2),
  lifestyle: relocationLifestyleSchema.default('moderate'),
  /**
   * The day the user is looking at (YYYY-MM-DD, their local date): time-zone offsets are those of this
   * day under the IANA rules (daylight saving); without it, the server's today (UTC).
   */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
    .refine((d) => !Number.isNaN(Date.parse(`${d}T12:00:00Z`)), 'Not a calendar date')
    .optional(),
});
export type RelocationRequest = z.input<typeof relocationRequestSchema>;

const itemSchema = z.object({
  label: z.string(),
  quantity: z.number(),
  unit: z.string(),
  unitPrice: z.number(),
  cost: z.number(),
  itemId: z.string().nullable(),
});
const movingLineSchema = z.object({
  key: z.enum([
    'deposit',
    'firstRent',
    'utilities',
    'furnishing',
    'transit',
    'schooling',
    'shipping',
    'travel',
  ]),
  label: z.string(),
  amount: z.number().nullable(),
  items: z.array(itemSchema),
  explanation: z.string(),
  basis: z.enum(['catalogue', 'distance', 'none']),
});
const neighborhoodSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 'place' is no longer sent (issue 31: sections and commuter towns are told apart); kept for old clients. */
  kind: z.enum(['centre', 'outside', 'place', 'section', 'urban-place', 'commuter-town']),
  population: z.number().nullable(),
  distanceKm: z.number().nullable(),
  rent: z.number(),
  modelled: z.boolean(),
  budgetCovers: z.boolean(),
  matchScore: z.number(),
});
const figureSchema = z.object({
  code: z.string(),
  label: z.string(),
  unit: z.string(),
  value: z.number().nullable(),
  year: z.number().int().nullable(),
  status: z.enum(['ok', 'old', 'missing', 'not_held']),
});
const priceSchema = z.object({
  id: z.string(),
  name: z.string(),
  amount: z.number(),
  source: z.string(),
  year: z.number().int(),
});
const factsSchema = z.object({
  iso2: z.string(),
  name: z.string(),
  languages: z.array(z.string()),
  drivingSide: z.enum(['left', 'right']).nullable(),
  plugTypes: z.array(z.string()),
  callingCodes: z.array(z.number()),
  weekend: z.array(z.number().int()),
  timeZone: z.string().nullable(),
  utcOffsetMinutes: z.number().nullable(),
  currency: z.string(),
});
const sideSchema = z.object({
  ...sideHeaderShape,
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  education: z.object({ prices: z.array(priceSchema), indicators: z.array(figureSchema) }),
  healthcare: z.object({ indicators: z.array(figureSchema) }),
  facts: factsSchema,
});

export const relocationDataSchema = z.object({
  inputs: z.object({
    housingBudget: z.number(),
    /** 'yours': the request's budget; 'origin-rent': the origin's typical rent for the household. */
    budgetBasis: z.enum(['yours', 'origin-rent']),
    currency: z.string(),
    familySize: z.number().int(),
    lifestyle: relocationLifestyleSchema,
    /** The housing budget in the destination currency. */
    budgetInDestination: z.number(),
  }),
  from: sideSchema,
  to: sideSchema,
  /** Destination currency units per origin currency unit, at the rates of `as_of`. */
  toPerFrom: z.number(),
  /** Great-circle distance between the two cities; null when a side has no position. */
  distanceKm: z.number().nullable(),
  movingCosts: z.object({
    currency: z.string(),
    lines: z.array(movingLineSchema),
    total: z.number(),
    /** The total in the origin currency. */
    totalInOrigin: z.number(),
    shippingM3: z.number(),
    travellers: z.number().int(),
    assumptions: z.array(z.object({ label: z.string(), value: z.string() })),
  }),
  neighborhoods: z.object({
    currency: z.string(),
    bedrooms: z.number().int(),
    /** The centre, the outside-of-centre average and the city's sections (GeoNames PPLX, ADR 138). */
    list: z.array(neighborhoodSchema),
    /** Places of the city's region inside its urban disc (ADR 138) not coded as its sections. */
    urbanPlaces: z.array(neighborhoodSchema),
    /** Towns within radiusKm that are not sections of the city: never listed as neighbourhoods. */
    commuterTowns: z.array(neighborhoodSchema),
    radiusKm: z.number(),
    placesFound: z.number().int(),
    /** How many sections of the city the gazetteer holds (0: the screen says none are listed). */
    sectionsFound: z.number().int(),
    /** How the section and town rents are made: a model from the city's own two catalogue rents. */
    rentModel: z.string(),
    note: z.string(),
  }),
  cultural: z.object({
    /** The day (YYYY-MM-DD) whose UTC offsets are shown: the request's date, else the server's today. */
    offsetsOn: z.string(),
    timeDifferenceHours: z.number().nullable(),
    workdayOverlapHours: z.number().nullable(),
    sharedLanguages: z.array(z.string()),
    challenges: z.array(z.string()),
    tips: z.array(z.string()),
    customs: z.object({
      social: z.array(z.string()),
      business: z.array(z.string()),
      daily: z.array(z.string()),
    }),
    adaptation: z.object({
      score: z.number(),
      label: z.enum(['Low', 'Moderate', 'High', 'Very high']),
      inputs: z.array(
        z.object({
          key: z.string(),
          label: z.string(),
          home: z.string(),
          destination: z.string(),
          difference: z.number().nullable(),
          weight: z.number(),
        }),
      ),
    }),
    notHeld: z.array(z.string()),
  }),
  sources: z.array(
    z.object({ key: z.string(), label: z.string(), licence: z.string(), release: z.string() }),
  ),
  ...ratesStampShape,
});

export const relocationResponseSchema = premiumAnswer(relocationDataSchema);
export type RelocationData = z.infer<typeof relocationDataSchema>;
export type RelocationSide = RelocationData['from'];

export const relocationApi = {
  answer: premiumRoute({
    path: '/api/premium/relocation',
    summary:
      'Relocation Intelligence Suite: moving costs, neighbourhoods, education, healthcare, cultural guide',
    description:
      "A move between two places: housing within a budget for a household, moving costs, the first months' cash need and a timeline. Needs Navigator (a session or an API key).",
    example: {
      from: { city: 'Riyadh', country: 'Saudi Arabia' },
      to: { city: 'Bangkok', country: 'Thailand' },
      housingBudget: 5000,
      currency: 'SAR',
      familySize: 2,
      lifestyle: 'moderate',
    },
    body: relocationRequestSchema,
    response: relocationResponseSchema,
    plan: 'relocation_intelligence',
  }),
};
