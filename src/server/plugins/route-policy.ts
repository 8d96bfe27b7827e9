/**
 * One route policy (issue 16 item 3, ADR 106). Every `/api` route declares who may call it and how
 * its answers are treated, and this plugin applies it in one `onRoute` hook:
 *
 *   config: { policy: { auth: 'none' | 'user' | 'verified', plan?, publicData?, private?, limit? } }
 *
 * The policy is plain data declared by the route's contract (src/domain/api/contract.ts, ADR 144);
 * plugins/serve.ts puts it in the route's config.
 *
 * - `auth: 'user'`     a bearer session is required (401); the handler reads the typed
 *                      `request.user`. `'verified'` also refuses unverified emails (403, C1).
 * - `plan: feature`    the user's plan must include the feature (403 PLAN_REQUIRED); implies 'user'.
 * - `publicData: true` docs/security.md C4: counted per IP at RATE_LIMIT_PUBLIC_PER_MINUTE, and a request
 *                      authenticated by `X-Api-Key` in the key's own bucket at
 *                      API_KEY_RATE_LIMIT_PER_MINUTE.
 * - `limit: { max, timeWindow }` a per-IP bucket for a route that is not public data (E2, C3);
 *                      `max: 'public-rate'` is RATE_LIMIT_PUBLIC_PER_MINUTE.
 * - `private: true`    `Cache-Control: no-store` on every answer, errors included (H1); the
 *                      compression plugin never compresses those (BREACH).
 *
 * The error answers the policy implies (400, 401/403, 429, 413/415, 500/503) are added to the route's
 * `schema.response` with the shared error envelope; the route declares its success answer (and any
 * 404/409) from src/domain/api (ADR 105).
 *
 * A route under /api without a policy makes the app fail to start: the policy is not optional, so
 * a new route cannot forget its guard, bucket or cache rule. The OpenAPI UI's routes under /api/docs
 * are the plugin's and are skipped, as is an OPTIONS-only route (CORS preflights are answered in the
 * security hook, plugins/security.ts, before any route).
 *
 * @example
 *   // src/domain/api/billing.ts
 *   create: defineRoute({ method: 'POST', path: '/api/api-keys', …, policy: { auth: 'user',
 *     plan: 'api_access', private: true, limit: { max: 10, timeWindow: '1 minute' } } })
 */
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  RouteOptions,
} from 'fastify';
import { errorEnvelopeSchema } from '#domain/api/error-codes.ts';
import type { RoutePolicy } from '#domain/api/contract.ts';
import type { Feature } from '#domain/entitlements.ts';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Env } from '../env.ts';
import { unauthorized, validationFailed } from '../errors.ts';
import { clientAddressKey, limit } from './rate-limit.ts';
import { appendHook } from './route-hooks.ts';

export type { RoutePolicy };

/** The signed-in user a session token belongs to (features/auth/require-user.ts finds it). */
export interface AuthenticatedUser {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  username: string;
  isEmailVerified: boolean;
  sessionId: string;
}

/**
 * The checks a policy turns into hooks, given by the composition root (app.ts), so this plugin
 * imports no feature: `user` authenticates the bearer session (refusing an unverified email when
 * asked), `plan` also requires the feature in the user's plan. Both set `request.authUser`.
 */
export interface PolicyGuards {
  user(verified: boolean): (request: FastifyRequest) => Promise<void>;
  /** With `apiKey`, an API key of a plan with the feature stands for its owner (ADR 195). */
  plan(feature: Feature, options: { apiKey: boolean }): (request: FastifyRequest) => Promise<void>;
}

interface PolicyDeps {
  env: Env;
  guards: PolicyGuards;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: RoutePolicy;
  }
  interface FastifyInstance {
    /** Every /api route and its declared policy, in registration order (for tests and docs). */
    readonly routePolicies: readonly PolicedRoute[];
  }
  interface FastifyRequest {
    /** Set by a policy's guard. */
    authUser?: AuthenticatedUser;
    /**
     * The signed-in user on a route whose policy has `auth: 'user' | 'verified'` or a `plan`.
     * Reading it on any other route is a programmer error and fails loudly (500).
     */
    readonly user: AuthenticatedUser;
  }
}

export interface PolicedRoute {
  method: string;
  url: string;
  policy: RoutePolicy;
}

/** The OpenAPI UI's routes and OPTIONS-only routes carry no policy of ours. */
export function isPolicedRoute(method: string | string[], url: string): boolean {
  if (url !== '/api' && !url.startsWith('/api/')) return false;
  if (url === '/api/docs' || url.startsWith('/api/docs/')) return false;
  const methods = Array.isArray(method) ? method : [method];
  return !methods.every((m) => m === 'OPTIONS');
}

/** Mark an answer as never to be stored (docs/security.md H1) — and so never compressed. */
export function markPrivate(reply: FastifyReply, value = 'no-store'): FastifyReply {
  return reply.header('cache-control', value);
}

function privateHook(_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
  markPrivate(reply);
  done();
}

/**
 * The public-data bucket (C4): one per API key when X-Api-Key authenticated, else one per client
 * address (an IPv6 client by its /64, like every other limit).
 */
export function publicDataRateLimit(
  env: Env,
  ipMax = env.RATE_LIMIT_PUBLIC_PER_MINUTE,
): RateLimitOptions {
  return {
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) =>
      request.apiKeyAuth
        ? `apikey:${request.apiKeyAuth.keyId}`
        : `ip:${clientAddressKey(request.ip)}`,
    max: (request: FastifyRequest) =>
      request.apiKeyAuth ? env.API_KEY_RATE_LIMIT_PER_MINUTE : ipMax,
  };
}

/**
 * The error answers a route can give by its policy alone, documented (and checked) with the one
 * error envelope: 400 for input, 401/403 for a guard or an API key, 429 for a bucket, 413/415 for a
 * body, 500/503 for us. A route adds its own (404, 409) in `schema.response`.
 */
function policyErrorStatuses(policy: RoutePolicy, method: string | string[]): number[] {
  const statuses = [400, 500, 503];
  if (policy.auth !== 'none' || policy.plan || policy.publicData) statuses.push(401, 403);
  if (policy.limit || policy.publicData) statuses.push(429);
  const methods = Array.isArray(method) ? method : [method];
  if (methods.some((m) => m !== 'GET' && m !== 'HEAD')) statuses.push(413, 415);
  return statuses;
}

function ipLimit(policy: RoutePolicy, env: Env): RateLimitOptions | undefined {
  if (!policy.limit) return undefined;
  const { max, timeWindow } = policy.limit;
  const ipMax = max === 'public-rate' ? env.RATE_LIMIT_PUBLIC_PER_MINUTE : max;
  // A route a key may call counts a keyed request in the key's bucket, like public data.
  if (policy.apiKey && timeWindow === '1 minute') return publicDataRateLimit(env, ipMax);
  return limit(ipMax, timeWindow);
}

/** A key sent as a bearer token where keys are not taken: a clear 401, not a session error. */
async function refuseBearerKey(request: FastifyRequest): Promise<void> {
  if (request.apiKeyAuth?.via === 'bearer')
    throw unauthorized('This operation takes a signed-in session, not an API key.');
}

function guardFor(policy: RoutePolicy, { guards }: PolicyDeps) {
  if (policy.plan) return guards.plan(policy.plan, { apiKey: policy.apiKey === true });
  if (policy.auth === 'none') return null;
  const user = guards.user(policy.auth === 'verified');
  return async (request: FastifyRequest): Promise<void> => {
    await refuseBearerKey(request);
    await user(request);
  };
}

/** Apply one route's policy to its options; throws when an /api route declares none. */
export function applyRoutePolicy(route: RouteOptions, deps: PolicyDeps): RoutePolicy | null {
  if (!isPolicedRoute(route.method, route.url)) return null;
  const policy = route.config?.policy;
  if (!policy) {
    throw new Error(
      `Route ${String(route.method)} ${route.url} declares no config.policy (src/server/plugins/route-policy.ts)`,
    );
  }
  if (policy.publicData && policy.limit) {
    throw new Error(`Route ${route.url}: publicData has its own limit; drop policy.limit`);
  }
  if (policy.apiKey && !policy.plan) {
    throw new Error(`Route ${route.url}: apiKey needs the plan whose keys may call it`);
  }
  if (policy.plan && policy.auth === 'none') {
    throw new Error(`Route ${route.url}: a plan needs a signed-in user; set auth: 'user'`);
  }
  // A fresh config object: several routes may share one options object (and HEAD copies GET's).
  const rateLimit = policy.publicData ? publicDataRateLimit(deps.env) : ipLimit(policy, deps.env);
  route.config = { ...route.config, ...(rateLimit ? { rateLimit } : {}) };
  const errors = Object.fromEntries(
    policyErrorStatuses(policy, route.method).map((status) => [status, errorEnvelopeSchema]),
  );
  route.schema = {
    ...route.schema,
    response: { ...errors, ...(route.schema?.response as Record<string, unknown> | undefined) },
  };
  if (policy.private) route.onRequest = appendHook(route.onRequest, privateHook);
  // Before validation: an anonymous caller hears 401, not which fields of its body were wrong.
  const guard = guardFor(policy, deps);
  if (guard) route.preValidation = appendHook(route.preValidation, guard);
  if (takesNoBody(route)) route.preValidation = appendHook(route.preValidation, refuseBodyFields);
  return policy;
}

/** A route that changes something but declares no body (cancel, resume, logout, sign out everywhere). */
function takesNoBody(route: RouteOptions): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return !route.schema?.body && methods.some((m) => m !== 'GET' && m !== 'HEAD');
}

/**
 * docs/security.md I1 on a route without a body schema: a JSON object with keys or an array is refused
 * like an unknown key of a strict schema (400 naming them); no body or `{}` passes. A raw string
 * (the signed webhook's body) is the route's own to read.
 */
async function refuseBodyFields(request: FastifyRequest): Promise<void> {
  const body: unknown = request.body;
  if (body === null || typeof body !== 'object') return;
  const keys = Array.isArray(body) ? ['body'] : Object.keys(body);
  if (keys.length === 0) return;
  throw validationFailed(Object.fromEntries(keys.map((key) => [key, 'Unrecognized field'])));
}

/**
 * Register before the rate limiter (its own onRoute hook reads the `rateLimit` this one sets) and
 * before any route.
 */
export function registerRoutePolicy(app: FastifyInstance, deps: PolicyDeps): void {
  const policed: PolicedRoute[] = [];
  app.decorate('routePolicies', policed);
  app.decorateRequest('user', {
    getter(this: FastifyRequest): AuthenticatedUser {
      const user = this.authUser;
      if (!user) {
        throw new Error(
          `request.user read on ${this.method} ${this.url}, whose policy does not authenticate`,
        );
      }
      return user;
    },
  });
  app.addHook('onRoute', (route) => {
    const policy = applyRoutePolicy(route, deps);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (policy) for (const method of methods) policed.push({ method, url: route.url, policy });
  });
}
