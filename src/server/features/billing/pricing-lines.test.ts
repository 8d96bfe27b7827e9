// Issue 34 item 3 (ADR 160): every line a pricing card sells is either given to every account, and a
// free account is served it, or enforced by the server, and an account below the line's plan is refused
// with 403 PLAN_REQUIRED naming it. A card line with no row below fails here.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { FEATURES, type Feature } from '#domain/entitlements.ts';
import { PLANS } from '#domain/plans.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.testkit.ts';
import { createUser, type TestUser } from './billing.testkit.ts';

let t: TestApp;
let free: TestUser;
let voyager: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  free = await createUser(t, 'free');
  voyager = await createUser(t, 'voyager');
  const bought = await t.app.inject({
    method: 'POST',
    url: '/api/payments/local-checkout',
    headers: voyager.auth,
    payload: { planName: 'Voyager', billingPeriod: 'month' },
  });
  expect(bought.statusCode, bought.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

type Request = { method: 'GET' | 'POST'; url: string; payload?: object };
const pair = { from: { city: 'Riyadh', country: 'Saudi Arabia' } };
const us = { from: { city: 'New York', country: 'United States' } };
const to = { to: { city: 'Bangkok', country: 'Thailand' } };

/** Explorer lines: what a free account asks for, and is served. Exports are made in the browser. */
const FREE: Partial<Record<Feature, Request | 'browser'>> = {
  basic_conversion: { method: 'GET', url: '/api/exchange/latest-rates?from=USD' },
  // A small city far from any capital: the old "5 major cities per country" line is gone.
  all_currencies_cities: {
    method: 'GET',
    url: '/api/cost-of-living/index?city=Cusco&country=Peru',
  },
  food_basket: {
    method: 'POST',
    url: '/api/exchange/market-data',
    payload: { city: 'Tartu', country: 'Estonia' },
  },
  basic_visualizations: { method: 'GET', url: '/api/exchange/history?from=USD&to=EUR&days=30' },
  history_30d: { method: 'GET', url: '/api/exchange/history?from=USD&to=EUR&days=30' },
  export_pdf_csv: 'browser',
};

/** Paid lines: a request an account below the plan is refused. */
const GATED: Partial<Record<Feature, Request>> = {
  history_1y: { method: 'GET', url: '/api/exchange/history?from=USD&to=EUR&days=365' },
  advanced_analytics: { method: 'GET', url: '/api/exchange/history?from=USD&to=EUR&days=366' },
  salary_insights: {
    method: 'POST',
    url: '/api/premium/salary',
    payload: {
      from: { city: 'London', country: 'United Kingdom' },
      ...to,
      salary: 50000,
      currency: 'GBP',
      industry: 'technology',
      role: 'software_engineer',
    },
  },
  lifestyle_tools: {
    method: 'POST',
    url: '/api/premium/lifestyle',
    payload: {
      ...pair,
      ...to,
      income: 15000,
      currency: 'SAR',
      lifestyle: 'balanced',
      priorities: ['housing'],
    },
  },
  relocation_intelligence: {
    method: 'POST',
    url: '/api/premium/relocation',
    payload: {
      ...pair,
      ...to,
      housingBudget: 5000,
      currency: 'SAR',
      familySize: 2,
      lifestyle: 'moderate',
    },
  },
  investment_analyzer: {
    method: 'POST',
    url: '/api/premium/investment',
    payload: { ...us, ...to, amount: 100_000, horizon: 5, risk: 'medium' },
  },
  business_intelligence: {
    method: 'POST',
    url: '/api/premium/business',
    payload: { ...us, ...to, industry: 'tech', size: 'medium', scope: 'local' },
  },
  api_access: { method: 'POST', url: '/api/api-keys', payload: { name: 'laptop' } },
};

/** Enterprise lines are services agreed by contract through Contact Sales, not product features. */
const CONTRACT: readonly Feature[] = [
  'custom_integration',
  'white_label',
  'account_manager',
  'custom_reports',
  'on_demand_analysis',
];

const byLabel = new Map(
  (Object.keys(FEATURES) as Feature[]).map((f) => [FEATURES[f].label as string, f]),
);
const lines = PLANS.flatMap((plan) =>
  plan.features
    .filter((line) => !line.startsWith('Everything in '))
    .map((line) => ({ plan: plan.name, line, feature: byLabel.get(line) })),
);

test('no card sells ads, an ad-free plan or a city limit', () => {
  const text = PLANS.flatMap((p) => [...p.features, ...p.planned]).join(' ');
  expect(text).not.toMatch(/\bads?\b|ad-free|5 major cities/i);
});

test.each(lines)('$plan: "$line" is served or enforced', async ({ plan, feature }) => {
  expect(feature).toBeDefined();
  if (feature === undefined) return;
  if (plan === 'Enterprise') {
    expect(CONTRACT).toContain(feature);
    return;
  }
  if (plan === 'Explorer') {
    const request = FREE[feature];
    expect(request, `no free request for ${feature}`).toBeDefined();
    if (request === undefined || request === 'browser') return;
    const res = await t.app.inject({ ...request, headers: free.auth });
    expect(res.statusCode, res.body).toBe(200);
    return;
  }
  const request = GATED[feature];
  expect(request, `no gate for ${feature}`).toBeDefined();
  if (request === undefined) return;
  // The account one plan below: free under Voyager, Voyager under Navigator.
  const below = plan === 'Voyager' ? free : voyager;
  const res = await t.app.inject({ ...request, headers: below.auth });
  expect(res.statusCode, res.body).toBe(403);
  expect(res.json()).toMatchObject({
    code: 'PLAN_REQUIRED',
    fields: { requiredPlan: plan, feature },
  });
});
