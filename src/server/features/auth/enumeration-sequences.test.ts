import { afterAll, beforeAll, expect, test } from 'vitest';
import type { TestApp } from '../../testing/test-app.testkit.ts';
import { type AuthTest, post, signupVerified, startAuthTest } from './auth.testkit.ts';
import { OTP_COOLDOWN_MS } from './otp.ts';

// docs/security.md E1 over sequences (issue 33 finding 1): every ordered pair of the requests a stranger
// can send about an email answers alike, status and body, whether the email has a verified account
// or none. Each pair runs on an account of its own and an unknown address of its own, so no pair
// inherits another's cooldowns.

const STRANGER_PASSWORD = 'Quiet-Harbour-42x';
const OWNER_PASSWORD = 'Owner-Harbour-91y';
const WRONG_CODE = '000000';

type Step = (t: TestApp, email: string, pair: number) => ReturnType<typeof post>;

const STEPS: Record<string, Step> = {
  signup: (t, email, pair) =>
    post(t, '/api/auth/signup', {
      firstname: 'Eve',
      lastname: 'Stranger',
      username: `eve_${pair}_${email.startsWith('known') ? 'k' : 'u'}`,
      email,
      password: STRANGER_PASSWORD,
    }),
  login: (t, email) => post(t, '/api/auth/login', { email, password: STRANGER_PASSWORD }),
  'forget-password': (t, email) => post(t, '/api/auth/forget-password', { email }),
  'resend-otp email_verification': (t, email) =>
    post(t, '/api/auth/resend-otp', { email, type: 'email_verification' }),
  'resend-otp reset_password': (t, email) =>
    post(t, '/api/auth/resend-otp', { email, type: 'reset_password' }),
  'verify-otp email_verification': (t, email) =>
    post(t, '/api/auth/verify-otp', { email, otp: WRONG_CODE, type: 'email_verification' }),
  'verify-otp reset_password': (t, email) =>
    post(t, '/api/auth/verify-otp', { email, otp: WRONG_CODE, type: 'reset_password' }),
  'reset-password': (t, email) =>
    post(
      t,
      '/api/auth/reset-password',
      { email, newPassword: STRANGER_PASSWORD },
      { authorization: 'Bearer forged-reset-grant-of-a-stranger-0000000000' },
    ),
};

/** What a stranger sees of an answer: status, Retry-After and the body without its request id. */
function seen(res: Awaited<ReturnType<typeof post>>) {
  const { requestId: _requestId, ...body } = res.json() as Record<string, unknown>;
  return { status: res.statusCode, retryAfter: res.headers['retry-after'], body };
}

let a: AuthTest;
beforeAll(async () => {
  a = await startAuthTest();
});
afterAll(async () => {
  await a.close();
});

test('every pair of stranger requests answers alike for a verified account and an unknown email', async () => {
  const names = Object.keys(STEPS);
  const differences: string[] = [];
  let pair = 0;
  for (const first of names) {
    for (const second of names) {
      pair += 1;
      const known = `known${pair}@example.com`;
      const unknown = `unknown${pair}@example.com`;
      await signupVerified(a, {
        email: known,
        username: `owner_${pair}`,
        password: OWNER_PASSWORD,
      });
      // The owner's own signup code started a cooldown; a stranger arrives after it.
      a.t.clock.advance(OTP_COOLDOWN_MS);
      for (const [index, name] of [first, second].entries()) {
        const step = STEPS[name]!;
        const forKnown = seen(await step(a.t, known, pair));
        const forUnknown = seen(await step(a.t, unknown, pair));
        try {
          expect(forKnown).toEqual(forUnknown);
        } catch {
          differences.push(
            `${first} then ${second}, request ${index + 1}: known ${JSON.stringify(forKnown)} / unknown ${JSON.stringify(forUnknown)}`,
          );
        }
      }
    }
  }
  expect(differences).toEqual([]);
  expect(pair).toBe(names.length ** 2);
}, 240_000);
