import { act, screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { pageLoaded, renderApp } from './testing/render-app.testkit.tsx';

const GUEST_ONLY = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/otp-email-verification',
  '/otp-reset-verification',
];

test.each(GUEST_ONLY)('a signed-in user who opens %s is sent to /home', async (path) => {
  const { router } = renderApp(path, { signedIn: true });
  await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  await pageLoaded();
});

test.each(GUEST_ONLY)('a guest can open %s', async (path) => {
  // docs/product.md §4: the OTP screens send a visitor with no temporary email to /signup; hold one here.
  if (path.startsWith('/otp-')) window.localStorage.setItem('tempEmail', 'ada@example.com');
  const { router } = renderApp(path);
  await pageLoaded();
  expect(router.state.location.pathname).toBe(path);
});

test.each(['/home', '/premium'])('a guest who opens %s is sent to /login', async (path) => {
  const { router } = renderApp(path);
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
});

test.each(['/home', '/premium'])('a signed-in user can open %s', async (path) => {
  const { router } = renderApp(path, { signedIn: true });
  await pageLoaded();
  expect(router.state.location.pathname).toBe(path);
});

test.each(['/pricing', '/about', '/contact', '/sources', '/methods/cost-of-living', '/profile'])(
  '%s opens for guests and signed-in users alike',
  async (path) => {
    for (const signedIn of [false, true]) {
      const { router, unmount } = renderApp(path, { signedIn });
      await pageLoaded();
      expect(router.state.location.pathname).toBe(path);
      unmount();
      window.localStorage.clear();
    }
  },
);

test('an unknown path shows the 404 page with a Go Home link', async () => {
  renderApp('/no/such/page');
  expect(
    await screen.findByRole(
      'heading',
      { level: 1, name: '404 - Page Not Found' },
      { timeout: 5000 },
    ),
  ).toBeDefined();
  expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  // The title is set in an effect, which React may run just after the heading is in the DOM.
  await waitFor(() => expect(document.title).toBe('Page not found | Parity'));
});

test('signing out in another tab sends a user on /home to /login', async () => {
  const { router } = renderApp('/home', { signedIn: true });
  await pageLoaded();
  act(() => {
    window.localStorage.removeItem('token');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'token', oldValue: 'test-token', newValue: null }),
    );
  });
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
});

// The shell's own pages; other owners test theirs.
test('every shell page has exactly one h1 and a main landmark', async () => {
  for (const path of [
    '/',
    '/about',
    '/contact',
    '/sources',
    '/methods/cost-of-living',
    '/pricing',
    '/nope',
  ]) {
    const { unmount } = renderApp(path);
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toBeDefined();
    unmount();
  }
});
