import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RateSnapshot } from './rate.types.ts';

/**
 * Store an accepted snapshot unless one for the same date is already stored (one row per date keeps
 * the history a daily series; the free API republishes the same date's file until the next day).
 * Returns true when a row was written.
 */
export async function insertSnapshot(
  db: Kysely<Database>,
  snapshot: RateSnapshot,
  createdAt: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('rate_snapshots')
      .select(['id', 'source'])
      .where('as_of', '=', snapshot.asOf)
      .executeTakeFirst();
    // A live snapshot replaces the package's copy of the same date; otherwise the first one stays.
    if (existing && !(existing.source === 'embedded' && snapshot.source !== 'embedded'))
      return false;
    if (existing) await trx.deleteFrom('rate_snapshots').where('id', '=', existing.id).execute();
    const id = randomUUID();
    await trx
      .insertInto('rate_snapshots')
      .values({
        id,
        base: snapshot.base,
        as_of: snapshot.asOf,
        fetched_at: snapshot.fetchedAt,
        source: snapshot.source,
        created_at: createdAt,
      })
      .execute();
    const values = Object.entries(snapshot.rates).map(([code, rate]) => ({
      snapshot_id: id,
      code,
      rate,
    }));
    await trx.insertInto('rate_values').values(values).execute();
    return true;
  });
}

/** The stored snapshot with the newest as-of date, or null when none is stored. */
export async function findNewestSnapshot(db: Kysely<Database>): Promise<RateSnapshot | null> {
  const row = await db
    .selectFrom('rate_snapshots')
    .selectAll()
    .orderBy('as_of', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  const values = await db
    .selectFrom('rate_values')
    .select(['code', 'rate'])
    .where('snapshot_id', '=', row.id)
    .execute();
  const rates: Record<string, number> = {};
  for (const value of values) rates[value.code] = Number(value.rate);
  return { base: 'USD', asOf: row.as_of, fetchedAt: row.fetched_at, source: row.source, rates };
}

export interface PairRow {
  as_of: string;
  source: string;
  code: string;
  rate: number;
}

/** Both codes' rates for every stored snapshot dated on or after `since` (YYYY-MM-DD), oldest first. */
export async function findPairHistory(
  db: Kysely<Database>,
  codes: string[],
  since: string,
): Promise<PairRow[]> {
  const rows = await db
    .selectFrom('rate_snapshots as s')
    .innerJoin('rate_values as v', 'v.snapshot_id', 's.id')
    .select(['s.as_of', 's.source', 'v.code', 'v.rate'])
    .where('s.as_of', '>=', since)
    .where('v.code', 'in', codes)
    .orderBy('s.as_of', 'asc')
    .execute();
  return rows.map((r) => ({ ...r, rate: Number(r.rate) }));
}
