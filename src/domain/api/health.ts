/** Contracts of the load balancers' probes (ARCHITECTURE.md §5; ADR 105). */
import { z } from 'zod';
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
