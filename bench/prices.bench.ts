/**
 * Cost-of-living benchmarks (issue 4 acceptance):
 *  (a) p99 server time of POST /api/exchange/market-data for random cities over the full list
 *      (Fastify's responseTime of the in-process app, called over a loopback socket: routing, zod,
 *      rate limit, evidence lookup in SQLite, model + city factor, serialisation), budget < 2 ms;
 *      baseline GET /api/health interleaved;
 *  (b) for information, no budget (ADR 182): throughput and CPU per request of the BUILT server for
 *      random cities beside Fastify alone (no plugin) answering each request with the bytes the built
 *      server answered to that same request (captured in the warm-up), alternating rounds; plain and
 *      with Accept-Encoding: br;
 *  (c) resident memory (VmRSS) of the built server with all data loaded, after (b), aim < 300 MB.
 *
 * Run alone: `npx tsx bench/prices.bench.ts`; `npm run bench -- prices` runs it through run.ts.
 * Knobs: BENCH_ROUNDS (default 3 per side), BENCH_SECONDS (default 4), BENCH_CONNECTIONS (default 10),
 * BENCH_QUERIES (default 5000), BENCH_NODE_FLAGS (Node flags for the built server, space-separated, instead
 * of those of `npm start`; '' for none). Loopback only; every loop is bounded.
 */
import { readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { loadReferenceData } from '#server/reference/reference-data.ts';
import { createTestApp } from '#server/testing/test-app.testkit.ts';
import {
  ensureBuilt,
  SERVER_NODE_FLAGS,
  spawnBuiltServer,
  stopServer,
  waitForReady,
} from './support/built-server.ts';
import { loopbackClient } from './support/loopback-client.ts';
import {
  type BenchResult,
  type CapturedResponse,
  type Log,
  median,
  percentile,
  readResponseTimes,
  cpuMicros,
  spawnBareServer,
} from './support/measure.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 5000);
const P99_BUDGET_MS = 2;
const RSS_BUDGET_MB = 300; // issues 12 and 13: resident memory < 300 MB with all places loaded
const BENCH_ENV = { RATE_REFRESH: 'off', RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000000' };
const URL_PATH = '/api/exchange/market-data';

interface AutocannonResult {
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** Deterministic random cities (and country averages) as docs/product.md's call sends them. */
function randomBodies(count: number): string[] {
  let seed = 0x5eed1234;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) >>> 0) / 2 ** 32;
  const reference = loadReferenceData();
  return Array.from({ length: count }, () => {
    const city = reference.cities[Math.floor(random() * reference.cities.length)]!;
    return JSON.stringify({ country: city.countryName, city: city.name });
  });
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** One keep-alive loopback connection to the in-process app, as a client would call it. */
export async function benchMarketDataServerTime(log: Log): Promise<BenchResult[]> {
  const bodies = randomBodies(QUERIES);
  const t = await createTestApp({ env: BENCH_ENV });
  // Over a loopback socket, not app.inject: light-my-request's fake sockets keep each request's
  // objects alive long enough to be promoted (~2 MB per young-generation GC, scavenges of ~6 ms),
  // which no real client causes and which dominated the p99 this bench reports.
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  const client = loopbackClient(typeof address === 'object' && address !== null ? address.port : 0);
  try {
    const post = (payload: string) => client.send('POST', URL_PATH, payload);
    for (const b of bodies.slice(0, 300)) await post(b); // warm-up: JIT
    t.logs.length = 0;
    const urls = new Map<string, string>();
    const times = { market: [] as number[], health: [] as number[] };
    // Fastify's own responseTime for each request, read from its log lines as they come.
    const collect = () => {
      readResponseTimes(t.logs, urls, (url, ms) =>
        (url === URL_PATH ? times.market : times.health).push(ms),
      );
      t.logs.length = 0;
    };
    for (const [i, b] of bodies.entries()) {
      const status = await post(b);
      if (status !== 200) throw new Error(`market-data answered ${status} for ${b}`);
      await client.send('GET', '/api/health');
      if (i % 256 === 255) collect();
    }
    collect();
    const p99 = percentile(times.market, 99);
    const p99Health = percentile(times.health, 99);
    log(
      `  ${bodies.length} random cities of ${loadReferenceData().cities.length} over loopback HTTP: p50 ${percentile(times.market, 50).toFixed(3)} ms, p99 ${p99.toFixed(3)} ms (health p99 ${p99Health.toFixed(3)} ms)`,
    );
    return [
      {
        name: 'POST /api/exchange/market-data p99 server time, random cities (Fastify responseTime, in-process app over loopback HTTP; baseline GET /api/health)',
        value: round3(p99),
        unit: 'ms',
        baseline: round3(p99Health),
        ratio: p99 / p99Health,
        target: `< ${P99_BUDGET_MS} ms`,
        pass: p99 < P99_BUDGET_MS,
      },
    ];
  } finally {
    client.close();
    await t.close();
  }
}

async function postRate(
  url: string,
  bodies: string[],
  extraHeaders: Record<string, string> = {},
): Promise<{ rps: number; total: number }> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    pipelining: 1,
    requests: bodies.map((body) => ({
      method: 'POST',
      path: URL_PATH,
      body,
      headers: { 'content-type': 'application/json', ...extraHeaders },
    })),
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
    throw new Error(
      `${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  return { rps: result.requests.average, total: result.requests.total };
}

/** A POST whose answer's bytes are kept as sent (fetch would decode a compressed body). */
function rawPost(
  url: string,
  body: string,
  extraHeaders: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', ...extraHeaders } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Every body of the rotation asked once (10 at a time), so the timed rounds measure answers from the
 * cache rather than the first build or compression of whichever cities a round happens to reach: a
 * timed warm-up alone covered only about rate x seconds / connections cities of each connection's
 * rotation, fewer on a slow machine. Misses are what the p99 bench above measures. Returns each body's
 * answer as sent (status, headers without framing, bytes), for the bare servers to replay.
 */
async function askEveryOnce(
  url: string,
  bodies: string[],
  extraHeaders: Record<string, string> = {},
): Promise<Map<string, CapturedResponse>> {
  const answers = new Map<string, CapturedResponse>();
  let next = 0;
  const worker = async () => {
    while (next < bodies.length) {
      const body = bodies[next++]!;
      const answer = await rawPost(`${url}${URL_PATH}`, body, extraHeaders);
      if (answer.body.length === 0) throw new Error('market-data sent an empty answer');
      answers.set(body, {
        status: answer.status,
        headers: replayHeaders(answer.headers),
        body: answer.body,
      });
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return answers;
}

/** A response's headers as a bare server replays them: strings only, framing left to node:http. */
function replayHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(headers))
    if (
      typeof value === 'string' &&
      !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(key)
    )
      kept[key] = value;
  return kept;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 1024);
}

type Side = { url: string; pid: number; stop: () => void };

export async function benchMarketDataThroughput(log: Log): Promise<BenchResult[]> {
  ensureBuilt(log);
  const flags = process.env.BENCH_NODE_FLAGS;
  const server = await spawnBuiltServer({
    env: BENCH_ENV,
    ...(flags !== undefined ? { nodeFlags: flags.split(' ').filter(Boolean) } : {}),
  });
  log(`  built server's Node flags: ${flags ?? SERVER_NODE_FLAGS.join(' ')}`);
  const started: Side[] = [];
  const spawnSide = async (...args: Parameters<typeof spawnBareServer>) => {
    const side = await spawnBareServer(...args);
    started.push(side);
    return side;
  };
  try {
    await waitForReady(server, performance.now());
    const bodies = randomBodies(2000);
    // Warm-up outside the measurement: every city's body once (its answer kept for the bare servers
    // to replay), then JIT (as the exchange bench does).
    const answers = await askEveryOnce(server.url, bodies);
    const first = answers.get(bodies[0]!)!;
    if (first.status !== 200) throw new Error(`market-data answered ${first.status}`);
    // The baseline: Fastify with no plugin answering each request with the bytes Parity answered to
    // it, so the figure says what Parity's hooks and work cost beside the framework (ADR 182).
    const fastify = await spawnSide(first, { kind: 'fastify', answers });
    log(
      `  ${bodies.length} random cities in rotation (${answers.size} distinct); ${ROUNDS} alternating rounds of ${SECONDS} s, ${CONNECTIONS} connections`,
    );
    await postRate(server.url, bodies);
    await postRate(fastify.url, bodies);
    // Alternating rounds, so both sides see the same machine load. Each side's CPU time per request
    // is read too: the load generator shares the cores, so requests per second move with its own
    // cost, while the CPU a request costs the server moves much less.
    const alternate = async (
      sides: Record<string, { url: string; pid: number }>,
      headers: Record<string, string>,
      label: string,
    ) => {
      const names = Object.keys(sides);
      const rps: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
      const cpu: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
      for (let round = 1; round <= ROUNDS; round++) {
        // Each round starts with the next side, so no side always runs first or last.
        const order = names.map((_, i) => names[(i + round - 1) % names.length]!);
        for (const side of order) {
          const before = cpuMicros(sides[side]!.pid);
          const result = await postRate(sides[side]!.url, bodies, headers);
          const perRequest = (cpuMicros(sides[side]!.pid) - before) / result.total;
          rps[side]!.push(result.rps);
          cpu[side]!.push(perRequest);
          log(
            `  round ${round} ${side.padEnd(7)} ${label}${result.rps.toFixed(0)} req/s, ${perRequest.toFixed(1)} µs CPU/request`,
          );
        }
      }
      return { rps, cpu };
    };
    const parity = { url: server.url, pid: server.child.pid! };
    const plain = await alternate({ parity, fastify }, {}, '');
    // The same rotation asking for Brotli, as browsers do.
    const br = { 'accept-encoding': 'br' };
    const brAnswers = await askEveryOnce(server.url, bodies, br);
    const firstBr = brAnswers.get(bodies[0]!)!;
    if (firstBr.headers['content-encoding'] !== 'br') throw new Error('market-data sent no Brotli');
    const fastifyBr = await spawnSide(firstBr, { kind: 'fastify', answers: brAnswers });
    await postRate(server.url, bodies, br);
    await postRate(fastifyBr.url, bodies, br);
    const brotli = await alternate({ parity, fastify: fastifyBr }, br, 'br ');
    const rss = rssMb(server.child.pid!);
    log(`  built server resident memory after the run: ${rss} MB`);
    type Run = Awaited<ReturnType<typeof alternate>>;
    // For information (ADR 182): what Parity serves beside the framework alone serving the same bytes.
    const figures = (what: string, run: Run): BenchResult[] => {
      const [rps, baseRps, cpu, baseCpu] = [
        run.rps.parity!,
        run.rps.fastify!,
        run.cpu.parity!,
        run.cpu.fastify!,
      ].map(median) as [number, number, number, number];
      return [
        {
          name: `POST /api/exchange/market-data throughput${what} (built server vs Fastify alone serving the same bytes)`,
          value: Math.round(rps),
          unit: 'req/s',
          baseline: Math.round(baseRps),
          ratio: rps / baseRps,
          target: 'for information (no budget, ADR 182)',
          pass: true,
        },
        {
          name: `market-data server CPU time per request${what} (built server vs Fastify alone, from /proc)`,
          value: round3(cpu),
          unit: 'µs',
          baseline: round3(baseCpu),
          ratio: cpu / baseCpu,
          target: 'for information (no budget, ADR 182)',
          pass: true,
        },
      ];
    };
    return [
      ...figures(', random cities', plain),
      ...figures(' with Accept-Encoding: br', brotli),
      {
        name: 'built server resident memory (VmRSS) with all data loaded, after the market-data run',
        value: rss,
        unit: 'MB',
        target: `< ${RSS_BUDGET_MB} MB`,
        pass: rss < RSS_BUDGET_MB,
      },
    ];
  } finally {
    for (const side of started) side.stop();
    await stopServer(server);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const bench of [benchMarketDataServerTime, benchMarketDataThroughput])
    console.log(await bench(console.log));
}
