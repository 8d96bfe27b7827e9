import Fastify from 'fastify';
import { afterEach, expect, test } from 'vitest';
import { ALL_ROUTES } from '#domain/api/routes.ts';
import { policyGuards } from '../app.ts';
import { createUser } from '../features/billing/billing.testkit.ts';
import { createTestApp, type TestApp } from '../testing/test-app.testkit.ts';
import { contractSerializerCompiler } from './contract-serializer.ts';
import { registerRoutePolicy } from './route-policy.ts';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

test('a route under /api without a declared policy stops the app from starting', async () => {
  t = await createTestApp();
  const app = Fastify();
  registerRoutePolicy(app, { env: t.deps.env, guards: policyGuards(t.deps) });
  await expect(async () => {
    app.get('/api/forgotten', async () => ({ status: 'success', data: {} }));
    await app.ready();
  }).rejects.toThrow(/GET \/api\/forgotten declares no config\.policy/);
  await app.close();
});

test('a handler that reads request.user on a route whose policy does not sign in fails loudly', async () => {
  t = await createTestApp();
  const app = Fastify();
  // The documented error answers are zod schemas, as in buildApp.
  app.setSerializerCompiler(contractSerializerCompiler);
  registerRoutePolicy(app, { env: t.deps.env, guards: policyGuards(t.deps) });
  app.get('/api/careless', { config: { policy: { auth: 'none' } } }, async (request) => ({
    id: request.user.id,
  }));
  const res = await app.inject({ url: '/api/careless' });
  expect(res.statusCode).toBe(500);
  await app.close();
});

test('a signed-in route hands its handler the user the session belongs to', async () => {
  t = await createTestApp();
  const user = await createUser(t);
  const res = await t.app.inject({ url: '/api/user/me', headers: user.auth });
  expect(res.statusCode).toBe(200);
  expect(res.json().data.user.email).toBe(user.email);
  expect(res.headers['cache-control']).toBe('no-store');
});

test('every route the API documents declares its policy', async () => {
  t = await createTestApp();
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
  // OpenAPI writes `:id` as `{id}`.
  const policed = new Set(
    t.app.routePolicies.map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`),
  );
  expect(documented.length).toBeGreaterThan(30);
  expect(documented.filter((route) => !policed.has(route))).toEqual([]);
});

test('the app serves every route contract, each with its contract’s policy, and no other route', async () => {
  t = await createTestApp();
  const served = t.app.routePolicies
    .filter((r) => r.method !== 'HEAD')
    .map((r) => ({ route: `${r.method} ${r.url}`, policy: r.policy }));
  const contracts = ALL_ROUTES.map((c) => ({ route: `${c.method} ${c.path}`, policy: c.policy }));
  const byRoute = (a: { route: string }, b: { route: string }) => a.route.localeCompare(b.route);
  expect(served.sort(byRoute)).toEqual(contracts.sort(byRoute));
  expect(contracts).toHaveLength(54); // 53 + GET /api/subscription/payments (ADR 190)
});

test('a signed-in route answers 401 without a session, and no-store on that error too', async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/subscription' });
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ status: 'error', code: 'UNAUTHORIZED' });
  expect(res.headers['cache-control']).toBe('no-store');
});

test('an API key has its own bucket on the cost-of-living routes too, not only the per-IP one', async () => {
  t = await createTestApp({
    env: { API_KEY_RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_PUBLIC_PER_MINUTE: '1' },
  });
  const user = await createUser(t);
  const bought = await t.app.inject({
    method: 'POST',
    url: '/api/payments/local-checkout',
    headers: user.auth,
    payload: { planName: 'Navigator', billingPeriod: 'year' },
  });
  expect(bought.statusCode).toBe(200);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: user.auth,
    payload: { name: 'k' },
  });
  const key = created.json().data.key as string;
  const url = '/api/prices/contributions?city=Riyadh&country=SA';
  const anonymous = () => t.app.inject({ url });
  const withKey = () => t.app.inject({ url, headers: { 'x-api-key': key } });
  expect([(await anonymous()).statusCode, (await anonymous()).statusCode]).toEqual([200, 429]);
  const keyed = [];
  for (let i = 0; i < 4; i++) keyed.push((await withKey()).statusCode);
  expect(keyed).toEqual([200, 200, 200, 429]);
});

test('every public data route counts API keys in their own bucket', async () => {
  t = await createTestApp();
  const publicData = t.app.routePolicies.filter((r) => r.policy.publicData);
  // The exchange, cost-of-living, plan and evidence reads (docs/security.md C4).
  expect(publicData.map((r) => `${r.method} ${r.url}`)).toEqual(
    expect.arrayContaining([
      'GET /api/plans',
      'GET /api/exchange/latest-rates',
      'GET /api/exchange/history',
      'GET /api/exchange/cities',
      'POST /api/exchange/market-data',
      'GET /api/cost-of-living/index',
      'GET /api/cost-of-living/compare',
      'GET /api/prices/contributions',
    ]),
  );
  expect(publicData.every((r) => r.policy.limit === undefined)).toBe(true);
});
