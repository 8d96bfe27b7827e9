/**
 * The shape every premium suite's route shares (issues 14 and 15, ADR 144): POST with the suite's
 * request, the plan's feature required (a session or an API key of such a plan), never cached, per
 * IP or per key at the public-data rate.
 */
import type { z } from 'zod';
import type { Feature } from '../entitlements.ts';
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
