import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * SQL of the job leases (ADR 099). Every claim is one conditional UPDATE, so the database decides
 * who wins: on PostgreSQL a second UPDATE of the row waits for the first and re-checks its WHERE
 * against the new row; SQLite runs writes one at a time. Times are ISO-8601 text, which compares
 * correctly as text.
 */

/** Make the job's row if no instance has yet (due at `firstRunAt`). */
export async function ensureJobRow(
  db: Kysely<Database>,
  name: string,
  firstRunAt: string,
): Promise<void> {
  await db
    .insertInto('job_leases')
    .values({ name, holder: null, lease_until: null, next_run_at: firstRunAt, failures: 0 })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/**
 * Take the lease when nobody holds it (or the holder's lease ran out) and, unless `force`, the job
 * is due. Returns the failures in a row so far, or null when another instance has it or it is not due.
 */
export async function claimJob(
  db: Kysely<Database>,
  claim: { name: string; holder: string; now: string; until: string; force: boolean },
): Promise<{ failures: number } | null> {
  let query = db
    .updateTable('job_leases')
    .set({ holder: claim.holder, lease_until: claim.until, last_started_at: claim.now })
    .where('name', '=', claim.name)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', claim.now)]));
  if (!claim.force) query = query.where('next_run_at', '<=', claim.now);
  const row = await query.returning(['failures']).executeTakeFirst();
  return row ?? null;
}

/** Extend a held lease; false when this instance no longer holds it. */
export async function renewJob(
  db: Kysely<Database>,
  renew: { name: string; holder: string; until: string },
): Promise<boolean> {
  const result = await db
    .updateTable('job_leases')
    .set({ lease_until: renew.until })
    .where('name', '=', renew.name)
    .where('holder', '=', renew.holder)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Give the lease back with the run's outcome and the next due time. */
export async function releaseJob(
  db: Kysely<Database>,
  release: {
    name: string;
    holder: string;
    now: string;
    nextRunAt: string;
    failures: number;
    outcome: string;
  },
): Promise<void> {
  await db
    .updateTable('job_leases')
    .set({
      holder: null,
      lease_until: null,
      last_finished_at: release.now,
      next_run_at: release.nextRunAt,
      failures: release.failures,
      last_outcome: release.outcome.slice(0, 500),
    })
    .where('name', '=', release.name)
    .where('holder', '=', release.holder)
    .execute();
}

/** When the job is next due anywhere, or null before its row exists. */
export async function findNextRunAt(db: Kysely<Database>, name: string): Promise<string | null> {
  const row = await db
    .selectFrom('job_leases')
    .select('next_run_at')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.next_run_at ?? null;
}
