// Test support for the accounts tests (never imported by app code): a test app wired to a real SMTP
// server on loopback, and helpers that read the code from the received message.
import { smtpTransport } from '../../mail/mailer.ts';
import {
  type ReceivedMail,
  type TestSmtpServer,
  startSmtpServer,
} from '../../testing/smtp.testkit.ts';
import {
  type TestApp,
  type TestAppOptions,
  createTestApp,
} from '../../testing/test-app.testkit.ts';

export interface AuthTest {
  t: TestApp;
  smtp: TestSmtpServer;
  close(): Promise<void>;
}

export async function startAuthTest(options: TestAppOptions = {}): Promise<AuthTest> {
  const smtp = await startSmtpServer();
  const t = await createTestApp({
    transport: smtpTransport(smtp.url),
    env: { PUBLIC_URL: 'https://parity.test' },
    ...options,
  });
  return {
    t,
    smtp,
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}

let ipCounter = 0;
/** A fresh client address per call, so the per-IP limit stays out of tests about something else. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export const STRONG_PASSWORD = 'Tr4vel-Lagos-Quay';

export function signupBody(overrides: Record<string, unknown> = {}) {
  return {
    firstname: 'Ada',
    lastname: 'Lovelace',
    username: 'ada_lovelace',
    email: 'ada@example.com',
    password: STRONG_PASSWORD,
    ...overrides,
  };
}

export async function post(
  t: TestApp,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  ip = nextIp(),
) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers,
    remoteAddress: ip,
  });
}

/** The six-digit code in a received message (its text part). */
export function codeIn(mail: ReceivedMail): string {
  const match = /code to [a-z ]+ is: (\d{6})/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no code in mail: ${mail.subject}`);
  return match[1];
}

export async function nextMail(
  a: AuthTest,
  to: string,
  subject: RegExp,
  after = 0,
): Promise<ReceivedMail> {
  return a.smtp.waitFor(
    (m) => m.to.includes(to) && subject.test(m.subject) && a.smtp.mails.indexOf(m) >= after,
  );
}

/** Sign up and verify by the emailed code; returns the code used. */
export async function signupVerified(
  a: AuthTest,
  overrides: Record<string, unknown> = {},
): Promise<void> {
  const body = signupBody(overrides);
  const before = a.smtp.mails.length;
  const res = await post(a.t, '/api/auth/signup', body);
  if (res.statusCode !== 200) throw new Error(`signup failed: ${res.body}`);
  const mail = await nextMail(a, body.email as string, /verification code/, before);
  const verify = await post(a.t, '/api/auth/verify-otp', {
    email: body.email,
    otp: codeIn(mail),
    type: 'email_verification',
  });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
}

export async function loginToken(
  a: AuthTest,
  email = 'ada@example.com',
  password = STRONG_PASSWORD,
): Promise<string> {
  const res = await post(a.t, '/api/auth/login', { email, password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json().data.token as string;
}

/** Run forgot-password and verify the emailed code; returns the reset grant. */
export async function resetGrant(a: AuthTest, email = 'ada@example.com'): Promise<string> {
  const before = a.smtp.mails.length;
  await post(a.t, '/api/auth/forget-password', { email });
  const mail = await nextMail(a, email, /reset code/, before);
  const res = await post(a.t, '/api/auth/verify-otp', {
    email,
    otp: codeIn(mail),
    type: 'reset_password',
  });
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.body}`);
  return res.json().data.token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
