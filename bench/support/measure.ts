/**
 * Shared measuring tools for bench/*.bench.ts. A bench module exports one or more `bench…(log)`
 * functions resolving to BenchResult[]; bench/run.ts finds and runs them.
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePort, freshDataDir, repoRoot } from './built-server.ts';

/** One printed figure: the value, the baseline measured in the same run, and the budget. */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  /** The same quantity for the baseline, measured in the same run. */
  baseline?: number;
  /** value / baseline. */
  ratio?: number;
  /** The budget in words, e.g. 'ratio >= 0.8' or '<= 1000 ms'. */
  target: string;
  pass: boolean;
}

export type Log = (line: string) => void;

/** Nearest-rank percentile (p in 0..100); NaN for no values. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

/**
 * Fastify's own server time for each request, from arrival to the end of the response (its
 * "request completed" log line, `responseTime` in ms), read from the app's JSON log lines.
 * `urls` carries requests whose first line was read but not their last, between calls.
 */
export function readResponseTimes(
  lines: readonly string[],
  urls: Map<string, string>,
  onTime: (url: string, ms: number) => void,
): void {
  for (const line of lines) {
    const entry = JSON.parse(line) as {
      reqId?: string;
      req?: { url?: string };
      responseTime?: number;
    };
    if (entry.reqId === undefined) continue;
    if (entry.req?.url !== undefined) urls.set(entry.reqId, entry.req.url);
    if (entry.responseTime !== undefined) {
      onTime(urls.get(entry.reqId) ?? '', entry.responseTime);
      urls.delete(entry.reqId);
    }
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? 0)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

interface AutocannonResult {
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  pipelining: number;
  amount?: number;
}) => Promise<AutocannonResult>;
// autocannon ships no types; this is the part of its API we use.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface LoadOptions {
  connections: number;
  /** Seconds per round; rounds are bounded in time, never open-ended. */
  seconds: number;
}

/** Requests per second for one bounded round; throws when any response was not 2xx. */
export async function requestsPerSecond(url: string, options: LoadOptions): Promise<number> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    pipelining: 1,
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return result.requests.average;
}

export interface CapturedResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

// Framing headers the bare server's node:http sets itself (or that describe one connection).
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** One response as bytes to replay: status, headers (minus framing) and body. */
export async function captureResponse(url: string): Promise<CapturedResponse> {
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    if (!PER_CONNECTION.has(key)) headers[key] = value;
  });
  return { status: response.status, headers, body };
}

/**
 * A bare server in its own process that answers every request with the captured bytes: the same
 * status, headers and body, and no other work. It reads the request to its end first, as any server
 * answering a POST must (it used to answer on the request line, before the body had arrived, which no
 * real handler of a POST can do). The baseline for a route's throughput.
 *
 * `answers` (request body → captured response) makes it answer each request with the bytes Parity gave
 * to that same request body, so both sides send a client the same bytes request by request: the
 * market-data rotation's 2,000 cities each get their own answer, not city one's 2,000 times. How much a
 * load generator spends on a response depends on which bytes it gets (ADR 139: decoding 2,000 distinct
 * Brotli bodies costs autocannon about twice what one body replayed costs), and it shares the machine's
 * two cores. With `answers`, a body not in the map gets a 500 (the load generator then reports it);
 * without, every request gets `captured`.
 *
 * `kind: 'fastify'` is the same answer from a Fastify app with no plugin, hook or schema (the project's
 * own Fastify, one catch-all route): what the framework alone costs, between node:http and Parity.
 */
export async function spawnBareServer(
  captured: CapturedResponse,
  options: {
    kind?: 'node' | 'fastify';
    answers?: ReadonlyMap<string, CapturedResponse>;
  } = {},
): Promise<{ url: string; pid: number; stop: () => void }> {
  const port = await freePort();
  const dir = freshDataDir('parity-bench-bare-');
  const file = path.join(dir, 'response.json');
  const wire = (r: CapturedResponse) => ({
    status: r.status,
    headers: r.headers,
    body: r.body.toString('base64'),
  });
  writeFileSync(
    file,
    JSON.stringify({
      ...wire(captured),
      answers: [...(options.answers ?? [])].map(([request, response]) => [request, wire(response)]),
    }),
  );
  // Every answer's bytes and headers are made before the server listens: a request costs a map look-up.
  const load = `
    const r = JSON.parse(require('node:fs').readFileSync(${JSON.stringify(file)}, 'utf8'));
    const ready = () => process.stdout.write('ready\\n');
    const prepare = (a) => {
      const body = Buffer.from(a.body, 'base64');
      return { status: a.status, body, headers: { ...a.headers, 'content-length': String(body.length) } };
    };
    const fallback = prepare(r);
    const answers = new Map(r.answers.map(([request, a]) => [request, prepare(a)]));
    // A body without its answer is the bench's bug: a 500, which the load generator reports.
    const missing = { status: 500, body: Buffer.alloc(0), headers: { 'content-length': '0' } };
    const answerTo = (request) => (answers.size === 0 ? fallback : (answers.get(request) ?? missing));`;
  const script =
    options.kind === 'fastify'
      ? `${load}
    const app = require('fastify')({ logger: false });
    // Any body type, JSON included, is read to its end as text (the key of its answer), not parsed.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    app.all('/*', (request, reply) => {
      const a = answerTo(request.body);
      reply.code(a.status).headers(a.headers).send(a.body);
    });
    app.listen({ port: ${port}, host: '127.0.0.1' }).then(ready);`
      : `${load}
    require('node:http').createServer((req, res) => {
      // Chunks as bytes, one decode at the end (a string decoder per request measured ~10% slower).
      const chunks = [];
      req.on('data', (chunk) => { chunks.push(chunk); });
      req.on('end', () => {
        const a = answerTo(Buffer.concat(chunks).toString());
        res.writeHead(a.status, a.headers);
        res.end(a.body);
      });
    }).listen(${port}, '127.0.0.1', ready);`;
  const child = spawn(process.execPath, ['-e', script], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.once('data', () => resolve());
      child.once('exit', (code) => reject(new Error(`bare server exited (${String(code)})`)));
    });
  } finally {
    // The child read the bytes before it listened: the folder is not needed any more (issue 17 §4).
    rmSync(dir, { recursive: true, force: true });
  }
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill('SIGTERM') };
}

/**
 * CPU time (user + system) a process has used so far, in microseconds, from /proc/<pid>/stat (Linux;
 * clock ticks of 10 ms). Over a round of thousands of requests, CPU per request moves much less with
 * the machine's other work than requests per second do (bench/ab-builds.mjs reads it the same way).
 */
export function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}
