import type { Kysely } from 'kysely';
import type { Database, MailOutboxTable } from '../db/schema.ts';

/**
 * SQL of the mail outbox's delivery (ADR 099). A row is delivered by whoever moves it to 'sending'
 * in one conditional UPDATE: exactly one instance wins that UPDATE on SQLite and PostgreSQL alike.
 */

export type NewMailRow = Omit<
  MailOutboxTable,
  'next_attempt_at' | 'claimed_by' | 'claim_until' | 'sealed'
> &
  Partial<Pick<MailOutboxTable, 'sealed'>>;

export async function insertMail(db: Kysely<Database>, row: NewMailRow): Promise<void> {
  await db.insertInto('mail_outbox').values(row).execute();
}

/**
 * Claim a row for one delivery attempt: a queued row that is due (or, for the instance that just
 * stored it, any queued row: its own retry timer decides), or a 'sending' row whose claim ran out
 * (its holder died mid-delivery). Counts the attempt. Null when the row is not there to take.
 */
export async function claimMail(
  db: Kysely<Database>,
  claim: { id: string; holder: string; now: string; until: string; ignoreSchedule: boolean },
) {
  return db
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: 'sending',
      claimed_by: claim.holder,
      claim_until: claim.until,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', claim.id)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', '=', 'queued'),
          ...(claim.ignoreSchedule
            ? []
            : [eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', claim.now)])]),
        ]),
        eb.and([eb('status', '=', 'sending'), eb('claim_until', '<=', claim.now)]),
      ]),
    )
    .returning(['to_address', 'subject', 'text_body', 'html_body', 'sealed', 'attempts'])
    .executeTakeFirst();
}

export async function renewMailClaim(
  db: Kysely<Database>,
  renew: { id: string; holder: string; until: string },
): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ claim_until: renew.until })
    .where('id', '=', renew.id)
    .where('claimed_by', '=', renew.holder)
    .where('status', '=', 'sending')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Settle a claimed row: sent, failed for good, or queued again for a later attempt. */
export async function settleMail(
  db: Kysely<Database>,
  settle: {
    id: string;
    holder: string;
    status: 'sent' | 'failed' | 'queued';
    lastError: string | null;
    nextAttemptAt: string | null;
  },
): Promise<boolean> {
  const finished = settle.status !== 'queued';
  const result = await db
    .updateTable('mail_outbox')
    .set({
      status: settle.status,
      last_error: settle.lastError?.slice(0, 500) ?? null,
      next_attempt_at: settle.nextAttemptAt,
      claimed_by: null,
      claim_until: null,
      // The sealed copy lives only as long as the message may still be delivered.
      ...(finished ? { sealed: null } : {}),
    })
    .where('id', '=', settle.id)
    .where('claimed_by', '=', settle.holder)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Rows that any instance may deliver now, oldest first. */
export async function findDueMail(
  db: Kysely<Database>,
  now: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', '=', 'queued'),
          eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]),
        ]),
        eb.and([eb('status', '=', 'sending'), eb('claim_until', '<=', now)]),
      ]),
    )
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
