// Issue 19 through the real /home screen: the pair settled from a URL, the form before prices, and
// Recent comparisons without mismatches.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { FIRST_ANSWERS_WAIT_MS } from '../../pages/home-page.tsx';
import { renderApp } from '../../testing/render-app.testkit.tsx';
import { contractResponse } from '../../testing/api-stub.testkit.ts';

// Issue 19 §2 through the real screen: the network is the one thing faked. The reference lists
// answer; the figures' requests never do (only the pair is under test here).
const entry = (name: string, country: string, countryCode: string, defaultCity: string) => ({
  currencyName: name,
  currencySymbol: name.slice(0, 1),
  flagUrl: `/flags/${countryCode.toLowerCase()}.svg`,
  country,
  countryCode,
  defaultCity,
});
const place = (id: string, name: string, country: string, countryCode: string) => ({
  id,
  name,
  country,
  countryCode,
  adminName: null,
  population: 1_000_000,
  isCapital: true,
  isCountryAverage: false,
});
const LISTS: Record<string, unknown> = {
  '/api/exchange/supported-countries': {
    status: 'success',
    data: {
      data: {
        SAR: entry('Saudi Riyal', 'Saudi Arabia', 'SA', 'Riyadh'),
        THB: entry('Thai Baht', 'Thailand', 'TH', 'Bangkok'),
        JPY: entry('Japanese Yen', 'Japan', 'JP', 'Tokyo'),
        KRW: entry('South Korean Won', 'South Korea', 'KR', 'Seoul'),
      },
    },
  },
  '/api/exchange/supported-cities': {
    status: 'success',
    data: {
      SAR: [place('108410', 'Riyadh', 'Saudi Arabia', 'SA')],
      THB: [place('1609350', 'Bangkok', 'Thailand', 'TH')],
      JPY: [place('1850147', 'Tokyo', 'Japan', 'JP')],
      KRW: [place('1835848', 'Seoul', 'South Korea', 'KR')],
    },
  },
};

const RATES = {
  status: 'success',
  data: {
    base: 'USD',
    as_of: '2026-11-24',
    fetched_at: '2026-11-24T00:00:00.000Z',
    stale: false,
    source: 'test',
    conversion_rates: { USD: 1, SAR: 3.75, THB: 36, JPY: 150, KRW: 1400 },
  },
};

function server(answers: Record<string, unknown> = LISTS) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const body = answers[String(input)];
    if (body === undefined) return new Promise<Response>(() => {});
    return Promise.resolve(contractResponse(init?.method ?? 'GET', String(input), 200, body));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

test('/home?from=JPY&to=KRW shows Tokyo and Seoul, says so in the URL and asks for their data only', async () => {
  const fetchMock = server();
  const { router } = renderApp('/home?from=JPY&to=KRW', { signedIn: true });
  const fromCity = await screen.findByRole(
    'combobox',
    { name: 'From city' },
    { timeout: FIRST_ANSWERS_WAIT_MS + 3000 },
  );
  expect((fromCity as HTMLInputElement).value).toBe('Tokyo, Japan');
  expect((screen.getByRole('combobox', { name: 'To city' }) as HTMLInputElement).value).toBe(
    'Seoul, South Korea',
  );
  await waitFor(() => {
    const params = new URLSearchParams(router.state.location.search);
    expect([params.get('fromCity'), params.get('fromCityId'), params.get('toCity')]).toEqual([
      'Tokyo',
      '1850147',
      'Seoul',
    ]);
  });
  const bodies = fetchMock.mock.calls
    .filter((call: unknown[]) => String(call[0]) === '/api/exchange/market-data')
    .map((call: unknown[]) => String((call[1] as RequestInit).body));
  expect(bodies.sort()).toEqual(['{"city":"1835848"}', '{"city":"1850147"}']);
});

test('while prices load the form is usable and the summary shows the converted figure (issue 19 §4)', async () => {
  // Rates and reference lists answer; market data and the ratio never do.
  server({ ...LISTS, '/api/exchange/latest-rates?from=USD': RATES });
  const { user } = renderApp('/home', { signedIn: true });
  const converted = await screen.findByTestId(
    'summary-converted',
    {},
    { timeout: FIRST_ANSWERS_WAIT_MS + 3000 },
  );
  expect(converted.textContent).toBe('T9,600.00'); // 1,000 SAR at 36 / 3.75, the fixture's symbol
  expect(screen.getByText('Loading prices')).toBeDefined();
  const amount = screen.getByRole('textbox', { name: 'Amount' });
  await user.clear(amount);
  await user.type(amount, '10');
  await waitFor(() => expect(screen.getByTestId('summary-converted').textContent).toBe('T96.00'));
  expect(screen.getAllByTestId('panel-skeleton').length).toBeGreaterThan(0);
});

test('when a typed amount reaches the URL the figures never show the old amount in between', async () => {
  // The router commits the URL in a transition; the typed amount must hold until it has (a flash of
  // the old amount replaced the input's text, and the selection a fast typist was typing over).
  server({ ...LISTS, '/api/exchange/latest-rates?from=USD': RATES });
  const { user, router } = renderApp('/home', { signedIn: true });
  await screen.findByTestId('summary-converted', {}, { timeout: FIRST_ANSWERS_WAIT_MS + 3000 });
  const amount = screen.getByRole('textbox', { name: 'Amount' });
  await user.clear(amount);
  await user.type(amount, '10');
  await waitFor(() => expect(screen.getByTestId('summary-converted').textContent).toBe('T96.00'));
  const shown: string[] = [];
  const observer = new MutationObserver(() => {
    shown.push(screen.queryByTestId('summary-converted')?.textContent ?? '(none)');
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  await waitFor(() =>
    expect(new URLSearchParams(router.state.location.search).get('amount')).toBe('10'),
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  observer.disconnect();
  expect(shown.filter((text) => text !== 'T96.00')).toEqual([]);
  expect((amount as HTMLInputElement).value).toBe('10');
});

test('an amount is read as written, and a bad one says why and keeps the last amount (issue 34)', async () => {
  server({ ...LISTS, '/api/exchange/latest-rates?from=USD': RATES });
  const { user, router } = renderApp('/home', { signedIn: true });
  await screen.findByTestId('summary-converted', {}, { timeout: FIRST_ANSWERS_WAIT_MS + 3000 });
  const amount = screen.getByRole('textbox', { name: 'Amount' });
  await user.clear(amount);
  await user.type(amount, '1.000,50');
  await waitFor(() =>
    expect(new URLSearchParams(router.state.location.search).get('amount')).toBe('1000.5'),
  );
  await user.clear(amount);
  await user.type(amount, '-50');
  expect((await screen.findByRole('alert')).textContent).toBe('The amount cannot be negative.');
  expect(amount.getAttribute('aria-invalid')).toBe('true');
  await user.clear(amount);
  await user.type(amount, '1e6');
  expect((await screen.findByRole('alert')).textContent).toContain('no "e"');
  expect(new URLSearchParams(router.state.location.search).get('amount')).not.toBe('1000000');
});

test('a stored mismatch is not offered in Recent comparisons', async () => {
  server();
  const stored = [
    {
      fromCurrency: 'JPY',
      toCurrency: 'KRW',
      fromCity: { name: 'Riyadh', country: 'Saudi Arabia', countryCode: 'SA' },
      toCity: { name: 'Bangkok', country: 'Thailand', countryCode: 'TH' },
      timestamp: '2026-11-24T00:00:00.000Z',
    },
    {
      fromCurrency: 'JPY',
      toCurrency: 'KRW',
      fromCity: { name: 'Tokyo', country: 'Japan', countryCode: 'JP' },
      toCity: { name: 'Seoul', country: 'South Korea', countryCode: 'KR' },
      timestamp: '2026-11-23T00:00:00.000Z',
    },
  ];
  window.localStorage.setItem('parity:recent-comparisons', JSON.stringify(stored));
  renderApp('/home', { signedIn: true });
  const list = await screen.findByTestId(
    'recent-list',
    {},
    { timeout: FIRST_ANSWERS_WAIT_MS + 3000 },
  );
  expect(list.textContent).toBe('JPY Tokyo to KRW Seoul');
});

test('/home opened bare comes back to the last pair compared; a link keeps its own (issue 34)', async () => {
  server();
  const last = {
    fromCurrency: 'JPY',
    toCurrency: 'KRW',
    fromCity: { name: 'Tokyo', country: 'Japan', countryCode: 'JP' },
    toCity: { name: 'Seoul', country: 'South Korea', countryCode: 'KR' },
    timestamp: '2026-11-24T00:00:00.000Z',
  };
  window.localStorage.setItem('parity:recent-comparisons', JSON.stringify([last]));
  const { router } = renderApp('/home', { signedIn: true });
  await waitFor(
    () => {
      const params = new URLSearchParams(router.state.location.search);
      expect([params.get('from'), params.get('fromCity'), params.get('toCity')]).toEqual([
        'JPY',
        'Tokyo',
        'Seoul',
      ]);
    },
    { timeout: FIRST_ANSWERS_WAIT_MS + 3000 },
  );
});

test('/home with a pair in its address is not replaced by the last pair (issue 34)', async () => {
  server();
  const last = {
    fromCurrency: 'JPY',
    toCurrency: 'KRW',
    fromCity: { name: 'Tokyo', country: 'Japan', countryCode: 'JP' },
    toCity: { name: 'Seoul', country: 'South Korea', countryCode: 'KR' },
    timestamp: '2026-11-24T00:00:00.000Z',
  };
  window.localStorage.setItem('parity:recent-comparisons', JSON.stringify([last]));
  const { router } = renderApp('/home?from=SAR&to=THB', { signedIn: true });
  await screen.findByTestId('recent-list', {}, { timeout: FIRST_ANSWERS_WAIT_MS + 3000 });
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(new URLSearchParams(router.state.location.search).get('from')).toBe('SAR');
});
