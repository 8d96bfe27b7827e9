/**
 * The shape every premium suite's route shares (issues 14 and 15, ADR 144): POST with the suite's
 * request, the plan's feature required (a session or an API key of such a plan), never cached, per
 * IP or per key at the public-data rate; and the parts every suite's answer shares (ADR 176): the
 * side's header, the series sources, the rates' stamp and the success envelope.
 */
import { z } from 'zod';
import type { Feature } from '../entitlements.ts';
import { plainText } from '../cost-of-living/contribution.ts';
import { defineRoute } from './contract.ts';

export function premiumRoute<
  const P extends string,
  B extends z.ZodType,
  R extends z.ZodType,
  F extends Feature,
>(route: {
  path: P;
  summary: string;
  description: string;
  body: B;
  /** A request that works, shown in the document and sent by the tests. */
  example: z.input<B>;
  response: R;
  plan: F;
}) {
  return defineRoute({
    method: 'POST',
    path: route.path,
    tags: ['premium'],
    summary: route.summary,
    description: route.description,
    example: { body: route.example },
    body: route.body,
    response: route.response,
    policy: {
      auth: 'user',
      plan: route.plan,
      apiKey: true,
      private: true,
      limit: { max: 'public-rate', timeWindow: '1 minute' },
    },
  });
}

/** A city as every suite's request names it: a reference city id ('1609350') or a name. */
export const placeSchema = z.strictObject({
  /** As POST /api/exchange/market-data takes it. */
  city: plainText(200),
  country: plainText(100).optional(),
});

/** An amount's currency in a suite's request (three letters, upper-cased); the origin's without it. */
export const currencyField = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'Currency code must be three letters')
  .transform((c) => c.toUpperCase())
  .optional();

/** What every side of a premium answer starts with: the city, its country and its currency. */
export const sideHeaderShape = {
  city: z.string(),
  cityId: z.string(),
  country: z.string(),
  countryCode: z.string(),
  isCountryAverage: z.boolean(),
  /** The currency of every amount of this side. */
  currency: z.string(),
};

/** An open series or table an answer's figures come from (its code, publisher, release, licence). */
export const seriesSourceSchema = z.object({
  code: z.string(),
  label: z.string(),
  publisher: z.string(),
  release: z.string(),
  licence: z.string(),
});

/** What every premium answer ends with: the rates' date and whether they are stale. */
export const ratesStampShape = { as_of: z.string(), stale: z.boolean() };

/** A premium answer's success envelope. */
export function premiumAnswer<D extends z.ZodType>(data: D) {
  return z.object({ status: z.literal('success'), data });
}
