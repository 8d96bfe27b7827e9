import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { currencyApiProvider } from './providers/currency-api.provider.ts';
import { loadEmbeddedSnapshot } from './providers/embedded.provider.ts';
import { exchangeRateApiProvider } from './providers/exchangerate-api.provider.ts';
import { loadReferenceHistory } from './providers/reference-history.ts';
import { ecbProvider } from './providers/ecb.provider.ts';
import { createRateService, type RateService } from './rate.service.ts';
import type { RateProvider } from './rate.types.ts';

const HOUR_MS = 60 * 60 * 1000;

/** The rate service as the environment configures it (env.ts documents each RATE_* variable). */
export function createRateServiceFromEnv(
  env: Env,
  deps: { db: Kysely<Database>; clock: Clock; log: FastifyBaseLogger },
): RateService {
  const providers: RateProvider[] = [];
  for (const name of env.RATE_PROVIDERS) {
    if (name === 'currency-api') {
      providers.push(
        currencyApiProvider({
          primaryUrl: env.CURRENCY_API_URL,
          fallbackUrl: env.CURRENCY_API_FALLBACK_URL,
          clock: deps.clock,
          onPrimaryFailed: (error) =>
            deps.log.warn(
              { provider: name, reason: error instanceof Error ? error.message : String(error) },
              'rate provider primary host failed; trying the fallback host',
            ),
        }),
      );
    } else if (
      name === 'exchangerate-api' &&
      env.EXCHANGE_RATE_API_KEY &&
      env.EXCHANGE_RATE_API_TERMS === 'redistribution-licensed'
    ) {
      providers.push(
        exchangeRateApiProvider({
          baseUrl: env.EXCHANGE_RATE_API_URL,
          apiKey: env.EXCHANGE_RATE_API_KEY,
          clock: deps.clock,
        }),
      );
    }
  }
  return createRateService({
    db: deps.db,
    clock: deps.clock,
    log: deps.log,
    embedded: loadEmbeddedSnapshot(),
    reference: loadReferenceHistory(),
    official: ecbProvider({ url: env.ECB_DAILY_URL, clock: deps.clock }),
    providers,
    timeoutMs: env.RATE_TIMEOUT_MS,
    attempts: env.RATE_RETRY_ATTEMPTS,
    backoffBaseMs: env.RATE_BACKOFF_MS,
    breakerThreshold: env.RATE_BREAKER_THRESHOLD,
    breakerCoolDownMs: env.RATE_BREAKER_COOLDOWN_MINUTES * 60 * 1000,
    staleAfterMs: env.RATE_STALE_HOURS * HOUR_MS,
  });
}

export interface RateRefreshSettings {
  enabled: boolean;
  intervalMs: number;
  firstDelayMs: number;
  retryAfterFailureMs: number;
}

/**
 * The background refresh as the environment configures it: off under NODE_ENV=test or
 * RATE_REFRESH=off (tests never reach the internet), on otherwise; RATE_REFRESH=on forces it on
 * (a test that wants the job).
 */
export function rateRefreshSettings(env: Env): RateRefreshSettings {
  return {
    enabled: env.RATE_REFRESH === 'on' || (env.RATE_REFRESH === 'auto' && env.NODE_ENV !== 'test'),
    intervalMs: env.RATE_REFRESH_HOURS * HOUR_MS,
    firstDelayMs: env.RATE_FIRST_REFRESH_SECONDS * 1000,
    retryAfterFailureMs: env.RATE_RETRY_AFTER_FAILURE_MINUTES * 60 * 1000,
  };
}
