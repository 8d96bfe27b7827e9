// Issue 33 finding 5: a contact message belongs to the signed-in account that sent it, never to the
// address typed into the form, so nobody can put messages into another person's data download or
// have them deleted with another person's account.
import { afterEach, beforeEach, expect, test } from 'vitest';
import {
  type AuthTest,
  STRONG_PASSWORD,
  bearer,
  loginToken,
  nextIp,
  signupVerified,
  startAuthTest,
} from '../auth/auth.testkit.ts';

let a: AuthTest;
beforeEach(async () => {
  a = await startAuthTest();
});
afterEach(async () => {
  await a.close();
});

const ADA = 'ada@example.com';
const GRACE = 'grace@example.com';

function contact(subject: string, email: string, token?: string) {
  return a.t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: nextIp(),
    headers: token ? bearer(token) : {},
    payload: { name: 'Someone', email, subject, message: `About ${subject}` },
  });
}

async function exported(token: string): Promise<string[]> {
  const res = await a.t.app.inject({
    method: 'GET',
    url: '/api/user/export',
    headers: bearer(token),
    remoteAddress: nextIp(),
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data.contactMessages as { subject: string }[]).map((m) => m.subject);
}

const subjects = async () =>
  (
    await a.t.deps.database.db
      .selectFrom('contact_messages')
      .select('subject')
      .orderBy('subject')
      .execute()
  ).map((r) => r.subject);

test('a message goes into the export of the account that sent it, whatever address was typed', async () => {
  await signupVerified(a);
  await signupVerified(a, { email: GRACE, username: 'grace_hopper' });
  const ada = await loginToken(a);
  const grace = await loginToken(a, GRACE);

  expect((await contact('anonymous with ada', ADA)).statusCode).toBe(200);
  expect((await contact('grace typing ada', ADA, grace)).statusCode).toBe(200);
  expect((await contact('ada typing another', 'elsewhere@example.com', ada)).statusCode).toBe(200);

  expect(await exported(ada)).toEqual(['ada typing another']);
  expect(await exported(grace)).toEqual(['grace typing ada']);

  // A token that is not a live session is refused rather than taken as anonymous.
  expect((await contact('forged', ADA, 'not-a-session-token')).statusCode).toBe(401);

  a.t.clock.advance(60_000);
  const deleted = await a.t.app.inject({
    method: 'POST',
    url: '/api/user/delete',
    headers: bearer(ada),
    remoteAddress: nextIp(),
    payload: { password: STRONG_PASSWORD, confirmation: 'DELETE' },
  });
  expect(deleted.statusCode, deleted.body).toBe(200);
  // Ada's own message goes with her account; messages typed with her address by others stay.
  expect(await subjects()).toEqual(['anonymous with ada', 'grace typing ada']);
});
