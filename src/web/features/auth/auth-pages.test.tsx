import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { pageLoaded, renderApp } from '../../testing/render-app.testkit.tsx';
import { contractResponse } from '../../testing/api-stub.testkit.ts';

// The network is the one thing faked here: fetch answers as the accounts API does (its own tests
// live in src/server/features/auth). Pages, forms, router, guards and toasts are the real ones.
type Answer = { status: number; body: unknown };
function answer(byPath: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const found = byPath[path] ?? {
      status: 404,
      body: { status: 'error', code: 'NOT_FOUND', message: 'nope' },
    };
    return contractResponse(init?.method ?? 'GET', path, found.status, found.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.sessionStorage.clear();
});

test('sign in shows the spec texts and validation messages', async () => {
  const fetchMock = answer({});
  const { user } = renderApp('/login');
  await pageLoaded();
  expect(screen.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeDefined();
  expect(screen.getByText('Enter your email and password to sign in')).toBeDefined();
  expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
    '/forgot-password',
  );
  expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Email is required')).toBeDefined();
  expect(screen.getByText('Enter a password')).toBeDefined();
  await user.type(screen.getByLabelText('Email'), 'nope');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Please enter a valid email address')).toBeDefined();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('the password toggle shows and hides the password; spaces cannot be typed', async () => {
  answer({});
  const { user } = renderApp('/login');
  await pageLoaded();
  const field = screen.getByLabelText('Password') as HTMLInputElement;
  await user.type(field, 'Se cret1');
  expect(field.value).toBe('Secret1');
  expect(field.type).toBe('password');
  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(field.type).toBe('text');
  await user.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(field.type).toBe('password');
});

test('a failed sign in shows a destructive alert titled Error; editing a field clears it', async () => {
  answer({
    '/api/auth/login': {
      status: 401,
      body: { status: 'error', code: 'UNAUTHORIZED', message: 'Invalid email or password.' },
    },
  });
  const { user } = renderApp('/login');
  await pageLoaded();
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'Wrong-1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('Error');
  expect(alert.textContent).toContain('Invalid email or password.');
  await user.type(screen.getByLabelText('Password'), 'x');
  await waitFor(() =>
    expect(screen.queryByText('Invalid email or password.', { selector: 'div' })).toBeNull(),
  );
});

test('a successful sign in stores token and user and lands on /home', async () => {
  answer({
    '/api/auth/login': {
      status: 200,
      body: {
        status: 'success',
        message: 'Login successful',
        data: {
          token: 'tok-123',
          user: { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace' },
        },
      },
    },
  });
  const { user, router } = renderApp('/login');
  await pageLoaded();
  await user.type(screen.getByLabelText('Email'), ' Ada@Example.com');
  await user.type(screen.getByLabelText('Password'), 'Tr4vel-Lagos');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  expect(window.localStorage.getItem('token')).toBe('tok-123');
  expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toMatchObject({
    email: 'ada@example.com',
  });
});

test('an unverified account is sent to the email OTP screen with its email kept', async () => {
  answer({
    '/api/auth/login': {
      status: 403,
      body: {
        status: 'error',
        code: 'EMAIL_NOT_VERIFIED',
        message: 'Please verify your email address.',
      },
    },
  });
  const { user, router } = renderApp('/login');
  await pageLoaded();
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'Tr4vel-Lagos');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/otp-email-verification'));
  expect(window.localStorage.getItem('tempEmail')).toBe('ada@example.com');
  expect(window.localStorage.getItem('verificationType')).toBe('email_verification');
});

test('signup validates every field with the spec messages and says Validation failed.', async () => {
  const fetchMock = answer({});
  const { user } = renderApp('/signup');
  await pageLoaded();
  await user.type(screen.getByLabelText('First name'), 'A1');
  expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('A');
  await user.type(screen.getByLabelText('Email'), 'not-an-email');
  await user.type(screen.getByLabelText('Password'), 'lowercase1');
  await user.type(screen.getByLabelText('Confirm password'), 'different1');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(await screen.findByText('First Name must be at least 2 characters')).toBeDefined();
  expect(screen.getByText('Last Name must be at least 2 characters')).toBeDefined();
  expect(screen.getByText('User Name must be at least 5 characters')).toBeDefined();
  expect(screen.getByText('Please enter a valid email address')).toBeDefined();
  expect(screen.getByText('Password must contain at least one uppercase letter')).toBeDefined();
  expect(screen.getByText("Passwords don't match")).toBeDefined();
  expect(screen.getByText('You must accept the terms')).toBeDefined();
  expect(screen.getAllByText('Validation failed.').length).toBeGreaterThan(0);
  expect(fetchMock).not.toHaveBeenCalled();
});

test('the OTP screen without a temporary email goes to /signup', async () => {
  answer({});
  const { router } = renderApp('/otp-email-verification');
  await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
});

test('the OTP screen counts down 02:00 to 00:00, then offers Resend, which restarts it', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  window.localStorage.setItem('tempEmail', 'ada@example.com');
  window.localStorage.setItem('verificationType', 'email_verification');
  const fetchMock = answer({
    '/api/auth/resend-otp': {
      status: 200,
      body: {
        status: 'success',
        message: 'A new OTP has been sent to your email',
        data: { type: 'email_verification' },
      },
    },
  });
  renderApp('/otp-email-verification');
  await pageLoaded();
  expect(screen.getAllByRole('textbox')).toHaveLength(6);
  expect(screen.getByTestId('otp-countdown').textContent).toMatch(/^0[12]:[0-5]\d$/);
  expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
  act(() => {
    vi.advanceTimersByTime(121_000);
  });
  expect(screen.getByText(/Didn't receive code\?/)).toBeDefined();
  act(() => screen.getByRole('button', { name: 'Resend' }).click());
  await waitFor(() => expect(screen.getByTestId('otp-countdown').textContent).toBe('02:00'));
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/auth/resend-otp',
    expect.objectContaining({
      method: 'POST',
      body: JSON.stringify({ email: 'ada@example.com', type: 'email_verification' }),
    }),
  );
  expect(await screen.findByText('A new OTP has been sent to your email')).toBeDefined();
});

test('the reset screen shows a live checklist and enforces the signup policy', async () => {
  window.localStorage.setItem('tempEmail', 'ada@example.com');
  window.sessionStorage.setItem('resetGrant', 'grant-1');
  answer({});
  const { user } = renderApp('/reset-password');
  await pageLoaded();
  await user.type(screen.getByLabelText('New password'), 'abcdefgh');
  expect(screen.getByText('At least 8 characters').parentElement?.textContent).toContain('(met)');
  expect(screen.getByText('One uppercase letter').parentElement?.textContent).toContain(
    '(not met)',
  );
  await user.type(screen.getByLabelText('Confirm password'), 'abcdefgX');
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
  expect(
    await screen.findByText('Password must contain at least one uppercase letter'),
  ).toBeDefined();
  expect(screen.getByText('Passwords do not match')).toBeDefined();
});

test('the profile without a stored token says Authentication token not found with Try again', async () => {
  answer({});
  renderApp('/profile');
  expect(await screen.findByText('Something went wrong!')).toBeDefined();
  expect(screen.getByText('Authentication token not found')).toBeDefined();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
});

test('the profile shows initials, full name, @username, Verified, email and Explorer (free)', async () => {
  window.localStorage.setItem('token', 'tok');
  window.localStorage.setItem('user', JSON.stringify({ id: 'u1', email: 'ada@example.com' }));
  answer({
    '/api/user/me': {
      status: 200,
      body: {
        status: 'success',
        data: {
          user: {
            firstname: 'Ada',
            lastname: 'Lovelace',
            username: 'ada_l',
            email: 'ada@example.com',
            isEmailVerified: true,
          },
          userSubscription: [],
        },
      },
    },
  });
  renderApp('/profile');
  expect(await screen.findByText('Ada Lovelace')).toBeDefined();
  expect(screen.getByTestId('profile-initials').textContent).toBe('AL');
  expect(screen.getByText('@ada_l')).toBeDefined();
  expect(screen.getByText('Verified')).toBeDefined();
  const main = within(screen.getByRole('main'));
  expect(main.getByText('ada@example.com')).toBeDefined();
  expect(main.getByText('Explorer (free)')).toBeDefined();
});
