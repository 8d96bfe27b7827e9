/** Contracts of the load balancers' probes (docs/design.md §5; ADR 105). */
import { z } from 'zod';
import { defineRoute } from './contract.ts';
import { success } from './envelope.ts';

export const healthResponse = success(z.object({ status: z.literal('ok') }));

export const readyData = z.object({
  status: z.enum(['ready', 'degraded']),
  database: z.string(),
  dependencies: z.object({
    database: z.literal('ok'),
    redis: z.enum(['ok', 'unavailable', 'not_configured']),
  }),
  degraded: z.array(z.string()),
});
export const readyResponse = success(readyData);

/** Probes must see this instance's state now, never a cached answer: no-store (and no limiter). */
const probe = { auth: 'none', private: true } as const;

export const healthApi = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    tags: ['ops'],
    summary: 'Liveness (no dependencies)',
    response: healthResponse,
    policy: probe,
  }),
  ready: defineRoute({
    method: 'GET',
    path: '/api/ready',
    tags: ['ops'],
    summary: 'Readiness: 503 when the database does not answer; "degraded" when Redis does not',
    response: readyResponse,
    policy: probe,
  }),
};
