import type { Kysely } from 'kysely';

// Issue 34 (ADR 189, 190): the payments a customer made, for the billing history and receipts, and
// the plan a customer keeps after asking for a downgrade, until the end of the period paid for.
// Portable types only (integer minor units, ISO-8601 text timestamps).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Deleting the account deletes its payment history with it (ADR 064); Paddle keeps the invoices.
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Paddle's txn_… id (or the local checkout's): one row per payment, however often it is sent.
    .addColumn('provider_transaction_id', 'text', (c) => c.notNull().unique())
    .addColumn('provider_subscription_id', 'text', (c) => c.notNull())
    .addColumn('plan_name', 'text', (c) => c.notNull())
    .addColumn('billing_interval', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'integer', (c) => c.notNull())
    .addColumn('plan_minor', 'integer', (c) => c.notNull())
    .addColumn('credit_minor', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('billed_at', 'text', (c) => c.notNull())
    .addColumn('period_end', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payments_user_idx')
    .on('payments')
    .columns(['user_id', 'billed_at'])
    .execute();

  // A downgrade keeps the plan paid for until held_until; the row's plan is the one that follows.
  await db.schema.alterTable('subscriptions').addColumn('held_plan_name', 'text').execute();
  await db.schema.alterTable('subscriptions').addColumn('held_billing_interval', 'text').execute();
  await db.schema.alterTable('subscriptions').addColumn('held_price_minor', 'integer').execute();
  await db.schema.alterTable('subscriptions').addColumn('held_until', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [
    'held_until',
    'held_price_minor',
    'held_billing_interval',
    'held_plan_name',
  ])
    await db.schema.alterTable('subscriptions').dropColumn(column).execute();
  await db.schema.dropIndex('payments_user_idx').execute();
  await db.schema.dropTable('payments').execute();
}
