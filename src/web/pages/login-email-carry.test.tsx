// Issue 18 §4: after verifying the email, the sign-in form already holds the address.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { pageLoaded, renderApp } from '../testing/render-app.testkit.tsx';
import { contractResponse } from '../testing/api-stub.testkit.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

test('verifying the signup code leads to a sign-in form with the email filled in', async () => {
  window.localStorage.setItem('tempEmail', 'ada@example.com');
  window.localStorage.setItem('verificationType', 'email_verification');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      contractResponse('POST', '/api/auth/verify-otp', 200, {
        status: 'success',
        message: 'OTP verified successfully!',
        data: { type: 'email_verification' },
      }),
    ),
  );
  const { user, router } = renderApp('/otp-email-verification');
  await pageLoaded();
  await user.click(screen.getAllByRole('textbox')[0]!);
  await user.paste('482913');
  await user.click(screen.getByRole('button', { name: /verify/i }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  await pageLoaded();
  const email = await screen.findByLabelText(/email/i);
  expect((email as HTMLInputElement).value).toBe('ada@example.com');
});

test('a plain visit to /login starts empty', async () => {
  vi.stubGlobal('fetch', vi.fn());
  renderApp('/login');
  await pageLoaded();
  const email = await screen.findByLabelText(/email/i);
  expect((email as HTMLInputElement).value).toBe('');
});
