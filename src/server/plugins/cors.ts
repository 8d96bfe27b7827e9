/**
 * CORS with @fastify/cors (ADR 194, replacing the hand-written one of ADR 136), in two rules:
 *
 * - Operations an API key may call (public data, and premium operations for plans with API access):
 *   any origin (`*`, never with credentials: a key travels in a header the page sets, not in a
 *   cookie), preflights answered with `X-Api-Key` and `Authorization` allowed, and the rate-limit,
 *   `Retry-After` and `ETag` headers exposed, so a page on another origin can read its limits and
 *   its errors.
 * - Every other route: the exact-origin allowlist of CORS_ORIGINS (SECURITY requirement H1); another
 *   origin gets no CORS header, and an OPTIONS that is no allowed preflight goes on to the router
 *   (405 or 404 in the error envelope).
 *
 * The hook runs before the route's limiter and guards, so a 401 or a 429 carries the CORS headers too.
 */
import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { matchesRoute } from '#domain/api/contract.ts';
import { ALL_ROUTES } from '#domain/api/routes.ts';

/** What a page may read on an answer to a keyed call. */
export const EXPOSED_HEADERS = [
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'RateLimit',
  'RateLimit-Policy',
  'Retry-After',
  'ETag',
  'X-Request-Id',
];

const KEYED_ROUTES = ALL_ROUTES.filter((route) => route.policy.publicData || route.policy.apiKey);

/** Whether an API key may call this method and path (public data, or a policy with `apiKey`). */
export function isKeyedOperation(method: string, path: string): boolean {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const asked = method.toUpperCase() === 'HEAD' ? 'GET' : method;
  return KEYED_ROUTES.some((route) => matchesRoute(route, asked, trimmed));
}

const keyed: FastifyCorsOptions = {
  origin: '*',
  methods: ['GET', 'POST'],
  allowedHeaders: ['Content-Type', 'X-Api-Key', 'Authorization', 'If-None-Match'],
  exposedHeaders: EXPOSED_HEADERS,
  maxAge: 600,
};

const refused: FastifyCorsOptions = { origin: false };

export async function registerCors(app: FastifyInstance, allowlist: readonly string[]) {
  const allowed: FastifyCorsOptions = {
    origin: [...allowlist],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  };
  const optionsFor = (request: FastifyRequest): FastifyCorsOptions => {
    const asked = request.headers['access-control-request-method'];
    const isOptions = request.method === 'OPTIONS';
    // An OPTIONS that is no preflight is the router's (405), not a CORS answer.
    if (isOptions && (typeof asked !== 'string' || request.headers.origin === undefined))
      return refused;
    const method = isOptions ? String(asked).toUpperCase() : request.method;
    const path = request.url.split('?')[0] ?? request.url;
    if (isKeyedOperation(method, path)) return keyed;
    const origin = request.headers.origin;
    return origin !== undefined && allowlist.includes(origin) ? allowed : refused;
  };
  await app.register(cors, {
    hideOptionsRoute: true,
    delegator: (request, callback) => callback(null, optionsFor(request)),
  });
  // A keyed operation's answer differs by the key (its limit headers, its plan): a shared cache
  // must key on it, however the key was sent.
  app.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?')[0] ?? request.url;
    if (request.method !== 'OPTIONS' && isKeyedOperation(request.method, path)) {
      const vary = reply.getHeader('vary');
      void reply.header('vary', vary ? `${String(vary)}, ${KEY_VARY}` : KEY_VARY);
    }
    done();
  });
}

const KEY_VARY = 'X-Api-Key, Authorization';
