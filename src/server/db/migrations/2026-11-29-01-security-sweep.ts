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

  // A contact message belongs to the signed-in account that sent it (null: sent anonymously), never
  // to the address typed into the form: the data download and account deletion read this column.
  await db.schema.alterTable('contact_messages').addColumn('user_id', 'text').execute();
  await db.schema
    .createIndex('contact_messages_user_idx')
    .on('contact_messages')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('contact_messages_user_idx').execute();
  await db.schema.alterTable('contact_messages').dropColumn('user_id').execute();
  await db.schema.dropTable('signup_attempts').execute();
}
