// `npm test`: every check, in order, stopping at the first failure (docs/design.md §7).
//   1 prettier --check   2 eslint and the import graph   3 tsc
//   4 no production dependency with a known critical advisory (offline: package-lock.json against
//     security/advisories.json, scripts/advisories.mjs; ADR 192)
//   5 vitest (domain, server, web on SQLite)
//   6 server tests again on PostgreSQL + Redis (when TEST_DATABASE_URL and TEST_REDIS_URL are set)
//   7 browser journeys and process-level tests (tests/e2e, against the built server)
// The last line is always `N passed, N failed` (tests across the vitest runs) for CI to read.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
const reports = mkdtempSync(path.join(tmpdir(), 'parity-test-'));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];

function banner(text) {
  const line = '='.repeat(78);
  console.log(`\n${line}\n${text}\n${line}`);
}

function loud(text) {
  const bar = '!'.repeat(78);
  console.log(
    `\n${bar}\n${text
      .split('\n')
      .map((l) => `!! ${l}`)
      .join('\n')}\n${bar}\n`,
  );
}

/** Add a vitest JSON report's counts to the totals; returns them. */
function countReport(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const counts = {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  return counts;
}

function finish(code) {
  banner('Summary');
  for (const line of summary) console.log(line);
  rmSync(reports, { recursive: true, force: true });
  console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
  process.exit(code);
}

/** Run one step; on failure print the summary and stop. `report` is a vitest JSON output file. */
function step(name, command, args, { env = {}, report } = {}) {
  banner(`▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = report ? countReport(report) : null;
  const detail = counts
    ? ` (${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped)`
    : '';
  const ok = result.status === 0;
  summary.push(`${ok ? 'PASS' : 'FAIL'}  ${name}  ${seconds} s${detail}`);
  if (!ok) {
    const why = result.error ? result.error.message : `exit ${result.status ?? result.signal}`;
    summary.push(`      stopped here (${why}); later steps did not run`);
    finish(1);
  }
}

const vitestArgs = (report, ...rest) => [
  'run',
  ...rest,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
];

step('Formatting (prettier --check)', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
step('Lint (eslint)', bin('eslint'), ['.']);
step('Import graph (dependency-cruiser)', bin('depcruise'), [
  'src',
  '--config',
  '.dependency-cruiser.cjs',
  '--output-type',
  'err',
]);
step('Types (tsc)', bin('tsc'), ['-p', 'tsconfig.json']);
step('Dependency advisories (offline, security/advisories.json)', process.execPath, [
  path.join(root, 'scripts/advisories.mjs'),
]);

const unitReport = path.join(reports, 'unit.json');
step('Unit, server and web tests on SQLite (vitest)', bin('vitest'), vitestArgs(unitReport), {
  report: unitReport,
  env: { PARITY_TEST_DB: 'sqlite', TZ: 'UTC' },
});

if (process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL) {
  const pgReport = path.join(reports, 'postgres.json');
  step(
    'Server tests on PostgreSQL + Redis (vitest --project server)',
    bin('vitest'),
    vitestArgs(pgReport, '--project', 'server'),
    { report: pgReport, env: { PARITY_TEST_DB: 'postgres', TZ: 'UTC' } },
  );
} else {
  loud(
    'SKIPPED: server tests on PostgreSQL + Redis.\n' +
      'Set TEST_DATABASE_URL (postgres://…) and TEST_REDIS_URL (redis://…) to run them;\n' +
      '.ci/run does this with the machine’s PostgreSQL and Redis.',
  );
  summary.push(
    'SKIP  Server tests on PostgreSQL + Redis (TEST_DATABASE_URL / TEST_REDIS_URL unset)',
  );
}

const e2eReport = path.join(reports, 'e2e.json');
step(
  'Browser journeys and built-server tests (tests/e2e)',
  bin('vitest'),
  vitestArgs(e2eReport, '--config', 'tests/e2e/vitest.config.ts'),
  { report: e2eReport, env: { TZ: 'UTC' } },
);

finish(0);
