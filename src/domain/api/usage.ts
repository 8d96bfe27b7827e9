/**
 * The usage of an API key (issue 38 item 2, ADR 195): its plan's limit and, per operation with a
 * window open, what it used and what is left. Called with the key itself.
 */
import { z } from 'zod';
import { defineRoute } from './contract.ts';
import { success } from './envelope.ts';

export const usageData = z.object({
  key: z.object({
    id: z.string(),
    name: z.string(),
    prefix: z.string(),
    lastUsedAt: z.string().nullable(),
  }),
  limit: z.object({
    perMinute: z.number().int().describe('Requests per minute per operation for this key'),
  }),
  operations: z
    .array(
      z.object({
        operation: z.string().describe('Method and path, e.g. "GET /api/exchange/rates"'),
        used: z.number().int(),
        remaining: z.number().int(),
        resetSeconds: z.number().int(),
      }),
    )
    .describe('Operations this key called in their current window (others are unused)'),
});

export const usageApi = {
  usage: defineRoute({
    method: 'GET',
    path: '/api/usage',
    tags: ['api-keys'],
    summary: 'What the calling API key has used of its limits',
    description:
      'Send the key (X-Api-Key or Authorization: Bearer pty_…): the answer gives its limit per operation and, for every operation it called in the current window, the requests used and left and the seconds until the window resets. Reading it does not count against the operations.',
    example: {},
    response: success(usageData),
    policy: {
      auth: 'user',
      plan: 'api_access',
      apiKey: true,
      private: true,
      limit: { max: 'public-rate', timeWindow: '1 minute' },
    },
  }),
};
