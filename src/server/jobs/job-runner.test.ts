import { afterEach, expect, test } from 'vitest';
import { createTestApp, mutableClock, type TestApp } from '../testing/test-app.testkit.ts';
import type { JobRunner } from './job-runner.ts';
import { claimJob } from './job-lease.repo.ts';

// Runs on SQLite and, with PARITY_TEST_DB=postgres, on PostgreSQL (two pools on one schema: two
// instances of one deployment).
let apps: TestApp[] = [];
afterEach(async () => {
  // The app that made the database closes last: it drops it.
  for (const app of apps.reverse()) await app.close();
  apps = [];
});

async function twoInstances() {
  const clock = mutableClock();
  const first = await createTestApp({ clock });
  apps.push(first);
  const second = await createTestApp({ clock, shareDatabaseWith: first });
  apps.push(second);
  return { clock, first, second };
}

const jobsOf = (t: TestApp): JobRunner => {
  if (!t.deps.jobs) throw new Error('buildApp sets deps.jobs');
  return t.deps.jobs;
};

const lease = (t: TestApp, name: string) =>
  t.deps.database.db
    .selectFrom('job_leases')
    .selectAll()
    .where('name', '=', name)
    .executeTakeFirstOrThrow();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('two instances never run the same job at the same time, and both take turns', async () => {
  const { first, second } = await twoInstances();
  let running = 0;
  let mostAtOnce = 0;
  const runs = { first: 0, second: 0 };
  for (const [key, app] of [
    ['first', first],
    ['second', second],
  ] as const) {
    jobsOf(app).add({
      name: 'probe',
      // Always due (the clock stands still): every poll of either instance tries to claim it.
      intervalMs: 0,
      pollMs: 2,
      async run() {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await pause(10);
        running -= 1;
        runs[key] += 1;
      },
    });
  }
  // Hang guard only: the loop ends as soon as forty runs have happened.
  await expect.poll(() => runs.first + runs.second, { timeout: 30_000 }).toBeGreaterThanOrEqual(40);
  expect(mostAtOnce).toBe(1);
  expect(runs.first).toBeGreaterThan(0);
  expect(runs.second).toBeGreaterThan(0);
});

test('of two instances asked to run a job at the same moment, exactly one does', async () => {
  const { first, second } = await twoInstances();
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  for (const app of [first, second])
    jobsOf(app).add({ name: 'report', intervalMs: 3_600_000, run: () => gate });
  const results = Promise.all([jobsOf(first).runNow('report'), jobsOf(second).runNow('report')]);
  await expect.poll(async () => (await lease(first, 'report')).holder).not.toBeNull();
  release();
  expect((await results).sort()).toEqual(['busy', 'ok']);
  expect(await lease(first, 'report')).toMatchObject({ holder: null, last_outcome: 'ok' });
});

test('the schedule is shared: a job run by one instance is not due on the other until its interval', async () => {
  const { clock, first, second } = await twoInstances();
  const runs: string[] = [];
  for (const [key, app] of [
    ['first', first],
    ['second', second],
  ] as const)
    jobsOf(app).add({
      name: 'hourly',
      intervalMs: 3_600_000,
      pollMs: 5,
      async run() {
        runs.push(key);
      },
    });
  await expect.poll(() => runs.length).toBe(1);
  await pause(50);
  expect(runs).toHaveLength(1);
  clock.advance(3_600_000);
  await expect.poll(() => runs.length).toBe(2);
  expect((await lease(first, 'hourly')).next_run_at).toBe(
    new Date(clock.now().getTime() + 3_600_000).toISOString(),
  );
});

test('a failing job is retried with a growing back-off, one log line per run, and recovers', async () => {
  const t = await createTestApp();
  apps.push(t);
  let fail = true;
  jobsOf(t).add({
    name: 'flaky',
    intervalMs: 3_600_000,
    retry: { baseMs: 60_000, maxMs: 600_000 },
    async run() {
      if (fail) throw new Error('provider down');
      return 'fine';
    },
  });
  const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();

  expect(await jobsOf(t).runNow('flaky')).toBe('failed');
  expect(await lease(t, 'flaky')).toMatchObject({
    failures: 1,
    next_run_at: at(60_000),
    last_outcome: 'failed: provider down',
    holder: null,
  });
  expect(await jobsOf(t).runNow('flaky')).toBe('failed');
  expect(await lease(t, 'flaky')).toMatchObject({ failures: 2, next_run_at: at(120_000) });
  for (let i = 0; i < 4; i++) await jobsOf(t).runNow('flaky');
  expect(await lease(t, 'flaky')).toMatchObject({ failures: 6, next_run_at: at(600_000) });

  fail = false;
  expect(await jobsOf(t).runNow('flaky')).toBe('ok');
  expect(await lease(t, 'flaky')).toMatchObject({ failures: 0, next_run_at: at(3_600_000) });
  const lines = t.logs.filter((l) => l.includes('"job":"flaky"'));
  expect(lines).toHaveLength(7);
  expect(lines.at(-1)).toContain('"summary":"fine"');
});

test('a lease left by an instance that died is taken over once it runs out', async () => {
  const t = await createTestApp();
  apps.push(t);
  let runs = 0;
  jobsOf(t).add({
    name: 'orphan',
    intervalMs: 3_600_000,
    leaseMs: 60_000,
    async run() {
      runs += 1;
    },
  });
  await expect.poll(() => runs).toBe(1);
  // Another instance takes the lease and dies holding it.
  const now = t.clock.now().getTime();
  const dead = await claimJob(t.deps.database.db, {
    name: 'orphan',
    holder: 'dead-instance',
    now: new Date(now).toISOString(),
    until: new Date(now + 60_000).toISOString(),
    force: true,
  });
  expect(dead).not.toBeNull();
  expect(await jobsOf(t).runNow('orphan')).toBe('busy');
  t.clock.advance(60_000);
  expect(await jobsOf(t).runNow('orphan')).toBe('ok');
  expect(runs).toBe(2);
});

test('closing the app stops a run in progress and gives its lease back, due again at once', async () => {
  const t = await createTestApp();
  let started = false;
  jobsOf(t).add({
    name: 'long',
    intervalMs: 3_600_000,
    run: (signal) =>
      new Promise<void>((resolve) => {
        started = true;
        signal.addEventListener('abort', () => resolve(), { once: true });
      }),
  });
  await expect.poll(() => started).toBe(true);
  const db = t.deps.database;
  const row = () =>
    db.db.selectFrom('job_leases').selectAll().where('name', '=', 'long').executeTakeFirstOrThrow();
  expect((await row()).holder).toBe(jobsOf(t).instanceId);
  // Close everything but the database, to read what the stop left behind.
  await t.app.close();
  expect(await row()).toMatchObject({
    holder: null,
    last_outcome: 'stopped',
    failures: 0,
    next_run_at: t.clock.now().toISOString(),
  });
  await t.close();
});
