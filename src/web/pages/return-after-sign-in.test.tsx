import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { pageLoaded, renderApp } from '../testing/render-app.testkit.tsx';
import { contractResponse } from '../testing/api-stub.testkit.ts';

// Issue 19 §1: a page opened signed out comes back, query and all, after sign-in, sign-up and
// verification. The network is the one thing faked: fetch answers as the accounts API does.
function answer(byPath: Record<string, { status: number; body: unknown }>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const found = byPath[String(input)] ?? {
        status: 404,
        body: { status: 'error', code: 'NOT_FOUND', message: 'nope' },
      };
      return contractResponse(init?.method ?? 'GET', String(input), found.status, found.body);
    }),
  );
}

const LOGIN_OK = {
  '/api/auth/login': {
    status: 200,
    body: {
      status: 'success',
      message: 'Login successful',
      data: { token: 'tok-1', user: { id: 'u1', email: 'ada@example.com', name: 'Ada' } },
    },
  },
};

const SHARED =
  '/home?from=EUR&to=EUR&fromCity=Lisbon&fromCountry=Portugal&fromCountryCode=PT&toCity=Berlin&toCountry=Germany&toCountryCode=DE&amount=250';

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

async function signInWithForm(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'Tr4vel-Lagos');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

test('a shared link opened signed out says what it is and comes back exactly after sign-in', async () => {
  answer(LOGIN_OK);
  const { router, user } = renderApp(SHARED);
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(new URLSearchParams(router.state.location.search).get('next')).toBe(SHARED);
  await pageLoaded();
  expect(screen.getByTestId('return-subject').textContent).toBe('Sign in to see Lisbon vs Berlin');
  // Sign-up from here keeps the way back.
  expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
    `/signup?next=${encodeURIComponent(SHARED)}`,
  );
  await signInWithForm(user);
  await waitFor(() =>
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(SHARED),
  );
});

test('an unsafe next (another site) is ignored: sign-in lands on /home', async () => {
  answer(LOGIN_OK);
  const { router, user } = renderApp('/login?next=%2F%2Fevil.example%2Fhome');
  await pageLoaded();
  expect(screen.queryByTestId('return-subject')).toBeNull();
  await signInWithForm(user);
  await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  expect(router.state.location.search).toBe('');
});

test('sign-up keeps the way back through verification to the sign-in that follows', async () => {
  answer({
    '/api/auth/signup': {
      status: 200,
      body: { status: 'success', message: 'Signed up', data: { type: 'email_verification' } },
    },
    '/api/auth/verify-otp': {
      status: 200,
      body: { status: 'success', message: 'Verified', data: { type: 'email_verification' } },
    },
    ...LOGIN_OK,
  });
  const { router, user } = renderApp(`/signup?next=${encodeURIComponent(SHARED)}`);
  await pageLoaded();
  expect(screen.getByTestId('return-subject').textContent).toBe('Sign up to see Lisbon vs Berlin');
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('User name'), 'ada_l');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password', { exact: true }), 'Tr4vel-Lagos');
  await user.type(screen.getByLabelText('Confirm password'), 'Tr4vel-Lagos');
  await user.click(screen.getByLabelText(/I accept the/));
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/otp-email-verification'));
  await user.click(await screen.findByLabelText('Digit 1 of 6'));
  await user.keyboard('123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(new URLSearchParams(router.state.location.search).get('next')).toBe(SHARED);
  await user.clear(await screen.findByLabelText('Email'));
  await signInWithForm(user);
  await waitFor(() =>
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(SHARED),
  );
  // Used once: a later, plain sign-up does not inherit it.
  expect(window.localStorage.getItem('returnPath')).toBeNull();
});

test('the emailed code signs the new account in and goes on to the page it signed up for (issue 34)', async () => {
  answer({
    '/api/auth/signup': {
      status: 200,
      body: { status: 'success', message: 'Signed up', data: { type: 'email_verification' } },
    },
    '/api/auth/verify-otp': {
      status: 200,
      body: {
        status: 'success',
        message: 'Verified',
        data: {
          type: 'email_verification',
          token: 'session-token',
          user: { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace' },
        },
      },
    },
  });
  const { router, user } = renderApp(`/signup?next=${encodeURIComponent(SHARED)}`);
  await pageLoaded();
  await user.type(screen.getByLabelText('First name'), 'Maya-Rose');
  await user.type(screen.getByLabelText('Last name'), "O'Kafor");
  await user.type(screen.getByLabelText('User name'), 'maya_rose');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password', { exact: true }), 'Tr4vel-Lagos');
  await user.type(screen.getByLabelText('Confirm password'), 'Tr4vel-Lagos');
  await user.click(screen.getByLabelText(/I accept the/));
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/otp-email-verification'));
  await user.click(await screen.findByLabelText('Digit 1 of 6'));
  await user.keyboard('123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() =>
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(SHARED),
  );
  expect(window.localStorage.getItem('token')).toBe('session-token');
});
