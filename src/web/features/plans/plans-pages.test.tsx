import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { appRoutes } from '../../routes.tsx';
import {
  checkoutDecisionResponse,
  paymentsConfigResponse,
  apiKeysResponse,
  subscriptionChangedResponse,
  subscriptionResponse,
  type CheckoutDecision,
  type Subscription,
} from '#domain/api/billing.ts';
import { answer, errorAnswer, subscriptionFixture } from '../../testing/api-stub.testkit.ts';
import { pageLoaded, signIn, stubScrolling } from '../../testing/render-app.testkit.tsx';

// The network is the one thing faked: answers checked against the server's response schemas.
const PRICES = {
  Voyager: { month: 'pri_voyager_m', year: 'pri_voyager_y' },
  Navigator: { month: 'pri_nav_m', year: null },
};

function serve(options: {
  mode: 'local' | 'paddle';
  subscription?: Partial<Subscription> | null;
  freePlanStatus?: number;
  decision?: CheckoutDecision;
}) {
  const subscription = options.subscription ? subscriptionFixture(options.subscription) : null;
  const fetchMock = vi.fn((input: string, init?: RequestInit) => {
    if (input === '/api/payments/config') {
      return answer(paymentsConfigResponse, {
        status: 'success',
        data: {
          mode: options.mode,
          environment: 'sandbox',
          clientToken: options.mode === 'paddle' ? 'test_tok' : null,
          prices: PRICES,
        },
      });
    }
    if (input === '/api/subscription' && init?.method === 'POST') {
      return options.freePlanStatus === 200
        ? answer(subscriptionChangedResponse, {
            status: 'success',
            message: 'You are on the Explorer plan.',
            data: { subscription: subscriptionFixture({ planName: 'Explorer', price: '0.00' }) },
          })
        : errorAnswer(options.freePlanStatus ?? 500, {
            code: 'INTERNAL',
            message: 'Something went wrong on our side.',
          });
    }
    if (input === '/api/subscription') {
      return answer(subscriptionResponse, { status: 'success', data: { subscription } });
    }
    if (input === '/api/subscription/checkout') {
      return answer(checkoutDecisionResponse, {
        status: 'success',
        data: options.decision ?? { action: 'checkout' },
      });
    }
    if (input === '/api/payments/local-checkout') {
      return answer(subscriptionChangedResponse, {
        status: 'success',
        message: 'You are now on Navigator.',
        data: { subscription: subscriptionFixture({ planName: 'Navigator' }) },
      });
    }
    if (input === '/api/subscription/resume') {
      return answer(subscriptionChangedResponse, {
        status: 'success',
        message: 'Your subscription continues.',
        data: { subscription: subscription && { ...subscription, cancelAt: null } },
      });
    }
    if (input === '/api/api-keys')
      return answer(apiKeysResponse, { status: 'success', data: { apiKeys: [] } });
    return errorAnswer(404, { code: 'NOT_FOUND', message: 'nope' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelectorAll('script[src*="paddle"]').forEach((s) => s.remove());
});

function renderAt(pathname: string, state?: object) {
  stubScrolling();
  signIn();
  const router = createMemoryRouter(appRoutes, { initialEntries: [{ pathname, state }] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), router };
}

test('premium page: defaults year and Navigator, five anchored suites, Ready to upgrade?', async () => {
  serve({ mode: 'local' });
  renderAt('/premium');
  await pageLoaded();
  expect(screen.getByRole('heading', { level: 1, name: 'Premium Features' })).toBeDefined();
  expect(screen.getByRole('heading', { name: 'Navigator, annual' })).toBeDefined();
  for (const id of [
    'salary-insights',
    'relocation-intelligence',
    'lifestyle-optimization',
    'investment-analyzer',
    'business-intelligence',
  ]) {
    expect(document.getElementById(id), id).not.toBeNull();
  }
  expect(
    within(document.getElementById('investment-analyzer')!).getByText(/Navigator and above/),
  ).toBeDefined();
  expect(
    within(document.getElementById('salary-insights')!).getByText(/Voyager and above/),
  ).toBeDefined();
  expect(screen.getByRole('heading', { name: 'Ready to upgrade?' })).toBeDefined();
  expect(screen.getByRole('link', { name: 'View Pricing Plans' }).getAttribute('href')).toBe(
    '/pricing',
  );
});

test('premium page honours billingPeriod and productName from navigation state; local mode opens the test checkout', async () => {
  serve({ mode: 'local' });
  const { user } = renderAt('/premium', { billingPeriod: 'month', productName: 'Voyager' });
  await pageLoaded();
  expect(screen.getByRole('heading', { name: 'Voyager, monthly' })).toBeDefined();
  await waitFor(() =>
    expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/payments/config', expect.anything()),
  );
  await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
  const dialog = await screen.findByRole('dialog', { name: 'Test checkout — no payment is taken' });
  expect(within(dialog).getByText('$4.99 per month')).toBeDefined();
  expect(document.querySelector('script[src*="paddle"]')).toBeNull();
});

test('paddle mode: Paddle.js comes from Paddle CDN, and Subscribe before it is ready says so', async () => {
  serve({ mode: 'paddle' });
  const { user } = renderAt('/premium', { billingPeriod: 'month', productName: 'Voyager' });
  await pageLoaded();
  await waitFor(() =>
    expect(
      document.querySelector('script[src="https://cdn.paddle.com/paddle/v2/paddle.js"]'),
    ).not.toBeNull(),
  );
  await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
  expect((await screen.findByRole('alert')).textContent).toContain(
    'Paddle is not initialized yet. Please try again.',
  );
});

test('a plan and period without a configured price id: Invalid product or billing period.', async () => {
  serve({ mode: 'paddle' });
  const { user } = renderAt('/premium'); // Navigator annual: no price id configured above
  await pageLoaded();
  const button = screen.getByRole('button', { name: 'Subscribe Now' });
  // The button waits for the payments configuration instead of failing.
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  await user.click(button);
  expect((await screen.findByRole('alert')).textContent).toContain(
    'Invalid product or billing period.',
  );
});

test('pricing labels come from the active subscription; a failed free plan shows a message', async () => {
  serve({
    mode: 'local',
    subscription: {
      planName: 'Voyager',
      billingInterval: 'month',
      status: 'active',
      isEntitled: true,
    },
    freePlanStatus: 500,
  });
  const { user } = renderAt('/pricing');
  await pageLoaded();
  expect(await screen.findByRole('button', { name: 'Voyager: Current Plan' })).toBeDefined();
  expect(screen.getByRole('link', { name: 'Upgrade: Navigator monthly' })).toBeDefined();
  await user.click(screen.getByRole('button', { name: 'Downgrade: Explorer' }));
  expect((await screen.findByRole('alert')).textContent).toContain(
    'Something went wrong on our side.',
  );
});

test('a Navigator subscriber is shown "Current plan", never offered Navigator again, and no upgrade banner', async () => {
  serve({
    mode: 'local',
    subscription: {
      planName: 'Navigator',
      billingInterval: 'year',
      status: 'active',
      isEntitled: true,
      provider: 'paddle',
      cancelAt: null,
    },
  });
  renderAt('/premium', { billingPeriod: 'year', productName: 'Navigator' });
  await pageLoaded();
  expect(await screen.findByRole('button', { name: 'Navigator: Current plan' })).toBeDefined();
  expect(screen.queryByRole('button', { name: 'Subscribe Now' })).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Ready to upgrade?' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Resume subscription' })).toBeNull();
});

test('a cancelled subscription still running offers "Resume subscription", which asks the server', async () => {
  const fetchMock = serve({
    mode: 'local',
    subscription: {
      planName: 'Navigator',
      billingInterval: 'year',
      status: 'active',
      isEntitled: true,
      provider: 'paddle',
      cancelAt: '2099-01-01T00:00:00.000Z',
    },
  });
  const { user } = renderAt('/premium', { billingPeriod: 'year', productName: 'Navigator' });
  await pageLoaded();
  expect(await screen.findByText(/is cancelled and ends on January 1, 2099/)).toBeDefined();
  expect(screen.queryByRole('button', { name: 'Subscribe Now' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Resume subscription' }));
  await waitFor(() =>
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/subscription/resume',
      expect.objectContaining({ method: 'POST' }),
    ),
  );
});

test('an upgrade shows the amount due now, credit included, and lands back on the suite (issue 34)', async () => {
  serve({
    mode: 'local',
    subscription: { planName: 'Voyager' },
    decision: {
      action: 'change',
      from: 'Voyager',
      quote: {
        chargeMinor: 999,
        creditMinor: 250,
        dueNowMinor: 749,
        carriedMinor: 0,
        currency: 'USD',
        effective: 'now',
        effectiveAt: null,
      },
    },
  });
  window.history.replaceState(null, '', '/premium#investment-analyzer');
  const { user, router } = renderAt('/premium', {
    billingPeriod: 'month',
    productName: 'Navigator',
  });
  await pageLoaded();
  await waitFor(() =>
    expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/payments/config', expect.anything()),
  );
  await user.click(await screen.findByRole('button', { name: /^(Switch to|Subscribe Now)/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Test checkout — no payment is taken' });
  expect(within(dialog).getByTestId('due-now').textContent).toBe('7.49 USD');
  expect(within(dialog).getByTestId('quote-text').textContent).toBe(
    'Due now: 7.49 USD (9.99 USD for Navigator less 2.50 USD credit for the unused part of Voyager). Navigator starts now.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Complete test purchase' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/premium'));
  expect(router.state.location.hash).toBe('#investment-analyzer');
});
