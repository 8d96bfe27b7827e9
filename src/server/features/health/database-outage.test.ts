// Issue 17: the database out of reach is an outage, not a bug. A real pg pool aimed at a loopback
// port nobody listens on (connection refused, as when PostgreSQL is down or a proxy is cut): every
// route that needs the database answers 503 with Retry-After in the error envelope, never 500.
import { createServer } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import { buildApp, createLogger } from '../../app.ts';
import { openDatabase, isDatabaseUnavailable } from '../../db/database.ts';
import { parseEnv } from '../../env.ts';
import { createMailer } from '../../mail/mailer.ts';
import { mutableClock, testColEngine } from '../../testing/test-app.testkit.ts';
import type { FastifyInstance } from 'fastify';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** A loopback port that was free a moment ago and has no listener now. */
async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function appWithoutDatabase(): Promise<{ app: FastifyInstance; logs: string[] }> {
  const port = await closedPort();
  const database = openDatabase({
    databaseUrl: `postgres://postgres@127.0.0.1:${port}/nowhere`,
    dataDir: '.',
  });
  const logs: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void logs.push(line) });
  const env = parseEnv({ NODE_ENV: 'test', SERVE_WEB: 'false' });
  const clock = mutableClock();
  const mailer = createMailer({
    db: database.db,
    clock,
    log: logger,
    from: env.MAIL_FROM,
    transport: null,
    appSecret: 'test-secret-test-secret-test-secret-0123456789',
  });
  const app = await buildApp(
    {
      env,
      appSecret: 'test-secret-test-secret-test-secret-0123456789',
      colEngine: testColEngine(),
      database,
      clock,
      mailer,
      isDraining: () => false,
    },
    { logger },
  );
  await app.ready();
  close = async () => {
    await app.close();
    await database.close();
  };
  return { app, logs };
}

test('with the database unreachable, readiness and writes answer 503 with Retry-After in the envelope', async () => {
  const { app, logs } = await appWithoutDatabase();
  const ready = await app.inject({ method: 'GET', url: '/api/ready' });
  expect(ready.statusCode).toBe(503);
  expect(ready.headers['retry-after']).toMatch(/^\d+$/);
  expect(ready.json()).toMatchObject({ status: 'error', code: 'SERVICE_UNAVAILABLE' });

  const contact = await app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' },
  });
  expect(contact.statusCode).toBe(503);
  expect(contact.headers['retry-after']).toMatch(/^\d+$/);
  expect(contact.json()).toEqual({
    status: 'error',
    code: 'SERVICE_UNAVAILABLE',
    message: 'The database is unavailable. Please retry shortly.',
  });
  // Logged as a warning with the cause, not as a failed request with a stack.
  expect(logs.some((l) => l.includes('"level":50') && l.includes('request failed'))).toBe(false);
  expect(logs.some((l) => l.includes('database unavailable'))).toBe(true);
  // Rates are served from memory and do not need the database.
  const rates = await app.inject({ method: 'GET', url: '/api/exchange/latest-rates?from=USD' });
  expect(rates.statusCode).toBe(200);
});

test('only connection failures count as the database being unavailable', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    code: 'ECONNREFUSED',
  });
  expect(isDatabaseUnavailable(refused)).toBe(true);
  expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true);
  expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
  // A wrong query is a bug: 500.
  expect(isDatabaseUnavailable(Object.assign(new Error('syntax'), { code: '42601' }))).toBe(false);
  expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
  expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
});
