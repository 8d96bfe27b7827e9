import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface NewSessionRow {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
}

export async function insertSession(db: Kysely<Database>, row: NewSessionRow): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ ...row, revoked_at: null })
    .execute();
}

/** A session that is not revoked and not past its absolute expiry, with its user. */
export async function findLiveSession(db: Kysely<Database>, tokenHash: string, nowIso: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as session_id',
      'sessions.token_hash',
      'sessions.last_used_at',
      'users.id as user_id',
      'users.email',
      'users.firstname',
      'users.lastname',
      'users.username',
      'users.is_email_verified',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', nowIso)
    .executeTakeFirst();
}

export async function touchSession(
  db: Kysely<Database>,
  sessionId: string,
  nowIso: string,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_used_at: nowIso })
    .where('id', '=', sessionId)
    .execute();
}

export async function revokeSession(
  db: Kysely<Database>,
  sessionId: string,
  nowIso: string,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** docs/security.md T2: a password reset revokes every session of the account. */
export async function revokeAllSessions(
  db: Kysely<Database>,
  userId: string,
  nowIso: string,
): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * A password reset may follow a takeover, and a key made by whoever held the account would outlive
 * every session; so a reset revokes the personal API keys too (issue 33, ADR 158).
 */
export async function revokeAllApiKeys(
  db: Kysely<Database>,
  userId: string,
  nowIso: string,
): Promise<number> {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: nowIso })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
