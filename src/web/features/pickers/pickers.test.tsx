import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { CityPicker } from './city-picker.tsx';
import { CurrencyPicker } from './currency-picker.tsx';
import { useSideSelection } from './use-side-selection.ts';

// A fake fetch answering with the exact shapes of our own API (docs/product.md §7), nothing else.
const countries = {
  SAR: {
    currencyName: 'Saudi Riyal',
    currencySymbol: 'SAR',
    flagUrl: '/flags/sa.svg',
    country: 'Saudi Arabia',
    countryCode: 'SA',
    defaultCity: 'Riyadh',
  },
  THB: {
    currencyName: 'Thai Baht',
    currencySymbol: '฿',
    flagUrl: '/flags/th.svg',
    country: 'Thailand',
    countryCode: 'TH',
    defaultCity: 'Bangkok',
  },
  BRL: {
    currencyName: 'Brazilian Real',
    currencySymbol: 'R$',
    flagUrl: '/flags/br.svg',
    country: 'Brazil',
    countryCode: 'BR',
    defaultCity: 'Brasília',
  },
};
const city = (
  id: string,
  name: string,
  country: string,
  countryCode: string,
  isCountryAverage = false,
) => ({
  id,
  name,
  country,
  countryCode,
  adminName: null,
  population: isCountryAverage ? 0 : 1_000_000,
  isCapital: false,
  isCountryAverage,
});
const supportedCities = {
  SAR: [
    city('avg-SA', 'Saudi Arabia (Average)', 'Saudi Arabia', 'SA', true),
    city('108410', 'Riyadh', 'Saudi Arabia', 'SA'),
    city('105343', 'Jeddah', 'Saudi Arabia', 'SA'),
  ],
  THB: [
    city('avg-TH', 'Thailand (Average)', 'Thailand', 'TH', true),
    city('1609350', 'Bangkok', 'Thailand', 'TH'),
  ],
  BRL: [city('3469058', 'Brasília', 'Brazil', 'BR')],
};

let releaseCities: () => void = () => undefined;
const requested: string[] = [];

function installFetch(options: { holdCities?: boolean } = {}) {
  const gate = options.holdCities
    ? new Promise<void>((resolve) => (releaseCities = resolve))
    : Promise.resolve();
  vi.stubGlobal('fetch', async (input: string) => {
    requested.push(input);
    const json = (data: unknown) =>
      new Response(JSON.stringify({ status: 'success', data }), { status: 200 });
    if (input === '/api/exchange/supported-countries') return json({ data: countries });
    if (input === '/api/exchange/supported-cities') {
      await gate;
      return json(supportedCities);
    }
    if (input.startsWith('/api/exchange/cities?q=sao')) {
      return json({
        query: 'sao',
        cities: [
          city('3448439', 'São Paulo', 'Brazil', 'BR'),
          city('3449701', 'São Luís', 'Brazil', 'BR'),
        ],
      });
    }
    return new Response(JSON.stringify({ status: 'error', code: 'NOT_FOUND', message: 'nope' }), {
      status: 404,
    });
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  requested.length = 0;
});

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function Side() {
  const side = useSideSelection({
    currency: 'SAR',
    city: { name: 'Riyadh', country: 'Saudi Arabia', countryCode: 'SA' },
  });
  return (
    <>
      <CurrencyPicker label="From currency" value={side.currency} onChange={side.setCurrency} />
      <CityPicker
        label="From city"
        currency={side.currency}
        value={side.city}
        onChange={side.setCity}
      />
      <output aria-label="chosen">{`${side.currency} ${side.city.name} ${side.city.countryCode}`}</output>
    </>
  );
}

test('the currency picker searches by name and shows code, name and flag', async () => {
  installFetch();
  const user = userEvent.setup();
  render(wrap(<Side />));
  const input = screen.getByRole('combobox', { name: 'From currency' });
  await screen.findByDisplayValue('SAR - Saudi Riyal');
  await user.click(input);
  await user.type(input, 'baht');
  const options = within(screen.getByRole('listbox', { name: 'From currency' })).getAllByRole(
    'option',
  );
  expect(options).toHaveLength(1);
  expect(options[0]?.textContent).toContain('THB');
  expect(options[0]?.textContent).toContain('Thai Baht');
  expect(options[0]?.querySelector('img')?.getAttribute('src')).toBe('/flags/th.svg');
});

test('choosing a currency with the keyboard sets that side city to its default city', async () => {
  installFetch();
  const user = userEvent.setup();
  render(wrap(<Side />));
  await screen.findByDisplayValue('SAR - Saudi Riyal');
  await user.click(screen.getByRole('combobox', { name: 'From currency' }));
  await user.keyboard('thai{Enter}');
  expect(screen.getByRole('status', { name: 'chosen' }).textContent).toBe('THB Bangkok TH');
  expect(screen.getByRole('combobox', { name: 'From currency' })).toHaveProperty(
    'value',
    'THB - Thai Baht',
  );
});

test("the city picker says 'Loading cities...' while loading, then offers the currency's cities", async () => {
  installFetch({ holdCities: true });
  const user = userEvent.setup();
  render(wrap(<Side />));
  const input = screen.getByRole('combobox', { name: 'From city' });
  expect(input.getAttribute('placeholder')).toBe('Loading cities...');
  await act(async () => releaseCities());
  await vi.waitFor(() => expect(input.getAttribute('placeholder')).toBe('Select a city'));
  await user.click(input);
  const names = within(screen.getByRole('listbox', { name: 'From city' }))
    .getAllByRole('option')
    .map((o) => o.textContent);
  expect(names).toEqual(['Saudi Arabia (Average)', 'Riyadh, Saudi Arabia', 'Jeddah, Saudi Arabia']);
});

test('typing in the city picker searches every city and choosing one sets the city', async () => {
  installFetch();
  const user = userEvent.setup();
  render(wrap(<Side />));
  const input = screen.getByRole('combobox', { name: 'From city' });
  await vi.waitFor(() => expect(input.getAttribute('placeholder')).toBe('Select a city'));
  await user.click(input);
  await user.type(input, 'sao');
  const option = await screen.findByRole('option', { name: 'São Paulo, Brazil' });
  expect(requested).toContain('/api/exchange/cities?q=sao&limit=20');
  await user.click(option);
  expect(screen.getByRole('status', { name: 'chosen' }).textContent).toBe('SAR São Paulo BR');
});
