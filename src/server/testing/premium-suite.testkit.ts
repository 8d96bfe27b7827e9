/**
 * One premium suite's route under test (ADR 176), as every suite's server test sets it up: the real
 * app, an account on each plan (Explorer, Voyager, Navigator), the suite's request sent as one of
 * them, its answer parsed by the contract's own response schema, and the checks every suite's route
 * must pass (sign-in and plan gates, validation errors in the envelope).
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { z } from 'zod';
import type { RouteContract } from '#domain/api/contract.ts';
import { requiredPlan, type Feature } from '#domain/entitlements.ts';
import { PLAN_NAMES } from '#domain/plan-catalogue.ts';
import { createUser, type TestUser } from '../features/billing/billing.testkit.ts';
import { createTestApp, type TestApp } from './test-app.testkit.ts';

type PremiumContract = RouteContract & { policy: { plan: Feature } };
type Data<C extends PremiumContract> =
  z.output<C['response']> extends { data: infer D } ? D : never;

/** The plans a test account is made on: every premium suite needs Voyager or Navigator. */
const PLANS = ['Explorer', 'Voyager', 'Navigator'] as const;
type TestPlan = (typeof PLANS)[number];

export function premiumSuite<C extends PremiumContract>(contract: C) {
  const feature = contract.policy.plan;
  const needs = requiredPlan(feature) as TestPlan;
  const below = PLANS.filter((p) => PLAN_NAMES.indexOf(p) < PLAN_NAMES.indexOf(needs));
  let t: TestApp;
  const users = {} as Record<TestPlan, TestUser>;

  beforeAll(async () => {
    t = await createTestApp();
    for (const plan of PLANS) {
      users[plan] = await createUser(t, plan.toLowerCase().slice(0, 4));
      if (plan === 'Explorer') continue;
      const bought = await t.app.inject({
        method: 'POST',
        url: '/api/payments/local-checkout',
        headers: users[plan].auth,
        payload: { planName: plan, billingPeriod: 'month' },
      });
      expect(bought.statusCode, bought.body).toBe(200);
    }
  });
  afterAll(async () => t?.close());

  /** The suite's request as `headers` (the entitled plan's account by default). */
  const ask = (payload: object, headers: Record<string, string> = users[needs].auth) =>
    t.app.inject({ method: 'POST', url: contract.path, headers, payload });

  return {
    get t() {
      return t;
    },
    users,
    ask,
    /**
     * A 200 answer's data. The route writes its answer without validating it per request: every
     * answer here must match the declared response schema (the contract the web's types come from).
     */
    async answer(payload: object): Promise<Data<C>> {
      const res = await ask(payload);
      expect(res.statusCode, res.body).toBe(200);
      const schema = contract.response as unknown as z.ZodObject;
      return (schema.strict().parse(res.json()) as { data: Data<C> }).data;
    },
    /** 401 for a guest; 403 PLAN_REQUIRED naming the plan for every plan below it, no figures. */
    async expectGated(payload: object, figures: RegExp) {
      expect((await ask(payload, {})).statusCode).toBe(401);
      for (const plan of below) {
        const res = await ask(payload, users[plan].auth);
        expect(res.statusCode, plan).toBe(403);
        expect(res.json()).toMatchObject({
          status: 'error',
          code: 'PLAN_REQUIRED',
          fields: { requiredPlan: needs, feature },
        });
        expect(res.body).not.toMatch(figures);
      }
    },
    /** Each payload is a 400 VALIDATION_FAILED in the error envelope. */
    async expectInvalid(payloads: object[]) {
      for (const payload of payloads) {
        const res = await ask(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json()).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
      }
    },
    /** OpenAPI's request properties and 200 data properties of the route. */
    async openApi() {
      const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      const doc = res.json();
      // Bodies and answers are named component schemas (ADR 197).
      const named = (schema: { $ref?: string; properties?: object }) =>
        schema.$ref ? doc.components.schemas[schema.$ref.split('/').pop()!] : schema;
      const op = doc.paths[contract.path].post;
      return {
        request: named(op.requestBody.content['application/json'].schema).properties as object,
        data: named(op.responses['200'].content['application/json'].schema).properties.data
          .properties as object,
      };
    },
  };
}
