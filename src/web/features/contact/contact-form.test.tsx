import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { pageLoaded, renderApp } from '../../testing/render-app.testkit.tsx';
import { TOO_MANY_MESSAGES } from './contact-form.tsx';
import { contractResponse } from '../../testing/api-stub.testkit.ts';

// The network is the one thing faked here: fetch answers as POST /api/contact does (its own tests
// live in src/server/features/contact). Everything else is the real page, form and toasts.
function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => contractResponse('POST', '/api/contact', status, body));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

async function openContact() {
  const app = renderApp('/contact');
  await pageLoaded();
  return app;
}

async function fillValid(user: Awaited<ReturnType<typeof openContact>>['user']) {
  await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), ' Ada@Example.com ');
  await user.type(screen.getByLabelText('Subject'), 'A question');
  await user.type(screen.getByLabelText('Message'), 'How is the Bangkok rent estimated?');
}

test('submitting an empty form shows a message under every required field and sends nothing', async () => {
  const fetchMock = answer(200, {});
  const { user } = await openContact();
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByText('Name is required')).toBeDefined();
  expect(screen.getByText('Please enter a valid email address')).toBeDefined();
  expect(screen.getByText('Subject is required')).toBeDefined();
  expect(screen.getByText('Message is required')).toBeDefined();
  expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByLabelText('Name').getAttribute('aria-describedby')).toBe('contact-name-error');
  expect(fetchMock).not.toHaveBeenCalled();
});

test('an invalid email is named, and fixing it clears the message', async () => {
  answer(200, {});
  const { user } = await openContact();
  const email = screen.getByLabelText('Email');
  expect(email.getAttribute('type')).toBe('email');
  await user.type(email, 'not-an-email');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByText('Please enter a valid email address')).toBeDefined();
  await user.clear(email);
  await user.type(email, 'ada@example.com');
  await waitFor(() => expect(screen.queryByText('Please enter a valid email address')).toBeNull());
});

test('the honeypot is out of reach: aria-hidden, not focusable, no autocomplete', async () => {
  await openContact();
  const honeypot = document.getElementById('contact-website');
  expect(honeypot?.getAttribute('tabindex')).toBe('-1');
  expect(honeypot?.getAttribute('autocomplete')).toBe('off');
  expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
});

test('a sent message shows the server message as a toast, posts the cleaned values and empties the form', async () => {
  const fetchMock = answer(200, {
    status: 'success',
    message: 'Thank you! Your message has been sent.',
    data: {},
  });
  const { user } = await openContact();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByText('Thank you! Your message has been sent.')).toBeDefined();
  const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(path).toBe('/api/contact');
  expect(init.method).toBe('POST');
  expect(JSON.parse(String(init.body))).toEqual({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject: 'A question',
    message: 'How is the Bangkok rent estimated?',
    website: '',
  });
  await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(''));
});

test('a 429 tells the user they sent too many messages', async () => {
  answer(429, { status: 'error', code: 'RATE_LIMITED', message: 'Too many requests' });
  const { user } = await openContact();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByText(TOO_MANY_MESSAGES)).toBeDefined();
});

test('a server validation error shows its message and marks the named field', async () => {
  answer(400, {
    status: 'error',
    code: 'VALIDATION_FAILED',
    message: 'Validation failed.',
    fields: { subject: 'Subject must be on one line' },
  });
  const { user } = await openContact();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByText('Validation failed.')).toBeDefined();
  expect(screen.getByText('Subject must be on one line')).toBeDefined();
});
