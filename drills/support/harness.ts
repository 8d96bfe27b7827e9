/**
 * What every drill is built from: a context that records cleanups (run even when the drill throws),
 * an HTTP caller that classifies every answer, and a tally of answers per phase and route. A drill
 * fails when any answer is a 500 (or another 5xx than a clean 503), when an acknowledged write is
 * missing, or when its own checks say so (docs/reliability.md).
 */
import { randomBytes } from 'node:crypto';
import {
  type BuiltServer,
  type SpawnOptions,
  freshDataDir,
  spawnBuiltServer,
  stopServer,
  waitForReady,
} from '../../bench/support/built-server.ts';

export interface DrillContext {
  /** The CI form: a few cycles, seconds per phase. */
  short: boolean;
  /** Progress for the human running it (indented, not the drill's result line). */
  log(line: string): void;
  /** Register a cleanup; cleanups run last-in first-out after the drill, whatever happened. */
  defer(cleanup: () => unknown): void;
}

export interface DrillOutcome {
  /** The figures, printed on the drill's one result line. */
  figures: string;
  /** Every reason the drill failed; empty means it passed. */
  failures: string[];
}

export interface Drill {
  name: string;
  /** What makes the drill fail, in a sentence: printed before it runs (docs/reliability.md). */
  failsOn: string;
  run(ctx: DrillContext): Promise<DrillOutcome>;
}

export interface Answer {
  /** HTTP status, or 0 when no answer arrived (connection refused or reset: never acknowledged). */
  status: number;
  body: unknown;
  headers: Headers | undefined;
  error?: string;
}

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Client address, sent as X-Forwarded-For (instances trust the loopback proxy hop). */
  ip?: string;
  timeoutMs?: number;
}

/** One request; never throws. The timeout is a hang guard, not an assertion. */
export async function call(
  base: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      ...(options.body !== undefined
        ? {
            body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
          }
        : {}),
      signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text, and a 5xx with a non-envelope body is reported
    }
    return { status: response.status, body, headers: response.headers };
  } catch (error) {
    const cause = error instanceof Error ? ((error.cause as Error | undefined) ?? error) : error;
    const message = cause instanceof Error ? cause.message : String(cause);
    return { status: 0, body: null, headers: undefined, error: message };
  }
}

/** Why an answer breaks the drill rules, or null: 500s, other 5xx, and 503s without their parts. */
export function badAnswer(answer: Answer): string | null {
  if (answer.status < 500) return null;
  if (answer.status === 503) {
    const body = answer.body as { status?: unknown; code?: unknown } | null;
    if (body?.status !== 'error' || typeof body.code !== 'string')
      return '503 without the error envelope';
    if (!answer.headers?.get('retry-after')) return '503 without Retry-After';
    return null;
  }
  return `status ${answer.status}: ${JSON.stringify(answer.body).slice(0, 200)}`;
}

/** Answers counted by phase and route: "during login 200×40 429×3". */
export class Tally {
  readonly counts = new Map<string, Map<string, number>>();
  /** The first 20 answers that broke the rules, and how many there were in all. */
  readonly bad: string[] = [];
  badCount = 0;
  total = 0;

  record(phase: string, route: string, answer: Answer): Answer {
    this.total += 1;
    const key = `${phase} ${route}`;
    const byStatus = this.counts.get(key) ?? new Map<string, number>();
    const label = answer.status === 0 ? 'ERR' : String(answer.status);
    byStatus.set(label, (byStatus.get(label) ?? 0) + 1);
    this.counts.set(key, byStatus);
    const why = badAnswer(answer);
    if (why) {
      this.badCount += 1;
      if (this.bad.length < 20) this.bad.push(`${key}: ${why}`);
    }
    return answer;
  }

  count(phase: string, route: string, status: number | 'ERR'): number {
    return this.counts.get(`${phase} ${route}`)?.get(String(status)) ?? 0;
  }

  fiveHundreds(): number {
    let n = 0;
    for (const byStatus of this.counts.values()) n += byStatus.get('500') ?? 0;
    return n;
  }

  /** "login 200×40 429×3; rates 200×120" for one phase. */
  describe(phase: string): string {
    const parts: string[] = [];
    for (const [key, byStatus] of this.counts) {
      if (!key.startsWith(`${phase} `)) continue;
      const statuses = [...byStatus]
        .sort()
        .map(([s, n]) => `${s}×${n}`)
        .join(' ');
      parts.push(`${key.slice(phase.length + 1)} ${statuses}`);
    }
    return parts.join(', ');
  }
}

/** Run `worker` on `concurrency` loops until `stop()` says so; returns when all loops ended. */
export async function load(
  concurrency: number,
  stop: () => boolean,
  worker: (loop: number) => Promise<unknown>,
): Promise<void> {
  await Promise.all(
    Array.from({ length: concurrency }, async (_, loop) => {
      while (!stop()) await worker(loop);
    }),
  );
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Poll `check` until it returns true; false when `timeoutMs` passed first (a hang guard). */
export async function until(
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
  intervalMs = 100,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(intervalMs);
  }
  return false;
}

export const uniqueTag = () => `${process.pid.toString(36)}${randomBytes(4).toString('hex')}`;

/** A fixed secret for every instance of one drill (codes made by one verify on another). */
export const drillSecret = () => `drill-secret-${randomBytes(24).toString('hex')}`;

/**
 * A built server the drill can kill and start again on the same data: `start()` spawns it (a new
 * port each time), `kill()` is kill -9, `stop()` is SIGTERM. The data folder goes at cleanup.
 */
export class Instance {
  server: BuiltServer | undefined;
  readonly dataDir: string;
  /** Output of every process this instance ran, for log checks. */
  private pastOutput = '';

  constructor(
    ctx: DrillContext,
    private readonly env: Record<string, string>,
  ) {
    this.dataDir = freshDataDir('parity-drill-');
    ctx.defer(async () => {
      await this.stop();
      const { rmSync } = await import('node:fs');
      rmSync(this.dataDir, { recursive: true, force: true });
    });
  }

  get url(): string {
    if (!this.server) throw new Error('instance not running');
    return this.server.url;
  }

  async start(): Promise<void> {
    const options: SpawnOptions = {
      dataDir: this.dataDir,
      env: { TRUST_PROXY: '127.0.0.1', RATE_REFRESH: 'off', ...this.env },
    };
    this.server = await spawnBuiltServer(options);
    await waitForReady(this.server, performance.now(), 60_000, 50);
  }

  /** kill -9: no drain, no shutdown hooks. */
  async kill(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.child.kill('SIGKILL');
    await server.exited;
    this.pastOutput += server.output();
    this.server = undefined;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    await stopServer(server);
    this.pastOutput += server.output();
    this.server = undefined;
  }

  output(): string {
    return this.pastOutput + (this.server?.output() ?? '');
  }
}

/** Count log lines (JSON lines from pino) containing `text`. */
export function countLines(output: string, text: string): number {
  return output.split('\n').filter((line) => line.includes(text)).length;
}

export const fmt = (n: number) => n.toLocaleString('en-US');

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
