// What every feature of the server is built from (injected by main.ts, or by the test app). Its own
// module, so route and service files import the type without importing app.ts, which imports them.
import type { Redis } from 'ioredis';
import type { Clock } from './clock.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { Env } from './env.ts';
import type { RateService } from './features/exchange/rate.service.ts';
import type { ColEngine } from './features/prices/col-engine.ts';
import type { JobRunner } from './jobs/job-runner.ts';
import type { Mailer } from './mail/mailer.ts';
import type { RedisHealth } from './redis.ts';

/** Everything the app needs from outside, passed in so tests control it (docs/style.md). */
export interface AppDeps {
  env: Env;
  /** Server secret for HMACs (one-time codes, signed grants). */
  appSecret: string;
  database: DatabaseHandle;
  clock: Clock;
  mailer: Mailer;
  redis?: Redis | undefined;
  /** Outage tracking for `redis` (redis.ts); buildApp attaches it when absent. */
  redisHealth?: RedisHealth | undefined;
  /** Key prefix for shared counters (tests give each app its own). */
  redisNamespace?: string;
  /** True once shutdown has begun; readiness turns 503 so load balancers stop sending traffic. */
  isDraining: () => boolean;
  /** The cost-of-living engine over the built data (features/prices/col-engine.ts), one per process. */
  colEngine: ColEngine;
  /** Exchange rates (features/exchange/rate.service.ts); buildApp makes them from env when absent. */
  rates?: RateService;
  /** This app's background jobs (jobs/job-runner.ts); set by buildApp, which makes one per app. */
  jobs?: JobRunner;
}

/** What the features are built from: AppDeps with every service buildApp composes present. */
export type ServerDeps = AppDeps & { rates: RateService; jobs: JobRunner };
