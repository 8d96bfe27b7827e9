// `npm run db:migrate` brings the configured database to the newest schema;
// `npm run db:migrate -- down` undoes the newest migration. Same variables as the server.
import { openDatabase } from '../src/server/db/database.ts';
import { migrateDown, migrateToLatest } from '../src/server/db/migrate.ts';
import { parseEnv } from '../src/server/env.ts';

const env = parseEnv(process.env);
const direction = process.argv[2] === 'down' ? 'down' : 'up';
const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const ran =
    direction === 'down' ? await migrateDown(database.db) : await migrateToLatest(database.db);
  console.log(
    `${database.dialect} at ${database.location}: ${ran.length === 0 ? 'already up to date' : ran.join(', ')}`,
  );
} finally {
  await database.close();
}
