import type { Kysely } from 'kysely';
import { type Migration, type MigrationResultSet, Migrator } from 'kysely/migration';
import * as contactAndOutbox from './migrations/2026-11-22-01-contact-and-outbox.ts';
import * as rates from './migrations/2026-11-22-02-rates.ts';
import * as accounts from './migrations/2026-11-22-03-accounts.ts';
import * as prices from './migrations/2026-11-22-04-prices.ts';
import * as subscriptions from './migrations/2026-11-22-05-subscriptions.ts';
import * as jobsAndOutbox from './migrations/2026-11-25-01-jobs-and-outbox-delivery.ts';
import * as securitySweep from './migrations/2026-11-29-01-security-sweep.ts';
import * as paymentsAndHeldPlan from './migrations/2026-11-29-02-payments-and-held-plan.ts';

/**
 * Every migration, in order. Listed statically (not read from disk) so the bundled server carries
 * them; names are date-prefixed so their order is their name order.
 */
const migrations: Record<string, Migration> = {
  '2026-11-22-01-contact-and-outbox': contactAndOutbox,
  '2026-11-22-02-rates': rates,
  '2026-11-22-03-accounts': accounts,
  '2026-11-22-04-prices': prices,
  '2026-11-22-05-subscriptions': subscriptions,
  '2026-11-25-01-jobs-and-outbox-delivery': jobsAndOutbox,
  '2026-11-29-01-security-sweep': securitySweep,
  '2026-11-29-02-payments-and-held-plan': paymentsAndHeldPlan,
};

/**
 * `schema` pins Kysely's bookkeeping tables to one PostgreSQL schema; without it Kysely's
 * introspection can see another schema's tables on the same server (tests run one schema each).
 */
function migrator<T>(db: Kysely<T>, schema?: string): Migrator {
  return new Migrator({
    db: db as unknown as Kysely<unknown>,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

function unwrap(result: MigrationResultSet): string[] {
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, {
      cause: result.error,
    });
  }
  return (result.results ?? []).map((r) => `${r.direction} ${r.migrationName}`);
}

/** Bring the schema to the newest version; returns what ran. */
export async function migrateToLatest<T>(db: Kysely<T>, schema?: string): Promise<string[]> {
  return unwrap(await migrator(db, schema).migrateToLatest());
}

/** Undo the newest migration (used by `npm run db:migrate -- down` and the up/down test). */
export async function migrateDown<T>(db: Kysely<T>, schema?: string): Promise<string[]> {
  return unwrap(await migrator(db, schema).migrateDown());
}

export const migrationNames = Object.keys(migrations);
