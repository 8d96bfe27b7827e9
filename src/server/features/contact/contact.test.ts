import { afterEach, expect, test } from 'vitest';
import { smtpTransport } from '../../mail/mailer.ts';
import { startSmtpServer, type TestSmtpServer } from '../../testing/smtp.testkit.ts';
import { createTestApp, testTarget, type TestApp } from '../../testing/test-app.testkit.ts';

let t: TestApp | undefined;
let smtp: TestSmtpServer | undefined;
afterEach(async () => {
  await t?.close();
  await smtp?.close();
  t = undefined;
  smtp = undefined;
});

const message = {
  name: 'Ada Lovelace',
  email: 'Ada@Example.com',
  subject: 'Rates for Lagos',
  message: 'Where do the rates come from?',
};

async function rows(app: TestApp) {
  return app.deps.database.db.selectFrom('contact_messages').selectAll().execute();
}

test('a contact message is stored and mailed to the support address over SMTP', async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    transport: smtpTransport(smtp.url),
    env: { SUPPORT_EMAIL: 'help@parity.test' },
  });
  const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: message });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    status: 'success',
    message: expect.stringContaining('24 hours'),
  });
  const stored = await rows(t);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject: 'Rates for Lagos',
  });
  const mail = await smtp.waitFor((m) => m.to.includes('help@parity.test'));
  expect(mail.subject).toBe('[Contact] Rates for Lagos');
  expect(mail.text).toContain('Where do the rates come from?');
  expect(mail.text).toContain('ada@example.com');
  // The message's status follows its mail: stored, then sent once the mail server has it.
  await expect.poll(async () => (await rows(t as TestApp))[0]?.delivery).toBe('sent');
});

test('without SMTP the message is kept in the development outbox', async () => {
  t = await createTestApp();
  await t.app.inject({ method: 'POST', url: '/api/contact', payload: message });
  const outbox = await t.deps.database.db.selectFrom('mail_outbox').selectAll().execute();
  expect(outbox).toHaveLength(1);
  expect(outbox[0]).toMatchObject({ status: 'logged', subject: '[Contact] Rates for Lagos' });
  expect(await rows(t)).toMatchObject([{ delivery: 'stored', mail_id: outbox[0]?.id }]);
});

test('a failing mail server never fails the request; the failure is recorded after retries', async () => {
  t = await createTestApp({ transport: smtpTransport('smtp://127.0.0.1:1') });
  const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: message });
  expect(res.statusCode).toBe(200);
  await t.deps.mailer.idle();
  const outbox = await t.deps.database.db.selectFrom('mail_outbox').selectAll().execute();
  expect(outbox[0]).toMatchObject({ status: 'failed', attempts: 3 });
  expect(t.logs.join('\n')).toContain('mail delivery gave up');
  expect(await rows(t)).toMatchObject([{ delivery: 'failed' }]);
});

test('C3: a filled honeypot gets the same answer but nothing is stored or sent', async () => {
  t = await createTestApp();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { ...message, website: 'http://spam.example' },
  });
  expect(res.statusCode).toBe(200);
  expect(await rows(t)).toHaveLength(0);
  expect(await t.deps.database.db.selectFrom('mail_outbox').selectAll().execute()).toHaveLength(0);
});

test('C3: at most 5 messages per IP per hour, then 429 with Retry-After', async () => {
  t = await createTestApp();
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: message,
      remoteAddress: '203.0.113.9',
    });
    statuses.push(res.statusCode);
    if (res.statusCode === 429) {
      expect(res.json()).toMatchObject({ status: 'error', code: 'RATE_LIMITED' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  const other = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: message,
    remoteAddress: '203.0.113.10',
  });
  expect(other.statusCode).toBe(200);
  expect(await rows(t)).toHaveLength(6);
});

test('C3: length caps are enforced and name the field', async () => {
  t = await createTestApp();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { ...message, subject: 's'.repeat(201) },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().fields.subject).toMatch(/at most 200/);
  expect(await rows(t)).toHaveLength(0);
});

test.each([
  ['subject', 'Hello\r\nBcc: victim@example.com'],
  ['name', 'Eve\nBcc: victim@example.com'],
  ['email', 'eve@example.com\r\nBcc: victim@example.com'],
  ['subject', 'nul\0byte'],
])('I4: CR/LF/NUL in %s is refused and nothing is stored', async (field, value) => {
  t = await createTestApp();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { ...message, [field]: value },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().fields[field]).toBeTruthy();
  expect(await rows(t)).toHaveLength(0);
});

test('I3: markup in a message is stored as inert text', async () => {
  t = await createTestApp();
  const payload = {
    ...message,
    name: '<img src=x onerror=alert(1)>',
    message: '<script>alert(1)</script>',
  };
  const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload });
  expect(res.statusCode).toBe(200);
  const [row] = await rows(t);
  expect(row?.name).toBe('<img src=x onerror=alert(1)>');
  expect(row?.message).toBe('<script>alert(1)</script>');
});

test('I2: SQL injection payloads are stored verbatim and change nothing else', async () => {
  t = await createTestApp();
  const payload = {
    ...message,
    subject: "x'); DROP TABLE contact_messages; --",
    message: "' OR '1'='1",
  };
  const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload });
  expect(res.statusCode).toBe(200);
  const stored = await rows(t);
  expect(stored).toHaveLength(1);
  expect(stored[0]?.subject).toBe("x'); DROP TABLE contact_messages; --");
});

test.runIf(testTarget === 'postgres' && Boolean(process.env.TEST_REDIS_URL))(
  'with Redis, two instances share one per-IP limit (scale-out)',
  async () => {
    t = await createTestApp();
    // A second instance with the first one's key prefix, as two replicas of one deployment would be.
    const replica = await createTestApp({ redisNamespace: t.deps.redisNamespace });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const app = i % 2 === 0 ? t.app : replica.app;
        const res = await app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: message,
          remoteAddress: '198.51.100.7',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await replica.close();
    }
  },
);
