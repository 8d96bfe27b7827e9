import { afterEach, expect, test } from 'vitest';
import {
  type AuthTest,
  STRONG_PASSWORD,
  bearer,
  codeIn,
  loginToken,
  nextMail,
  post,
  signupBody,
  signupVerified,
  startAuthTest,
} from './auth.testkit.ts';

let a: AuthTest | undefined;
afterEach(async () => {
  await a?.close();
  a = undefined;
});

test('signup answers as the spec reads it and mails a code with a link that fills it', async () => {
  a = await startAuthTest();
  const res = await post(a.t, '/api/auth/signup', signupBody({ email: ' Ada@Example.COM ' }));
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    status: 'success',
    message: 'Signup successful. OTP sent to your email for verification.',
    data: { type: 'email_verification' },
  });
  const mail = await nextMail(a, 'ada@example.com', /verification code/);
  const code = codeIn(mail);
  expect(code).toMatch(/^\d{6}$/);
  // The link carries the code in the fragment, never the query string (it must not reach server logs).
  expect(mail.text).toContain(
    `https://parity.test/otp-email-verification#email=ada%40example.com&code=${code}`,
  );
  expect(mail.text).not.toMatch(/\?[^#\s]*code=/);
  expect(mail.raw).toMatch(/text\/html/);
});

test('the whole journey: signup, verify, login, profile, logout', async () => {
  a = await startAuthTest();
  await signupVerified(a);
  const login = await post(a.t, '/api/auth/login', {
    email: 'ADA@example.com',
    password: STRONG_PASSWORD,
  });
  expect(login.statusCode).toBe(200);
  const body = login.json();
  expect(body.message).toBe('Login successful');
  expect(body.data.user).toEqual({
    id: expect.any(String),
    email: 'ada@example.com',
    name: 'Ada Lovelace',
  });
  expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

  const me = await a.t.app.inject({
    method: 'GET',
    url: '/api/user/me',
    headers: bearer(body.data.token),
  });
  expect(me.statusCode).toBe(200);
  expect(me.headers['cache-control']).toBe('no-store');
  expect(me.json()).toEqual({
    status: 'success',
    data: {
      user: {
        firstname: 'Ada',
        lastname: 'Lovelace',
        username: 'ada_lovelace',
        email: 'ada@example.com',
        isEmailVerified: true,
      },
      userSubscription: [],
    },
  });

  const out = await post(a.t, '/api/auth/logout', undefined, bearer(body.data.token));
  expect(out.statusCode).toBe(200);
  const after = await a.t.app.inject({
    method: 'GET',
    url: '/api/user/me',
    headers: bearer(body.data.token),
  });
  expect(after.statusCode).toBe(401);
});

test('forgot password, code, reset: new password works, old one does not, notice mailed', async () => {
  a = await startAuthTest();
  await signupVerified(a);
  const forgot = await post(a.t, '/api/auth/forget-password', { email: 'ada@example.com' });
  expect(forgot.json()).toMatchObject({ status: 'success', data: { type: 'reset_password' } });
  const mail = await nextMail(a, 'ada@example.com', /reset code/);
  expect(mail.text).toContain('https://parity.test/otp-reset-verification#');
  const verified = await post(a.t, '/api/auth/verify-otp', {
    email: 'ada@example.com',
    otp: codeIn(mail),
    type: 'reset_password',
  });
  expect(verified.json()).toMatchObject({
    message: 'OTP verified successfully!',
    data: { type: 'reset_password', token: expect.any(String) },
  });
  const reset = await post(
    a.t,
    '/api/auth/reset-password',
    { email: 'ada@example.com', newPassword: 'N3w-Harbour-Lights' },
    bearer(verified.json().data.token),
  );
  expect(reset.statusCode).toBe(200);
  expect(
    (await post(a.t, '/api/auth/login', { email: 'ada@example.com', password: STRONG_PASSWORD }))
      .statusCode,
  ).toBe(401);
  expect(
    (
      await post(a.t, '/api/auth/login', {
        email: 'ada@example.com',
        password: 'N3w-Harbour-Lights',
      })
    ).statusCode,
  ).toBe(200);
  await nextMail(a, 'ada@example.com', /password was changed/);
});

test('signup validation answers with the spec messages, naming each field', async () => {
  a = await startAuthTest();
  const res = await post(a.t, '/api/auth/signup', {
    firstname: 'A',
    lastname: 'L1',
    username: 'ada',
    email: 'nope',
    password: 'short',
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().fields).toEqual({
    firstname: 'First Name must be at least 2 characters',
    lastname: 'Last Name can only contain letters, spaces, hyphens and apostrophes',
    username: 'User Name must be at least 5 characters',
    email: 'Please enter a valid email address',
    password: 'Password must be at least 8 characters',
  });
});

test('a taken user name is refused; the same email signing up again is not', async () => {
  a = await startAuthTest();
  await signupVerified(a);
  const clash = await post(
    a.t,
    '/api/auth/signup',
    signupBody({ email: 'grace@example.com', username: 'ADA_lovelace' }),
  );
  expect(clash.statusCode).toBe(409);
  expect(clash.json().fields.username).toBe('User Name is already taken.');
});

test('resend sends a new code that replaces the old one', async () => {
  a = await startAuthTest();
  await post(a.t, '/api/auth/signup', signupBody());
  const first = codeIn(await nextMail(a, 'ada@example.com', /verification code/));
  a.t.clock.advance(121_000);
  const before = a.smtp.mails.length;
  const resend = await post(a.t, '/api/auth/resend-otp', {
    email: 'ada@example.com',
    type: 'email_verification',
  });
  expect(resend.json()).toMatchObject({
    status: 'success',
    message: 'A new OTP has been sent to your email',
  });
  const second = codeIn(await nextMail(a, 'ada@example.com', /verification code/, before));
  if (first !== second) {
    const old = await post(a.t, '/api/auth/verify-otp', {
      email: 'ada@example.com',
      otp: first,
      type: 'email_verification',
    });
    expect(old.statusCode).toBe(400);
  }
  const ok = await post(a.t, '/api/auth/verify-otp', {
    email: 'ada@example.com',
    otp: second,
    type: 'email_verification',
  });
  expect(ok.statusCode).toBe(200);
  expect(await loginToken(a)).toBeTruthy();
});
