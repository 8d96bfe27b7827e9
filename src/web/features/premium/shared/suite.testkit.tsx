/**
 * What the five suites' component tests share: an active plan as /api/subscription returns it, and a
 * faked network for /premium in which the suite's own route answers from its fixtures (built by the
 * domain functions) or with the 403 PLAN_REQUIRED envelope. The network is the one thing faked.
 */
import { within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { contractResponse } from '../../../testing/api-stub.testkit.ts';
import { pageLoaded, renderApp } from '../../../testing/render-app.testkit.tsx';

/** A monthly subscription to `planName` at docs/product.md's price (§9: Voyager 4.99, Navigator 9.99). */
export const activePlan = (planName: 'Voyager' | 'Navigator') => ({
  planName,
  billingInterval: 'month',
  status: 'active',
  price: planName === 'Voyager' ? '4.99' : '9.99',
  currency: 'USD',
  firstBilledAt: null,
  nextBilledAt: null,
  cancelAt: null,
  isEntitled: true,
  provider: 'free',
});

/** The error envelope a suite's route answers with for a plan that does not include it. */
export interface PlanRequiredEnvelope {
  message: string;
  fields: { requiredPlan: string; feature: string };
}

/**
 * Stubs fetch for /premium: the subscription, the payments config, no API keys, and `path` answered by
 * `answer(body)` (or with `planRequired`'s 403 when given). The other suites' routes fail with a 500,
 * anything else is a 404. Returns the bodies posted to `path`, in order.
 */
export function servePremium<Request>(options: {
  subscription: object | null;
  path: string;
  answer: (body: Request) => object;
  planRequired?: PlanRequiredEnvelope;
}): Request[] {
  const bodies: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const json = (status: number, body: object) =>
        Promise.resolve(contractResponse(init?.method ?? 'GET', input, status, body));
      if (input === '/api/subscription')
        return json(200, { status: 'success', data: { subscription: options.subscription } });
      if (input === '/api/payments/config')
        return json(200, {
          status: 'success',
          data: { mode: 'local', environment: 'sandbox', clientToken: null, prices: {} },
        });
      if (input === '/api/api-keys') return json(200, { status: 'success', data: { apiKeys: [] } });
      if (input === options.path) {
        const body = JSON.parse(String(init?.body)) as Request;
        bodies.push(body);
        if (options.planRequired)
          return json(403, { status: 'error', code: 'PLAN_REQUIRED', ...options.planRequired });
        return json(200, { status: 'success', data: options.answer(body) });
      }
      if (input.startsWith('/api/premium/'))
        return json(500, { status: 'error', code: 'INTERNAL', message: 'not in this test' });
      return json(404, { status: 'error', code: 'NOT_FOUND', message: 'nope' });
    }),
  );
  return bodies;
}

/** Queries scoped to a suite's card on /premium, by its anchor id ('salary-insights'). */
export const suiteCard = (anchor: string) => within(document.getElementById(anchor)!);

type Card = () => ReturnType<typeof suiteCard>;

/** /premium signed in, once the suite's first tab (`testId`) shows: the user to act with. */
export async function openSuite(card: Card, testId: string) {
  const rendered = renderApp('/premium', { signedIn: true });
  await pageLoaded();
  await card().findByTestId(testId);
  return rendered;
}

/** /premium signed in shows the suite's card as the upgrade prompt to `plan`, without `absent`. */
export async function expectLocked(card: Card, plan: string, absent: string) {
  renderApp('/premium', { signedIn: true });
  await pageLoaded();
  expect(await card().findByRole('link', { name: `Upgrade to ${plan}` })).toBeDefined();
  expect(card().queryByTestId(absent)).toBeNull();
}
