import { type Kysely } from 'kysely';

// Exchange-rate history (issue 3 §2): one row per accepted snapshot plus one row per currency rate.
// Rates are 'double precision' (float8 on PostgreSQL, REAL affinity on SQLite; never 'real', which is
// float4 on PostgreSQL). Timestamps are ISO-8601 text, ids are text UUIDs (docs/design.md portable types).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_snapshots')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('base', 'text', (c) => c.notNull())
    // The date the provider says the rates are for (YYYY-MM-DD); one stored snapshot per date.
    .addColumn('as_of', 'text', (c) => c.notNull().unique())
    .addColumn('fetched_at', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rate_values')
    .addColumn('snapshot_id', 'text', (c) =>
      c.notNull().references('rate_snapshots.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('rate', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_values_pk', ['snapshot_id', 'code'])
    .execute();
  // History of one pair reads two codes across many snapshots.
  await db.schema
    .createIndex('rate_values_code_idx')
    .on('rate_values')
    .columns(['code', 'snapshot_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_values').execute();
  await db.schema.dropTable('rate_snapshots').execute();
}
