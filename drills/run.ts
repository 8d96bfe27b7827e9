/**
 * `npm run drills`: reliability drills against real instances of the built server on loopback, with
 * real dependencies (a redis-server of its own, a throwaway PostgreSQL database behind a loopback
 * proxy, an SMTP sink, loopback HTTP servers standing in for the rate providers). One line per drill
 * with its figures (docs/reliability.md). Exit code 1 when any drill failed: a 500, a lost
 * acknowledged write, an authorization leak, or a drill's own check.
 *
 *   npm run drills                  the long form (minutes)
 *   npm run drills -- --short       the CI form (a few cycles each; .ci/run)
 *   npm run drills -- redis rates   only the drills whose name contains one of the words
 */
import { ensureBuilt } from '../bench/support/built-server.ts';
import type { Drill, DrillContext } from './support/harness.ts';
import { authzDrill } from './authz.drill.ts';
import { killDrill } from './kill.drill.ts';
import { mixedLoadDrill } from './mixed-load.drill.ts';
import { postgresDrill } from './postgres.drill.ts';
import { ratesDrill } from './rates.drill.ts';
import { scaleOutDrill } from './scale-out.drill.ts';
import { redisDrill } from './redis.drill.ts';
import { redisFreezeDrill } from './redis-freeze.drill.ts';
import { smtpDrill } from './smtp.drill.ts';
import { webhookDrill } from './webhook.drill.ts';

const DRILLS: Drill[] = [
  redisDrill,
  redisFreezeDrill,
  ratesDrill,
  killDrill,
  postgresDrill,
  webhookDrill,
  authzDrill,
  smtpDrill,
  mixedLoadDrill,
  scaleOutDrill,
];

const args = process.argv.slice(2);
const short = args.includes('--short');
const filters = args.filter((a) => !a.startsWith('--'));
const chosen = DRILLS.filter(
  (d) => filters.length === 0 || filters.some((f) => d.name.includes(f)),
);

ensureBuilt((line) => console.log(line));
console.log(
  `Parity reliability drills (${short ? 'short' : 'long'} form): ${chosen.length} drills`,
);

const results: { name: string; ok: boolean; line: string }[] = [];
let interrupted = false;
let cleanups: (() => unknown)[] = [];

async function runCleanups(): Promise<void> {
  const pending = cleanups.reverse();
  cleanups = [];
  for (const cleanup of pending) {
    try {
      await cleanup();
    } catch (error) {
      console.log(`   cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

// Ctrl-C, or a stand-in service failing in a way nobody listened for: clean up what the running
// drill made (processes, databases, folders), then leave with a failure.
process.once('SIGINT', () => {
  interrupted = true;
  console.log('\ninterrupted: cleaning up');
  void runCleanups().then(() => process.exit(130));
});
process.once('uncaughtException', (error) => {
  interrupted = true;
  console.log(`\nthe drill runner itself failed: ${error.stack ?? error.message}\ncleaning up`);
  void runCleanups().then(() => process.exit(1));
});

for (const drill of chosen) {
  if (interrupted) break;
  const started = Date.now();
  console.log(`\n── ${drill.name} ──\n   fails on: ${drill.failsOn}`);
  const ctx: DrillContext = {
    short,
    log: (line) => console.log(`   ${line}`),
    defer: (cleanup) => void cleanups.push(cleanup),
  };
  let ok = false;
  let line: string;
  try {
    // The drill's own bound: nothing may hang the run.
    const limitMs = short ? 180_000 : 600_000;
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      drill.run(ctx),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`did not finish within ${limitMs / 1000} s`)),
          limitMs,
        );
      }),
    ]).finally(() => clearTimeout(timer));
    ok = outcome.failures.length === 0;
    line = outcome.figures;
    for (const failure of outcome.failures) console.log(`   FAIL: ${failure}`);
  } catch (error) {
    line = `error: ${error instanceof Error ? error.message : String(error)}`;
  }
  await runCleanups();
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  results.push({ name: drill.name, ok, line: `${line} (${seconds} s)` });
}

console.log('\n=== Drills ===');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}: ${r.line}`);
const failed = results.filter((r) => !r.ok).length;
console.log(`\n${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 || interrupted ? 1 : 0);
