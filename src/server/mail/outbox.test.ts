/**
 * Issue 16 item 5 acceptance: a verification code stored just before the server stops is delivered
 * after the restart, exactly once, and two instances draining the outbox deliver each message once.
 * The restart is a second app on the same database with a mailer and runner of its own (the first
 * one's memory is gone); runs on SQLite and, with PARITY_TEST_DB=postgres, on PostgreSQL.
 */
import { afterEach, expect, test } from 'vitest';
import { codeIn, post, signupBody } from '../features/auth/auth.testkit.ts';
import {
  startSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from '../testing/smtp.testkit.ts';
import { createTestApp, mutableClock, type TestApp } from '../testing/test-app.testkit.ts';
import { createMailer, smtpTransport } from './mailer.ts';

let apps: TestApp[] = [];
let smtp: TestSmtpServer | undefined;
afterEach(async () => {
  // The app that made the database closes last: it drops it.
  for (const app of apps.reverse()) await app.close();
  apps = [];
  await smtp?.close();
  smtp = undefined;
});

async function start(options: Parameters<typeof createTestApp>[0]) {
  const app = await createTestApp({ env: { PUBLIC_URL: 'https://parity.test' }, ...options });
  apps.push(app);
  return app;
}

const outbox = (t: TestApp) => t.deps.database.db.selectFrom('mail_outbox').selectAll().execute();
const codesTo = (sink: TestSmtpServer, to: string) =>
  sink.mails.filter((m: ReceivedMail) => m.to.includes(to) && /verification code/.test(m.subject));

async function verify(t: TestApp, code: string) {
  return post(t, '/api/auth/verify-otp', {
    email: 'ada@example.com',
    otp: code,
    type: 'email_verification',
  });
}

test('a code stored while the server stops is delivered on restart, once, and verifies the account', async () => {
  smtp = await startSmtpServer();
  const sink = smtp;
  const clock = mutableClock();
  const before = await start({ clock, transport: smtpTransport(sink.url) });
  // The server is stopping: its mailer no longer sends, the request in flight still stores its mail.
  await before.deps.mailer.close();
  expect((await post(before, '/api/auth/signup', signupBody())).statusCode).toBe(200);
  await before.app.close();
  const [stored] = await outbox(before);
  // O1: the stored copy has no code; the deliverable copy is sealed, not readable.
  expect(stored).toMatchObject({ status: 'queued', attempts: 0 });
  expect(stored?.text_body).toContain('[redacted]');
  expect(stored?.sealed).toBeTruthy();
  expect(sink.mails).toHaveLength(0);

  const after = await start({
    clock,
    transport: smtpTransport(sink.url),
    shareDatabaseWith: before,
  });
  const mail = await sink.waitFor((m) => m.to.includes('ada@example.com'));
  // The sealed copy never showed the code it carried. (Asked of this code, not of any six digits:
  // base64url text holds six digits in a row by chance about once in fifty seals.)
  expect(stored?.sealed).not.toContain(codeIn(mail));
  expect((await verify(after, codeIn(mail))).statusCode).toBe(200);
  // The drainer that ran at start settles the row and writes its one log line.
  await expect
    .poll(() => after.logs.join('\n'))
    .toMatch(/"job":"mail-outbox".*"summary":"sent 1, failed 0/);
  expect(codesTo(sink, 'ada@example.com')).toHaveLength(1);
  expect(await outbox(after)).toMatchObject([{ status: 'sent', attempts: 1, sealed: null }]);
});

test('a server that dies mid-delivery: after its claim runs out the restart delivers the code once', async () => {
  smtp = await startSmtpServer();
  const sink = smtp;
  const clock = mutableClock();
  const dying = await start({ clock, transport: smtpTransport(sink.url) });
  // The SMTP server is up but the first instance never gets past its greeting before it "dies".
  sink.hold(true);
  expect((await post(dying, '/api/auth/signup', signupBody())).statusCode).toBe(200);
  await expect.poll(() => sink.held).toBe(1);
  await dying.app.close();
  expect(await outbox(dying)).toMatchObject([{ status: 'sending', attempts: 1 }]);

  // A restart before the claim has run out leaves the row alone (its holder may still be alive).
  sink.hold(false);
  clock.advance(30_000);
  const early = await dying.deps.mailer.drain();
  expect(early).toEqual({ sent: 0, failed: 0, retrying: 0 });

  clock.advance(30_000);
  const restarted = await start({
    clock,
    transport: smtpTransport(sink.url),
    shareDatabaseWith: dying,
  });
  const mail = await sink.waitFor((m) => m.to.includes('ada@example.com'));
  expect((await verify(restarted, codeIn(mail))).statusCode).toBe(200);

  // The first instance's conversation ends after all: it must not deliver the message again.
  sink.dropHeld();
  await dying.deps.mailer.idle();
  await restarted.deps.mailer.idle();
  expect(codesTo(sink, 'ada@example.com')).toHaveLength(1);
  expect(await outbox(restarted)).toMatchObject([{ status: 'sent', attempts: 2, sealed: null }]);
});

test('two instances draining the outbox at the same moment deliver every message exactly once', async () => {
  smtp = await startSmtpServer();
  const sink = smtp;
  const first = await start({ transport: smtpTransport(sink.url) });
  const second = await start({ transport: smtpTransport(sink.url), shareDatabaseWith: first });
  // Twenty messages stored by an instance that stopped before sending them.
  const stopped = createMailer({
    db: first.deps.database.db,
    clock: first.clock,
    log: first.app.log,
    from: 'Parity <no-reply@parity.test>',
    transport: smtpTransport(sink.url),
    appSecret: first.deps.appSecret,
  });
  await stopped.close();
  for (let i = 0; i < 20; i++)
    await stopped.send({ to: `reader${i}@example.com`, subject: `Note ${i}`, text: `Body ${i}` });

  // The two drains race for the same rows (and each app's own start-up drain may join them).
  await Promise.all([first.deps.mailer.drain(), second.deps.mailer.drain()]);
  await expect
    .poll(async () => (await outbox(first)).every((row) => row.status === 'sent'))
    .toBe(true);
  expect(sink.mails).toHaveLength(20);
  expect(new Set(sink.mails.map((m) => m.subject)).size).toBe(20);
  // One attempt each: no row was claimed twice.
  expect((await outbox(first)).map((row) => row.attempts)).toEqual(Array(20).fill(1));
});
