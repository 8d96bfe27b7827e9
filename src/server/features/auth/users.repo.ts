import type { Kysely } from 'kysely';
import type { Database, UsersTable } from '../../db/schema.ts';

export async function findUserByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findUserById(db: Kysely<Database>, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByUsername(db: Kysely<Database>, username: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('username_canonical', '=', username.toLowerCase())
    .executeTakeFirst();
}

export async function insertUser(db: Kysely<Database>, row: UsersTable): Promise<void> {
  await db.insertInto('users').values(row).execute();
}

/** A newer signup for a still-unverified email replaces the pending details (ADR 061). */
export async function replacePendingUser(
  db: Kysely<Database>,
  id: string,
  details: Pick<
    UsersTable,
    'firstname' | 'lastname' | 'username' | 'username_canonical' | 'password_hash' | 'updated_at'
  >,
): Promise<void> {
  await db
    .updateTable('users')
    .set(details)
    .where('id', '=', id)
    .where('is_email_verified', '=', 0)
    .execute();
}

export async function markEmailVerified(
  db: Kysely<Database>,
  email: string,
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ is_email_verified: 1, updated_at: nowIso })
    .where('email', '=', email)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A signup for an address with a verified account keeps the newest stranger's password (E1). */
export async function saveSignupAttempt(
  db: Kysely<Database>,
  email: string,
  passwordHash: string,
  nowIso: string,
): Promise<void> {
  await db
    .insertInto('signup_attempts')
    .values({ email, password_hash: passwordHash, created_at: nowIso })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet({ password_hash: passwordHash, created_at: nowIso }),
    )
    .execute();
}

export async function findSignupAttempt(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('signup_attempts')
    .select('password_hash')
    .where('email', '=', email)
    .executeTakeFirst();
}

/** Unique-constraint violation on either dialect (SQLite SQLITE_CONSTRAINT_UNIQUE, PostgreSQL 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
