// Behaviour of the limiter (ADR 193): limits and headers, IPv6 /64 buckets, bursts, per-route buckets,
// and Redis: shared between instances, memory while it is down or hung (ADRs 091, 156).
import Fastify, { type FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { afterEach, expect, test } from 'vitest';
import { REDIS_CLIENT_OPTIONS, type RedisHealth, watchRedis } from '../redis.ts';
import { type OwnRedis, startOwnRedis } from '../testing/redis-server.testkit.ts';
import { registerErrorHandler } from './error-handler.ts';
import { clientAddressKey, limit, registerRateLimit } from './rate-limit.ts';

let redis: OwnRedis | undefined;
const clients: Redis[] = [];
const apps: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const client of clients.splice(0)) client.disconnect();
  await redis?.close();
  redis = undefined;
});

async function limitedApp(options: Parameters<typeof registerRateLimit>[1] = {}, max = 2) {
  const app = Fastify();
  apps.push(app);
  registerErrorHandler(app);
  await registerRateLimit(app, options);
  app.get('/a', { config: { rateLimit: limit(max, '1 minute') } }, async () => ({ ok: 1 }));
  app.get('/b', { config: { rateLimit: limit(max, '1 minute') } }, async () => ({ ok: 2 }));
  app.get(
    '/keyed',
    {
      config: {
        rateLimit: {
          timeWindow: '1 minute',
          keyGenerator: (r: FastifyRequest) => String(r.headers['x-key'] ?? r.ip),
          max: (r: FastifyRequest) => (r.headers['x-key'] ? 3 : 1),
        },
      },
    },
    async () => ({ ok: 3 }),
  );
  app.get('/free', async () => ({ ok: 4 }));
  return app;
}

test('client addresses: IPv4 as it is, IPv4-mapped as IPv4, IPv6 by its /64', () => {
  expect(clientAddressKey('203.0.113.9')).toBe('203.0.113.9');
  expect(clientAddressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  const net = clientAddressKey('2001:db8:0:7::1');
  for (const ip of ['2001:db8:0:7:a:b:c:d', '2001:0DB8:0000:0007:ffff:ffff:ffff:ffff'])
    expect(clientAddressKey(ip), ip).toBe(net);
  expect(clientAddressKey('2001:db8:0:8::1')).not.toBe(net);
  expect(clientAddressKey('unknown')).toBe('unknown');
});

test('a limited route: headers on every answer, then 429 in the error envelope with Retry-After', async () => {
  const app = await limitedApp();
  const ask = () => app.inject({ url: '/a', remoteAddress: '198.51.100.7' });
  const [first, second, third] = [await ask(), await ask(), await ask()];
  expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 200, 429]);
  expect(first.headers).toMatchObject({
    'x-ratelimit-limit': '2',
    'x-ratelimit-remaining': '1',
    'x-ratelimit-reset': '60',
    'ratelimit-policy': '"ip";q=2;w=60',
    ratelimit: '"ip";r=1;t=60',
  });
  expect(third.headers).toMatchObject({ 'x-ratelimit-remaining': '0', 'retry-after': '60' });
  expect(third.headers.ratelimit).toBe('"ip";r=0;t=60');
  expect(third.json()).toMatchObject({ status: 'error', code: 'RATE_LIMITED' });
  // Another address has its own bucket.
  expect((await app.inject({ url: '/a', remoteAddress: '198.51.100.8' })).statusCode).toBe(200);
  // A route without a rule is not limited and says nothing about limits.
  const free = await app.inject({ url: '/free' });
  expect(free.headers['x-ratelimit-limit']).toBeUndefined();
  expect(free.headers.ratelimit).toBeUndefined();
});

test('IPv6: one bucket per /64, whatever the interface part', async () => {
  const app = await limitedApp();
  const v6 = async (ip: string) => (await app.inject({ url: '/a', remoteAddress: ip })).statusCode;
  expect([
    await v6('2001:db8:5:5::1'),
    await v6('2001:db8:5:5:aaaa::2'),
    await v6('2001:db8:5:5:ffff:ffff:ffff:3'),
  ]).toEqual([200, 200, 429]);
  expect(await v6('2001:db8:5:6::1')).toBe(200);
});

test('each route has its own bucket, and a key function gives a caller a bucket and limit of its own', async () => {
  const app = await limitedApp();
  const status = async (url: string, headers: Record<string, string> = {}) =>
    (await app.inject({ url, headers, remoteAddress: '198.51.100.20' })).statusCode;
  expect([await status('/a'), await status('/a'), await status('/a')]).toEqual([200, 200, 429]);
  expect(await status('/b')).toBe(200);
  expect([await status('/keyed'), await status('/keyed')]).toEqual([200, 429]);
  const keyed = [];
  for (let i = 0; i < 4; i++) keyed.push(await status('/keyed', { 'x-key': 'k1' }));
  expect(keyed).toEqual([200, 200, 200, 429]);
  expect(await status('/keyed', { 'x-key': 'k2' })).toBe(200);
});

test('a concurrent burst from one address admits exactly the limit', async () => {
  const app = await limitedApp({}, 3);
  const burst = await Promise.all(
    Array.from({ length: 9 }, () => app.inject({ url: '/a', remoteAddress: '198.51.100.9' })),
  );
  expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(3);
  expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(6);
});

async function connect(url: string) {
  const client = new Redis(url, REDIS_CLIENT_OPTIONS);
  clients.push(client);
  client.on('error', () => undefined);
  await new Promise((resolve) => client.once('ready', resolve));
  return client;
}

/** Two instances of one deployment, each with its own client and circuit, on one Redis. */
async function twoInstances(namespace: string) {
  redis = await startOwnRedis();
  const instance = async () => {
    const client = await connect(redis!.url);
    const health: RedisHealth = watchRedis(client, Fastify().log);
    return limitedApp({ redis: client, health, namespace }, 3);
  };
  return [await instance(), await instance()] as const;
}

test('Redis: two instances share one window; while Redis is down each counts in memory, nothing fails', async () => {
  const [one, two] = await twoInstances('rl-test-down:');
  const ask = async (app: typeof one) =>
    (await app.inject({ url: '/a', remoteAddress: '203.0.113.1' })).statusCode;
  expect([await ask(one), await ask(two), await ask(one), await ask(two)]).toEqual([
    200, 200, 200, 429,
  ]);
  await redis!.stop();
  // Each instance's memory starts its own window: the limit holds per instance.
  const during = [await ask(one), await ask(one), await ask(one), await ask(one), await ask(two)];
  expect(during).toEqual([200, 200, 200, 429, 200]);
});

test('Redis hung (SIGSTOP): answers within the command budget, then at once while the circuit is open', async () => {
  const [one] = await twoInstances('rl-test-hung:');
  expect((await one.inject({ url: '/a', remoteAddress: '203.0.113.2' })).statusCode).toBe(200);
  redis!.freeze();
  try {
    const times: number[] = [];
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const started = performance.now();
      const res = await one.inject({ url: '/b', remoteAddress: '203.0.113.2' });
      times.push(performance.now() - started);
      statuses.push(res.statusCode);
    }
    // Counted in memory: the limit still holds, and no answer is an error of ours.
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    // The first three pay at most the 100 ms budget each; the circuit is open after them.
    for (const ms of times.slice(0, 3)) expect(ms).toBeLessThan(400);
    for (const ms of times.slice(3)) expect(ms).toBeLessThan(50);
  } finally {
    redis!.thaw();
  }
});
