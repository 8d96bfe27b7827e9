/**
 * A real account through the accounts API, for journeys that need a server-accepted session:
 * signup, the one-time code read from the real SMTP server, verify, login. Needs
 * `startParity({ smtp: true })`. Pass the result to `newPage(browser, url, { session })`.
 */
import type { Parity } from './parity.ts';

export interface Account {
  email: string;
  password: string;
  token: string;
  user: { id: string; email: string; [extra: string]: unknown };
}

let counter = 0;

async function post(parity: Parity, path: string, body: object): Promise<unknown> {
  const response = await fetch(`${parity.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json: unknown = await response.json();
  if (response.status !== 200) {
    throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`);
  }
  return json;
}

export async function createAccount(parity: Parity): Promise<Account> {
  counter += 1;
  const stamp = `${process.pid}${Date.now() % 100_000}${counter}`;
  const email = `traveller${stamp}@example.com`;
  const password = 'Journey2026Parity';
  await post(parity, '/api/auth/signup', {
    firstname: 'Test',
    lastname: 'Traveller',
    username: `traveller${stamp}`,
    email,
    password,
  });
  const mail = await parity.waitForMail((m) => m.to.includes(email), 15_000);
  const otp = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (otp === undefined) throw new Error(`no 6-digit code in the verification mail:\n${mail.text}`);
  await post(parity, '/api/auth/verify-otp', { email, otp, type: 'email_verification' });
  const login = (await post(parity, '/api/auth/login', { email, password })) as {
    data: { token: string; user: Account['user'] };
  };
  return { email, password, token: login.data.token, user: login.data.user };
}
