/**
 * Per-client limits with @fastify/rate-limit (ADR 193, replacing our own of ADR 136). A route opts in
 * through its policy (route-policy.ts), which sets `config.rateLimit`; the plugin gives that route
 * its own fixed-window bucket per key.
 *
 * The counters live in Redis (the plugin's RedisStore, shared by every instance) behind the Redis
 * circuit of ADR 156: while the circuit is open, or when a command fails or misses its budget, the
 * request is counted in this instance's memory (the plugin's LocalStore) and never fails (ADR 091).
 *
 * Client keys: an IPv4 address as is (also IPv4-mapped), an IPv6 address by its /64, which one
 * subscriber usually holds whole and could otherwise walk through; an API key by its id.
 */
import rateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { rateLimited } from '../errors.ts';
import type { RedisHealth } from '../redis.ts';
import { appendHook } from './route-hooks.ts';

type Store = InstanceType<typeof LocalStore>;
type Count = { current: number; ttl: number };
type Done = (error: Error | null, result?: Count) => void;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * One bucket's use on every limited route with a window open ('GET /api/plans' → count and
     * milliseconds left), read without counting (the usage operation, ADR 195).
     */
    readBuckets(key: string): Promise<Map<string, { current: number; ttl: number }>>;
  }
}

/** Windows a process keeps in memory per route; the least recently used go first. */
const MEMORY_KEYS = 10_000;

export function limit(max: number, timeWindow: '1 minute' | '1 hour'): RateLimitOptions {
  return { max, timeWindow };
}

/**
 * The bucket of a client address; an IPv6 address stands for its /64.
 * @example clientAddressKey('::ffff:203.0.113.9') // '203.0.113.9'
 * @example clientAddressKey('2001:db8:0:7:a::1') // '2001:db8:0:7::'
 */
export function clientAddressKey(ip: string): string {
  try {
    return normalizeIP(ip, 64);
  } catch {
    // A trusted proxy's odd header is its own bucket, never an error.
    return ip;
  }
}

/**
 * Redis while the circuit is closed, memory otherwise (ADR 156). Each answer is a copy: the
 * shipped LocalStore hands every request of a burst the same mutable count, which would refuse a
 * concurrent burst whole instead of admitting exactly the limit.
 */
class CircuitStore {
  constructor(
    private readonly memory: Store,
    private readonly shared: Store | null,
    private readonly health: RedisHealth | undefined,
    /** Every route's store, for reading a bucket's use without counting (readBuckets). */
    readonly routes: Map<string, { store: CircuitStore; windowMs: number }> = new Map(),
  ) {}

  /** A bucket's count in this route's window without counting a request (zero when none). */
  read(key: string, timeWindow: number): Promise<Count> {
    const from = (store: Store) =>
      new Promise<Count>((resolve, reject) =>
        store.read(
          key,
          (e, r) => (e || !r ? reject(e ?? new Error('no count')) : resolve(r)),
          timeWindow,
          0,
        ),
      );
    if (!this.shared || (this.health && !this.health.available())) return from(this.memory);
    return from(this.shared).catch(() => from(this.memory));
  }

  incr(key: string, done: Done, timeWindow: number, max: number): void {
    const inMemory = () =>
      this.memory.incr(
        key,
        (_e, r) => done(null, { current: r!.current, ttl: r!.ttl }),
        timeWindow,
        max,
      );
    if (!this.shared || (this.health && !this.health.available())) return inMemory();
    this.shared.incr(
      key,
      (error, result) => {
        if (error || !result) {
          this.health?.reportFailure(error);
          inMemory();
          return;
        }
        this.health?.reportSuccess();
        done(null, { current: Number(result.current), ttl: Number(result.ttl) });
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: {
    timeWindow?: unknown;
    routeInfo: { method?: unknown; url?: unknown };
  }): CircuitStore {
    const store = new CircuitStore(
      this.memory.child({ ...routeOptions, cache: MEMORY_KEYS } as never),
      this.shared?.child(routeOptions) ?? null,
      this.health,
    );
    const { method, url } = routeOptions.routeInfo;
    // The plugin has parsed the route's window into milliseconds by now.
    const windowMs = typeof routeOptions.timeWindow === 'number' ? routeOptions.timeWindow : 60_000;
    this.routes.set(`${String(method)} ${String(url)}`, { store, windowMs });
    return store;
  }
}

/**
 * The IETF fields (draft-ietf-httpapi-ratelimit-headers) beside the X-RateLimit-* ones the plugin
 * sets: `RateLimit-Policy` says the quota and window, `RateLimit` what is left and when it resets.
 */
function standardFields(windowSeconds: number) {
  return (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (e: null, p: unknown) => void,
  ) => {
    const limitHeader = reply.getHeader('x-ratelimit-limit');
    if (limitHeader !== undefined) {
      const name = request.apiKeyAuth ? 'key' : 'ip';
      const remaining = reply.getHeader('x-ratelimit-remaining') ?? 0;
      const reset = reply.getHeader('x-ratelimit-reset') ?? 0;
      void reply
        .header('ratelimit-policy', `"${name}";q=${String(limitHeader)};w=${windowSeconds}`)
        .header('ratelimit', `"${name}";r=${String(remaining)};t=${String(reset)}`);
    }
    done(null, payload);
  };
}

const WINDOW_SECONDS: Record<string, number> = { '1 minute': 60, '1 hour': 3600 };

/**
 * Register after the route policy (its onRoute hook sets `config.rateLimit`) and before any route.
 * Routes without a rule are not limited.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: { redis?: Redis | undefined; health?: RedisHealth | undefined; namespace?: string },
): Promise<void> {
  const { redis, health } = options;
  const namespace = options.namespace ?? 'parity-rl:';
  const root = new CircuitStore(
    new LocalStore(false, false, MEMORY_KEYS),
    redis ? new RedisStore(false, false, redis, namespace) : null,
    health,
  );
  await app.register(rateLimit, {
    global: false,
    // The plugin constructs its store from a class; ours is already built around the circuit.
    store: function Store() {
      return root;
    } as never,
    keyGenerator: (request) => clientAddressKey(request.ip),
    errorResponseBuilder: (_request, context) => rateLimited(context.ttl / 1000),
  });
  app.decorate('readBuckets', async (key: string) => {
    const open = new Map<string, Count>();
    for (const [route, { store, windowMs }] of root.routes) {
      const count = await store.read(key, windowMs);
      if (count.current > 0) open.set(route, count);
    }
    return open;
  });
  app.addHook('onRoute', (route: RouteOptions) => {
    const rule = route.config?.rateLimit;
    if (!rule) return;
    const seconds = WINDOW_SECONDS[String(rule.timeWindow)] ?? Number(rule.timeWindow) / 1000;
    route.onSend = appendHook(route.onSend, standardFields(seconds));
  });
}
