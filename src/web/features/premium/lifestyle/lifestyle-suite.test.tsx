import { waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type { LifestyleRequest } from '#domain/api/lifestyle.ts';
import { pageLoaded, renderApp } from '../../../testing/render-app.tsx';
import { lifestyleAnswer } from './lifestyle.fixtures.ts';
import { contractResponse } from '../../../testing/api-contracts.ts';

afterEach(() => vi.unstubAllGlobals());

const VOYAGER = {
  planName: 'Voyager',
  billingInterval: 'month',
  status: 'active',
  price: '4.99',
  currency: 'USD',
  firstBilledAt: null,
  nextBilledAt: null,
  cancelAt: null,
  isEntitled: true,
  provider: 'free',
};

/** The network is the one thing faked; the lifestyle answer is built by the domain functions. */
function serve(options: { subscription: object | null; lifestyleStatus?: number }) {
  const bodies: LifestyleRequest[] = [];
  const fetchMock = vi.fn((input: string, init?: RequestInit) => {
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
    if (input === '/api/premium/lifestyle') {
      const body = JSON.parse(String(init?.body)) as LifestyleRequest;
      bodies.push(body);
      if (options.lifestyleStatus === 403)
        return json(403, {
          status: 'error',
          code: 'PLAN_REQUIRED',
          message: 'Lifestyle optimization tools needs the Voyager plan. Upgrade to use it.',
          fields: { requiredPlan: 'Voyager', feature: 'lifestyle_tools' },
        });
      return json(200, {
        status: 'success',
        data: lifestyleAnswer({
          ...(body.income === undefined ? {} : { income: body.income }),
          lifestyle: body.lifestyle,
          priorities: body.priorities ?? [],
        }),
      });
    }
    return json(404, { status: 'error', code: 'NOT_FOUND', message: 'nope' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return bodies;
}

const suite = () => within(document.getElementById('lifestyle-optimization')!);

test('a Voyager sees the suite for the current pair: the budget first, then every tab with figures', async () => {
  const bodies = serve({ subscription: VOYAGER });
  const { user } = renderApp('/premium', { signedIn: true });
  await pageLoaded();
  const budget = await suite().findByTestId('lifestyle-budget');
  expect(bodies[0]).toMatchObject({
    from: { city: 'Riyadh', country: 'Saudi Arabia' },
    to: { city: 'Bangkok', country: 'Thailand' },
    lifestyle: 'balanced',
    priorities: [],
  });
  expect(budget.textContent).toContain('Left to save');
  expect(budget.textContent).toContain('Housing');
  await user.click(suite().getByRole('tab', { name: 'Lifestyle Comparison' }));
  expect(suite().getByTestId('lifestyle-comparison').textContent).toContain('Dining out');
  await user.click(suite().getByRole('tab', { name: 'Time Value' }));
  expect(suite().getByTestId('lifestyle-time').textContent).toMatch(/\d+\.\d h/);
  await user.click(suite().getByRole('tab', { name: 'Quality of Life' }));
  const quality = suite().getByTestId('lifestyle-quality');
  expect(
    within(quality).getByRole('img', { name: /Overall, Thailand: \d\.\d out of 10/ }),
  ).toBeDefined();
  expect(quality.textContent).toContain('too old to score');
  const rings = within(quality).getAllByTestId('score-ring');
  expect(rings.length).toBeGreaterThan(2);
});

test('Optimize Lifestyle sends the income, lifestyle and priorities, and a short income says what gives', async () => {
  const bodies = serve({ subscription: VOYAGER });
  const { user } = renderApp('/premium', { signedIn: true });
  await pageLoaded();
  await suite().findByTestId('lifestyle-budget');
  await user.type(suite().getByLabelText('Monthly income'), '500');
  await user.selectOptions(suite().getByLabelText('Lifestyle preference'), 'luxury');
  await user.click(suite().getByRole('checkbox', { name: 'Savings' }));
  await user.click(suite().getByRole('button', { name: 'Optimize Lifestyle' }));
  await waitFor(() =>
    expect(bodies.at(-1)).toMatchObject({
      income: 500,
      currency: 'SAR',
      lifestyle: 'luxury',
      priorities: ['savings'],
    }),
  );
  expect((await suite().findByText('What must give')).tagName).toBe('H4');
  expect(suite().getByText(/Savings is a priority/)).toBeDefined();
});

test('an income that is not a number is refused in the form, without a request', async () => {
  const bodies = serve({ subscription: VOYAGER });
  const { user } = renderApp('/premium', { signedIn: true });
  await pageLoaded();
  await suite().findByTestId('lifestyle-budget');
  const sent = bodies.length;
  await user.type(suite().getByLabelText('Monthly income'), 'lots');
  await user.click(suite().getByRole('button', { name: 'Optimize Lifestyle' }));
  expect(suite().getByRole('alert').textContent).toBe('Enter an amount greater than 0');
  expect(bodies.length).toBe(sent);
});

test('a free account sees the upgrade prompt and no figures; the suite is never fetched', async () => {
  const bodies = serve({ subscription: null });
  renderApp('/premium', { signedIn: true });
  await pageLoaded();
  const link = await suite().findByRole('link', { name: 'Upgrade to Voyager' });
  expect(link.closest('[role="status"]')).not.toBeNull();
  expect(suite().queryByTestId('lifestyle-suite')).toBeNull();
  expect(bodies).toEqual([]);
});

test('when the server answers 403 PLAN_REQUIRED the suite shows the upgrade prompt instead of figures', async () => {
  serve({ subscription: VOYAGER, lifestyleStatus: 403 });
  renderApp('/premium', { signedIn: true });
  await pageLoaded();
  expect(await suite().findByRole('link', { name: 'Upgrade to Voyager' })).toBeDefined();
  expect(suite().queryByTestId('lifestyle-budget')).toBeNull();
});

test("without a pair in the link the suite uses the user's current comparison", async () => {
  const bodies = serve({ subscription: VOYAGER });
  window.localStorage.setItem(
    'parity:recent-comparisons',
    JSON.stringify([
      {
        fromCurrency: 'EUR',
        toCurrency: 'GBP',
        fromCity: { name: 'Paris', country: 'France', countryCode: 'FR', id: '2988507' },
        toCity: { name: 'London', country: 'United Kingdom', countryCode: 'GB', id: '2643743' },
        timestamp: '2026-11-22T10:00:00.000Z',
      },
    ]),
  );
  renderApp('/premium', { signedIn: true });
  await pageLoaded();
  await suite().findByTestId('lifestyle-budget');
  expect(bodies[0]).toMatchObject({ from: { city: '2988507' }, to: { city: '2643743' } });
  expect(suite().getByRole('link', { name: 'Change the pair' }).getAttribute('href')).toContain(
    'toCityId=2643743',
  );
});
