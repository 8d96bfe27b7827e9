import { waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type { LifestyleRequest } from '#domain/api/lifestyle.ts';
import { pageLoaded, renderApp } from '../../../testing/render-app.testkit.tsx';
import {
  activePlan,
  expectLocked,
  openSuite,
  servePremium,
  suiteCard,
} from '../shared/suite.testkit.tsx';
import { lifestyleAnswer } from './lifestyle.testkit.ts';

afterEach(() => vi.unstubAllGlobals());

const PLAN_REQUIRED = {
  message: 'Lifestyle optimization tools needs the Voyager plan. Upgrade to use it.',
  fields: { requiredPlan: 'Voyager', feature: 'lifestyle_tools' },
};

/** The network is the one thing faked; the answer is built by the domain functions. */
const serve = (options: { subscription: object | null; lifestyleStatus?: number }) =>
  servePremium<LifestyleRequest>({
    subscription: options.subscription,
    path: '/api/premium/lifestyle',
    answer: (body) =>
      lifestyleAnswer({
        ...(body.income === undefined ? {} : { income: body.income }),
        lifestyle: body.lifestyle,
        priorities: body.priorities ?? [],
      }),
    ...(options.lifestyleStatus === 403 ? { planRequired: PLAN_REQUIRED } : {}),
  });

const suite = () => suiteCard('lifestyle-optimization');

test('a Voyager sees the suite for the current pair: the budget first, then every tab with figures', async () => {
  const bodies = serve({ subscription: activePlan('Voyager') });
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
  const bodies = serve({ subscription: activePlan('Voyager') });
  const { user } = await openSuite(suite, 'lifestyle-budget');
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
  const bodies = serve({ subscription: activePlan('Voyager') });
  const { user } = await openSuite(suite, 'lifestyle-budget');
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
  serve({ subscription: activePlan('Voyager'), lifestyleStatus: 403 });
  await expectLocked(suite, 'Voyager', 'lifestyle-budget');
});

test("without a pair in the link the suite uses the user's current comparison", async () => {
  const bodies = serve({ subscription: activePlan('Voyager') });
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
