import { createRequire } from 'node:module';
import type * as ioredis from 'ioredis';
import { type AppDeps, buildApp, createLogger } from './app.ts';
import { systemClock } from './clock.ts';
import { openDatabase } from './db/database.ts';
import { createColEngine } from './features/prices/col-engine.ts';
import { migrateToLatest } from './db/migrate.ts';
import { parseEnv } from './env.ts';
import { createMailer, smtpTransport } from './mail/mailer.ts';
import { REDIS_CLIENT_OPTIONS } from './redis.ts';
import { loadAppSecret } from './secret.ts';

const requireOptional = createRequire(import.meta.url);

/** The only file that reads the environment, opens the database and listens (docs/style.md). */
async function main(): Promise<void> {
  const env = parseEnv(process.env);
  const started = performance.now();
  const appSecret = loadAppSecret(env.APP_SECRET, env.DATA_DIR);
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await migrateToLatest(database.db);
  // ioredis is loaded only when Redis is configured (start-up time of the default), like pg and
  // nodemailer (database.ts, mailer.ts).
  const redis = env.REDIS_URL
    ? new (requireOptional('ioredis') as typeof ioredis).Redis(env.REDIS_URL, REDIS_CLIENT_OPTIONS)
    : undefined;

  let draining = false;
  const logger = createLogger(env.LOG_LEVEL);
  const mailer = createMailer({
    db: database.db,
    clock: systemClock,
    log: logger,
    from: env.MAIL_FROM,
    transport: env.SMTP_URL ? smtpTransport(env.SMTP_URL) : null,
    appSecret,
    claimMs: env.MAIL_CLAIM_SECONDS * 1000,
  });
  const deps: AppDeps = {
    env,
    appSecret,
    database,
    clock: systemClock,
    mailer,
    redis,
    colEngine: createColEngine(),
    isDraining: () => draining,
  };
  const app = await buildApp(deps, { logger, serveWeb: env.SERVE_WEB });

  const shutdown = async (signal: string) => {
    if (draining) return;
    draining = true;
    app.log.info({ signal }, 'shutting down: no new connections, draining requests');
    const force = setTimeout(() => {
      app.log.error('drain took too long; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      await mailer.close();
      deps.redisHealth?.stop();
      redis?.disconnect();
      await database.close();
      app.log.info('shutdown complete');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: env.HOST, port: env.PORT });
  app.log.info(
    {
      node: process.version,
      database: database.dialect,
      location: database.location,
      redis: Boolean(redis),
      mail: mailer.mode,
      startupMs: Math.round(performance.now() - started),
    },
    'Parity is ready',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
