/**
 * kill -9 under write load (issue 17): a built instance takes signups, contact messages, signed
 * webhooks, and for Navigator accounts price contributions, API keys and subscription changes
 * (signed subscription.updated webhooks for their own subscriptions), from four concurrent clients,
 * and is killed with SIGKILL at a random moment, then started again on the same data, cycle after
 * cycle. Every cycle writes every kind: the accounts stay under the caps (support/accounts.ts).
 * Run on SQLite (50 cycles, 5 in the short form) and on PostgreSQL (20 cycles, 2 in the short form).
 *
 * Fails when: an acknowledged (200) write is missing from the database after a kill; a write is
 * answered anything but 200 (or cut by the kill with no answer: a cap, a 4xx or a 5xx all fail);
 * a kind with no acknowledged write in the second half of the cycles (a cap silences kinds late); SQLite's `PRAGMA integrity_check` is not ok.
 */
import path from 'node:path';
import {
  type Drill,
  type DrillContext,
  Instance,
  Tally,
  fmt,
  load,
  sleep,
  until,
} from './support/harness.ts';
import { AccountPool } from './support/accounts.ts';
import { smtpSink, throwawayDatabase } from './support/services.ts';
import {
  ACCOUNT_WRITE_KINDS,
  Ledger,
  PAYMENTS_ENV,
  WRITE_KINDS,
  missingWrites,
  postgresPresence,
  sqlitePresence,
  writeOnce,
} from './support/writes.ts';

const KINDS = [...WRITE_KINDS, ...ACCOUNT_WRITE_KINDS];

/**
 * Write until killed: the kill comes 300–1,300 ms into the cycle, and not before every kind has
 * been acknowledged once in it (at most 5 s more: on a loaded machine a signup's Argon2 can take
 * longer than the random delay), so each cycle rotates through every kind.
 */
async function cycle(
  instance: Instance,
  ledger: Ledger,
  tally: Tally,
  pool: AccountPool,
): Promise<void> {
  let killed = false;
  let n = 0;
  const acknowledged = new Set<string>();
  const writing = load(
    4,
    () => killed,
    async () => {
      n += 1;
      const kind = KINDS[n % KINDS.length] ?? 'contact';
      const answer = await writeOnce(instance.url, kind, ledger, tally, 'load', pool);
      if (answer?.status === 200) acknowledged.add(kind);
    },
  );
  await sleep(300 + Math.random() * 1_000);
  await until(() => acknowledged.size === KINDS.length, 5_000, 20);
  await instance.kill();
  killed = true;
  await writing;
}

function describeMissing(missing: Record<string, string[]>): string {
  return Object.entries(missing)
    .filter(([, keys]) => keys.length > 0)
    .map(([kind, keys]) => `${keys.length} ${kind}`)
    .join(', ');
}

async function killOn(
  ctx: DrillContext,
  storage: 'sqlite' | 'postgres',
  cycles: number,
): Promise<{ figures: string; failures: string[] }> {
  const failures: string[] = [];
  const db = storage === 'postgres' ? await throwawayDatabase(ctx) : undefined;
  const smtp = await smtpSink(ctx);
  const instance = new Instance(ctx, {
    ...PAYMENTS_ENV,
    SMTP_URL: smtp.url,
    RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000',
    ...(db ? { DATABASE_URL: db.url } : {}),
  });
  const ledger = new Ledger();
  const tally = new Tally();
  let integrityFailures = 0;
  const pool = new AccountPool(smtp);
  let cyclesMissingAKind = 0;
  // Kinds acknowledged in the second half of the cycles: a cap would silence a kind late, not early.
  const lateKinds = new Set<string>();
  // Checked after every kill against everything acknowledged so far; the last check is the total.
  let lostTotal = 0;
  for (let i = 1; i <= cycles; i += 1) {
    await instance.start();
    // Enough accounts for this cycle's contributions (a cycle writes about 10 of them).
    await pool.topUp(instance.url, 30);
    const before = KINDS.map((kind) => ledger.acked[kind].size);
    await cycle(instance, ledger, tally, pool);
    const silent = KINDS.filter((kind, k) => ledger.acked[kind].size === before[k]);
    if (i > cycles / 2) for (const kind of KINDS) if (!silent.includes(kind)) lateKinds.add(kind);
    if (silent.length > 0) {
      cyclesMissingAKind += 1;
      ctx.log(`cycle ${i}: nothing acknowledged of ${silent.join(', ')}`);
    }
    let missing: Record<string, string[]>;
    if (db) {
      missing = missingWrites(ledger, await postgresPresence(db));
    } else {
      const { present, integrity } = sqlitePresence(path.join(instance.dataDir, 'parity.sqlite'));
      missing = missingWrites(ledger, present);
      if (integrity !== 'ok') {
        integrityFailures += 1;
        failures.push(`cycle ${i}: integrity_check says ${integrity}`);
      }
    }
    lostTotal = Object.values(missing).reduce((sum, keys) => sum + keys.length, 0);
    const lost = describeMissing(missing);
    if (lost) failures.push(`cycle ${i}: acknowledged but missing: ${lost}`);
  }
  // Requests cut by the kill get no answer (status 0): never acknowledged, so not counted.
  const cut = KINDS.reduce((sum, kind) => sum + tally.count('load', kind, 'ERR'), 0);
  // Every write is due a 200 (a revocation too): anything else is a refusal the drill must not meet.
  for (const [key, byStatus] of tally.counts)
    for (const [status, count] of byStatus)
      if (status !== '200' && status !== 'ERR')
        failures.push(`${key} answered ${status} ×${count} where 200 was due`);
  // A kill a few hundred ms in may come before a kind's first answer on a loaded machine, so one
  // cycle may miss a kind; but every kind must be acknowledged in the second half of the cycles.
  const neverLate = KINDS.filter((kind) => !lateKinds.has(kind));
  if (neverLate.length > 0)
    failures.push(`no ${neverLate.join(', ')} acknowledged in the second half of the cycles`);
  if (pool.skipped > 0) failures.push(`${pool.skipped} contributions skipped for the cap`);
  if (tally.badCount > 0) failures.push(...tally.bad);
  return {
    figures:
      `${storage}: ${cycles} kills, ${fmt(ledger.total)} acknowledged writes ` +
      `(${ledger.describe()}), ` +
      `${fmt(lostTotal)} lost, ` +
      `${fmt(cut)} cut by the kill, every kind in ${cycles - cyclesMissingAKind}/${cycles} cycles, ` +
      `${pool.accounts.length} accounts, ${tally.fiveHundreds()}×500` +
      (storage === 'sqlite' ? `, integrity_check ok ${cycles - integrityFailures}/${cycles}` : ''),
    failures,
  };
}

export const killDrill: Drill = {
  name: 'kill -9 under write load',
  failsOn:
    'an acknowledged write missing after a kill; a write answered other than 200 (a cap included); a kind with no acknowledged write in the second half of the cycles; SQLite integrity_check not ok',
  async run(ctx) {
    const sqlite = await killOn(ctx, 'sqlite', ctx.short ? 5 : 50);
    const postgres = await killOn(ctx, 'postgres', ctx.short ? 2 : 20);
    return {
      figures: `${sqlite.figures}; ${postgres.figures}`,
      failures: [...sqlite.failures, ...postgres.failures],
    };
  },
};
