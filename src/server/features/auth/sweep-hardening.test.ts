// Issue 33 finding 6: the smaller holes the security sweep found, each through the real app.
import { afterEach, beforeEach, expect, test } from 'vitest';
import {
  type AuthTest,
  STRONG_PASSWORD,
  bearer,
  loginToken,
  nextIp,
  nextMail,
  post,
  resetGrant,
  signupVerified,
  startAuthTest,
} from './auth.testkit.ts';

let a: AuthTest;
beforeEach(async () => {
  a = await startAuthTest();
});
afterEach(async () => {
  await a.close();
});

const ADA = 'ada@example.com';

function send(
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) {
  return a.t.app.inject({
    method,
    url,
    headers,
    remoteAddress: nextIp(),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const me = (headers: Record<string, string>) => send('GET', '/api/user/me', headers);

test('a route without a body refuses unknown keys; an empty or absent body is fine', async () => {
  await signupVerified(a);
  for (const url of [
    '/api/subscription/cancel',
    '/api/subscription/resume',
    '/api/user/sign-out-everywhere',
    '/api/auth/logout',
  ]) {
    const token = await loginToken(a);
    const res = await send('POST', url, bearer(token), { planName: 'Navigator' });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { planName: expect.any(String) },
    });
  }
  const token = await loginToken(a);
  expect((await send('POST', '/api/user/sign-out-everywhere', bearer(token), {})).statusCode).toBe(
    200,
  );
  const again = await loginToken(a);
  expect((await send('POST', '/api/auth/logout', bearer(again))).statusCode).toBe(200);
});

test('an anonymous caller is told to sign in before anything about the body', async () => {
  for (const [url, body] of [
    ['/api/user/password', { currentPassword: 1 }],
    ['/api/premium/salary', { salary: 'lots' }],
    ['/api/api-keys', { nope: true }],
    ['/api/subscription/cancel', { nope: true }],
  ] as const) {
    const res = await send('POST', url, {}, body);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(401);
    expect(res.json()).not.toHaveProperty('fields');
  }
});

test('the bearer scheme is case-insensitive', async () => {
  await signupVerified(a);
  const token = await loginToken(a);
  for (const scheme of ['Bearer', 'bearer', 'BEARER'])
    expect((await me({ authorization: `${scheme} ${token}` })).statusCode, scheme).toBe(200);
  expect((await me({ authorization: `Basic ${token}` })).statusCode).toBe(401);
});

test('a password reset revokes the personal API keys as well as the sessions', async () => {
  await signupVerified(a);
  const token = await loginToken(a);
  const bought = await send('POST', '/api/payments/local-checkout', bearer(token), {
    planName: 'Navigator',
    billingPeriod: 'month',
  });
  expect(bought.statusCode, bought.body).toBe(200);
  const created = await send('POST', '/api/api-keys', bearer(token), { name: 'script' });
  expect(created.statusCode, created.body).toBe(200);
  const key = created.json().data.key as string;
  expect((await send('GET', '/api/plans', { 'x-api-key': key })).statusCode).toBe(200);

  const grant = await resetGrant(a);
  const before = a.smtp.mails.length;
  const reset = await post(
    a.t,
    '/api/auth/reset-password',
    { email: ADA, newPassword: 'Quay-Lagos-7-Harbour' },
    bearer(grant),
  );
  expect(reset.statusCode, reset.body).toBe(200);
  expect((await send('GET', '/api/plans', { 'x-api-key': key })).statusCode).toBe(401);
  expect((await me(bearer(token))).statusCode).toBe(401);
  const notice = await nextMail(a, ADA, /password/i, before);
  expect(notice.text).toContain('API key');
});

test('changing the email address signs out every other session', async () => {
  await signupVerified(a);
  const here = await loginToken(a);
  const elsewhere = await loginToken(a);
  const before = a.smtp.mails.length;
  const asked = await send('POST', '/api/user/email', bearer(here), {
    newEmail: 'ada@new.example',
    password: STRONG_PASSWORD,
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const mail = await nextMail(a, 'ada@new.example', /Confirm your new/, before);
  const code = /is: (\d{6})/.exec(mail.text)?.[1] ?? '';
  const confirmed = await send('POST', '/api/user/email/confirm', bearer(here), {
    newEmail: 'ada@new.example',
    code,
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  expect((await me(bearer(here))).statusCode).toBe(200);
  expect((await me(bearer(elsewhere))).statusCode).toBe(401);
});
