import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { type AppDeps, buildApp, createLogger } from '../app.ts';
import type { Clock } from '../clock.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { type Env, parseEnv } from '../env.ts';
import { type ColEngine, createColEngine } from '../features/prices/col-engine.ts';
import { createMailer, type Mailer, type MailTransport } from '../mail/mailer.ts';
import { REDIS_CLIENT_OPTIONS } from '../redis.ts';

/**
 * Test support for server tests (never imported by app code). The same suite runs on SQLite and,
 * when PARITY_TEST_DB=postgres, on PostgreSQL (TEST_DATABASE_URL) with Redis (TEST_REDIS_URL).
 * Each app gets its own database (a fresh SQLite file or a fresh PostgreSQL schema) and its own
 * Redis key prefix, so test files run in parallel without sharing state.
 */
export const testTarget: 'sqlite' | 'postgres' =
  process.env.PARITY_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

let engine: ColEngine | undefined;
/** One engine per test file: it only reads the built data, and building it takes a while. */
export const testColEngine = (): ColEngine => (engine ??= createColEngine());

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  clock: MutableClock;
  logs: string[];
  close(): Promise<void>;
}

export interface MutableClock extends Clock {
  set(date: Date | string): void;
  advance(ms: number): void;
}

export function mutableClock(start = '2026-11-22T12:00:00.000Z'): MutableClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = new Date(date).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: MutableClock;
  /** A mail transport (e.g. a loopback SMTP server); none means the development outbox. */
  transport?: MailTransport | null;
  serveWeb?: boolean;
  /** A Redis of the test's own (an outage test stops it); otherwise TEST_REDIS_URL on PostgreSQL. */
  redisUrl?: string;
  /** Share another app's Redis key prefix (two instances of one deployment). */
  redisNamespace?: string | undefined;
  /**
   * Use another app's database through connections of its own, as a second instance (or the same
   * instance after a restart) would. The database goes when the app that made it closes.
   */
  shareDatabaseWith?: TestApp;
}

export async function openTestDatabase(
  shareWith?: DatabaseHandle,
): Promise<DatabaseHandle & { dropSchema: () => Promise<void> }> {
  if (shareWith) {
    const handle = shareWith.schema
      ? openDatabase({
          databaseUrl: process.env.TEST_DATABASE_URL,
          dataDir: '.',
          pgSchema: shareWith.schema,
          pgPoolMax: 12,
        })
      : openDatabase({ dataDir: path.dirname(shareWith.location) });
    return { ...handle, dropSchema: async () => undefined };
  }
  if (testTarget === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('PARITY_TEST_DB=postgres needs TEST_DATABASE_URL');
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const handle = openDatabase({
      databaseUrl: url,
      dataDir: '.',
      pgSchema: schema,
      pgPoolMax: 12,
    });
    return {
      ...handle,
      async dropSchema() {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop schema if exists ${schema} cascade`);
        await client.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'parity-test-'));
  // The SQLite file's folder goes with the app, so a test run leaves no parity-test-* folder behind.
  return {
    ...openDatabase({ dataDir: dir }),
    dropSchema: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * Kysely's migrator lists the tables of every schema on the server; when another test file drops
 * its schema during that listing, PostgreSQL answers 3F000 (schema does not exist) about a schema
 * that is not ours. Trying again is then correct: ours is untouched.
 */
async function migrateTestDatabase(database: DatabaseHandle): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await migrateToLatest(database.db, database.schema);
      return;
    } catch (error) {
      const code = (error as { cause?: { code?: unknown } }).cause?.code;
      if (code !== '3F000' || attempt >= 5) throw error;
    }
  }
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const env: Env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    SERVE_WEB: 'false',
    ...options.env,
  });
  const database = await openTestDatabase(options.shareDatabaseWith?.deps.database);
  await migrateTestDatabase(database);
  const clock = options.clock ?? mutableClock();
  const logs: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void logs.push(line) });
  const redisUrl =
    options.redisUrl ?? (testTarget === 'postgres' ? process.env.TEST_REDIS_URL : undefined);
  const redis = redisUrl ? new Redis(redisUrl, REDIS_CLIENT_OPTIONS) : undefined;
  const appSecret = 'test-secret-test-secret-test-secret-0123456789';
  const mailer: Mailer = createMailer({
    db: database.db,
    clock,
    log: logger,
    from: env.MAIL_FROM,
    transport: options.transport ?? null,
    appSecret,
    retryDelaysMs: [10, 20],
  });
  const namespace = options.redisNamespace ?? `parity-test-${randomBytes(4).toString('hex')}:`;
  const deps: AppDeps = {
    env,
    appSecret,
    database,
    clock,
    mailer,
    redis,
    redisNamespace: namespace,
    colEngine: testColEngine(),
    isDraining: () => false,
  };
  const app = await buildApp(deps, { logger, serveWeb: options.serveWeb ?? false });
  await app.ready();
  return {
    app,
    deps,
    clock,
    logs,
    async close() {
      await app.close();
      await mailer.close();
      // The app's Redis keys go with it (a shared namespace belongs to the app that made it).
      if (redis && options.redisNamespace === undefined) {
        try {
          const keys = await redis.keys(`${namespace}*`);
          if (keys.length > 0) await redis.del(...keys);
        } catch {
          // Redis already gone (an outage test): nothing to clean.
        }
      }
      deps.redisHealth?.stop();
      redis?.disconnect();
      await database.close();
      await database.dropSchema();
    },
  };
}
