import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { openTestDatabase } from '../testing/test-app.testkit.ts';
import { migrateDown, migrateToLatest, migrationNames } from './migrate.ts';

test('every migration goes up, down and up again cleanly', async () => {
  const database = await openTestDatabase();
  try {
    const up = await migrateToLatest(database.db, database.schema);
    expect(up).toHaveLength(migrationNames.length);
    for (let i = 0; i < migrationNames.length; i++) await migrateDown(database.db, database.schema);
    const tables = await database.db.introspection.getTables();
    // On PostgreSQL other test files' schemas are visible too; look at ours only.
    const ours = tables.filter(
      (t) => database.schema === undefined || t.schema === database.schema,
    );
    expect(ours.map((t) => t.name).filter((n) => !n.startsWith('kysely_'))).toEqual([]);
    expect(await migrateToLatest(database.db, database.schema)).toHaveLength(migrationNames.length);
    expect(await migrateToLatest(database.db, database.schema)).toEqual([]);
    await sql`select count(*) from contact_messages`.execute(database.db);
  } finally {
    await database.close();
    await database.dropSchema();
  }
});

test('migration names are date-prefixed and in order', () => {
  for (const name of migrationNames) expect(name).toMatch(/^\d{4}-\d{2}-\d{2}-\d{2}-[a-z0-9-]+$/);
  expect([...migrationNames].sort()).toEqual(migrationNames);
});
