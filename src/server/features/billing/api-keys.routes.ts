// Navigator API keys: POST/GET /api/api-keys, DELETE /api/api-keys/:id; and the auth hook that lets
// a key authenticate the public data API with its own rate limit (issue 7 §6).
import type { FastifyInstance } from 'fastify';
import { billingApi } from '#domain/api/billing.ts';
import { usageApi } from '#domain/api/usage.ts';
import { serve } from '../../plugins/serve.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, unauthorized } from '../../errors.ts';
import { bearerToken } from '../auth/index.ts';
import {
  API_KEY_PREFIX,
  authenticateApiKey,
  createApiKey,
  findApiKey,
  listApiKeys,
  revokeApiKey,
} from './api-keys.service.ts';

/**
 * Any request carrying `X-Api-Key` is authenticated by it (401 unknown/revoked, 403 PLAN_REQUIRED
 * when the owner lost API access); request.apiKeyAuth is then set. Requests without the header are
 * untouched, so this hook changes nothing for the web app.
 */
export function registerApiKeyAuth(app: FastifyInstance, deps: AppDeps): void {
  // A callback hook, so the common request without a key costs no promise (throughput, issue 13).
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers['x-api-key'];
    // A key sent as `Authorization: Bearer pty_…` is taken as the key it is (ADR 195), never
    // ignored into an anonymous call; X-Api-Key wins when both are sent.
    const bearer = bearerToken(request.headers.authorization);
    const viaBearer = header === undefined && bearer?.startsWith(API_KEY_PREFIX) === true;
    if (header === undefined && !viaBearer) {
      done();
      return;
    }
    if (Array.isArray(header)) {
      done(badRequest('Send one X-Api-Key header.'));
      return;
    }
    authenticateApiKey(deps.database.db, header ?? bearer!, deps.clock.now()).then(
      (auth) => {
        request.apiKeyAuth = { ...auth, via: viaBearer ? 'bearer' : 'header' };
        done();
      },
      (error: unknown) => done(error as Error),
    );
  });
}

export function apiKeyRoutes(app: FastifyInstance, deps: AppDeps): void {
  serve(app, billingApi.createApiKey, async (request) => {
    const user = request.user;
    const created = await createApiKey(
      deps.database.db,
      user.id,
      request.body.name,
      deps.clock.now(),
    );
    return {
      status: 'success' as const,
      message: 'Copy this key now. It will not be shown again.',
      data: created,
    };
  });

  serve(app, billingApi.apiKeys, async (request) => {
    const user = request.user;
    return {
      status: 'success' as const,
      data: { apiKeys: await listApiKeys(deps.database.db, user.id) },
    };
  });

  serve(app, usageApi.usage, async (request) => {
    const auth = request.apiKeyAuth;
    if (!auth) throw unauthorized('Send the API key whose usage you want (X-Api-Key).');
    const key = await findApiKey(deps.database.db, auth.keyId);
    const perMinute = deps.env.API_KEY_RATE_LIMIT_PER_MINUTE;
    const buckets = await app.readBuckets(`apikey:${auth.keyId}`);
    const operations = [...buckets]
      // This call's own count is not the caller's use of the API.
      .filter(([operation]) => operation !== 'GET /api/usage')
      .map(([operation, count]) => ({
        operation,
        used: count.current,
        remaining: Math.max(0, perMinute - count.current),
        resetSeconds: Math.ceil(count.ttl / 1000),
      }));
    return {
      status: 'success' as const,
      data: { key, limit: { perMinute }, operations },
    };
  });

  serve(app, billingApi.revokeApiKey, async (request) => {
    const user = request.user;
    await revokeApiKey(deps.database.db, user.id, request.params.id, deps.clock.now());
    return { status: 'success' as const, message: 'API key revoked.', data: {} };
  });
}
