/**
 * The Lifestyle Optimization Suite's API contract (issue 14): POST /api/premium/lifestyle. One zod
 * schema gives the server its validation and OpenAPI, and the web app its types (docs/style.md).
 */
import { z } from 'zod';
import { amountField } from './amount.ts';
import {
  LIFESTYLES,
  LINE_KEYS,
  MAX_MONTHLY_INCOME,
  PRIORITIES,
} from '../premium/lifestyle/basket.ts';
import { NOT_SCORED } from '../premium/lifestyle/quality.ts';
import {
  currencyField,
  placeSchema,
  premiumAnswer,
  premiumRoute,
  ratesStampShape,
  seriesSourceSchema,
  sideHeaderShape,
} from './premium-route.ts';

export const lifestyleSchema = z.enum(LIFESTYLES);
export const prioritySchema = z.enum(PRIORITIES);

export const lifestyleRequestSchema = z.strictObject({
  from: placeSchema,
  to: placeSchema,
  /** Monthly net income; without it, the origin city's average net monthly salary (said so). */
  income: amountField('Enter your monthly income', MAX_MONTHLY_INCOME).optional(),
  /** The income's currency; without it, the origin city's currency. */
  currency: currencyField,
  lifestyle: lifestyleSchema,
  priorities: z
    .array(prioritySchema)
    .max(PRIORITIES.length)
    .refine((p) => new Set(p).size === p.length, 'Each priority once')
    .default([]),
});
export type LifestyleRequest = z.input<typeof lifestyleRequestSchema>;

const lineKey = z.enum(LINE_KEYS);
const provenance = z.object({ source: z.string(), year: z.number().int(), count: z.number() });

const budgetLineSchema = z.object({
  key: lineKey,
  label: z.string(),
  priority: z.enum(['housing', 'food', 'transportation', 'entertainment']).nullable(),
  tier: lifestyleSchema,
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      unit: z.string(),
      quantity: z.number(),
      unitPrice: z.number(),
      cost: z.number(),
    }),
  ),
  missing: z.array(z.string()),
  total: z.number(),
});

const planSchema = z.object({
  income: z.number(),
  total: z.number(),
  savingsTarget: z.number(),
  savings: z.number(),
  shortfall: z.number(),
  gives: z.array(
    z.object({
      key: lineKey,
      label: z.string(),
      from: lifestyleSchema,
      to: lifestyleSchema,
      saves: z.number(),
      used: z.number(),
    }),
  ),
  adjustedTotal: z.number(),
  adjustedSavings: z.number(),
  uncovered: z.number(),
});

const timeValueSchema = z.object({
  hourlyWage: z.number(),
  lines: z.array(
    z.object({ key: lineKey, label: z.string(), cost: z.number(), hours: z.number() }),
  ),
  totalHours: z.number(),
  shareOfWorkMonth: z.number(),
});

const inputSchema = z.object({
  code: z.string(),
  label: z.string(),
  unit: z.string(),
  weight: z.number(),
  effectiveWeight: z.number(),
  value: z.number().nullable(),
  year: z.number().int().nullable(),
  score: z.number().nullable(),
  status: z.enum(['used', 'missing', 'too_old']),
});

const qualitySchema = z.object({
  overall: z.number().nullable(),
  categories: z.array(
    z.object({
      key: z.enum(['healthcare', 'safety', 'environment', 'infrastructure']),
      label: z.string(),
      weight: z.number(),
      effectiveWeight: z.number(),
      score: z.number().nullable(),
      inputs: z.array(inputSchema),
    }),
  ),
  notScored: z.array(z.enum(NOT_SCORED)),
});

const comparedSchema = z.object({
  from: z.number().nullable(),
  to: z.number().nullable(),
  fromInTo: z.number().nullable(),
  differencePct: z.number().nullable(),
});

const comparisonSchema = z.array(
  z.object({
    key: z.enum(['dining', 'entertainment', 'fitness', 'shopping']),
    label: z.string(),
    items: z.array(comparedSchema.extend({ id: z.string(), name: z.string(), unit: z.string() })),
    monthly: comparedSchema,
  }),
);

const sideSchema = z.object({
  ...sideHeaderShape,
  /** The user's income in this side's currency. */
  income: z.number(),
  /** Average net monthly salary / 160 hours (docs/product.md §9), in this side's currency; null without one. */
  hourlyWage: z.number().nullable(),
  budget: z.object({ lines: z.array(budgetLineSchema), total: z.number() }),
  plan: planSchema,
  timeValue: timeValueSchema.nullable(),
  quality: qualitySchema,
  /** Where each price and the wage come from (source model/contributions/imported, year, count). */
  provenance: z.record(z.string(), provenance),
  /** The cost-of-living model's basis for the country (method §6). */
  basis: z.string(),
});

export const lifestyleDataSchema = z.object({
  lifestyle: lifestyleSchema,
  priorities: z.array(prioritySchema),
  income: z.object({
    amount: z.number(),
    currency: z.string(),
    /** True when no income was given and the origin's average net monthly salary stands in. */
    isAverageSalary: z.boolean(),
  }),
  from: sideSchema,
  to: sideSchema,
  /** Destination currency units per origin currency unit, at the rates of `as_of`. */
  toPerFrom: z.number(),
  comparison: comparisonSchema,
  sources: z.object({
    prices: z.string(),
    quality: z.array(seriesSourceSchema),
  }),
  ...ratesStampShape,
});

export const lifestyleResponseSchema = premiumAnswer(lifestyleDataSchema);

export type LifestyleData = z.infer<typeof lifestyleDataSchema>;
export type LifestyleSide = LifestyleData['from'];

export const lifestyleApi = {
  answer: premiumRoute({
    path: '/api/premium/lifestyle',
    summary: 'Lifestyle Optimization Suite: budget, comparison, time value, quality of life',
    description:
      "What an income buys in another place for a chosen way of living: a budget by category, the lifestyle's cost at both ends and the categories that matter most to the caller. Needs Voyager or Navigator; a Navigator API key may call it.",
    example: {
      from: { city: 'Riyadh', country: 'Saudi Arabia' },
      to: { city: 'Bangkok', country: 'Thailand' },
      income: 15000,
      currency: 'SAR',
      lifestyle: 'balanced',
      priorities: ['housing'],
    },
    body: lifestyleRequestSchema,
    response: lifestyleResponseSchema,
    plan: 'lifestyle_tools',
  }),
};
