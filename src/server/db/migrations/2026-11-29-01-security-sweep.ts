import type { Kysely } from 'kysely';

// Issue 33's security sweep. Portable types only (ISO-8601 text timestamps).

export async function up(db: Kysely<unknown>): Promise<void> {
  // A signup for an address that already has a verified account: the password the stranger chose,
  // hashed as any password, so a login with it answers as it would for a pending account (E1, E3).
  await db.schema
    .createTable('signup_attempts')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('signup_attempts').execute();
}
