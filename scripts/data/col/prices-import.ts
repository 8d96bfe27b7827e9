/**
 * `npm run prices:import -- file.csv [--dry-run]`: load an operator's licensed price table
 * (`city,country_code,item_id,price,currency,observed_date`; method §11) into the configured database
 * (same variables as the server). Bad rows are reported by line number and skipped. Prices are converted
 * to US$ at the newest stored rates (else the embedded snapshot). A running server sees the new figures
 * within a minute (its per-city evidence cache).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../../src/server/db/database.ts';
import { migrateToLatest } from '../../../src/server/db/migrate.ts';
import { parseEnv } from '../../../src/server/env.ts';
import { loadEmbeddedSnapshot } from '../../../src/server/features/exchange/providers/embedded.provider.ts';
import { findNewestSnapshot } from '../../../src/server/features/exchange/rate.repo.ts';
import { createColEngine } from '../../../src/server/features/prices/col-engine.ts';
import { applyImport, parseImport } from '../../../src/server/features/prices/price-import.ts';

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const file = args.find((a) => !a.startsWith('--'));
if (!file) {
  console.error('usage: npm run prices:import -- file.csv [--dry-run]');
  process.exit(2);
}
const env = parseEnv(process.env);
const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await migrateToLatest(database.db);
  const snapshot = (await findNewestSnapshot(database.db)) ?? loadEmbeddedSnapshot();
  const now = new Date();
  const { rows, problems } = parseImport(
    readFileSync(file, 'utf8'),
    createColEngine(),
    snapshot.rates,
    snapshot.asOf,
    now.toISOString().slice(0, 10),
  );
  for (const p of problems) console.log(`line ${p.line}: skipped, ${p.message}`);
  const changes = await applyImport(
    database.db,
    rows,
    path.basename(file),
    now.toISOString(),
    dryRun,
  );
  for (const c of changes) {
    console.log(
      `line ${c.line}: ${dryRun ? 'would ' : ''}${c.action} ${c.row.cityName} ${c.row.itemId} = ${c.row.price} ${c.row.currency} (${c.row.usd.toFixed(2)} US$, ${c.row.observedOn})`,
    );
  }
  const count = (a: string) => changes.filter((c) => c.action === a).length;
  console.log(
    `${dryRun ? 'dry run, nothing written: would insert ' : 'inserted '}${count('insert')}, ${dryRun ? 'update' : 'updated'} ${count('update')}, ${count('unchanged')} unchanged, ${problems.length} skipped (rates ${snapshot.source} ${snapshot.asOf}; ${database.dialect} at ${database.location})`,
  );
  if (problems.length > 0) process.exitCode = 1;
} finally {
  await database.close();
}
