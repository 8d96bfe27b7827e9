import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { codeHmac } from './otp.ts';
import { commonPasswords } from './password.ts';
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
import { digestsEqual } from './tokens.ts';

let a: AuthTest | undefined;
afterEach(async () => {
  await a?.close();
  a = undefined;
});

const users = (x: AuthTest) => x.t.deps.database.db.selectFrom('users').selectAll().execute();
const codes = (x: AuthTest) =>
  x.t.deps.database.db.selectFrom('one_time_codes').selectAll().execute();

test('P1 passwords are stored as Argon2id m=19456 t=2 p=1 with a unique salt', async () => {
  a = await startAuthTest();
  await post(a.t, '/api/auth/signup', signupBody());
  await post(
    a.t,
    '/api/auth/signup',
    signupBody({ email: 'grace@example.com', username: 'grace_hopper' }),
  );
  const rows = await users(a);
  expect(rows).toHaveLength(2);
  for (const row of rows)
    expect(row.password_hash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
  const salts = rows.map((r) => r.password_hash.split('$')[4]);
  expect(new Set(salts).size).toBe(2);
  expect(rows[0]?.password_hash).not.toBe(rows[1]?.password_hash);
});

test('P2 the signup policy is enforced with the spec messages, up to 128 characters', async () => {
  a = await startAuthTest();
  const cases: [string, string][] = [
    ['Sh0rt', 'Password must be at least 8 characters'],
    ['alllower1', 'Password must contain at least one uppercase letter'],
    ['ALLUPPER1', 'Password must contain at least one lowercase letter'],
    ['NoDigitsHere', 'Password must contain at least one number'],
    ['Has Space1', 'Password must not contain spaces'],
    [`Aa1${'x'.repeat(126)}`, 'Password must be at most 128 characters'],
  ];
  for (const [password, message] of cases) {
    const res = await post(a.t, '/api/auth/signup', signupBody({ password }));
    expect(res.statusCode, password).toBe(400);
    expect(res.json().fields.password).toBe(message);
  }
  expect(await users(a)).toHaveLength(0);
});

test('P2 a 128-character password is kept whole: no truncation', async () => {
  a = await startAuthTest();
  const long = `Aa1${'q'.repeat(125)}`;
  await signupVerified(a, { password: long });
  const almost = `${long.slice(0, 127)}r`;
  expect(
    (await post(a.t, '/api/auth/login', { email: 'ada@example.com', password: almost })).statusCode,
  ).toBe(401);
  expect(
    (await post(a.t, '/api/auth/login', { email: 'ada@example.com', password: long })).statusCode,
  ).toBe(200);
});

test('P2 the local blocklist holds at least 10,000 common passwords and refuses them with a reason', async () => {
  a = await startAuthTest();
  expect(commonPasswords().size).toBeGreaterThanOrEqual(10_000);
  // 'Password1' meets every composition rule, but 'password1' is a top-200 password.
  for (const password of ['Password1', 'Qwerty123', 'Iloveyou1']) {
    const res = await post(a.t, '/api/auth/signup', signupBody({ password }));
    expect(res.statusCode, password).toBe(400);
    expect(res.json().fields.password).toBe(
      'This password is too common. Please choose a different one.',
    );
  }
  expect(await users(a)).toHaveLength(0);
});

test('P2 reset uses the same policy as signup, blocklist included', async () => {
  a = await startAuthTest();
  await signupVerified(a);
  const grant = await resetGrant(a);
  const weak = await post(
    a.t,
    '/api/auth/reset-password',
    { email: 'ada@example.com', newPassword: 'abcdef' },
    bearer(grant),
  );
  expect(weak.json().fields.newPassword).toBe('Password must be at least 8 characters');
  const common = await post(
    a.t,
    '/api/auth/reset-password',
    { email: 'ada@example.com', newPassword: 'Password1' },
    bearer(grant),
  );
  expect(common.json().fields.newPassword).toBe(
    'This password is too common. Please choose a different one.',
  );
  // The grant survives refused attempts, so the user can choose again.
  const ok = await post(
    a.t,
    '/api/auth/reset-password',
    { email: 'ada@example.com', newPassword: 'Fresh-Start-77' },
    bearer(grant),
  );
  expect(ok.statusCode).toBe(200);
});

test('P3 secret digests are compared with timingSafeEqual, never with ===', () => {
  const digest = 'ab'.repeat(32);
  expect(digestsEqual(digest, digest)).toBe(true);
  expect(digestsEqual(digest, `${'ab'.repeat(31)}ac`)).toBe(false);
  expect(digestsEqual(digest, 'ab')).toBe(false);
  expect(digestsEqual('', '')).toBe(false);
  const dir = import.meta.dirname;
  const sources = readdirSync(dir).filter(
    (f) => f.endsWith('.ts') && !f.includes('.test.') && !f.includes('testkit'),
  );
  for (const file of sources) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    expect(text, file).not.toMatch(
      /(hash|hmac|Hash|Hmac)\s*[!=]==|[!=]==\s*\w*(Hash|Hmac|hash|hmac)\b/,
    );
  }
});

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
  expect(rows.filter((r) => r.voided_at === null)).toHaveLength(1);
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
