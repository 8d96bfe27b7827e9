// Issue 18 §4: account self-service on SQLite and (PARITY_TEST_DB=postgres) PostgreSQL + Redis,
// with a real SMTP server on loopback reading the codes and notices.
import { afterEach, beforeEach, expect, test } from 'vitest';
import {
  type AuthTest,
  STRONG_PASSWORD,
  bearer,
  loginToken,
  nextIp,
  nextMail,
  signupVerified,
  startAuthTest,
} from '../auth/auth.testkit.ts';
import { createTestUser } from '../prices/prices.testkit.ts';

let a: AuthTest;
beforeEach(async () => {
  a = await startAuthTest();
});
afterEach(async () => {
  await a.close();
});

const ADA = 'ada@example.com';
const NEW_PASSWORD = 'Quay-Lagos-7-Harbour';

function send(method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) {
  return a.t.app.inject({
    method,
    url,
    headers: bearer(token),
    remoteAddress: nextIp(),
    ...(payload ? { payload } : {}),
  });
}

const me = async (token: string) => send('GET', '/api/user/me', token);

test('name and user name can be edited; a taken or invalid user name is refused with the field', async () => {
  await signupVerified(a);
  await signupVerified(a, { email: 'grace@example.com', username: 'grace_hopper' });
  const token = await loginToken(a);
  expect((await send('PATCH', '/api/user/me', token)).statusCode).toBe(400);
  const taken = await send('PATCH', '/api/user/me', token, {
    firstname: 'Ada',
    lastname: 'King',
    username: 'Grace_Hopper',
  });
  expect(taken.statusCode).toBe(409);
  expect(taken.json()).toMatchObject({
    code: 'CONFLICT',
    fields: { username: 'User Name is already taken.' },
  });
  const bad = await send('PATCH', '/api/user/me', token, {
    firstname: 'A',
    lastname: 'King',
    username: 'ada king',
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().fields).toHaveProperty('firstname');
  const ok = await send('PATCH', '/api/user/me', token, {
    firstname: 'Augusta  Ada',
    lastname: 'King',
    username: 'countess.ada',
  });
  expect(ok.statusCode).toBe(200);
  expect((await me(token)).json().data.user).toMatchObject({
    firstname: 'Augusta Ada',
    lastname: 'King',
    username: 'countess.ada',
    email: ADA,
  });
  expect(
    (
      await send('PATCH', '/api/user/me', '', {
        firstname: 'Ab',
        lastname: 'Cd',
        username: 'abcde',
      })
    ).statusCode,
  ).toBe(401);
});

test('email change: current password, a code to the new address, the old address told; a taken address answers the same', async () => {
  await signupVerified(a);
  await signupVerified(a, { email: 'grace@example.com', username: 'grace_hopper' });
  const token = await loginToken(a);
  const wrong = await send('POST', '/api/user/email', token, {
    newEmail: 'ada@new.example',
    password: 'Nope-1234x',
  });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().fields).toEqual({ password: 'Your current password is not correct.' });

  const before = a.smtp.mails.length;
  const taken = await send('POST', '/api/user/email', token, {
    newEmail: 'Grace@Example.com',
    password: STRONG_PASSWORD,
  });
  const fresh = await send('POST', '/api/user/email', token, {
    newEmail: 'ada@new.example',
    password: STRONG_PASSWORD,
  });
  expect(taken.statusCode).toBe(200);
  expect(taken.json()).toEqual(fresh.json());
  const notice = await nextMail(a, 'grace@example.com', /tried to move/, before);
  expect(notice.text).not.toMatch(/\d{6}/);
  const codeMail = await nextMail(a, 'ada@new.example', /Confirm your new/, before);
  const code = /is: (\d{6})/.exec(codeMail.text)?.[1] ?? '';
  // The stored copy keeps no code (docs/security.md O1).
  const stored = await a.t.deps.database.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('to_address', '=', 'ada@new.example')
    .execute();
  expect(stored[0]?.text_body).not.toContain(code);

  const bad = await send('POST', '/api/user/email/confirm', token, {
    newEmail: 'ada@new.example',
    code: code === '000000' ? '111111' : '000000',
  });
  expect(bad.statusCode).toBe(400);
  // A code belongs to the account that asked for it.
  const grace = await loginToken(a, 'grace@example.com');
  expect(
    (await send('POST', '/api/user/email/confirm', grace, { newEmail: 'ada@new.example', code }))
      .statusCode,
  ).toBe(400);

  const ok = await send('POST', '/api/user/email/confirm', token, {
    newEmail: 'ada@new.example',
    code,
  });
  expect(ok.statusCode).toBe(200);
  expect((await me(token)).json().data.user).toMatchObject({
    email: 'ada@new.example',
    isEmailVerified: true,
  });
  const told = await nextMail(a, ADA, /email address was changed/, before);
  expect(told.text).toContain('ada@new.example');
  await loginToken(a, 'ada@new.example');
  expect(
    (await send('POST', '/api/user/email/confirm', token, { newEmail: 'ada@new.example', code }))
      .statusCode,
  ).toBe(400);
});

test('password change needs the current password, signs out every other session, and mails a notice', async () => {
  await signupVerified(a);
  const here = await loginToken(a);
  const elsewhere = await loginToken(a);
  const wrong = await send('POST', '/api/user/password', here, {
    currentPassword: 'Wrong-pass-9',
    newPassword: NEW_PASSWORD,
  });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().fields).toEqual({ currentPassword: 'Your current password is not correct.' });
  const weak = await send('POST', '/api/user/password', here, {
    currentPassword: STRONG_PASSWORD,
    newPassword: 'short',
  });
  expect(weak.statusCode).toBe(400);
  expect(weak.json().fields).toHaveProperty('newPassword');
  const before = a.smtp.mails.length;
  const ok = await send('POST', '/api/user/password', here, {
    currentPassword: STRONG_PASSWORD,
    newPassword: NEW_PASSWORD,
  });
  expect(ok.statusCode).toBe(200);
  // `elsewhere`, and the session the emailed signup code started (verify-otp signs in, ADR 161).
  expect(ok.json().data).toEqual({ signedOut: 2 });
  expect((await me(here)).statusCode).toBe(200);
  expect((await me(elsewhere)).statusCode).toBe(401);
  await nextMail(a, ADA, /password was changed/, before);
  await loginToken(a, ADA, NEW_PASSWORD);
  const old = await a.t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: ADA, password: STRONG_PASSWORD },
    remoteAddress: nextIp(),
  });
  expect(old.statusCode).toBe(401);
});

test('the current password is checked at most 10 times per account in 15 minutes', async () => {
  await signupVerified(a);
  const token = await loginToken(a);
  const codes: number[] = [];
  for (let i = 0; i < 11; i++) {
    const res = await send('POST', '/api/user/password', token, {
      currentPassword: `Wrong-pass-${i}`,
      newPassword: NEW_PASSWORD,
    });
    codes.push(res.statusCode);
  }
  expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
  expect(codes[10]).toBe(429);
});

test('sign out everywhere revokes every session, this one included', async () => {
  await signupVerified(a);
  const one = await loginToken(a);
  const two = await loginToken(a);
  const res = await send('POST', '/api/user/sign-out-everywhere', one);
  // `one`, `two`, and the session the emailed signup code started (verify-otp signs in, ADR 161).
  expect(res.json()).toMatchObject({ data: { signedOut: 3 } });
  expect((await me(one)).statusCode).toBe(401);
  expect((await me(two)).statusCode).toBe(401);
});

async function contribute(token: string, price: number, note?: string) {
  const res = await a.t.app.inject({
    method: 'POST',
    url: '/api/prices/contributions',
    headers: bearer(token),
    remoteAddress: nextIp(),
    payload: {
      item: 'cappuccino',
      city: 'Riyadh',
      country: 'Saudi Arabia',
      price,
      currency: 'SAR',
      ...(note ? { note } : {}),
    },
  });
  expect(res.statusCode).toBe(200);
}

async function riyadhFigures() {
  const res = await a.t.app.inject({
    method: 'POST',
    url: '/api/exchange/market-data',
    payload: { country: 'Saudi Arabia', city: 'Riyadh' },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  delete body.data.fetchedAt;
  return body;
}

test('the data download holds everything stored about the user and no secret', async () => {
  await signupVerified(a);
  const token = await loginToken(a);
  await contribute(token, 17);
  const res = await send('GET', '/api/user/export', token);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toContain('attachment');
  expect(res.headers['cache-control']).toBe('no-store');
  const data = res.json().data;
  expect(data.profile).toMatchObject({
    email: ADA,
    username: 'ada_lovelace',
    is_email_verified: true,
  });
  expect(data.contributions).toEqual([
    expect.objectContaining({ item_id: 'cappuccino', price: 17, currency: 'SAR' }),
  ]);
  expect(data.sessions.length).toBeGreaterThanOrEqual(1);
  expect(data.mailLog.map((m: { subject: string }) => m.subject)).toContain(
    'Your Parity verification code',
  );
  for (const key of ['subscriptions', 'apiKeys', 'contactMessages'])
    expect(Array.isArray(data[key])).toBe(true);
  expect(res.body).not.toMatch(/argon2|token_hash|key_hash|password_hash/);
});

test('account deletion: password and DELETE, the subscription cancelled first, no identifying row left, the price figures unchanged', async () => {
  await signupVerified(a);
  const token = await loginToken(a);
  const others = await Promise.all([1, 2, 3].map(() => createTestUser(a.t)));
  for (const [i, other] of others.entries()) await contribute(other.token, 16 + i);
  await contribute(token, 18, 'near the office of Ada');
  await contribute(token, 19);
  const figuresBefore = await riyadhFigures();
  // The deleted user's prices are part of a published crowd figure (4 accounts), so a change would show.
  const cappuccino = (
    figuresBefore.data.items.restaurants as { itemId: string; source: string; count: number }[]
  ).find((i) => i.itemId === 'cappuccino');
  expect(cappuccino).toMatchObject({ count: 4 });
  expect(cappuccino?.source).not.toBe('model');
  const paid = await send('POST', '/api/payments/local-checkout', token, {
    planName: 'Navigator',
    billingPeriod: 'month',
  });
  expect(paid.statusCode).toBe(200);
  const key = await send('POST', '/api/api-keys', token, { name: 'laptop' });
  expect(key.statusCode).toBe(200);
  const userId = (
    await a.t.deps.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', ADA)
      .executeTakeFirstOrThrow()
  ).id;

  expect(
    (
      await send('POST', '/api/user/delete', token, {
        password: STRONG_PASSWORD,
        confirmation: 'delete',
      })
    ).statusCode,
  ).toBe(400);
  expect(
    (
      await send('POST', '/api/user/delete', token, {
        password: 'Wrong-pass-1',
        confirmation: 'DELETE',
      })
    ).statusCode,
  ).toBe(400);
  a.t.clock.advance(60_000);
  const before = a.smtp.mails.length;
  const res = await send('POST', '/api/user/delete', token, {
    password: STRONG_PASSWORD,
    confirmation: 'DELETE',
  });
  expect(res.statusCode).toBe(200);

  // The subscription was cancelled through the (local) webhook path before the rows went.
  const cancelled = await nextMail(a, ADA, /subscription is cancelled/, before);
  expect(cancelled).toBeDefined();
  const goodbye = await nextMail(a, ADA, /account is deleted/, before);
  expect(goodbye.text).toContain('cancelled first');

  const db = a.t.deps.database.db;
  const identifying = [userId, ADA, 'ada_lovelace', 'Lovelace', 'near the office of Ada'];
  for (const table of [
    'users',
    'sessions',
    'one_time_codes',
    'reset_grants',
    'subscriptions',
    'processed_events',
    'api_keys',
    'price_contributions',
    'mail_outbox',
    'contact_messages',
  ] as const) {
    const rows = JSON.stringify(await db.selectFrom(table).selectAll().execute());
    for (const value of identifying)
      expect(rows, `${table} still holds ${value}`).not.toContain(value);
  }
  const figuresAfter = await riyadhFigures();
  expect(figuresAfter).toEqual(figuresBefore);
  expect((await me(token)).statusCode).toBe(401);
  const login = await a.t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: ADA, password: STRONG_PASSWORD },
    remoteAddress: nextIp(),
  });
  expect(login.statusCode).toBe(401);
});
