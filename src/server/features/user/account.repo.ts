// SQL only (docs/style.md) for account self-service (issue 18 §4): profile edits, the data export and
// account deletion. Functions take db or trx first.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function updateProfile(
  db: Db,
  userId: string,
  fields: {
    firstname: string;
    lastname: string;
    username: string;
    username_canonical: string;
    updated_at: string;
  },
): Promise<void> {
  await db.updateTable('users').set(fields).where('id', '=', userId).execute();
}

export async function updateEmail(
  db: Db,
  userId: string,
  email: string,
  nowIso: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ email, is_email_verified: 1, updated_at: nowIso })
    .where('id', '=', userId)
    .execute();
}

export async function updatePasswordHash(
  db: Db,
  userId: string,
  passwordHash: string,
  nowIso: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: nowIso })
    .where('id', '=', userId)
    .execute();
}

/** Password change: every session of the account except the one making the change. */
export async function revokeOtherSessions(
  db: Db,
  userId: string,
  keepSessionId: string,
  nowIso: string,
): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso })
    .where('user_id', '=', userId)
    .where('id', '!=', keepSessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Everything stored about one user, for the data download (issue 18 §4). */
export async function exportRows(db: Db, userId: string, email: string) {
  const [user, subscriptions, contributions, apiKeys, sessions, mail, contact, payments] =
    await Promise.all([
      db
        .selectFrom('users')
        .select([
          'id',
          'firstname',
          'lastname',
          'username',
          'email',
          'is_email_verified',
          'created_at',
          'updated_at',
        ])
        .where('id', '=', userId)
        .executeTakeFirst(),
      db
        .selectFrom('subscriptions')
        .select([
          'provider',
          'provider_subscription_id',
          'plan_name',
          'billing_interval',
          'price_minor',
          'currency',
          'status',
          'first_billed_at',
          'next_billed_at',
          'cancel_at',
          'created_at',
          'updated_at',
        ])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('price_contributions')
        .select(['city_id', 'item_id', 'price', 'currency', 'usd', 'note', 'ip', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('api_keys')
        .select(['name', 'prefix', 'created_at', 'last_used_at', 'revoked_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('sessions')
        .select(['created_at', 'last_used_at', 'expires_at', 'revoked_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('mail_outbox')
        .select(['subject', 'created_at', 'status'])
        .where('to_address', '=', email)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('contact_messages')
        .select(['name', 'email', 'subject', 'message', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('payments')
        .select([
          'provider_transaction_id',
          'plan_name',
          'billing_interval',
          'amount_minor',
          'plan_minor',
          'credit_minor',
          'currency',
          'billed_at',
          'period_end',
        ])
        .where('user_id', '=', userId)
        .orderBy('billed_at')
        .execute(),
    ]);
  return { user, subscriptions, contributions, apiKeys, sessions, mail, contact, payments };
}

/**
 * Account deletion, in one transaction (issue 18 §4, ADR 064): the user's contributions move to a
 * fresh anonymous placeholder account (one per deleted user, so the robust aggregates, which count
 * accounts, see exactly what they saw before) with their IP and free-text note removed; then the
 * user row goes, and with it (foreign keys, on delete cascade) sessions, reset grants,
 * subscriptions and API keys; codes and mail log for the address go by email, the contact
 * messages the account sent by its id.
 */
export async function deleteAccountRows(
  trx: Transaction<Database>,
  input: { userId: string; email: string; placeholderId: string; nowIso: string },
): Promise<void> {
  const { userId, email, placeholderId, nowIso } = input;
  const contributions = await trx
    .selectFrom('price_contributions')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (contributions) {
    await trx
      .insertInto('users')
      .values({
        id: placeholderId,
        firstname: 'Deleted',
        lastname: 'account',
        username: `deleted-${placeholderId}`,
        username_canonical: `deleted-${placeholderId}`,
        email: `deleted-${placeholderId}@deleted.invalid`,
        // Not a PHC string: no password ever verifies against it.
        password_hash: '!deleted',
        is_email_verified: 0,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .execute();
    await trx
      .updateTable('price_contributions')
      .set({ user_id: placeholderId, ip: null, note: null })
      .where('user_id', '=', userId)
      .execute();
  }
  await trx.deleteFrom('users').where('id', '=', userId).execute();
  await trx
    .deleteFrom('one_time_codes')
    .where((eb) => eb.or([eb('email', '=', email), eb('email', 'like', `${userId}|%`)]))
    .execute();
  await trx.deleteFrom('mail_outbox').where('to_address', '=', email).execute();
  // Only the messages this account sent; others typed with its address are not its data (issue 33).
  await trx.deleteFrom('contact_messages').where('user_id', '=', userId).execute();
  await trx.deleteFrom('signup_attempts').where('email', '=', email).execute();
}
