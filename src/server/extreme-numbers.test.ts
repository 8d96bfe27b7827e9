// Issue 33 finding 3: numbers at the edges of a double (5e-324, 1e-310, 1.7e308 …) in every number an
// operation takes must answer 400 or a 2xx whose body keeps to its OpenAPI schema: no null where a
// number was due (JSON writes NaN and Infinity as null). The operations come from the OpenAPI
// document, so a new operation that takes a number fails here until it has a request below.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createUser, type TestUser } from './features/billing/billing.testkit.ts';
import { createTestApp, type TestApp } from './testing/test-app.testkit.ts';
import {
  type Doc,
  departuresIn,
  isNumeric,
  numberPathsIn,
} from './testing/openapi-conformance.testkit.ts';

/** One ordinary request for each operation that takes a number (body fields or query parameters). */
const REQUESTS: Record<
  string,
  { body?: Record<string, unknown>; query?: Record<string, unknown> }
> = {
  'POST /api/prices/contributions': {
    body: {
      item: 'cappuccino',
      city: 'Riyadh',
      country: 'Saudi Arabia',
      price: 18,
      currency: 'SAR',
    },
  },
  'POST /api/premium/lifestyle': {
    body: {
      from: { city: 'Riyadh', country: 'Saudi Arabia' },
      to: { city: 'Bangkok', country: 'Thailand' },
      income: 15000,
      currency: 'SAR',
      lifestyle: 'balanced',
      priorities: ['housing'],
    },
  },
  'POST /api/premium/relocation': {
    body: {
      from: { city: 'Riyadh', country: 'Saudi Arabia' },
      to: { city: 'Bangkok', country: 'Thailand' },
      housingBudget: 5000,
      currency: 'SAR',
      familySize: 2,
    },
  },
  'POST /api/premium/investment': {
    body: {
      from: { city: 'New York', country: 'United States' },
      to: { city: 'Bangkok', country: 'Thailand' },
      amount: 100_000,
      horizon: 5,
      risk: 'medium',
    },
  },
  'POST /api/premium/salary': {
    body: {
      from: { city: 'London', country: 'United Kingdom' },
      to: { city: 'Bangkok', country: 'Thailand' },
      salary: 50000,
      currency: 'GBP',
    },
  },
  'GET /api/exchange/history': { query: { from: 'USD', to: 'EUR', days: 30 } },
  'GET /api/exchange/cities': { query: { q: 'Lon', limit: 5 } },
  'GET /api/exchange/convert': { query: { from: 'GBP', to: 'EUR', amount: 10 } },
};

const EXTREMES = [
  5e-324,
  1e-310,
  1e-300,
  1e-12,
  0.004,
  0.01,
  0.011,
  1e15,
  1e300,
  Number.MAX_VALUE,
  -0,
];

let t: TestApp;
let doc: Doc;
let navigator: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  doc = t.app.swagger() as Doc;
  navigator = await createUser(t, 'nav');
  const bought = await t.app.inject({
    method: 'POST',
    url: '/api/payments/local-checkout',
    headers: navigator.auth,
    payload: { planName: 'Navigator', billingPeriod: 'month' },
  });
  expect(bought.statusCode).toBe(200);
});
afterAll(async () => t?.close());

function withValue(body: Record<string, unknown>, path: string, value: number) {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let node = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = value;
  return copy;
}

async function send(method: string, url: string, request: (typeof REQUESTS)[string]) {
  const query = Object.fromEntries(
    Object.entries(request.query ?? {}).map(([k, v]) => [k, String(v)]),
  );
  const res = await t.app.inject({
    method: method as 'GET' | 'POST',
    url,
    query,
    headers: navigator.auth,
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    ...(request.body ? { payload: request.body } : {}),
  });
  return res;
}

test('every operation that takes a number answers 400 or a body that keeps to its schema', async () => {
  const operations = Object.entries(doc.paths).flatMap(([url, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${url}`,
      url,
      method,
      op,
    })),
  );
  const takesNumbers = operations.filter(
    ({ op }) =>
      numberPathsIn(doc, op.requestBody?.content?.['application/json']?.schema).length > 0 ||
      (op.parameters ?? []).some((p) => p.schema && isNumeric(p.schema)),
  );
  expect(takesNumbers.map((o) => o.key).sort()).toEqual(Object.keys(REQUESTS).sort());

  const problems: string[] = [];
  let sent = 0;
  for (const { key, url, method, op } of takesNumbers) {
    const request = REQUESTS[key]!;
    const success = op.responses?.['200']?.content?.['application/json']?.schema;
    expect(success, key).toBeDefined();
    const usual = await send(method, url, request);
    expect(usual.statusCode, `${key}: ${usual.body}`).toBe(200);
    expect(departuresIn(doc, usual.json(), success!, usual.json(), 'answer'), key).toEqual([]);
    const bodyPaths = [
      ...new Set(numberPathsIn(doc, op.requestBody?.content?.['application/json']?.schema)),
    ];
    const queryPaths = (op.parameters ?? [])
      .filter((p) => p.in === 'query' && p.schema && isNumeric(p.schema))
      .map((p) => p.name);
    const variants = [
      ...bodyPaths.flatMap((path) =>
        EXTREMES.map((x) => ({
          label: `body ${path}=${x}`,
          request: { ...request, body: withValue(request.body ?? {}, path, x) },
        })),
      ),
      ...queryPaths.flatMap((name) =>
        EXTREMES.map((x) => ({
          label: `query ${name}=${x}`,
          request: { ...request, query: { ...request.query, [name]: x } },
        })),
      ),
    ];
    for (const { label, request: variant } of variants) {
      const res = await send(method, url, variant);
      sent += 1;
      if (res.statusCode >= 500) problems.push(`${key} ${label}: ${res.statusCode}`);
      if (res.statusCode < 200 || res.statusCode >= 300) continue;
      for (const d of departuresIn(doc, res.json(), success!, usual.json(), 'answer'))
        problems.push(`${key} ${label}: ${d}`);
    }
  }
  expect(problems).toEqual([]);
  expect(sent).toBeGreaterThan(50);
}, 300_000);
