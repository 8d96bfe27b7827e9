// Issue 17 §2 / ADR 091: Redis stopped while an instance runs. A real redis-server of the test's own
// (never the machine's shared one) is killed mid-test and started again.
import { afterEach, expect, test } from 'vitest';
import { type OwnRedis, startOwnRedis } from '../../testing/redis-server.testkit.ts';
import {
  type AuthTest,
  STRONG_PASSWORD,
  post,
  signupVerified,
  startAuthTest,
} from '../auth/auth.testkit.ts';

let redis: OwnRedis | undefined;
let a: AuthTest | undefined;
afterEach(async () => {
  await a?.close();
  await redis?.close();
  a = undefined;
  redis = undefined;
});

const login = { email: 'ada@example.com', password: STRONG_PASSWORD };

async function ready(x: AuthTest) {
  const res = await x.t.app.inject({ method: 'GET', url: '/api/ready' });
  return { status: res.statusCode, body: res.json(), degraded: res.headers['x-parity-degraded'] };
}

/** Poll readiness until Redis reads `want` (hang guard only: ioredis retries every ≤ 2 s). */
async function untilRedis(x: AuthTest, want: 'ok' | 'unavailable') {
  for (let i = 0; i < 100; i += 1) {
    const r = await ready(x);
    if (r.body.data?.dependencies?.redis === want) return r;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`readiness never reported redis ${want}`);
}

const lines = (x: AuthTest, text: string) => x.t.logs.filter((l) => l.includes(text)).length;

test('a Redis outage never becomes a 500: login and per-IP limits fall back to memory, ready says degraded, one log line each way', async () => {
  redis = await startOwnRedis();
  a = await startAuthTest({ redisUrl: redis.url });
  await signupVerified(a);
  expect((await post(a.t, '/api/auth/login', login)).statusCode).toBe(200);
  const before = await ready(a);
  expect(before.status).toBe(200);
  expect(before.body.data).toMatchObject({
    status: 'ready',
    dependencies: { database: 'ok', redis: 'ok' },
    degraded: [],
  });

  await redis.stop();
  const during = await untilRedis(a, 'unavailable');
  expect(during.status).toBe(200);
  expect(during.body.data).toMatchObject({ status: 'degraded', degraded: ['redis'] });
  expect(during.degraded).toBe('redis');

  // Logins keep working, each client IP still gets at most 10 auth POSTs a minute (per instance).
  const ip = '10.99.0.1';
  const answers: number[] = [];
  for (let i = 0; i < 10; i += 1)
    answers.push((await post(a.t, '/api/auth/login', login, {}, ip)).statusCode);
  expect(answers).toEqual(Array(10).fill(200));
  const limited = await post(a.t, '/api/auth/login', login, {}, ip);
  expect(limited.statusCode).toBe(429);
  expect(limited.headers['retry-after']).toMatch(/^\d+$/);
  expect(limited.json()).toMatchObject({ status: 'error', code: 'RATE_LIMITED' });
  // The per-account backoff still counts wrong passwords in memory and answers 401, not 500.
  const wrong = await post(a.t, '/api/auth/login', { ...login, password: 'Wrong-Pass-1' });
  expect(wrong.statusCode).toBe(401);
  expect(lines(a, 'Redis unavailable')).toBe(1);

  await redis.start();
  const after = await untilRedis(a, 'ok');
  expect(after.body.data).toMatchObject({ status: 'ready', degraded: [] });
  expect(after.degraded).toBeUndefined();
  expect((await post(a.t, '/api/auth/login', login)).statusCode).toBe(200);
  expect(lines(a, 'Redis unavailable')).toBe(1);
  expect(lines(a, 'Redis is back')).toBe(1);
  expect(a.t.logs.some((l) => l.includes('"statusCode":500') || l.includes('request failed'))).toBe(
    false,
  );
});

test('an instance that starts while Redis is down serves logins and reports the outage', async () => {
  redis = await startOwnRedis();
  await redis.stop();
  a = await startAuthTest({ redisUrl: redis.url });
  const r = await untilRedis(a, 'unavailable');
  expect(r.status).toBe(200);
  await signupVerified(a);
  expect((await post(a.t, '/api/auth/login', login)).statusCode).toBe(200);
  expect(lines(a, 'Redis unavailable')).toBe(1);
});
