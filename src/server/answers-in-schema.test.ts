// Issue 33 acceptance: no 2xx answer carries NaN, null in a number field or a field outside its
// schema. extreme-numbers.test.ts pushes the numbers an operation takes to the edges of a double;
// this one sends every operation of the OpenAPI document its ordinary request and reads each 2xx
// answer against the document. An operation added without a request here fails the test.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createUser, type TestUser } from './features/billing/billing.testkit.ts';
import { hashPassword } from './features/auth/password.ts';
import { createTestApp, type TestApp } from './testing/test-app.testkit.ts';
import { type Doc, departuresIn } from './testing/openapi-conformance.testkit.ts';

const PASSWORD = 'Schema-Parity-2026x';
type Request = {
  url: string;
  body?: Record<string, unknown>;
  /**
   * `fresh`: a new Navigator user of its own, for calls that end sessions or change the plan;
   * `key`: the Navigator user's personal API key instead of the session.
   */
  as?: 'user' | 'fresh' | 'free' | 'nobody' | 'key';
  /** A POST made first with the same session (a cancellation before a resume). */
  setup?: string;
};

const PLACE = { city: 'Lisbon', country: 'Portugal' };
const TO = { city: 'Bangkok', country: 'Thailand' };

/** Each operation's ordinary request. */
function requests(user: TestUser, keyId: string): Record<string, Request> {
  return {
    'GET /api/health': { url: '/api/health' },
    'GET /api/ready': { url: '/api/ready' },
    'POST /api/contact': {
      url: '/api/contact',
      body: { name: 'Ada', email: user.email, subject: 'Hello', message: 'A question.' },
    },
    'GET /api/payments/config': { url: '/api/payments/config' },
    'POST /api/payments/local-checkout': {
      url: '/api/payments/local-checkout',
      body: { planName: 'Navigator', billingPeriod: 'year' },
    },
    'GET /api/subscription': { url: '/api/subscription' },
    'POST /api/subscription': {
      url: '/api/subscription',
      as: 'free',
      body: { planName: 'Explorer', billingInterval: 'lifetime' },
    },
    'POST /api/subscription/cancel': { url: '/api/subscription/cancel', as: 'fresh', body: {} },
    'POST /api/subscription/resume': {
      url: '/api/subscription/resume',
      as: 'fresh',
      setup: '/api/subscription/cancel',
      body: {},
    },
    'POST /api/subscription/change': {
      url: '/api/subscription/change',
      as: 'fresh',
      body: { planName: 'Navigator', billingPeriod: 'year' },
    },
    'POST /api/subscription/checkout': {
      url: '/api/subscription/checkout',
      body: { planName: 'Voyager', billingPeriod: 'month' },
    },
    'POST /api/api-keys': { url: '/api/api-keys', body: { name: 'schema script' } },
    'GET /api/api-keys': { url: '/api/api-keys' },
    'DELETE /api/api-keys/{id}': { url: `/api/api-keys/${keyId}` },
    'GET /api/plans': { url: '/api/plans' },
    'POST /api/auth/signup': {
      url: '/api/auth/signup',
      as: 'nobody',
      body: {
        firstname: 'Grace',
        lastname: 'Hopper',
        username: 'grace_schema',
        email: 'grace-schema@example.com',
        password: PASSWORD,
      },
    },
    'POST /api/auth/login': {
      url: '/api/auth/login',
      as: 'nobody',
      body: { email: user.email, password: PASSWORD },
    },
    'POST /api/auth/forget-password': {
      url: '/api/auth/forget-password',
      as: 'nobody',
      body: { email: user.email },
    },
    'POST /api/auth/verify-otp': {
      url: '/api/auth/verify-otp',
      as: 'nobody',
      body: { email: user.email, otp: '000000', type: 'reset_password' },
    },
    'POST /api/auth/resend-otp': {
      url: '/api/auth/resend-otp',
      as: 'nobody',
      body: { email: 'nobody-schema@example.com', type: 'email_verification' },
    },
    'POST /api/auth/reset-password': {
      url: '/api/auth/reset-password',
      as: 'nobody',
      body: { email: user.email, newPassword: 'Other-Parity-2026y' },
    },
    'POST /api/auth/logout': { url: '/api/auth/logout', as: 'fresh', body: {} },
    'PATCH /api/user/me': {
      url: '/api/user/me',
      body: { firstname: 'Ada', lastname: 'King', username: 'ada_king_schema' },
    },
    'GET /api/user/me': { url: '/api/user/me' },
    'POST /api/user/email': {
      url: '/api/user/email',
      body: { newEmail: 'ada-new-schema@example.com', password: PASSWORD },
    },
    'POST /api/user/email/confirm': {
      url: '/api/user/email/confirm',
      body: { newEmail: 'ada-new-schema@example.com', code: '000000' },
    },
    'POST /api/user/password': {
      url: '/api/user/password',
      as: 'fresh',
      body: { currentPassword: PASSWORD, newPassword: 'Leaver-Parity-2026y' },
    },
    'POST /api/user/sign-out-everywhere': {
      url: '/api/user/sign-out-everywhere',
      as: 'fresh',
      body: {},
    },
    'GET /api/user/export': { url: '/api/user/export' },
    'POST /api/user/delete': {
      url: '/api/user/delete',
      as: 'fresh',
      body: { password: PASSWORD, confirmation: 'DELETE' },
    },
    'GET /api/exchange/latest-rates': { url: '/api/exchange/latest-rates?from=USD' },
    'GET /api/exchange/history': { url: '/api/exchange/history?from=USD&to=EUR&days=30' },
    'GET /api/exchange/supported-countries': { url: '/api/exchange/supported-countries' },
    'GET /api/exchange/supported-cities': { url: '/api/exchange/supported-cities' },
    'GET /api/exchange/supported-currency-symbols': {
      url: '/api/exchange/supported-currency-symbols',
    },
    'GET /api/exchange/cities': { url: '/api/exchange/cities?q=Lis&limit=5' },
    'GET /api/exchange/rates': {
      url: '/api/exchange/rates?base=USD&symbols=EUR,JPY&date=2025-03-05',
    },
    'GET /api/exchange/timeseries': {
      url: '/api/exchange/timeseries?base=USD&symbols=EUR&start_date=2025-03-01&end_date=2025-03-09',
    },
    'GET /api/exchange/fluctuation': {
      url: '/api/exchange/fluctuation?base=USD&symbols=JPY&start_date=2025-03-01&end_date=2025-03-30',
    },
    'GET /api/exchange/convert': {
      url: '/api/exchange/convert?from=GBP&to=JPY&amount=250&date=2025-06-01',
    },
    'GET /api/exchange/market-data': {
      url: '/api/exchange/market-data?city=Lisbon&country=Portugal',
    },
    'GET /api/usage': { url: '/api/usage', as: 'key' },
    'GET /api/subscription/payments': { url: '/api/subscription/payments' },
    'POST /api/exchange/market-data': { url: '/api/exchange/market-data', body: PLACE },
    'GET /api/cost-of-living/index': {
      url: '/api/cost-of-living/index?city=Lisbon&country=Portugal',
    },
    'GET /api/cost-of-living/compare': {
      url: '/api/cost-of-living/compare?from=Lisbon&fromCountry=Portugal&to=Bangkok&toCountry=Thailand',
    },
    'POST /api/prices/contributions': {
      url: '/api/prices/contributions',
      body: { item: 'cappuccino', ...PLACE, price: 2, currency: 'EUR' },
    },
    'GET /api/prices/contributions': {
      url: '/api/prices/contributions?city=Lisbon&country=Portugal',
    },
    'POST /api/premium/lifestyle': {
      url: '/api/premium/lifestyle',
      body: { from: PLACE, to: TO, income: 3000, currency: 'EUR', lifestyle: 'balanced' },
    },
    'POST /api/premium/relocation': {
      url: '/api/premium/relocation',
      body: { from: PLACE, to: TO, housingBudget: 900, currency: 'EUR', familySize: 2 },
    },
    'POST /api/premium/investment': {
      url: '/api/premium/investment',
      body: { from: PLACE, to: TO, amount: 50_000, horizon: 5, risk: 'medium' },
    },
    'POST /api/premium/business': {
      url: '/api/premium/business',
      body: { from: PLACE, to: TO, industry: 'tech', size: 'small', scope: 'local' },
    },
    'POST /api/premium/salary': {
      url: '/api/premium/salary',
      body: { from: PLACE, to: TO, salary: 40_000, currency: 'EUR' },
    },
    // Unsigned: refused (400/401); the signed path is the billing tests' business.
    'POST /api/webhooks/paddle': { url: '/api/webhooks/paddle', as: 'nobody', body: {} },
  };
}

/** Operations whose ordinary request here is refused by design, and why (their 2xx is read elsewhere). */
const REFUSED: Record<string, string> = {
  'POST /api/webhooks/paddle': 'unsigned',
  'POST /api/auth/verify-otp': 'a wrong code',
  'POST /api/auth/reset-password': 'no reset grant',
  'POST /api/user/email/confirm': 'a wrong code',
  // In local payments mode a cancelled row is not resumable (resumableRow looks for Paddle rows);
  // the Paddle-mode resume is purchase-guard.test.ts's.
  'POST /api/subscription/resume': 'local mode',
};

let t: TestApp;
let user: TestUser;
let keyId: string;
let apiKey: string;
let hash: string;

/** A verified user who knows PASSWORD, on Navigator monthly (or on no plan when `free`). */
async function navigatorUser(name: string, free = false): Promise<TestUser> {
  const u = await createUser(t, name);
  await t.deps.database.db
    .updateTable('users')
    .set({ password_hash: hash })
    .where('id', '=', u.id)
    .execute();
  if (free) return u;
  const bought = await t.app.inject({
    method: 'POST',
    url: '/api/payments/local-checkout',
    headers: u.auth,
    payload: { planName: 'Navigator', billingPeriod: 'month' },
  });
  expect(bought.statusCode, bought.body).toBe(200);
  return u;
}

beforeAll(async () => {
  t = await createTestApp();
  hash = await hashPassword(PASSWORD);
  user = await navigatorUser('schema');
  const key = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: user.auth,
    payload: { name: 'to revoke' },
  });
  keyId = key.json().data.apiKey.id as string;
  const kept = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: user.auth,
    payload: { name: 'to call with' },
  });
  apiKey = kept.json().data.key as string;
});
afterAll(async () => t?.close());

test('every operation answers its ordinary request with a 2xx that keeps to its schema', async () => {
  const doc = t.app.swagger() as Doc;
  const table = requests(user, keyId);
  const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );
  expect(operations.map((o) => o.key).sort()).toEqual(Object.keys(table).sort());
  const problems: string[] = [];
  let read = 0;
  for (const [i, { key, op }] of operations.entries()) {
    const request = table[key]!;
    const headers =
      request.as === 'nobody'
        ? {}
        : request.as === 'key'
          ? { 'x-api-key': apiKey }
          : request.as === 'fresh' || request.as === 'free'
            ? (await navigatorUser(`fresh${i}`, request.as === 'free')).auth
            : user.auth;
    if (request.setup) {
      const setup = await t.app.inject({
        method: 'POST',
        url: request.setup,
        headers,
        payload: {},
      });
      expect(setup.statusCode, `${key} setup: ${setup.body}`).toBe(200);
      // The frozen test clock: a change must come after the one it undoes.
      t.clock.advance(60_000);
    }
    const res = await t.app.inject({
      method: key.split(' ')[0] as 'GET',
      url: request.url,
      headers,
      remoteAddress: `10.33.${i >> 8}.${i & 255}`,
      ...(request.body ? { payload: request.body } : {}),
    });
    if (REFUSED[key]) {
      if (res.statusCode < 400 || res.statusCode >= 500)
        problems.push(`${key}: ${res.statusCode} where a refusal (${REFUSED[key]}) was due`);
      continue;
    }
    if (res.statusCode < 200 || res.statusCode >= 300) {
      problems.push(`${key}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      continue;
    }
    const schema = op.responses?.['200']?.content?.['application/json']?.schema;
    if (!schema) {
      problems.push(`${key}: no 200 schema in the document`);
      continue;
    }
    read += 1;
    for (const d of departuresIn(doc, res.json(), schema, res.json(), 'answer'))
      problems.push(`${key}: ${d}`);
    // NaN and Infinity are written as null; a number field must never be null (departuresIn reads
    // that against the schema), and the raw text must hold no NaN or Infinity literal.
    if (/\b(NaN|Infinity)\b/.test(res.body)) problems.push(`${key}: NaN or Infinity in the text`);
  }
  expect(problems).toEqual([]);
  expect(read).toBe(operations.length - Object.keys(REFUSED).length);
}, 300_000);
