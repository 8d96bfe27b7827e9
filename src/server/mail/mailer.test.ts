// The mailer's retries (issue 17): a mail server that stays down does not hold up shutdown; the
// undelivered message stays 'queued' in mail_outbox.
import { afterEach, expect, test } from 'vitest';
import { createLogger } from '../app.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { mutableClock, openTestDatabase } from '../testing/test-app.testkit.ts';
import { createMailer } from './mailer.ts';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

test('closing the mailer stops the waits between retries and leaves the message queued', async () => {
  const database = await openTestDatabase();
  cleanup = async () => {
    await database.close();
    await database.dropSchema();
  };
  await migrateToLatest(database.db, database.schema);
  const logs: string[] = [];
  let attempts = 0;
  const mailer = createMailer({
    db: database.db,
    clock: mutableClock(),
    log: createLogger('info', { write: (line: string) => void logs.push(line) }),
    from: 'Parity <no-reply@parity.local>',
    appSecret: 'test-secret-test-secret-test-secret-0123456789',
    transport: {
      async deliver() {
        attempts += 1;
        throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      },
    },
    // An hour between attempts: only close() can end the wait (the test timeout is the hang guard).
    retryDelaysMs: [3_600_000],
  });
  await mailer.send({ to: 'ada@example.com', subject: 'Hello', text: 'Hi' });
  await mailer.close();
  expect(attempts).toBe(1);
  const rows = await database.db.selectFrom('mail_outbox').select(['status']).execute();
  expect(rows).toEqual([{ status: 'queued' }]);
  expect(logs.some((l) => l.includes('left queued'))).toBe(true);
});
