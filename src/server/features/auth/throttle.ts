import type { Redis } from 'ioredis';
import type { RedisHealth } from '../../redis.ts';

/**
 * Fixed-window counters for docs/security.md E2 (per-account login backoff) and O4 (resend cooldown and
 * daily cap). Windows are measured on the app's clock, so tests can move time; counters live in
 * Redis when configured (shared by every instance) and in memory otherwise.
 */
export interface CounterStore {
  /** Add one to `key` and return the count in the current window and when the window ends (ms). */
  hit(key: string, windowMs: number, nowMs: number): Promise<{ count: number; resetAtMs: number }>;
  /** The count in the current window without adding to it. */
  peek(key: string, nowMs: number): Promise<{ count: number; resetAtMs: number }>;
  clear(key: string): Promise<void>;
}

export function memoryCounterStore(): CounterStore {
  const windows = new Map<string, { count: number; resetAtMs: number }>();
  const current = (key: string, nowMs: number) => {
    const entry = windows.get(key);
    if (!entry || entry.resetAtMs <= nowMs) return undefined;
    return entry;
  };
  return {
    async hit(key, windowMs, nowMs) {
      const entry = current(key, nowMs) ?? { count: 0, resetAtMs: nowMs + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      if (windows.size > 100_000)
        for (const [k, v] of windows) if (v.resetAtMs <= nowMs) windows.delete(k);
      return { ...entry };
    },
    async peek(key, nowMs) {
      const entry = current(key, nowMs);
      return entry ? { ...entry } : { count: 0, resetAtMs: nowMs };
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}

// One atomic step in Redis: start a new window when the old one has ended, then count.
const HIT_SCRIPT = `
local v = redis.call('HMGET', KEYS[1], 'c', 'r')
local now = tonumber(ARGV[1])
local c = tonumber(v[1])
local r = tonumber(v[2])
if (not c) or (not r) or r <= now then c = 0; r = now + tonumber(ARGV[2]) end
c = c + 1
redis.call('HSET', KEYS[1], 'c', c, 'r', r)
redis.call('PEXPIRE', KEYS[1], math.max(r - now, 0) + 60000)
return {c, r}
`;

export function redisCounterStore(redis: Redis, namespace: string): CounterStore {
  const k = (key: string) => `${namespace}auth:${key}`;
  return {
    async hit(key, windowMs, nowMs) {
      const [count, resetAtMs] = (await redis.eval(
        HIT_SCRIPT,
        1,
        k(key),
        String(nowMs),
        String(windowMs),
      )) as [number, number];
      return { count: Number(count), resetAtMs: Number(resetAtMs) };
    },
    async peek(key, nowMs) {
      const [c, r] = await redis.hmget(k(key), 'c', 'r');
      const count = Number(c ?? 0);
      const resetAtMs = Number(r ?? 0);
      return resetAtMs > nowMs ? { count, resetAtMs } : { count: 0, resetAtMs: nowMs };
    },
    async clear(key) {
      await redis.del(k(key));
    },
  };
}

/**
 * The shared store, answering from this instance's memory whenever Redis fails (ADR 091): login
 * backoff, code cooldowns and caps keep holding per instance during an outage instead of turning
 * every login into a 500. Counts made in memory are not copied to Redis when it returns.
 */
export function fallbackCounterStore(
  shared: CounterStore,
  local: CounterStore,
  health: RedisHealth,
): CounterStore {
  const run = async <T>(use: (store: CounterStore) => Promise<T>): Promise<T> => {
    // The circuit is open (ADR 156): memory at once, not a command budget per counter.
    if (!health.available()) return use(local);
    try {
      const result = await use(shared);
      health.reportSuccess();
      return result;
    } catch (error) {
      health.reportFailure(error);
      return use(local);
    }
  };
  return {
    hit: (key, windowMs, nowMs) => run((store) => store.hit(key, windowMs, nowMs)),
    peek: (key, nowMs) => run((store) => store.peek(key, nowMs)),
    async clear(key) {
      await local.clear(key);
      await run((store) => store.clear(key));
    },
  };
}
