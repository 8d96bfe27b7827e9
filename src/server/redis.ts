import type { FastifyBaseLogger } from 'fastify';
import type { Redis, RedisOptions } from 'ioredis';

/**
 * Redis is an optional, shared helper (ARCHITECTURE.md §3): rate-limit counters and login/code
 * counters live there so every instance sees the same numbers. It is never a reason to fail a
 * request (ADR 091): callers fall back to per-instance memory while it is away, and this watcher
 * says so in the log once when the outage starts and once when it ends.
 */

/** Client options for every ioredis client the server makes (main.ts, tests, drills). */
export const REDIS_CLIENT_OPTIONS: RedisOptions = {
  // A command while disconnected fails at once instead of queueing behind a dead socket, so a
  // request falls back to memory without waiting.
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  // A Redis that accepts connections but does not answer (paused, overloaded) must not hold a
  // request: one second, then the caller falls back.
  commandTimeout: 1_000,
  connectTimeout: 2_000,
  // Keep trying to come back for as long as the server runs, at most every 2 s.
  retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
};

export interface RedisHealth {
  /** True unless the last thing we heard from Redis was a failure. */
  isUp(): boolean;
  /** A command failed (or the connection dropped): logs the first failure of an outage. */
  reportFailure(error: unknown): void;
  /** A command succeeded (or the client is ready again): logs the end of an outage. */
  reportSuccess(): void;
  /** Stop logging transitions (shutdown closes the connection on purpose). */
  stop(): void;
}

/**
 * Attach error and connection handlers to `redis` so it never emits an unhandled `error` event, and
 * log one line when an outage starts and one when it ends.
 */
export function watchRedis(redis: Redis, log: FastifyBaseLogger): RedisHealth {
  let up = true;
  let stopped = false;
  // Until the first connection attempt ends, a failed command (offline queue disabled) means "not
  // connected yet", not an outage: it falls back quietly; a failed connect logs the outage itself.
  let settled = false;
  let downSince = 0;
  let failures = 0;
  const health: RedisHealth = {
    isUp: () => up,
    reportFailure(error) {
      if (stopped || !settled) return;
      failures += 1;
      if (!up) return;
      up = false;
      downSince = Date.now();
      log.warn(
        { dependency: 'redis', reason: describe(error) },
        'Redis unavailable: rate limits and login/code counters fall back to per-instance memory until it returns',
      );
    },
    reportSuccess() {
      if (stopped || up) return;
      up = true;
      // warn, like the start of the outage: operators who log at warn see both ends of it.
      log.warn(
        { dependency: 'redis', outageMs: Date.now() - downSince, failedCommands: failures },
        'Redis is back: shared rate limits and counters resumed',
      );
      failures = 0;
    },
    stop() {
      stopped = true;
    },
  };
  // Without an 'error' listener ioredis prints "[ioredis] Unhandled error event" for every retry.
  redis.on('error', (error: unknown) => {
    settled = true;
    health.reportFailure(error);
  });
  redis.on('close', () => {
    settled = true;
    health.reportFailure(new Error('connection closed'));
  });
  redis.on('ready', () => {
    settled = true;
    health.reportSuccess();
  });
  return health;
}

/** Is Redis answering right now? (GET /api/ready); bounded by the client's command timeout. */
export async function pingRedis(redis: Redis, health: RedisHealth | undefined): Promise<boolean> {
  try {
    await redis.ping();
    health?.reportSuccess();
    return true;
  } catch (error) {
    health?.reportFailure(error);
    return false;
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}
