/**
 * Test support for web tests: renders the real route table (src/web/routes.tsx) in a memory router
 * with the same providers as the app, so guards, layout and lazy pages behave as in the browser.
 *
 *   const { router, user } = renderApp('/home', { signedIn: true });
 *   await screen.findByRole('heading', { level: 1 });
 *   expect(router.state.location.pathname).toBe('/home');
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import { appRoutes } from '../routes.tsx';
import type { StoredUser } from '../lib/session.ts';

// Vitest runs without globals, so Testing Library cannot register its own cleanup; every test file
// that imports this helper unmounts and forgets the session after each test.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.documentElement.className = '';
});

export const TEST_USER: StoredUser = {
  id: 'user-1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
};

/** jsdom does not implement scrolling; the router and the footer call it. */
export function stubScrolling(): void {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
}

export function signIn(user: StoredUser = TEST_USER, token = 'test-token'): void {
  window.localStorage.setItem('token', token);
  window.localStorage.setItem('user', JSON.stringify(user));
}

export function renderApp(path: string, options: { signedIn?: boolean } = {}) {
  stubScrolling();
  if (options.signedIn === true) signIn();
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, user };
}

/** Resolves once the lazy page has replaced the layout's "Loading…" fallback inside <main>. */
export async function pageLoaded(): Promise<void> {
  await waitFor(
    () => {
      const main = screen.getByRole('main');
      if (
        main.textContent === null ||
        main.textContent.trim() === '' ||
        main.textContent.trim() === 'Loading…'
      )
        throw new Error('page still loading');
    },
    { timeout: 5000 },
  );
}
