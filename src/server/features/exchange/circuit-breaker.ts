import type { Clock } from '../../clock.ts';

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface CircuitBreaker {
  /** May a call go out now? An open breaker says no until its cool-down has passed (then half-open). */
  allow(): boolean;
  success(): void;
  failure(): void;
  state(): BreakerState;
}

/**
 * A circuit breaker per provider (issue 3 §2): after `threshold` consecutive failures the provider is
 * skipped for `coolDownMs`; then one trial call decides (success closes it, failure re-opens it).
 * Time comes from the injected clock, so tests move it instead of waiting.
 */
export function createCircuitBreaker(options: {
  threshold: number;
  coolDownMs: number;
  clock: Clock;
}): CircuitBreaker {
  let failures = 0;
  let openedAt: number | null = null;
  const state = (): BreakerState => {
    if (openedAt === null) return 'closed';
    return options.clock.now().getTime() - openedAt >= options.coolDownMs ? 'half-open' : 'open';
  };
  return {
    allow: () => state() !== 'open',
    success() {
      failures = 0;
      openedAt = null;
    },
    failure() {
      failures += 1;
      // A failed half-open trial re-opens at once; otherwise open on reaching the threshold.
      if (openedAt !== null || failures >= options.threshold)
        openedAt = options.clock.now().getTime();
    },
    state,
  };
}
