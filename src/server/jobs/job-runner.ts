/**
 * The job runner (issue 16 item 5, ADR 099): named background jobs with an interval, run by one
 * instance at a time under a lease in the database, retried with back-off after a failure, and
 * reported in one log line per run. buildApp makes one per app; it starts when the app is ready
 * and stops, waiting for runs in progress, when the app closes.
 *
 *   jobs.add({ name: 'mail-outbox', intervalMs: 60_000, runAtStart: true, run: () => drain() });
 *
 * The schedule is shared: a job's row in job_leases says when it is next due anywhere, so N
 * instances run a daily job once a day, not N times. `shared: false` jobs (refreshing an
 * instance's own memory) run on every instance on their own schedule, without a lease.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import { claimJob, ensureJobRow, findNextRunAt, releaseJob, renewJob } from './job-lease.repo.ts';

export interface JobDefinition {
  name: string;
  /** Time from one successful run to the next. */
  intervalMs: number;
  /** The work; may return a short summary for the log line. Should stop soon after `signal` aborts. */
  run(signal: AbortSignal): Promise<string | void>;
  /** false: every instance runs it for itself, without a lease (default true: one at a time). */
  shared?: boolean;
  /** Also run when this instance starts, if nobody holds the lease (whatever the schedule says). */
  runAtStart?: boolean;
  /** Delay before the first run when the job has never run anywhere (default 0). */
  firstRunDelayMs?: () => number;
  /** After n failures in a row the next try waits min(baseMs * 2^(n-1), maxMs). */
  retry?: { baseMs: number; maxMs: number };
  /** How long a lease lasts unless renewed; renewed every third of it while the job runs. */
  leaseMs?: number;
  /** How often an idle instance looks whether the job is due (default min(interval, 1 minute)). */
  pollMs?: number;
}

export type JobRunResult = 'ok' | 'failed' | 'busy';

export interface JobRunner {
  readonly instanceId: string;
  add(job: JobDefinition): void;
  start(): void;
  /** Stop scheduling, abort runs in progress and wait for them to give their leases back. */
  stop(): Promise<void>;
  /** Run a job now on this instance unless another run holds it ('busy'); the schedule is ignored. */
  runNow(name: string): Promise<JobRunResult>;
}

export interface JobRunnerOptions {
  db: Kysely<Database>;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  instanceId?: string;
}

interface JobState {
  job: Required<Omit<JobDefinition, 'firstRunDelayMs'>> & Pick<JobDefinition, 'firstRunDelayMs'>;
  timer: NodeJS.Timeout | null;
  running: Promise<JobRunResult> | null;
  controller: AbortController | null;
  rowReady: boolean;
  /** Local jobs only: their schedule lives in memory. */
  localNextRunAt: number;
  localFailures: number;
}

const MINUTE = 60_000;

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, clock, log } = options;
  const instanceId = options.instanceId ?? randomUUID();
  const jobs = new Map<string, JobState>();
  let started = false;
  let stopped = false;

  const iso = (ms: number) => new Date(ms).toISOString();

  function backoff(state: JobState, failures: number): number {
    const { baseMs, maxMs } = state.job.retry;
    return Math.min(baseMs * 2 ** Math.max(0, failures - 1), maxMs);
  }

  async function claim(state: JobState, force: boolean): Promise<number | null> {
    const { job } = state;
    const now = clock.now().getTime();
    if (!job.shared) return !force && now < state.localNextRunAt ? null : state.localFailures;
    if (!state.rowReady) {
      await ensureJobRow(db, job.name, iso(now + (job.firstRunDelayMs?.() ?? 0)));
      state.rowReady = true;
    }
    const claimed = await claimJob(db, {
      name: job.name,
      holder: instanceId,
      now: iso(now),
      until: iso(now + job.leaseMs),
      force,
    });
    return claimed ? claimed.failures : null;
  }

  /** Renew the lease while the run lasts; a lost lease aborts the run. */
  function keepLease(state: JobState, controller: AbortController): NodeJS.Timeout | null {
    if (!state.job.shared) return null;
    const { name, leaseMs } = state.job;
    const timer = setInterval(() => {
      renewJob(db, { name, holder: instanceId, until: iso(clock.now().getTime() + leaseMs) })
        .then((held) => {
          if (held) return;
          log.warn({ job: name, instance: instanceId }, 'job lease lost; stopping this run');
          controller.abort();
        })
        .catch((error: unknown) => log.warn({ job: name, err: error }, 'job lease renewal failed'));
    }, leaseMs / 3);
    timer.unref();
    return timer;
  }

  async function attempt(state: JobState, force: boolean): Promise<JobRunResult> {
    const { job } = state;
    const previousFailures = await claim(state, force);
    if (previousFailures === null) return 'busy';
    const controller = new AbortController();
    state.controller = controller;
    const renewal = keepLease(state, controller);
    const startedAt = performance.now();
    let failures = 0;
    let outcome = 'ok';
    let summary: string | undefined;
    try {
      summary = (await job.run(controller.signal)) ?? undefined;
    } catch (error) {
      failures = previousFailures + 1;
      outcome = `failed: ${error instanceof Error ? error.message : String(error)}`;
    } finally {
      if (renewal) clearInterval(renewal);
      state.controller = null;
    }
    const now = clock.now().getTime();
    let nextRunAt = now + (failures === 0 ? job.intervalMs : backoff(state, failures));
    if (controller.signal.aborted) {
      // Stopped (shutdown or a lost lease), not failed: due again at once, for whoever is running.
      failures = previousFailures;
      outcome = 'stopped';
      nextRunAt = now;
    }
    if (job.shared) {
      await releaseJob(db, {
        name: job.name,
        holder: instanceId,
        now: iso(now),
        nextRunAt: iso(nextRunAt),
        failures,
        outcome,
      });
    } else {
      state.localNextRunAt = nextRunAt;
      state.localFailures = failures;
    }
    // The one line per run (issue 16 item 5).
    const ok = !outcome.startsWith('failed');
    log[ok ? 'info' : 'warn'](
      {
        job: job.name,
        instance: instanceId,
        outcome,
        durationMs: Math.round(performance.now() - startedAt),
        failures,
        nextRunAt: iso(nextRunAt),
        ...(summary ? { summary } : {}),
      },
      'job %s %s',
      job.name,
      ok ? (outcome === 'ok' ? 'ran' : 'stopped') : 'failed',
    );
    return ok ? 'ok' : 'failed';
  }

  async function nextDelay(state: JobState): Promise<number> {
    const { pollMs } = state.job;
    const floor = Math.min(pollMs, 1_000);
    const next = state.job.shared
      ? Date.parse((await findNextRunAt(db, state.job.name)) ?? '')
      : state.localNextRunAt;
    const untilDue = Number.isNaN(next) ? pollMs : next - clock.now().getTime();
    return Math.min(pollMs, Math.max(floor, untilDue));
  }

  function run(state: JobState, force: boolean): Promise<JobRunResult> {
    if (state.running) return Promise.resolve('busy');
    const running = attempt(state, force)
      .catch((error: unknown) => {
        log.warn({ job: state.job.name, err: error }, 'job could not be run; will look again');
        return 'busy' as const;
      })
      .finally(() => {
        state.running = null;
      });
    state.running = running;
    return running;
  }

  function schedule(state: JobState, delayMs: number) {
    if (stopped) return;
    state.timer = setTimeout(() => {
      state.timer = null;
      void run(state, false)
        .then(() => (stopped ? 0 : nextDelay(state)))
        .catch(() => state.job.pollMs)
        .then((delay) => schedule(state, delay));
    }, delayMs);
    // Background work never keeps the process alive on its own.
    state.timer.unref();
  }

  function begin(state: JobState) {
    if (!state.job.runAtStart) return schedule(state, 0);
    void run(state, true).finally(() => schedule(state, state.job.pollMs));
  }

  return {
    instanceId,
    add(definition) {
      if (jobs.has(definition.name)) throw new Error(`Job ${definition.name} is already added`);
      const state: JobState = {
        job: {
          shared: true,
          runAtStart: false,
          retry: { baseMs: Math.min(definition.intervalMs, MINUTE), maxMs: definition.intervalMs },
          leaseMs: 5 * MINUTE,
          pollMs: Math.max(1, Math.min(definition.intervalMs, MINUTE)),
          ...definition,
        },
        timer: null,
        running: null,
        controller: null,
        rowReady: false,
        localNextRunAt: clock.now().getTime() + (definition.firstRunDelayMs?.() ?? 0),
        localFailures: 0,
      };
      jobs.set(definition.name, state);
      if (started && !stopped) begin(state);
    },
    start() {
      if (started) return;
      started = true;
      for (const state of jobs.values()) begin(state);
    },
    async stop() {
      stopped = true;
      for (const state of jobs.values()) {
        if (state.timer) clearTimeout(state.timer);
        state.controller?.abort();
      }
      await Promise.all([...jobs.values()].map((state) => state.running));
    },
    runNow(name) {
      const state = jobs.get(name);
      if (!state) throw new Error(`No job named ${name}`);
      return run(state, true);
    },
  };
}
