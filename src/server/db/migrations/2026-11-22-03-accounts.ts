import { type Kysely } from 'kysely';

// Accounts (issue 5, docs/product.md §3 User and Session, docs/security.md P/O/T). Migrations never import app code
// (docs/design.md §3): portable column types only — text ids, ISO-8601 text timestamps, 0/1 flags.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('firstname', 'text', (c) => c.notNull())
    .addColumn('lastname', 'text', (c) => c.notNull())
    // As typed (shown as @username); uniqueness is on the lower-cased form so 'Ada' and 'ada' clash.
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('username_canonical', 'text', (c) => c.notNull().unique())
    // Canonical form only: trimmed and lower-cased (docs/product.md §5), so one mailbox is one account.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('is_email_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // docs/security.md T1/T2: only the SHA-256 of an opaque bearer token is kept.
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  // docs/security.md O1-O5: codes stored only as HMAC; attempts and used_at make the consume atomic.
  await db.schema
    .createTable('one_time_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hmac', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('voided_at', 'text')
    .execute();
  await db.schema
    .createIndex('one_time_codes_email_purpose_idx')
    .on('one_time_codes')
    .columns(['email', 'purpose', 'created_at'])
    .execute();

  // docs/security.md O6: a verified reset code yields a single-use 15-minute grant that can only reset.
  await db.schema
    .createTable('reset_grants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  // Throttling counters (docs/security.md E2, O4) live in Redis or in memory; the codes table itself
  // carries the per-code attempt count, so no further table is needed here.
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reset_grants').execute();
  await db.schema.dropTable('one_time_codes').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
