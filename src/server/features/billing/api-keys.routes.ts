// Navigator API keys: POST/GET /api/api-keys, DELETE /api/api-keys/:id; and the auth hook that lets
// a key authenticate the public data API with its own rate limit (issue 7 §6).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../errors.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { requireUserHook } from '../auth/require-user.ts';
import { requireEntitlement } from './entitlements.guard.ts';
import { authenticateApiKey, createApiKey, listApiKeys, revokeApiKey } from './api-keys.service.ts';

const createBody = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(60, 'Name must be at most 60 characters')
    .regex(/^[^\r\n\0]*$/, 'Name must be on one line'),
});

/**
 * Any request carrying `X-Api-Key` is authenticated by it (401 unknown/revoked, 403 PLAN_REQUIRED
 * when the owner lost API access); request.apiKeyAuth is then set. Requests without the header are
 * untouched, so this hook changes nothing for the web app.
 */
export function registerApiKeyAuth(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('onRequest', async (request) => {
    const header = request.headers['x-api-key'];
    if (header === undefined) return;
    if (Array.isArray(header)) throw badRequest('Send one X-Api-Key header.');
    request.apiKeyAuth = await authenticateApiKey(deps.database.db, header, deps.clock.now());
  });
}

/**
 * Route config for public data routes (C4 per-IP limit): `config: { rateLimit: publicDataRateLimit(deps) }`.
 * A valid API key gets its own bucket and API_KEY_RATE_LIMIT_PER_MINUTE; everyone else is counted
 * per IP at RATE_LIMIT_PUBLIC_PER_MINUTE.
 */
export function publicDataRateLimit(deps: AppDeps) {
  return {
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) =>
      request.apiKeyAuth ? `apikey:${request.apiKeyAuth.keyId}` : `ip:${request.ip}`,
    max: (request: FastifyRequest) =>
      request.apiKeyAuth
        ? deps.env.API_KEY_RATE_LIMIT_PER_MINUTE
        : deps.env.RATE_LIMIT_PUBLIC_PER_MINUTE,
  };
}

export function apiKeyRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const noStore = { 'cache-control': 'no-store' };

  r.post(
    '/api/api-keys',
    {
      preHandler: requireEntitlement(deps, 'api_access'),
      config: { rateLimit: limit(10, '1 minute') },
      schema: {
        tags: ['api-keys'],
        summary: 'Create a personal API key (shown once)',
        body: createBody,
      },
    },
    async (request, reply) => {
      const user = request.authUser;
      if (!user) throw badRequest('No user');
      const created = await createApiKey(
        deps.database.db,
        user.id,
        request.body.name,
        deps.clock.now(),
      );
      void reply.headers(noStore);
      return {
        status: 'success' as const,
        message: 'Copy this key now. It will not be shown again.',
        data: created,
      };
    },
  );

  r.get(
    '/api/api-keys',
    { preHandler: requireUserHook(deps), schema: { tags: ['api-keys'], summary: 'Your API keys' } },
    async (request, reply) => {
      const user = request.authUser;
      if (!user) throw badRequest('No user');
      void reply.headers(noStore);
      return {
        status: 'success' as const,
        data: { apiKeys: await listApiKeys(deps.database.db, user.id) },
      };
    },
  );

  r.delete(
    '/api/api-keys/:id',
    {
      // Revoking never needs a plan: someone whose plan lapsed must still be able to kill a key.
      preHandler: requireUserHook(deps),
      schema: {
        tags: ['api-keys'],
        summary: 'Revoke an API key',
        params: z.strictObject({ id: z.uuid() }),
      },
    },
    async (request) => {
      const user = request.authUser;
      if (!user) throw badRequest('No user');
      await revokeApiKey(deps.database.db, user.id, request.params.id, deps.clock.now());
      return { status: 'success' as const, message: 'API key revoked.', data: {} };
    },
  );
}
