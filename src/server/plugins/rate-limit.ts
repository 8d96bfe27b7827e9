import { isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { rateLimited } from '../errors.ts';
import type { RedisHealth } from '../redis.ts';
import { appendHook } from './route-hooks.ts';

/**
 * Per-IP limits (docs/security.md E2, C3, C4): a fixed window per client and route. Counters live in
 * memory for one instance, or in Redis when REDIS_URL is set so every instance behind a load balancer
 * shares them. A route opts in through its policy (route-policy.ts), which sets `config.rateLimit`.
 *
 * Redis unreachable (ADR 091): each request is counted in this instance's memory instead, so the
 * limit still holds per instance (N instances admit at most N times the limit) and no request
 * fails because a counter could not be written.
 *
 * Our own rather than @fastify/rate-limit (ADR 136): with the memory counter a request is counted
 * without a promise, the same rules and headers, and IPv6 clients are counted per /64 on every
 * route, public data included.
 */

export interface RateLimitRule {
  /** Requests admitted per window; a function when it depends on the caller (an API key's plan). */
  max: number | ((request: FastifyRequest) => number);
  /** '1 minute', '1 hour', or milliseconds. */
  timeWindow: string | number;
  /** The bucket a request counts in; by default the client's address (clientAddressKey). */
  keyGenerator?: (request: FastifyRequest) => string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by the route policy (route-policy.ts); read once, when the route is registered. */
    rateLimit?: RateLimitRule;
  }
}

export function limit(max: number, timeWindow: string | number): RateLimitRule {
  return { max, timeWindow };
}

/** A window's count after this request, and the milliseconds left until it resets. */
export interface WindowCount {
  current: number;
  ttl: number;
}

/** Counts a request in its key's window; `done` may run before `incr` returns. */
export interface Counter {
  incr(key: string, windowMs: number, done: (count: WindowCount) => void): void;
}

const UNITS: Record<string, number> = { second: 1_000, minute: 60_000, hour: 3_600_000 };

/**
 * A window in milliseconds; a text the server does not understand stops start-up.
 * @example windowMs('1 minute') // 60000
 * @example windowMs('5 hours') // 18000000
 */
export function windowMs(timeWindow: string | number): number {
  if (typeof timeWindow === 'number' && Number.isSafeInteger(timeWindow) && timeWindow > 0)
    return timeWindow;
  const match = /^(\d+) (second|minute|hour)s?$/.exec(String(timeWindow));
  const unit = match ? UNITS[match[2]!] : undefined;
  if (!match || unit === undefined || Number(match[1]) === 0)
    throw new Error(`rate limit: unknown time window ${JSON.stringify(timeWindow)}`);
  return Number(match[1]) * unit;
}

/**
 * The bucket of a client address: an IPv4 address as it is (also when IPv4-mapped), an IPv6 address
 * by its /64 network, which a single subscriber usually holds whole and could otherwise walk through.
 * @example clientAddressKey('203.0.113.9') // '203.0.113.9'
 * @example clientAddressKey('::ffff:203.0.113.9') // '203.0.113.9'
 * @example clientAddressKey('2001:db8:0:7:a::1') // '2001:db8:0:7::/64'
 */
export function clientAddressKey(ip: string): string {
  // Most clients are IPv4, which has no colon: no need for isIPv6's regular expression.
  if (!ip.includes(':') || !isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip.toLowerCase());
  if (groups === null) return ip.toLowerCase();
  // ::ffff:a.b.c.d is an IPv4 client seen through a dual-stack socket.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.${groups[7]! & 255}`;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an address isIPv6 accepted (a zone id is dropped). */
function ipv6Groups(address: string): number[] | null {
  let text = address.split('%')[0] ?? '';
  // A dotted IPv4 tail ('::ffff:203.0.113.9') is the last two groups.
  const dotted = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.slice(2).map(Number);
    text = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  const values = groups.map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? Number.parseInt(g, 16) : NaN));
  return values.every((g) => !Number.isNaN(g)) ? values : null;
}

/**
 * Fixed windows in this process's memory, at most `maxKeys` of them. A window starts with its key's
 * first request and ends `windowMs` later; the map keeps windows in the order they started, so when
 * it is full the ended ones go first, then the oldest.
 */
export class MemoryCounter implements Counter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly maxKeys = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  incr(key: string, windowMs: number, done: (count: WindowCount) => void): void {
    done(this.count(key, windowMs));
  }

  count(key: string, windowMs: number): WindowCount {
    const now = this.now();
    let window = this.windows.get(key);
    if (window === undefined || window.resetAt <= now) {
      if (window !== undefined) this.windows.delete(key);
      else if (this.windows.size >= this.maxKeys) this.makeRoom(now);
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.resetAt - now };
  }

  get size(): number {
    return this.windows.size;
  }

  private makeRoom(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.resetAt > now && this.windows.size < this.maxKeys) return;
      this.windows.delete(key);
    }
  }
}

// One round trip: count, start the window's expiry on its first request, and say how long is left.
// A key without an expiry (it cannot happen through this script) is given one rather than kept forever.
const REDIS_INCR = `
local current = redis.call('INCR', KEYS[1])
local ttl = tonumber(ARGV[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ttl)
else
  local left = redis.call('PTTL', KEYS[1])
  if left < 0 then redis.call('PEXPIRE', KEYS[1], ttl) else ttl = left end
end
return {current, ttl}`;

type RedisWithCounter = Redis & {
  parityRateLimit(
    key: string,
    windowMs: number,
    callback: (error: Error | null | undefined, result?: [number, number]) => void,
  ): void;
};

/**
 * Windows in Redis, shared by every instance; while Redis fails, each request is counted in this
 * instance's memory instead (ADR 091) and `health` hears of both the failure and the recovery.
 */
export class SharedCounter implements Counter {
  private readonly redis: RedisWithCounter;

  constructor(
    redis: Redis,
    private readonly prefix: string,
    private readonly health: RedisHealth,
    private readonly fallback = new MemoryCounter(),
  ) {
    this.redis = redis as RedisWithCounter;
    if (typeof this.redis.parityRateLimit !== 'function')
      redis.defineCommand('parityRateLimit', { numberOfKeys: 1, lua: REDIS_INCR });
  }

  incr(key: string, windowMs: number, done: (count: WindowCount) => void): void {
    // The circuit is open (ADR 156): count in memory now rather than wait on a Redis that is not answering.
    if (!this.health.available()) {
      this.fallback.incr(key, windowMs, done);
      return;
    }
    this.redis.parityRateLimit(`${this.prefix}${key}`, windowMs, (error, result) => {
      if (error || !result) {
        this.health.reportFailure(error);
        this.fallback.incr(key, windowMs, done);
        return;
      }
      this.health.reportSuccess();
      done({ current: Number(result[0]), ttl: Number(result[1]) });
    });
  }
}

/**
 * The limiter of one route: counts the request, sets the X-RateLimit-* headers, and refuses a request
 * over the limit with 429 and Retry-After. A callback hook, so a count in memory costs no promise.
 */
export function limiterHook(rule: RateLimitRule, counter: Counter): onRequestHookHandler {
  const ms = windowMs(rule.timeWindow);
  const keyOf = rule.keyGenerator ?? ((request: FastifyRequest) => clientAddressKey(request.ip));
  const { max } = rule;
  // The limit's header text, kept for the last limit seen (a route's limit rarely changes).
  let limitValue = Number.NaN;
  let limitText = '';
  return (request, reply, done) => {
    const admitted = typeof max === 'number' ? max : max(request);
    if (admitted !== limitValue) [limitValue, limitText] = [admitted, String(admitted)];
    const text = limitText;
    counter.incr(keyOf(request), ms, (count) => {
      const seconds = Math.max(0, Math.ceil(count.ttl / 1000));
      const over = count.current > admitted;
      void reply
        .header('x-ratelimit-limit', text)
        .header('x-ratelimit-remaining', String(over ? 0 : admitted - count.current))
        .header('x-ratelimit-reset', String(seconds));
      done(over ? rateLimited(seconds) : undefined);
    });
  };
}

/**
 * Give every route whose config carries a `rateLimit` its own limiter (separate buckets per route and
 * method). Register after the route policy, whose onRoute hook sets that config, and before routes.
 */
export function registerRateLimit(
  app: FastifyInstance,
  options: { redis?: Redis | undefined; health?: RedisHealth | undefined; namespace?: string },
): void {
  const { redis, health } = options;
  const namespace = options.namespace ?? 'parity-rl:';
  app.addHook('onRoute', (route: RouteOptions) => {
    const rule = route.config?.rateLimit;
    if (!rule) return;
    const counter =
      redis && health
        ? new SharedCounter(redis, `${namespace}${String(route.method)}${route.url}-`, health)
        : new MemoryCounter();
    route.onRequest = appendHook(route.onRequest, limiterHook(rule, counter));
  });
}
