import { type Kysely } from 'kysely';

// Crowd-sourced price contributions and operator-imported prices (issue 4 §3, §4). Migrations never
// import app code; column types mean the same on SQLite and PostgreSQL ('double precision', not 'real').

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('price_contributions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('city_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('price', 'double precision', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // US$ at the rate of the day it was stored, so later rate moves do not rewrite the evidence.
    .addColumn('usd', 'double precision', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    // 1 while the account's value has a modified z-score > 3.5 for its item and city (docs/security.md C2).
    .addColumn('quarantined', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('price_contributions_city_item_idx')
    .on('price_contributions')
    .columns(['city_id', 'item_id'])
    .execute();
  await db.schema
    .createIndex('price_contributions_user_created_idx')
    .on('price_contributions')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('price_contributions_ip_created_idx')
    .on('price_contributions')
    .columns(['ip', 'created_at'])
    .execute();

  await db.schema
    .createTable('imported_prices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('city_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('price', 'double precision', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('usd', 'double precision', (c) => c.notNull())
    .addColumn('observed_on', 'text', (c) => c.notNull())
    .addColumn('source_file', 'text', (c) => c.notNull())
    .addColumn('imported_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('imported_prices_city_item_uq', ['city_id', 'item_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('imported_prices').execute();
  await db.schema.dropTable('price_contributions').execute();
}
