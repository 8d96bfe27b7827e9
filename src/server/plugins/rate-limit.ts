import { createRequire } from 'node:module';
import rateLimit, {
  type FastifyRateLimitOptions,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../errors.ts';
import type { RedisHealth } from '../redis.ts';

/**
 * Per-IP limits (SECURITY.md E2, C3, C4). Counters live in memory for one instance, or in Redis
 * when REDIS_URL is set so every instance behind a load balancer shares them. Routes opt in with
 * `config: { rateLimit: limit(10, '1 minute') }`.
 *
 * Redis unreachable (ADR 091): each request is counted in this instance's memory instead, so the
 * limit still holds per instance (N instances admit at most N times the limit) and no request
 * fails because a counter could not be written.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: { redis?: Redis | undefined; health?: RedisHealth | undefined; namespace?: string },
) {
  const store =
    options.redis && options.health
      ? fallbackStore(options.redis, options.health, options.namespace ?? 'parity-rl:')
      : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(store ? { store } : {}),
    // The fallback store never reports an error; should one slip through, admit the request.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', 'Too many requests. Please try again later.', {
        headers: { 'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))) },
      }),
  });
}

export function limit(max: number, timeWindow: string | number) {
  return { max, timeWindow };
}

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];
interface StoreCtors {
  RedisStore: new (
    continueExceeding: boolean | undefined,
    exponentialBackoff: boolean | undefined,
    redis: Redis,
    key: string,
  ) => FastifyRateLimitStore;
  LocalStore: new (
    continueExceeding: boolean | undefined,
    exponentialBackoff: boolean | undefined,
    cache?: number,
  ) => FastifyRateLimitStore;
}

// The plugin's own stores (CommonJS files without an exports map), composed rather than rewritten.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreCtors['RedisStore'];
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreCtors['LocalStore'];

/** The Redis store, answering from a per-instance memory store whenever Redis fails. */
class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
    private readonly health: RedisHealth,
  ) {}

  incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
    this.shared.incr(
      key,
      (error, result) => {
        if (error || !result) {
          this.health.reportFailure(error);
          this.local.incr(key, callback, timeWindow, max);
          return;
        }
        this.health.reportSuccess();
        callback(null, result);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: ChildOptions): FastifyRateLimitStore {
    return new FallbackStore(
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.health,
    );
  }
}

function fallbackStore(
  redis: Redis,
  health: RedisHealth,
  namespace: string,
): FastifyRateLimitStoreCtor {
  return class extends FallbackStore {
    constructor(options: FastifyRateLimitOptions) {
      // The plugin passes its resolved global parameters, which carry these two flags.
      const params = options as { continueExceeding?: boolean; exponentialBackoff?: boolean };
      super(
        new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, namespace),
        new LocalStore(params.continueExceeding, params.exponentialBackoff),
        health,
      );
    }
  };
}
