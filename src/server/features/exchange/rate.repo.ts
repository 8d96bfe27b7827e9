import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ECB_SOURCE } from '#domain/reference-rates.ts';
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

/**
 * The stored snapshot with the newest as-of date, or null when none is stored. The official days
 * (ADR 162) quote only their publisher's codes: they make the history, never the served snapshot.
 */
export function findNewestSnapshot(db: Kysely<Database>): Promise<RateSnapshot | null> {
  return newest(db, '!=');
}

/** The newest stored official (ECB) day, or null. */
export function findNewestOfficial(db: Kysely<Database>): Promise<RateSnapshot | null> {
  return newest(db, '=');
}

async function newest(db: Kysely<Database>, official: '=' | '!='): Promise<RateSnapshot | null> {
  const row = await db
    .selectFrom('rate_snapshots')
    .selectAll()
    .where('source', official, ECB_SOURCE)
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

/**
 * Store the shipped official history (ADR 162) in one transaction: every day whose date has no stored
 * snapshot yet (one row per date; a day already stored keeps its row). Returns the number written.
 */
export async function insertReferenceDays(
  db: Kysely<Database>,
  days: RateSnapshot[],
  createdAt: string,
): Promise<number> {
  if (days.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    const first = days[0]?.asOf ?? '';
    const stored = await trx
      .selectFrom('rate_snapshots')
      .select('as_of')
      .where('as_of', '>=', first)
      .execute();
    const have = new Set(stored.map((r) => r.as_of));
    const fresh = days.filter((d) => !have.has(d.asOf));
    const snapshots = fresh.map((d) => ({ id: randomUUID(), day: d }));
    for (const chunk of chunks(snapshots, 200)) {
      await trx
        .insertInto('rate_snapshots')
        .values(
          chunk.map(({ id, day }) => ({
            id,
            base: day.base,
            as_of: day.asOf,
            fetched_at: day.fetchedAt,
            source: day.source,
            created_at: createdAt,
          })),
        )
        .execute();
    }
    const values = snapshots.flatMap(({ id, day }) =>
      Object.entries(day.rates).map(([code, rate]) => ({ snapshot_id: id, code, rate })),
    );
    for (const chunk of chunks(values, 500))
      await trx.insertInto('rate_values').values(chunk).execute();
    return fresh.length;
  });
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
