import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { FIRST_ANSWERS_WAIT_MS } from '../../pages/home-page.tsx';
import { renderApp } from '../../testing/render-app.tsx';

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

function server() {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const body = LISTS[String(input)];
    if (body === undefined) return new Promise<Response>(() => {});
    return Promise.resolve(
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
    );
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
