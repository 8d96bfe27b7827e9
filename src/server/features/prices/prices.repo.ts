import type { Kysely } from 'kysely';
import type { Database, ImportedPricesTable, PriceContributionsTable } from '../../db/schema.ts';

/** SQL for contributions and imported prices (docs/style.md: repo = SQL only, db first). */

export type ContributionRow = PriceContributionsTable;

export async function insertContribution(
  db: Kysely<Database>,
  row: ContributionRow,
): Promise<void> {
  await db.insertInto('price_contributions').values(row).execute();
}

export async function contributionsForCity(db: Kysely<Database>, cityId: string) {
  return db
    .selectFrom('price_contributions')
    .select(['id', 'user_id', 'item_id', 'usd', 'created_at', 'quarantined'])
    .where('city_id', '=', cityId)
    .execute();
}

export async function contributionsForCityItem(
  db: Kysely<Database>,
  cityId: string,
  itemId: string,
) {
  return db
    .selectFrom('price_contributions')
    .select(['id', 'user_id', 'usd', 'quarantined'])
    .where('city_id', '=', cityId)
    .where('item_id', '=', itemId)
    .execute();
}

/** Mark the rows of the given accounts (for one city and item) as quarantined, and clear the others. */
export async function setQuarantine(
  db: Kysely<Database>,
  cityId: string,
  itemId: string,
  userIds: string[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('price_contributions')
      .set({ quarantined: 0 })
      .where('city_id', '=', cityId)
      .where('item_id', '=', itemId)
      .execute();
    if (userIds.length) {
      await trx
        .updateTable('price_contributions')
        .set({ quarantined: 1 })
        .where('city_id', '=', cityId)
        .where('item_id', '=', itemId)
        .where('user_id', 'in', userIds)
        .execute();
    }
  });
}

/** Contributions since `since` by one account and by one IP (docs/security.md C1 daily caps). */
export async function countRecent(
  db: Kysely<Database>,
  userId: string,
  ip: string | null,
  since: string,
) {
  const byUser = await db
    .selectFrom('price_contributions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  const byIp = ip
    ? await db
        .selectFrom('price_contributions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('ip', '=', ip)
        .where('created_at', '>=', since)
        .executeTakeFirst()
    : undefined;
  return { user: Number(byUser?.n ?? 0), ip: Number(byIp?.n ?? 0) };
}

export async function importedForCity(db: Kysely<Database>, cityId: string) {
  return db
    .selectFrom('imported_prices')
    .select(['item_id', 'usd', 'observed_on'])
    .where('city_id', '=', cityId)
    .execute();
}

/** Insert or replace the imported price of one city and item (newest import wins). */
export async function upsertImported(
  db: Kysely<Database>,
  row: ImportedPricesTable,
): Promise<'inserted' | 'updated'> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('imported_prices')
      .select('id')
      .where('city_id', '=', row.city_id)
      .where('item_id', '=', row.item_id)
      .executeTakeFirst();
    if (existing) {
      const { id: _id, ...rest } = row;
      await trx.updateTable('imported_prices').set(rest).where('id', '=', existing.id).execute();
      return 'updated';
    }
    await trx.insertInto('imported_prices').values(row).execute();
    return 'inserted';
  });
}

export async function findImported(db: Kysely<Database>, cityId: string, itemId: string) {
  return db
    .selectFrom('imported_prices')
    .selectAll()
    .where('city_id', '=', cityId)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
}

/** Ids of every city with at least one contribution or imported price. */
export async function citiesWithAnyEvidence(db: Kysely<Database>): Promise<Set<string>> {
  const [a, b] = await Promise.all([
    db.selectFrom('price_contributions').select('city_id').distinct().execute(),
    db.selectFrom('imported_prices').select('city_id').distinct().execute(),
  ]);
  return new Set([...a, ...b].map((r) => r.city_id));
}
