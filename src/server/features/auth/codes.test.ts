import { afterEach, expect, test } from 'vitest';
import { codeHmac } from './otp.ts';
import {
  type AuthTest,
  bearer,
  codeIn,
  loginToken,
  nextMail,
  post,
  resetGrant,
  signupBody,
  signupVerified,
  startAuthTest,
} from './auth.testkit.ts';

let a: AuthTest | undefined;
afterEach(async () => {
  await a?.close();
  a = undefined;
});

const users = (x: AuthTest) => x.t.deps.database.db.selectFrom('users').selectAll().execute();
const codes = (x: AuthTest) =>
  x.t.deps.database.db.selectFrom('one_time_codes').selectAll().execute();

test('O1 codes are six CSPRNG digits stored only as HMAC-SHA256(secret, purpose|email|code), never logged', async () => {
  a = await startAuthTest();
  await post(a.t, '/api/auth/signup', signupBody());
  const code = codeIn(await nextMail(a, 'ada@example.com', /verification code/));
  expect(code).toMatch(/^\d{6}$/);
  const [row] = await codes(a);
  expect(row?.code_hmac).toBe(
    codeHmac(a.t.deps.appSecret, 'email_verification', 'ada@example.com', code),
  );
  expect(JSON.stringify(await codes(a))).not.toContain(code);
  // The outbox's stored copy of the message keeps '[redacted]' where the code was.
  const outbox = await a.t.deps.database.db.selectFrom('mail_outbox').selectAll().execute();
  expect(outbox).toHaveLength(1);
  expect(JSON.stringify(outbox)).not.toContain(code);
  expect(outbox[0]?.text_body).toContain('[redacted]');
  expect(a.t.logs.join('\n')).not.toContain(code);
});

test('O2 a code expires after 10 minutes', async () => {
  a = await startAuthTest();
  await post(a.t, '/api/auth/signup', signupBody());
  const code = codeIn(await nextMail(a, 'ada@example.com', /verification code/));
  a.t.clock.advance(10 * 60 * 1000 + 1);
  const res = await post(a.t, '/api/auth/verify-otp', {
    email: 'ada@example.com',
    otp: code,
    type: 'email_verification',
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toMatch(/expired/);
});

test('O2 8 concurrent correct submissions: exactly 1 succeeds', async () => {
  a = await startAuthTest();
  await signupVerified(a);
  await post(a.t, '/api/auth/forget-password', { email: 'ada@example.com' });
  const code = codeIn(await nextMail(a, 'ada@example.com', /reset code/));
  const results = await Promise.all(
    Array.from({ length: 8 }, () =>
      post(a!.t, '/api/auth/verify-otp', {
        email: 'ada@example.com',
        otp: code,
        type: 'reset_password',
      }),
    ),
  );
  expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
  expect(await a.t.deps.database.db.selectFrom('reset_grants').selectAll().execute()).toHaveLength(
    1,
  );
});

test('O3 50 concurrent wrong guesses: at most 5 evaluated, then the code is dead', async () => {
  a = await startAuthTest();
  await post(a.t, '/api/auth/signup', signupBody());
  const code = codeIn(await nextMail(a, 'ada@example.com', /verification code/));
  const wrong = code === '000000' ? '111111' : '000000';
  const results = await Promise.all(
    Array.from({ length: 50 }, () =>
      post(a!.t, '/api/auth/verify-otp', {
        email: 'ada@example.com',
        otp: wrong,
        type: 'email_verification',
      }),
    ),
  );
  const evaluated = results.filter((r) => r.json().message?.startsWith('Invalid OTP'));
  expect(evaluated.length).toBeLessThanOrEqual(5);
  expect(results.every((r) => r.statusCode === 400)).toBe(true);
  const [row] = await codes(a);
  expect(row?.attempts).toBe(5);
  const right = await post(a.t, '/api/auth/verify-otp', {
    email: 'ada@example.com',
    otp: code,
    type: 'email_verification',
  });
  expect(right.statusCode).toBe(400);
});

test('O4 resend inside 120 s is 429 with Retry-After; after it, a resend voids the old code', async () => {
  a = await startAuthTest();
  await post(a.t, '/api/auth/signup', signupBody());
  const first = codeIn(await nextMail(a, 'ada@example.com', /verification code/));
  a.t.clock.advance(30_000);
  const early = await post(a.t, '/api/auth/resend-otp', {
    email: 'ada@example.com',
    type: 'email_verification',
  });
  expect(early.statusCode).toBe(429);
  expect(Number(early.headers['retry-after'])).toBe(90);
  // Unknown emails get the same cooldown, so the 429 reveals nothing.
  await post(a.t, '/api/auth/resend-otp', {
    email: 'nobody@example.com',
    type: 'email_verification',
  });
  expect(
    (
      await post(a.t, '/api/auth/resend-otp', {
        email: 'nobody@example.com',
        type: 'email_verification',
      })
    ).statusCode,
  ).toBe(429);
  a.t.clock.advance(91_000);
  const before = a.smtp.mails.length;
  expect(
    (
      await post(a.t, '/api/auth/resend-otp', {
        email: 'ada@example.com',
        type: 'email_verification',
      })
    ).statusCode,
  ).toBe(200);
  const second = codeIn(await nextMail(a, 'ada@example.com', /verification code/, before));
  const rows = await codes(a);
  // The unknown email's resend stored a code too (never sent), so a guess at it answers alike.
  expect(
    rows
      .filter((r) => r.voided_at === null)
      .map((r) => r.email)
      .sort(),
  ).toEqual(['ada@example.com', 'nobody@example.com']);
  if (first !== second) {
    expect(
      (
        await post(a.t, '/api/auth/verify-otp', {
          email: 'ada@example.com',
          otp: first,
          type: 'email_verification',
        })
      ).statusCode,
    ).toBe(400);
  }
});

test('O4 at most 10 codes per email per 24 hours', async () => {
  a = await startAuthTest();
  await post(a.t, '/api/auth/signup', signupBody());
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) {
    a.t.clock.advance(121_000);
    statuses.push(
      (
        await post(a.t, '/api/auth/resend-otp', {
          email: 'ada@example.com',
          type: 'email_verification',
        })
      ).statusCode,
    );
  }
  // The signup code was the first of the ten.
  expect(statuses.filter((s) => s === 200)).toHaveLength(9);
  expect(statuses.slice(9)).toEqual([429, 429, 429]);
  expect(await codes(a)).toHaveLength(10);
  a.t.clock.advance(24 * 60 * 60 * 1000);
  expect(
    (
      await post(a.t, '/api/auth/resend-otp', {
        email: 'ada@example.com',
        type: 'email_verification',
      })
    ).statusCode,
  ).toBe(200);
});

test('O5 a signup code never resets a password and a reset code never verifies an email', async () => {
  a = await startAuthTest();
  await post(a.t, '/api/auth/signup', signupBody());
  const signupCode = codeIn(await nextMail(a, 'ada@example.com', /verification code/));
  const crossed = await post(a.t, '/api/auth/verify-otp', {
    email: 'ada@example.com',
    otp: signupCode,
    type: 'reset_password',
  });
  expect(crossed.statusCode).toBe(400);
  await post(a.t, '/api/auth/forget-password', { email: 'ada@example.com' });
  const resetCode = codeIn(await nextMail(a, 'ada@example.com', /reset code/));
  const crossed2 = await post(a.t, '/api/auth/verify-otp', {
    email: 'ada@example.com',
    otp: resetCode,
    type: 'email_verification',
  });
  if (resetCode !== signupCode) expect(crossed2.statusCode).toBe(400);
  expect((await users(a))[0]?.is_email_verified).toBe(crossed2.statusCode === 200 ? 1 : 0);
});

test('O6 a reset grant is single use, lasts 15 minutes and can do nothing else', async () => {
  a = await startAuthTest();
  await signupVerified(a);
  const grant = await resetGrant(a);
  // Not a session: the profile refuses it, and so does logout.
  expect(
    (await a.t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(grant) }))
      .statusCode,
  ).toBe(401);
  expect((await post(a.t, '/api/auth/logout', undefined, bearer(grant))).statusCode).toBe(401);
  // A session token is not a grant either.
  const session = await loginToken(a);
  expect(
    (
      await post(
        a.t,
        '/api/auth/reset-password',
        { email: 'ada@example.com', newPassword: 'Other-Pass-42' },
        bearer(session),
      )
    ).statusCode,
  ).toBe(401);
  // Bound to its account.
  expect(
    (
      await post(
        a.t,
        '/api/auth/reset-password',
        { email: 'eve@example.com', newPassword: 'Other-Pass-42' },
        bearer(grant),
      )
    ).statusCode,
  ).toBe(401);
  expect(
    (
      await post(
        a.t,
        '/api/auth/reset-password',
        { email: 'ada@example.com', newPassword: 'Other-Pass-42' },
        bearer(grant),
      )
    ).statusCode,
  ).toBe(200);
  expect(
    (
      await post(
        a.t,
        '/api/auth/reset-password',
        { email: 'ada@example.com', newPassword: 'Third-Pass-42' },
        bearer(grant),
      )
    ).statusCode,
  ).toBe(401);
  a.t.clock.advance(121_000);
  const late = await resetGrant(a);
  a.t.clock.advance(15 * 60 * 1000 + 1);
  expect(
    (
      await post(
        a.t,
        '/api/auth/reset-password',
        { email: 'ada@example.com', newPassword: 'Late-Pass-42' },
        bearer(late),
      )
    ).statusCode,
  ).toBe(401);
});
