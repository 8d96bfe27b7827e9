import { afterEach, expect, test, vi } from 'vitest';
import { getToken, setSession } from '../lib/session.ts';
import { api } from './routes.ts';

const ADA = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello there' };
import { ApiError, callApi, NETWORK_ERROR_MESSAGE, setOnUnauthorized } from './client.ts';

// fetch stands in for the network only; the client's parsing and session handling are the real code.
function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        statusText: status === 500 ? 'Internal Server Error' : '',
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

test('a success resolves with the envelope', async () => {
  respond(200, { status: 'success', message: 'Welcome', data: { token: 't' } });
  await expect(
    callApi(api.auth.login, { body: { email: 'ada@example.com', password: 'pw' } }),
  ).resolves.toEqual({ status: 'success', message: 'Welcome', data: { token: 't' } });
  respond(200, { status: 'success', data: { ok: true } });
  await expect(callApi(api.health.health, {})).resolves.toMatchObject({ data: { ok: true } });
});

test('the body is sent as JSON and the token as a bearer header', async () => {
  const fetchMock = respond(200, { status: 'success', data: {} });
  await callApi(api.contact.send, { body: ADA, token: 'abc' });
  const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(init.body).toBe(JSON.stringify(ADA));
  expect(init.headers).toMatchObject({
    'Content-Type': 'application/json',
    Authorization: 'Bearer abc',
  });
});

test('an error envelope becomes an ApiError with status, code, message and fields', async () => {
  respond(400, {
    status: 'error',
    code: 'VALIDATION_FAILED',
    message: 'Validation failed.',
    fields: { email: 'Please enter a valid email address' },
  });
  const error = await callApi(api.contact.send, { body: ADA }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'Validation failed.',
    fields: { email: 'Please enter a valid email address' },
  });
});

test('a failure without our envelope keeps its status', async () => {
  respond(500, '<html>oops</html>');
  await expect(callApi(api.health.ready, {})).rejects.toMatchObject({
    status: 500,
    code: 'HTTP_ERROR',
    message: 'Internal Server Error',
  });
});

test('no response at all is a NETWORK error with status 0 and the spec message', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );
  await expect(callApi(api.health.ready, {})).rejects.toMatchObject({
    status: 0,
    code: 'NETWORK',
    message: NETWORK_ERROR_MESSAGE,
  });
});

test('a 401 on a request that carried a token clears the session and calls the sign-out handler', async () => {
  const onUnauthorized = vi.fn();
  const restore = setOnUnauthorized(onUnauthorized);
  try {
    setSession('expired', { id: 'u1', email: 'ada@example.com' });
    respond(401, { status: 'error', code: 'UNAUTHORIZED', message: 'Please sign in.' });
    await expect(callApi(api.user.me, { token: 'expired' })).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    // A 401 on an anonymous request (e.g. a wrong password) is just an error. The stub answers with
    // a code from the shared closed list, as the server does (ADR 105).
    respond(401, {
      status: 'error',
      code: 'UNAUTHORIZED',
      message: 'Invalid email or password.',
    });
    await expect(
      callApi(api.auth.login, { body: { email: 'ada@example.com', password: 'pw' } }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: 'Invalid email or password.' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  } finally {
    restore();
  }
});

test('the default 401 handler clears the stored session and signs in back to the same page', async () => {
  setSession('expired', { id: 'u1', email: 'ada@example.com' });
  const assign = vi.fn();
  vi.stubGlobal('location', {
    ...window.location,
    pathname: '/home',
    search: '?from=EUR&to=JPY',
    hash: '',
    assign,
  });
  respond(401, { status: 'error', code: 'UNAUTHORIZED', message: 'Please sign in.' });
  await expect(callApi(api.user.me, { token: 'expired' })).rejects.toBeInstanceOf(ApiError);
  expect(getToken()).toBeNull();
  expect(assign).toHaveBeenCalledWith('/login?next=%2Fhome%3Ffrom%3DEUR%26to%3DJPY');
});

test('a code outside the closed list is not passed on as if it were one', async () => {
  respond(400, { status: 'error', code: 'SOMETHING_NEW', message: 'New.' });
  await expect(callApi(api.contact.send, { body: ADA })).rejects.toMatchObject({
    status: 400,
    code: 'HTTP_ERROR',
    message: 'New.',
  });
});
