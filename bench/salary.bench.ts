/**
 * Salary Insights Hub server time (issue 14 acceptance: "server answers p99 < 5 ms"):
 * POST /api/premium/salary for random pairs of cities, salaries, industries, roles and experience
 * levels, by a Voyager over one keep-alive loopback connection to the in-process app (Fastify's
 * responseTime: routing, zod in, bearer session and plan lookup, both cities' figures, the take-home
 * rules and their inversion, the domain, JSON). Baseline, interleaved: GET /api/subscription for the
 * same user (the session and plan lookup every entitled request pays).
 *
 * Run alone: `npx tsx bench/salary.bench.ts`; `npm run bench -- salary` runs it through run.ts.
 * Knob: BENCH_SALARY_QUERIES (default 2000). Loopback only; every loop is bounded.
 */
import { Agent, request as httpRequest } from 'node:http';
import { pathToFileURL } from 'node:url';
import { EXPERIENCE_LEVELS, INDUSTRIES, ROLES } from '#domain/premium/salary/roles.ts';
import { createUser } from '#server/features/billing/billing.fixtures.ts';
import { loadReferenceData } from '#server/reference/reference-data.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { type BenchResult, type Log, percentile, readResponseTimes } from './support/measure.ts';

const QUERIES = Number(process.env.BENCH_SALARY_QUERIES ?? 2000);
const P99_BUDGET_MS = 5;
const BENCH_ENV = { RATE_REFRESH: 'off', RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000000' };
const URL_PATH = '/api/premium/salary';

/** Deterministic random requests: two cities, a salary (or the default), industry, role, experience. */
function randomBodies(count: number): string[] {
  let seed = 0x5a1a7e14;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) >>> 0) / 2 ** 32;
  const cities = loadReferenceData().cities;
  const pick = () => cities[Math.floor(random() * cities.length)]!;
  return Array.from({ length: count }, () => {
    const from = pick();
    const to = pick();
    const one = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    return JSON.stringify({
      from: { city: from.id },
      to: { city: to.id },
      ...(random() < 0.8 ? { salary: Math.round(5000 + random() * 250_000), currency: 'USD' } : {}),
      industry: one(INDUSTRIES),
      role: one(ROLES),
      experience: one(EXPERIENCE_LEVELS),
    });
  });
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

export async function benchSalaryServerTime(log: Log): Promise<BenchResult[]> {
  const bodies = randomBodies(QUERIES);
  const t = await createTestApp({ env: BENCH_ENV });
  const user = await createUser(t, 'bench');
  const bought = await t.app.inject({
    method: 'POST',
    url: '/api/payments/local-checkout',
    headers: user.auth,
    payload: { planName: 'Voyager', billingPeriod: 'month' },
  });
  if (bought.statusCode !== 200) throw new Error(`local checkout answered ${bought.statusCode}`);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  const client = authedClient(
    typeof address === 'object' && address !== null ? address.port : 0,
    user.token,
  );
  try {
    for (const b of bodies.slice(0, 300)) await client.send('POST', URL_PATH, b); // warm-up: JIT
    t.logs.length = 0;
    const urls = new Map<string, string>();
    const times = { salary: [] as number[], subscription: [] as number[] };
    const collect = () => {
      readResponseTimes(t.logs, urls, (url, ms) =>
        (url === URL_PATH ? times.salary : times.subscription).push(ms),
      );
      t.logs.length = 0;
    };
    for (const [i, b] of bodies.entries()) {
      const status = await client.send('POST', URL_PATH, b);
      if (status !== 200) throw new Error(`${URL_PATH} answered ${status} for ${b}`);
      await client.send('GET', '/api/subscription');
      if (i % 256 === 255) collect();
    }
    collect();
    const p50 = percentile(times.salary, 50);
    const p99 = percentile(times.salary, 99);
    const base = percentile(times.subscription, 99);
    log(
      `  ${bodies.length} random pairs, salaries, industries, roles and experience levels: p50 ${p50.toFixed(3)} ms, p99 ${p99.toFixed(3)} ms (GET /api/subscription p99 ${base.toFixed(3)} ms)`,
    );
    return [
      {
        name: 'POST /api/premium/salary p99 server time, random pairs (Fastify responseTime over loopback HTTP; baseline GET /api/subscription, same session and plan lookup)',
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = await benchSalaryServerTime(console.log);
  console.log(JSON.stringify(results, null, 2));
}
