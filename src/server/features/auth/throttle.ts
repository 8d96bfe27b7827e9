import type { Redis } from 'ioredis';

/**
 * Fixed-window counters for SECURITY.md E2 (per-account login backoff) and O4 (resend cooldown and
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
