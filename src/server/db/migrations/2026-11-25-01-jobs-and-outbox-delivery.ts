import { type Kysely, sql } from 'kysely';

// The job runner's leases and the outbox's delivery claims (issue 16 item 5, ADR 099). Portable types
// only: ISO-8601 text timestamps compare correctly as text on SQLite and PostgreSQL alike.

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per named job, shared by every instance: who holds it, until when, and when it is due.
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('next_run_at', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_started_at', 'text')
    .addColumn('last_finished_at', 'text')
    .addColumn('last_outcome', 'text')
    .execute();

  await db.schema.alterTable('mail_outbox').addColumn('next_attempt_at', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('claimed_by', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('claim_until', 'text').execute();
  // The message as it must be delivered when the stored copy differs (a one-time code, a forgotten
  // recipient), sealed with a key derived from APP_SECRET and erased once the row is settled.
  await db.schema.alterTable('mail_outbox').addColumn('sealed', 'text').execute();
  await db.schema
    .createIndex('mail_outbox_status_due_idx')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
  // Rows queued before this migration kept '[redacted]' in place of their codes and cannot be
  // delivered as they were meant; nothing would ever have sent them, so they are settled as failed.
  await sql`update mail_outbox set status = 'failed', last_error = 'queued before delivery could resume after a restart' where status = 'queued'`.execute(
    db,
  );

  // A contact message points at the mail that carries it, so its delivery follows the mail's.
  await db.schema.alterTable('contact_messages').addColumn('mail_id', 'text').execute();
  await db.schema
    .createIndex('contact_messages_mail_idx')
    .on('contact_messages')
    .column('mail_id')
    .execute();
  await sql`update contact_messages set delivery = 'stored' where delivery = 'queued'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('contact_messages_mail_idx').execute();
  await db.schema.alterTable('contact_messages').dropColumn('mail_id').execute();
  await db.schema.dropIndex('mail_outbox_status_due_idx').execute();
  for (const column of ['sealed', 'claim_until', 'claimed_by', 'next_attempt_at'])
    await db.schema.alterTable('mail_outbox').dropColumn(column).execute();
  await db.schema.dropTable('job_leases').execute();
}
