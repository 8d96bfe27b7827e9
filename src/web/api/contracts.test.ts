/**
 * The web's API types come from the route contracts (ADR 144): these assertions are checked by tsc
 * (`npx tsc --noEmit`, part of the lint step), so changing a response schema in src/domain/api
 * without changing what the web expects fails the build here, and a call with the wrong inputs
 * does not compile. vitest runs the file too, where the type assertions cost nothing.
 */
import { expect, expectTypeOf, test } from 'vitest';
import type { RouteAnswer } from '#domain/api/contract.ts';
import type { api as contracts } from '#domain/api/routes.ts';
import { callApi } from './client.ts';
import { api } from './routes.ts';

const checkout = () =>
  callApi(api.billing.checkout, { body: { planName: 'Navigator', billingPeriod: 'month' } });
const signOut = () => callApi(api.user.signOutEverywhere, { token: 't' });
const keys = () => callApi(api.billing.apiKeys, { token: 't' });

test('an answer is typed by its response schema', () => {
  expectTypeOf<RouteAnswer<typeof contracts.auth.login>>().toEqualTypeOf<{
    status: 'success';
    message: string;
    data: { user: { id: string; email: string; name: string }; token: string };
  }>();
  expectTypeOf(checkout).returns.resolves.toHaveProperty('data').toEqualTypeOf<{
    action: 'checkout' | 'change';
    quote?:
      | {
          chargeMinor: number;
          creditMinor: number;
          dueNowMinor: number;
          carriedMinor: number;
          currency: string;
          effective: 'now' | 'period_end';
          effectiveAt: string | null;
        }
      | undefined;
    from?: string | null | undefined;
  }>();
  expectTypeOf(signOut)
    .returns.resolves.toHaveProperty('data')
    .toEqualTypeOf<{ signedOut: number }>();
  expectTypeOf(keys)
    .returns.resolves.toHaveProperty('data')
    .toHaveProperty('apiKeys')
    .items.toEqualTypeOf<{
      id: string;
      name: string;
      prefix: string;
      createdAt: string;
      lastUsedAt: string | null;
      revokedAt: string | null;
    }>();
});

test('a call takes exactly the inputs its contract declares', () => {
  // Never run: each function only has to compile (or, marked, fail to).
  const calls = [
    () => callApi(api.billing.revokeApiKey, { params: { id: 'k' }, token: 't' }),
    // @ts-expect-error a path parameter is required
    () => callApi(api.billing.revokeApiKey, { token: 't' }),
    () => callApi(api.billing.checkout, { body: { planName: 'Voyager', billingPeriod: 'year' } }),
    // @ts-expect-error only a paid plan can be bought (the catalogue's PAID_PLANS)
    () => callApi(api.billing.checkout, { body: { planName: 'Explorer', billingPeriod: 'year' } }),
    // @ts-expect-error a GET takes no body
    () => callApi(api.user.me, { body: {} }),
    () => callApi(api.exchange.history, { query: { from: 'USD', to: 'EUR', days: 30 } }),
    // @ts-expect-error the query is the contract's, not any object
    () => callApi(api.exchange.history, { query: { base: 'USD' } }),
  ];
  expect(calls).toHaveLength(7);
});

test('every route head names its contract method and path', () => {
  expect(api.billing.revokeApiKey).toEqual({ method: 'DELETE', path: '/api/api-keys/:id' });
});
