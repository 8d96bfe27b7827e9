import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterEach, expect, test } from 'vitest';
import { REDIS_CLIENT_OPTIONS, type RedisHealth } from '../redis.ts';
import { type OwnRedis, startOwnRedis } from '../testing/redis-server.testkit.ts';
import { registerErrorHandler } from './error-handler.ts';
import {
  clientAddressKey,
  limit,
  limiterHook,
  MemoryCounter,
  registerRateLimit,
  SharedCounter,
  type WindowCount,
  windowMs,
} from './rate-limit.ts';

let redis: OwnRedis | undefined;
const clients: Redis[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.disconnect();
  await redis?.close();
  redis = undefined;
});

test('time windows: the texts the routes use, and nothing the server does not understand', () => {
  expect(windowMs('1 minute')).toBe(60_000);
  expect(windowMs('1 hour')).toBe(3_600_000);
  expect(windowMs('15 minutes')).toBe(900_000);
  expect(windowMs(2_500)).toBe(2_500);
  for (const bad of ['1 fortnight', 'minute', '0 minutes', '', 0, -5, 1.5])
    expect(() => windowMs(bad), String(bad)).toThrow(/unknown time window/);
});

test('client addresses: IPv4 as it is, IPv4-mapped IPv6 as IPv4, IPv6 by its /64', () => {
  expect(clientAddressKey('203.0.113.9')).toBe('203.0.113.9');
  expect(clientAddressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  expect(clientAddressKey('::FFFF:cb00:7109')).toBe('203.0.113.9');
  const net = '2001:db8:0:7::/64';
  for (const ip of [
    '2001:db8:0:7::1',
    '2001:db8:0:7:a:b:c:d',
    '2001:0DB8:0000:0007:ffff:ffff:ffff:ffff',
    '2001:db8:0:7::1%eth0',
    '2001:db8:0:7:0:0:1.2.3.4',
  ])
    expect(clientAddressKey(ip), ip).toBe(net);
  expect(clientAddressKey('2001:db8:0:8::1')).not.toBe(net);
  expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
  expect(clientAddressKey('fe80::')).toBe('fe80:0:0:0::/64');
  // Anything else (a trusted proxy's odd header) is its own bucket, never an error.
  expect(clientAddressKey('unknown')).toBe('unknown');
});

test('the memory counter counts a fixed window per key and starts a new one when it ends', () => {
  let now = 1_000_000;
  const counter = new MemoryCounter(100, () => now);
  const counts: WindowCount[] = [];
  for (let i = 0; i < 3; i++) {
    counts.push(counter.count('a', 60_000));
    now += 10_000;
  }
  expect(counts).toEqual([
    { current: 1, ttl: 60_000 },
    { current: 2, ttl: 50_000 },
    { current: 3, ttl: 40_000 },
  ]);
  expect(counter.count('b', 60_000)).toEqual({ current: 1, ttl: 60_000 });
  now += 30_000; // 'a' started 60 s ago: its window has ended
  expect(counter.count('a', 60_000)).toEqual({ current: 1, ttl: 60_000 });
  expect(counter.count('b', 60_000)).toEqual({ current: 2, ttl: 30_000 });
});

test('the memory counter holds at most maxKeys windows: ended ones go first, then the oldest', () => {
  let now = 0;
  const counter = new MemoryCounter(3, () => now);
  counter.count('old', 1_000);
  now = 500;
  counter.count('mid', 1_000);
  counter.count('mid', 1_000);
  counter.count('new', 1_000);
  now = 1_200; // 'old' has ended, 'mid' and 'new' have not
  counter.count('fourth', 1_000);
  expect(counter.size).toBe(3);
  expect(counter.count('mid', 1_000).current).toBe(3); // kept
  counter.count('fifth', 1_000); // full of live windows: the oldest ('mid') makes room
  expect(counter.size).toBe(3);
  expect(counter.count('mid', 1_000).current).toBe(1);
});

async function limitedApp(counter = new MemoryCounter()) {
  const app = Fastify();
  registerErrorHandler(app);
  const hook = limiterHook(limit(2, '1 minute'), counter);
  app.get('/a', { onRequest: hook }, async () => ({ ok: true }));
  return app;
}

test('a limited route: headers on every answer, then 429 in the error envelope with Retry-After', async () => {
  const app = await limitedApp();
  const ask = () => app.inject({ url: '/a', remoteAddress: '198.51.100.7' });
  const [first, second, third] = [await ask(), await ask(), await ask()];
  expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 200, 429]);
  expect(first.headers).toMatchObject({
    'x-ratelimit-limit': '2',
    'x-ratelimit-remaining': '1',
    'x-ratelimit-reset': '60',
  });
  expect(second.headers['x-ratelimit-remaining']).toBe('0');
  expect(third.headers['x-ratelimit-remaining']).toBe('0');
  expect(third.headers['retry-after']).toBe('60');
  expect(third.json()).toMatchObject({ status: 'error', code: 'RATE_LIMITED' });
  // Another address has its own bucket; so has another address of the same IPv6 /64 not.
  expect((await app.inject({ url: '/a', remoteAddress: '198.51.100.8' })).statusCode).toBe(200);
  const v6 = (ip: string) => app.inject({ url: '/a', remoteAddress: ip });
  expect((await v6('2001:db8:5:5::1')).statusCode).toBe(200);
  expect((await v6('2001:db8:5:5::2')).statusCode).toBe(200);
  expect((await v6('2001:db8:5:5:ffff::3')).statusCode).toBe(429);
  await app.close();
});

test('a concurrent burst from one address is counted request by request: exactly the limit passes', async () => {
  const app = await limitedApp();
  const burst = await Promise.all(
    Array.from({ length: 8 }, () => app.inject({ url: '/a', remoteAddress: '198.51.100.9' })),
  );
  expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(2);
  expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(6);
  await app.close();
});

test('registerRateLimit gives each route its own bucket, and leaves routes without a rule alone', async () => {
  const app = Fastify();
  registerErrorHandler(app);
  registerRateLimit(app, {});
  const rule = { rateLimit: limit(1, '1 minute') };
  app.get('/one', { config: rule }, async () => ({ ok: 1 }));
  app.get('/two', { config: rule }, async () => ({ ok: 2 }));
  app.get('/free', async () => ({ ok: 3 }));
  const status = async (url: string) => (await app.inject({ url })).statusCode;
  expect([await status('/one'), await status('/one')]).toEqual([200, 429]);
  expect([await status('/two'), await status('/two')]).toEqual([200, 429]);
  const free = await app.inject({ url: '/free' });
  expect(free.statusCode).toBe(200);
  expect(free.headers['x-ratelimit-limit']).toBeUndefined();
  await app.close();
});

function recordingHealth() {
  const events: string[] = [];
  const health: RedisHealth = {
    isUp: () => events.at(-1) !== 'failure',
    available: () => true,
    reportFailure: () => events.push('failure'),
    reportSuccess: () => events.push('success'),
    stop: () => undefined,
  };
  return { events, health };
}

test('the shared counter: two instances count in one Redis window; while Redis is down each counts in memory', async () => {
  redis = await startOwnRedis();
  const connect = async () => {
    const client = new Redis(redis!.url, REDIS_CLIENT_OPTIONS);
    clients.push(client);
    client.on('error', () => undefined);
    await new Promise((resolve) => client.once('ready', resolve));
    return client;
  };
  const { events, health } = recordingHealth();
  const one = new SharedCounter(await connect(), 'test-rl:GET/a-', health);
  const two = new SharedCounter(await connect(), 'test-rl:GET/a-', health);
  const incr = (counter: SharedCounter) =>
    new Promise<WindowCount>((resolve) => counter.incr('203.0.113.1', 60_000, resolve));
  const counts = [await incr(one), await incr(two), await incr(one)];
  expect(counts.map((c) => c.current)).toEqual([1, 2, 3]);
  for (const c of counts) expect(c.ttl).toBeGreaterThan(55_000);
  expect(counts[0]!.ttl).toBeLessThanOrEqual(60_000);
  expect(events).toEqual(['success', 'success', 'success']);

  await redis.stop();
  const during = [await incr(one), await incr(one), await incr(two)];
  // Each instance's memory starts its own window: the limit holds per instance, nothing fails.
  expect(during.map((c) => c.current)).toEqual([1, 2, 1]);
  expect(events.slice(3)).toEqual(['failure', 'failure', 'failure']);
});
