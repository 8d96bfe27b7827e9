// Navigator's API access (docs/product.md §6, issue 7 §6): personal keys shown once, stored as SHA-256 only.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { planIncludes } from '#domain/entitlements.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { digestsEqual, sha256Hex } from '../auth/index.ts';
import { planRequiredError } from './entitlements.guard.ts';
import { userPlan } from './subscriptions.service.ts';

/** Recognisable prefix (secret scanners and people can tell what leaked). */
export const API_KEY_PREFIX = 'pty_';
/** A person rarely needs more; a cap keeps a stolen session from minting thousands. */
export const MAX_ACTIVE_KEYS = 10;
/** last_used_at is written at most this often, so every API call is not a write. */
const TOUCH_EVERY_MS = 60_000;

export interface ApiKeyView {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

function view(row: {
  id: string;
  name: string;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  };
}

export async function createApiKey(
  db: Kysely<Database>,
  userId: string,
  name: string,
  now: Date,
): Promise<{ key: string; apiKey: ApiKeyView }> {
  const active = await db
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(active.n) >= MAX_ACTIVE_KEYS) {
    throw conflict(`You can have at most ${MAX_ACTIVE_KEYS} active keys. Revoke one first.`);
  }
  // 32 random bytes, like session tokens (docs/security.md T1).
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = {
    id: randomUUID(),
    user_id: userId,
    name,
    prefix: key.slice(0, API_KEY_PREFIX.length + 6),
    key_hash: sha256Hex(key),
    created_at: now.toISOString(),
    last_used_at: null,
    revoked_at: null,
  };
  await db.insertInto('api_keys').values(row).execute();
  return { key, apiKey: view(row) };
}

export async function listApiKeys(db: Kysely<Database>, userId: string): Promise<ApiKeyView[]> {
  const rows = await db
    .selectFrom('api_keys')
    .select(['id', 'name', 'prefix', 'created_at', 'last_used_at', 'revoked_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(view);
}

/** One key's public fields (the usage operation); the caller has authenticated with it. */
export async function findApiKey(
  db: Kysely<Database>,
  keyId: string,
): Promise<Pick<ApiKeyView, 'id' | 'name' | 'prefix' | 'lastUsedAt'>> {
  const row = await db
    .selectFrom('api_keys')
    .select(['id', 'name', 'prefix', 'last_used_at'])
    .where('id', '=', keyId)
    .executeTakeFirst();
  if (!row) throw notFound('API key');
  return { id: row.id, name: row.name, prefix: row.prefix, lastUsedAt: row.last_used_at };
}

export async function revokeApiKey(
  db: Kysely<Database>,
  userId: string,
  keyId: string,
  now: Date,
): Promise<void> {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', keyId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('API key');
}

/**
 * The owner of a presented key: 401 when unknown or revoked, 403 PLAN_REQUIRED when the owner no
 * longer holds a plan with API access.
 */
export async function authenticateApiKey(
  db: Kysely<Database>,
  presented: string,
  now: Date,
): Promise<{ keyId: string; userId: string }> {
  const invalid = () => new AppError('UNAUTHORIZED', 'Invalid or revoked API key.');
  if (!presented.startsWith(API_KEY_PREFIX) || presented.length > 100) throw invalid();
  const hash = sha256Hex(presented);
  const row = await db
    .selectFrom('api_keys')
    .select(['id', 'user_id', 'key_hash', 'revoked_at', 'last_used_at'])
    .where('key_hash', '=', hash)
    .executeTakeFirst();
  if (!row || row.revoked_at !== null || !digestsEqual(row.key_hash, hash)) throw invalid();
  if (!planIncludes(await userPlan(db, row.user_id, now), 'api_access')) {
    throw planRequiredError('api_access');
  }
  if (!row.last_used_at || now.getTime() - new Date(row.last_used_at).getTime() >= TOUCH_EVERY_MS) {
    await db
      .updateTable('api_keys')
      .set({ last_used_at: now.toISOString() })
      .where('id', '=', row.id)
      .execute();
  }
  return { keyId: row.id, userId: row.user_id };
}
