// Issue 18 §4: the profile's self-service forms show the server's field errors under the fields,
// keep what was typed, and the delete button waits for the typed word.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { pageLoaded, renderApp } from '../../testing/render-app.testkit.tsx';
import { contractResponse } from '../../testing/api-stub.testkit.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function serve() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const json = (status: number, body: object) =>
      contractResponse(init?.method ?? 'GET', path, status, body);
    if (path === '/api/user/me' && init?.method === 'PATCH') {
      return json(409, {
        status: 'error',
        code: 'CONFLICT',
        message: 'User Name is already taken.',
        fields: { username: 'User Name is already taken.' },
      });
    }
    if (path === '/api/user/me') {
      return json(200, {
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
      });
    }
    return json(404, { status: 'error', code: 'NOT_FOUND', message: 'nope' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

test('a taken user name is shown under the field and the typed value stays', async () => {
  window.localStorage.setItem('token', 'tok');
  window.localStorage.setItem('user', JSON.stringify({ id: 'u1', email: 'ada@example.com' }));
  const fetchMock = serve();
  const { user } = renderApp('/profile');
  await pageLoaded();
  const form = within(await screen.findByRole('form', { name: 'Name and user name' }));
  const username = form.getByLabelText('User Name');
  await user.clear(username);
  await user.type(username, 'grace_h');
  await user.click(form.getByRole('button', { name: 'Save name' }));
  await waitFor(() => expect(form.getAllByText('User Name is already taken.').length).toBe(2));
  expect((username as HTMLInputElement).value).toBe('grace_h');
  expect(username.getAttribute('aria-invalid')).toBe('true');
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/user/me',
    expect.objectContaining({
      method: 'PATCH',
      body: JSON.stringify({ firstname: 'Ada', lastname: 'Lovelace', username: 'grace_h' }),
    }),
  );
});

test('Delete my account stays disabled until DELETE is typed', async () => {
  window.localStorage.setItem('token', 'tok');
  window.localStorage.setItem('user', JSON.stringify({ id: 'u1', email: 'ada@example.com' }));
  serve();
  const { user } = renderApp('/profile');
  await pageLoaded();
  const form = within(await screen.findByRole('form', { name: 'Delete account' }));
  const button = form.getByRole('button', { name: 'Delete my account' }) as HTMLButtonElement;
  expect(button.disabled).toBe(true);
  await user.type(form.getByLabelText('Type DELETE to confirm'), 'delete');
  expect(button.disabled).toBe(true);
  await user.clear(form.getByLabelText('Type DELETE to confirm'));
  await user.type(form.getByLabelText('Type DELETE to confirm'), 'DELETE');
  expect(button.disabled).toBe(false);
});
