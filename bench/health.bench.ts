/**
 * Foundation benchmarks (issue 2 acceptance):
 *  (a) requests/s of GET /api/health on the BUILT server (its own process, as `npm start` runs it)
 *      beside Fastify alone answering the same bytes (status, headers, body), in alternating rounds
 *      so both see the same machine; medians and their ratio, for information (no budget, ADR 182);
 *  (b) time from process start to the first 200 of GET /api/ready on a fresh SQLite DATA_DIR,
 *      median of several cold starts (budget: within 1 s), beside a bare node:http process's time
 *      from start to its first 200.
 *
 * Run alone: `npx tsx bench/health.bench.ts`; `npm run bench` runs it with the others.
 * Knobs: BENCH_ROUNDS (default 5 per side), BENCH_SECONDS per round (default 4),
 * BENCH_CONNECTIONS (default 10), BENCH_STARTS (default 7). Loopback only; every loop is bounded.
 */
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import {
  ensureBuilt,
  freePort,
  spawnBuiltServer,
  stopServer,
  waitForReady,
} from './support/built-server.ts';
import {
  type BenchResult,
  captureResponse,
  type Log,
  median,
  requestsPerSecond,
  spawnBareServer,
} from './support/measure.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const STARTS = Number(process.env.BENCH_STARTS ?? 7);
// Ready within 1 s of starting on SQLite (issue 2).
const READY_BUDGET_MS = 1_000;
// No outside traffic during a benchmark: the rate refresher stays off.
const QUIET_ENV = { RATE_REFRESH: 'off' };

async function benchHealthThroughput(log: Log): Promise<BenchResult> {
  const server = await spawnBuiltServer({ env: QUIET_ENV });
  let bare: { url: string; stop: () => void } | undefined;
  try {
    await waitForReady(server, performance.now());
    const healthUrl = `${server.url}/api/health`;
    const captured = await captureResponse(healthUrl);
    if (captured.status !== 200) throw new Error(`/api/health answered ${captured.status}`);
    bare = await spawnBareServer(captured, { kind: 'fastify' });
    log(
      `  replaying ${captured.body.length} body bytes and ${Object.keys(captured.headers).length} headers; ` +
        `${ROUNDS} alternating rounds of ${SECONDS} s, ${CONNECTIONS} connections`,
    );
    // Warm both (JIT, connection setup) before anything counts.
    await requestsPerSecond(healthUrl, { connections: CONNECTIONS, seconds: 1 });
    await requestsPerSecond(bare.url, { connections: CONNECTIONS, seconds: 1 });
    const parity: number[] = [];
    const baseline: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      // Alternate which goes first so drift in machine load does not favour one side.
      const order = round % 2 === 1 ? ['bare', 'parity'] : ['parity', 'bare'];
      for (const side of order) {
        const url = side === 'bare' ? bare.url : healthUrl;
        const rps = await requestsPerSecond(url, { connections: CONNECTIONS, seconds: SECONDS });
        (side === 'bare' ? baseline : parity).push(rps);
      }
      log(
        `  round ${round}: parity ${Math.round(parity.at(-1) ?? 0)} req/s, fastify alone ${Math.round(baseline.at(-1) ?? 0)} req/s`,
      );
    }
    const value = median(parity);
    const base = median(baseline);
    const ratio = value / base;
    return {
      name: 'GET /api/health throughput vs Fastify alone serving the same bytes',
      value: Math.round(value),
      unit: 'req/s',
      baseline: Math.round(base),
      ratio,
      target: 'for information (no budget, ADR 182)',
      pass: true,
    };
  } finally {
    bare?.stop();
    await stopServer(server);
  }
}

/** A bare node:http process's time from spawn to its first 200: what Node itself costs. */
async function bareStartMs(): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['-e', `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`],
    { stdio: 'ignore' },
  );
  try {
    for (let attempt = 0; attempt < 2_000; attempt++) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/`);
        await response.arrayBuffer();
        if (response.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error('bare server never answered');
  } finally {
    child.kill('SIGTERM');
  }
}

async function benchReadyTime(log: Log): Promise<BenchResult> {
  const parity: number[] = [];
  const baseline: number[] = [];
  for (let i = 0; i < STARTS; i++) {
    // Fresh DATA_DIR every time: the SQLite file is created and every migration runs (cold start).
    const started = performance.now();
    const server = await spawnBuiltServer({ env: QUIET_ENV });
    try {
      parity.push(await waitForReady(server, started, 15_000, 2));
    } finally {
      await stopServer(server);
    }
    baseline.push(await bareStartMs());
  }
  log(`  parity starts (ms): ${parity.map((v) => v.toFixed(0)).join(', ')}`);
  log(`  bare node starts (ms): ${baseline.map((v) => v.toFixed(0)).join(', ')}`);
  const value = median(parity);
  const base = median(baseline);
  return {
    name: 'process start -> first 200 of /api/ready (fresh SQLite) vs bare node:http start',
    value: Math.round(value),
    unit: 'ms',
    baseline: Math.round(base),
    ratio: value / base,
    target: `<= ${READY_BUDGET_MS} ms`,
    pass: value <= READY_BUDGET_MS,
  };
}

export async function benchHealth(log: Log = console.log): Promise<BenchResult[]> {
  ensureBuilt(log);
  log('health: throughput of GET /api/health');
  const throughput = await benchHealthThroughput(log);
  log('health: time to ready');
  const ready = await benchReadyTime(log);
  return [throughput, ready];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const result of await benchHealth()) console.log(result);
}
