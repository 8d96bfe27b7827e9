/**
 * Server time of a premium suite's POST route (issues 14 and 15 acceptance: "server answers p99 < 5 ms"),
 * shared by the suites' benches: random request bodies for random pairs of cities, sent by a user of the
 * suite's plan over one keep-alive loopback connection to the in-process app (Fastify's responseTime:
 * routing, zod in and out, bearer session and plan lookup, both cities' figures, the domain, JSON).
 * Baseline, interleaved request by request: GET /api/subscription for the same user (the session and
 * plan lookup every entitled request pays). Every loop is bounded; loopback only.
 */
import { Agent, request as httpRequest } from 'node:http';
import type { City } from '#domain/reference-types.ts';
import { createUser } from '#server/features/billing/billing.testkit.ts';
import { loadReferenceData } from '#server/reference/reference-data.ts';
import { createTestApp } from '#server/testing/test-app.testkit.ts';
import { type BenchResult, type Log, percentile, readResponseTimes } from './measure.ts';

const P99_BUDGET_MS = 5;
const BENCH_ENV = { RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000000', RATE_REFRESH: 'off' };

export interface SuiteBench {
  /** The suite's route, e.g. `/api/premium/relocation`. */
  path: string;
  /** The plan the bench user buys (the suite's entitlement). */
  plan: 'Voyager' | 'Navigator';
  /** What varies between requests, for the printed line ("budgets, family sizes and lifestyles"). */
  varies: string;
  /** A seed, so each suite's requests are the same from run to run. */
  seed: number;
  /** One request body from two random cities and a uniform random number source. */
  body: (from: City, to: City, random: () => number) => object;
  queries: number;
}

/** Deterministic random bodies: a linear congruential generator from the suite's seed. */
function randomBodies(spec: SuiteBench): string[] {
  let seed = spec.seed >>> 0;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) >>> 0) / 2 ** 32;
  const cities = loadReferenceData().cities;
  const pick = () => cities[Math.floor(random() * cities.length)]!;
  return Array.from({ length: spec.queries }, () =>
    JSON.stringify(spec.body(pick(), pick(), random)),
  );
}

/** One keep-alive connection, one request at a time, with the user's bearer token. */
function authedClient(port: number, token: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const send = (method: string, path: string, body?: string) =>
    new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  return { send, close: () => agent.destroy() };
}

export async function benchSuiteServerTime(spec: SuiteBench, log: Log): Promise<BenchResult[]> {
  const bodies = randomBodies(spec);
  const t = await createTestApp({ env: BENCH_ENV });
  const user = await createUser(t, 'bench');
  const bought = await t.app.inject({
    method: 'POST',
    url: '/api/payments/local-checkout',
    headers: user.auth,
    payload: { planName: spec.plan, billingPeriod: 'month' },
  });
  if (bought.statusCode !== 200) throw new Error(`local checkout answered ${bought.statusCode}`);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  const client = authedClient(
    typeof address === 'object' && address !== null ? address.port : 0,
    user.token,
  );
  try {
    for (const b of bodies.slice(0, 300)) await client.send('POST', spec.path, b); // warm-up: JIT
    t.logs.length = 0;
    const urls = new Map<string, string>();
    const times = { suite: [] as number[], subscription: [] as number[] };
    const collect = () => {
      readResponseTimes(t.logs, urls, (url, ms) =>
        (url === spec.path ? times.suite : times.subscription).push(ms),
      );
      t.logs.length = 0;
    };
    for (const [i, b] of bodies.entries()) {
      const status = await client.send('POST', spec.path, b);
      if (status !== 200) throw new Error(`${spec.path} answered ${status} for ${b}`);
      await client.send('GET', '/api/subscription');
      if (i % 256 === 255) collect();
    }
    collect();
    const p50 = percentile(times.suite, 50);
    const p99 = percentile(times.suite, 99);
    const base = percentile(times.subscription, 99);
    log(
      `  ${bodies.length} random pairs, ${spec.varies}: p50 ${p50.toFixed(3)} ms, p99 ${p99.toFixed(3)} ms (GET /api/subscription p99 ${base.toFixed(3)} ms)`,
    );
    return [
      {
        name: `POST ${spec.path} p99 server time, random pairs (Fastify responseTime over loopback HTTP; baseline GET /api/subscription, same session and plan lookup)`,
        value: Math.round(p99 * 1000) / 1000,
        unit: 'ms',
        baseline: Math.round(base * 1000) / 1000,
        ratio: p99 / base,
        target: `< ${P99_BUDGET_MS} ms`,
        pass: p99 < P99_BUDGET_MS,
      },
    ];
  } finally {
    client.close();
    await t.close();
  }
}
