import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { pageLoaded, renderApp } from '../testing/render-app.testkit.tsx';
import { FIRST_ANSWERS_WAIT_MS } from './home-page.tsx';

// The network is the one thing faked here: a server that takes every request and never answers.
function silentServer() {
  const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

test('a server that never answers does not hide the tool: it shows, with loading panels, after the wait', async () => {
  const fetchMock = silentServer();
  const started = Date.now();
  renderApp('/home', { signedIn: true });
  await pageLoaded();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
    'Compare currencies and cost of living',
  );
  expect(screen.getByText('Loading the comparison…')).toBeDefined();

  expect(
    await screen.findByLabelText('Amount', {}, { timeout: FIRST_ANSWERS_WAIT_MS + 2000 }),
  ).toBeDefined();
  expect(Date.now() - started).toBeGreaterThanOrEqual(FIRST_ANSWERS_WAIT_MS - 50);
  expect(screen.getAllByTestId('panel-skeleton').length).toBeGreaterThan(0);

  // The page asked for each of the comparison's six answers once; the screen's own hooks found
  // them in flight and asked again for none.
  const urls = fetchMock.mock.calls.map((call: unknown[]) => String(call[0]));
  expect(urls.filter((u) => u.startsWith('/api/exchange/latest-rates?'))).toHaveLength(1);
  expect(urls.filter((u) => u === '/api/exchange/market-data')).toHaveLength(2);
  expect(urls.filter((u) => u.startsWith('/api/cost-of-living/compare?'))).toHaveLength(1);
  expect(urls.filter((u) => u === '/api/exchange/supported-countries')).toHaveLength(1);
  expect(urls.filter((u) => u === '/api/exchange/supported-cities')).toHaveLength(1);
});

test('a page that has gone before its first paint starts none of its requests', async () => {
  const fetchMock = silentServer();
  renderApp('/home', { signedIn: true });
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(fetchMock).not.toHaveBeenCalled();
});
