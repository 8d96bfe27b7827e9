import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { createRequire } from 'node:module';
import type pg from 'pg';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Where the data lives, for logs: a file path or the server's host/database (never credentials). */
  location: string;
  /** The PostgreSQL schema in use when one was chosen (tests); undefined means the default. */
  schema?: string | undefined;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded SQLite file is used. */
  databaseUrl?: string | undefined;
  /** Directory of the SQLite file (docs/design.md §3: DATA_DIR/parity.sqlite). */
  dataDir: string;
  /** SQLite file name inside dataDir, or ':memory:'. */
  sqliteFile?: string;
  /** PostgreSQL schema to use (tests give each run its own). */
  pgSchema?: string;
  /** Pool size for PostgreSQL. */
  pgPoolMax?: number;
}

/** Open the configured database: SQLite by default, PostgreSQL when a URL is given. */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openSqlite(options);
}

function openSqlite(options: DatabaseOptions): DatabaseHandle {
  const file = options.sqliteFile ?? 'parity.sqlite';
  let location = ':memory:';
  if (file !== ':memory:') {
    mkdirSync(options.dataDir, { recursive: true });
    location = path.resolve(options.dataDir, file);
  }
  const sqlite = new SQLite(location);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // FULL durability: accounts and payments must survive a power cut (docs/design.md §3).
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', location, close: () => db.destroy() };
}

// pg is loaded only when PostgreSQL is configured: the embedded default never pays its start-up cost.
const requireOptional = createRequire(import.meta.url);

function openPostgres(url: string, options: DatabaseOptions): DatabaseHandle {
  const { Pool } = requireOptional('pg') as typeof pg;
  const parsed = new URL(url);
  const pool = new Pool({
    connectionString: url,
    max: options.pgPoolMax ?? 10,
    // A request waits at most this long for a connection while the server is unreachable, then
    // answers 503 (plugins/error-handler.ts) instead of hanging (issue 17).
    connectionTimeoutMillis: 5_000,
    ...(options.pgSchema ? { options: `-c search_path=${quoteIdent(options.pgSchema)}` } : {}),
  });
  // An idle connection that dies (server restart, network cut) is emitted on the pool; without a
  // listener that 'error' event would end the process. The pool drops the client and the next query
  // opens a new connection, or fails and answers 503.
  pool.on('error', () => undefined);
  // The same for a connection in use (inside a transaction, between two queries): pg emits the
  // cut on the client itself, where no listener meant a crash (found by the postgres drill). The
  // query in progress fails, the request answers 503, and the broken client leaves the pool.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const location = `postgres://${parsed.host}${parsed.pathname}`;
  return { db, dialect: 'postgres', location, schema: options.pgSchema, close: () => db.destroy() };
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe schema name: ${name}`);
  return name;
}

/** A cheap round trip proving the database answers (used by GET /api/ready). */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

// Error codes meaning "the database is not reachable right now" rather than "this query is wrong":
// socket errors, PostgreSQL class 08 (connection exception) and 57P01-57P03 (server shutting down or
// starting), SQLite busy/locked after busy_timeout.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
];

/** True when `error` says the database could not be reached (503), not that a query failed (500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08')))
    return true;
  if (UNAVAILABLE_MESSAGES.some((m) => error.message.includes(m))) return true;
  return error.cause !== undefined && error.cause !== error && isDatabaseUnavailable(error.cause);
}
