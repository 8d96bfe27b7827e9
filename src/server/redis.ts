import type { FastifyBaseLogger } from 'fastify';
import type { Redis, RedisOptions } from 'ioredis';

/**
 * Redis is an optional, shared helper (docs/design.md §3): rate-limit counters and login/code
 * counters live there so every instance sees the same numbers. It is never a reason to fail a
 * request (ADRs 091, 156): callers fall back to per-instance memory while it is away or slow, and
 * this watcher says so in the log once when the outage starts and once when it ends.
 */

/**
 * The most a Redis command may cost a request (ADR 156): a healthy Redis on the same network answers
 * in well under a millisecond, so a command still unanswered after this is treated as failed and the
 * caller counts in memory. Redis answering slowly or not at all (paused, swapping, overloaded) then
 * costs this once per command, and nothing once the circuit is open.
 */
export const REDIS_COMMAND_BUDGET_MS = 100;
/** Consecutive failed commands that open the circuit: callers stop asking Redis (ADR 156). */
export const CIRCUIT_OPENS_AFTER = 3;
/** While the circuit is open, one PING in the background this often; an answer closes it. */
export const CIRCUIT_PROBE_EVERY_MS = 500;

/** Client options for every ioredis client the server makes (main.ts, tests, drills). */
export const REDIS_CLIENT_OPTIONS: RedisOptions = {
  // A command while disconnected fails at once instead of queueing behind a dead socket, so a
  // request falls back to memory without waiting.
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  // A Redis that accepts connections but does not answer must not hold a request (ADR 156).
  commandTimeout: REDIS_COMMAND_BUDGET_MS,
  connectTimeout: 2_000,
  // Keep trying to come back for as long as the server runs, at most every 2 s.
  retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
};

export interface RedisHealth {
  /** True unless the last thing we heard from Redis was a failure. */
  isUp(): boolean;
  /**
   * False while the circuit is open (ADR 156): the caller goes to memory at once instead of paying
   * the command budget; a background PING closes the circuit when Redis answers again.
   */
  available(): boolean;
  /** A command failed (or the connection dropped): logs the first failure of an outage. */
  reportFailure(error: unknown): void;
  /** A command succeeded (or the client is ready again): logs the end of an outage. */
  reportSuccess(): void;
  /** Stop logging transitions (shutdown closes the connection on purpose). */
  stop(): void;
}

/**
 * Attach error and connection handlers to `redis` so it never emits an unhandled `error` event, log
 * one line when an outage starts (the circuit opens) and one when it ends, and keep the circuit
 * (ADR 156): after
 * CIRCUIT_OPENS_AFTER failures in a row callers stop sending commands, and a PING every
 * CIRCUIT_PROBE_EVERY_MS in the background closes it again on the first answer.
 */
export function watchRedis(redis: Redis, log: FastifyBaseLogger): RedisHealth {
  let up = true;
  let stopped = false;
  // Until the first connection attempt ends, a failed command (offline queue disabled) means "not
  // connected yet", not an outage: it falls back quietly; a failed connect logs the outage itself.
  let settled = false;
  let downSince = 0;
  let failures = 0;
  let failuresInARow = 0;
  let probe: ReturnType<typeof setInterval> | undefined;
  let probing = false;
  const closeCircuit = () => {
    failuresInARow = 0;
    if (probe) clearInterval(probe);
    probe = undefined;
  };
  const openCircuit = () => {
    if (probe || stopped) return;
    probe = setInterval(() => {
      if (probing) return;
      probing = true;
      redis.ping().then(
        () => {
          probing = false;
          health.reportSuccess();
        },
        () => {
          probing = false;
        },
      );
    }, CIRCUIT_PROBE_EVERY_MS);
    probe.unref();
  };
  const health: RedisHealth = {
    isUp: () => up,
    available: () => probe === undefined,
    reportFailure(error) {
      if (stopped) return;
      failuresInARow += 1;
      if (settled) failures += 1;
      // An outage is the circuit opening: one slow command on a busy host is not logged as one.
      if (failuresInARow < CIRCUIT_OPENS_AFTER) return;
      openCircuit();
      if (!settled || !up) return;
      up = false;
      downSince = Date.now();
      log.warn(
        { dependency: 'redis', reason: describe(error) },
        'Redis unavailable: rate limits and login/code counters fall back to per-instance memory until it returns',
      );
    },
    reportSuccess() {
      if (stopped) return;
      closeCircuit();
      if (up) return;
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
      closeCircuit();
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

/**
 * Is Redis answering right now? (GET /api/ready); bounded by the command budget, and answered
 * without a command while the circuit is open (its probe is already asking).
 */
export async function pingRedis(redis: Redis, health: RedisHealth | undefined): Promise<boolean> {
  if (health && !health.available()) return false;
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
