import { type Kysely } from 'kysely';

// Subscriptions, processed webhook events and personal API keys (issue 7, docs/security.md W1-W3).
// Portable types only (docs/design.md): text ids, ISO-8601 text timestamps, integer minor units for money.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // 'paddle' (signed webhooks) or 'free' (POST /api/subscription, Explorer lifetime).
    .addColumn('provider', 'text', (c) => c.notNull())
    // Paddle's sub_... id, or `free:<userId>` so each user has at most one free row.
    .addColumn('provider_subscription_id', 'text', (c) => c.notNull().unique())
    .addColumn('plan_name', 'text', (c) => c.notNull())
    .addColumn('billing_interval', 'text', (c) => c.notNull())
    .addColumn('price_minor', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('first_billed_at', 'text')
    .addColumn('next_billed_at', 'text')
    // A scheduled cancellation's effective time; access lasts until then (docs/product.md §9 FAQ).
    .addColumn('cancel_at', 'text')
    // W2: the occurred_at of the newest event applied; older events are ignored.
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('subscriptions_user_idx')
    .on('subscriptions')
    .column('user_id')
    .execute();

  // W2: the unique event id, inserted in the same transaction as the state change, makes a
  // redelivered or concurrently replayed event a no-op on SQLite and PostgreSQL alike.
  await db.schema
    .createTable('processed_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    // 'applied', 'ignored_stale', 'ignored_unknown_price', 'ignored_unknown_user', 'ignored_type'.
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'text', (c) => c.notNull())
    .execute();

  // Navigator API keys: only SHA-256 of the key is kept; the key is shown once (issue 7 §6).
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // The first characters of the key, so people can tell their keys apart in the list.
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('api_keys_user_idx').on('api_keys').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_keys').execute();
  await db.schema.dropTable('processed_events').execute();
  await db.schema.dropTable('subscriptions').execute();
}
