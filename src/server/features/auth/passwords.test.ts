import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { commonPasswords } from './password.ts';
import {
  type AuthTest,
  bearer,
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
