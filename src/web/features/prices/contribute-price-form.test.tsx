import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { clearSession, setSession } from '../../lib/session.ts';
import { ContributePriceForm, DAILY_LIMIT_MESSAGE } from './contribute-price-form.tsx';
import { contractResponse } from '../../testing/api-stub.testkit.ts';

// The network is the one thing faked: fetch answers as POST /api/prices/contributions does (its own
// tests are in src/server/features/prices/contributions.test.ts).
function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () =>
    contractResponse('POST', '/api/prices/contributions', status, body),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A recorded contribution as the server answers it (contributionRecordedResponse). */
function recorded(
  quarantined: boolean,
  published: { valueInUSD: number; source: string; count: number },
) {
  return {
    id: 'c1',
    itemId: 'milk_1l',
    cityId: '2643743',
    quarantined,
    published: { ...published, low: null, high: null },
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

const items = [
  { itemId: 'cappuccino', itemName: 'Cappuccino (regular)' },
  { itemId: 'milk_1l', itemName: 'Milk (regular), (1 liter)' },
];

function renderForm() {
  render(
    <MemoryRouter>
      <ContributePriceForm city="Riyadh" country="Saudi Arabia" currency="SAR" items={items} />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

test('signed-out visitors are asked to sign in and see no form', () => {
  renderForm();
  expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  expect(screen.queryByRole('button', { name: 'Submit price' })).toBeNull();
});

test('a signed-in user posts the item, city, price and currency with their token', async () => {
  setSession('tok-123', { id: 'u1', email: 'ada@example.com' });
  const fetchMock = answer(200, {
    status: 'success',
    message: 'ok',
    data: recorded(false, { valueInUSD: 1.2, source: 'model', count: 0 }),
  });
  const user = renderForm();
  await user.selectOptions(screen.getByLabelText('Item'), 'milk_1l');
  await user.type(screen.getByLabelText('Price you paid'), '6.5');
  await user.click(screen.getByRole('button', { name: 'Submit price' }));
  expect(await screen.findByText(/counts once at least three people/)).toBeDefined();
  const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(path).toBe('/api/prices/contributions');
  expect(JSON.parse(init.body as string)).toEqual({
    item: 'milk_1l',
    city: 'Riyadh',
    country: 'Saudi Arabia',
    price: 6.5,
    currency: 'SAR',
  });
  expect(new Headers(init.headers).get('authorization')).toBe('Bearer tok-123');
});

test('a non-positive price is refused in the browser and nothing is sent', async () => {
  setSession('tok-123', { id: 'u1', email: 'ada@example.com' });
  const fetchMock = answer(200, {});
  const user = renderForm();
  await user.type(screen.getByLabelText('Price you paid'), '0');
  await user.click(screen.getByRole('button', { name: 'Submit price' }));
  expect(await screen.findByText('Must be greater than 0')).toBeDefined();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('the server’s field message and a quarantine answer are shown', async () => {
  setSession('tok-123', { id: 'u1', email: 'ada@example.com' });
  answer(400, {
    status: 'error',
    code: 'VALIDATION_FAILED',
    message: 'Validation failed.',
    fields: { price: 'Outside the plausible range for this item (0.106-31.9 USD).' },
  });
  const user = renderForm();
  await user.type(screen.getByLabelText('Price you paid'), '9000');
  await user.click(screen.getByRole('button', { name: 'Submit price' }));
  expect(await screen.findByText(/Outside the plausible range/)).toBeDefined();
  answer(200, {
    status: 'success',
    message: 'Held for review',
    data: recorded(true, { valueInUSD: 18, source: 'contributions', count: 3 }),
  });
  await user.clear(screen.getByLabelText('Price you paid'));
  await user.type(screen.getByLabelText('Price you paid'), '30');
  await user.click(screen.getByRole('button', { name: 'Submit price' }));
  expect(await screen.findByText(/held for review/)).toBeDefined();
});

test('the daily cap answer is explained', async () => {
  setSession('tok-123', { id: 'u1', email: 'ada@example.com' });
  answer(429, {
    status: 'error',
    code: 'RATE_LIMITED',
    message: 'Daily contribution limit reached.',
  });
  const user = renderForm();
  await user.type(screen.getByLabelText('Price you paid'), '18');
  await user.click(screen.getByRole('button', { name: 'Submit price' }));
  expect(await screen.findByText(DAILY_LIMIT_MESSAGE)).toBeDefined();
});
