/**
 * The official reference days (ADR 162) as the dated operations read them (ADR 196): the rows the
 * rate service stored at start from data/built/rate-history.json, plus any day the ECB refresh added.
 * Rates are stored per 1 USD; `rebase` turns a day into units per 1 `base`.
 */
import type { Kysely } from 'kysely';
import { ECB_SOURCE } from '#domain/reference-rates.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';

export interface OfficialDay {
  date: string;
  /** Units per 1 USD, every code the publisher quoted that day. */
  rates: Record<string, number>;
}

/** Official days from `since` to `until` (inclusive, YYYY-MM-DD), oldest first. */
export async function officialDays(
  db: Kysely<Database>,
  since: string,
  until: string,
): Promise<OfficialDay[]> {
  const rows = await db
    .selectFrom('rate_snapshots as s')
    .innerJoin('rate_values as v', 'v.snapshot_id', 's.id')
    .select(['s.as_of', 'v.code', 'v.rate'])
    .where('s.source', '=', ECB_SOURCE)
    .where('s.as_of', '>=', since)
    .where('s.as_of', '<=', until)
    .orderBy('s.as_of', 'asc')
    .execute();
  const days = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const day = days.get(row.as_of) ?? {};
    day[row.code] = Number(row.rate);
    days.set(row.as_of, day);
  }
  return [...days].map(([date, rates]) => ({ date, rates }));
}

/** The newest official day on or before `date` (the newest of all without one); null when none. */
export async function officialDayOnOrBefore(
  db: Kysely<Database>,
  date: string | undefined,
): Promise<OfficialDay | null> {
  let query = db
    .selectFrom('rate_snapshots')
    .select('as_of')
    .where('source', '=', ECB_SOURCE)
    .orderBy('as_of', 'desc')
    .limit(1);
  if (date !== undefined) query = query.where('as_of', '<=', date);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  return (await officialDays(db, row.as_of, row.as_of))[0] ?? null;
}

/**
 * A day's rates in units per 1 `base`, only `symbols` when given (all quoted codes otherwise);
 * 404 naming the currency when `base` or a symbol was not quoted that day.
 */
export function rebase(
  day: OfficialDay,
  base: string,
  symbols: readonly string[] | undefined,
): Record<string, number> {
  const per = day.rates[base];
  if (per === undefined) throw notFound('currency');
  const codes = symbols ?? Object.keys(day.rates).sort();
  const out: Record<string, number> = {};
  for (const code of codes) {
    const rate = day.rates[code];
    if (rate === undefined) throw notFound('currency');
    out[code] = code === base ? 1 : rate / per;
  }
  return out;
}
