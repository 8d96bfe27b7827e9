/**
 * Accounts benchmarks (issue 5 acceptance):
 *  (a) POST /api/auth/login throughput and p99 latency under concurrent load, with the Argon2id
 *      parameters of docs/security.md P1, in process (app.inject on a fresh SQLite database) beside the
 *      baseline of bare Argon2id verifications at the same concurrency — the cost a login cannot
 *      avoid. Each request comes from its own address and account, so the per-IP limit (10/min) and
 *      the per-account backoff, which would otherwise refuse nearly all of it, do not cut the load.
 *  (b) the per-IP limiter under a burst: BURST logins from one address, all at once and one after
 *      another; allowed vs refused.
 *
 * Run alone: `npx tsx bench/auth.bench.ts`. Knobs: BENCH_AUTH_REQUESTS (default 200),
 * BENCH_AUTH_CONCURRENCY (default 8), BENCH_AUTH_BURST (default 50).
 */
import { pathToFileURL } from 'node:url';
import { verify } from '@node-rs/argon2';
import { hashPassword } from '../src/server/features/auth/password.ts';
import { createTestApp } from '../src/server/testing/test-app.testkit.ts';
import { type BenchResult, type Log, percentile } from './support/measure.ts';

const REQUESTS = Number(process.env.BENCH_AUTH_REQUESTS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_AUTH_CONCURRENCY ?? 8);
const BURST = Number(process.env.BENCH_AUTH_BURST ?? 50);
const PASSWORD = 'Bench-Pass-2026';

/** Run `total` jobs with at most `concurrency` in flight; returns each job's latency and the wall time. */
async function pool(total: number, concurrency: number, job: (i: number) => Promise<void>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const t0 = performance.now();
        await job(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

export async function benchAuthLogin(log: Log): Promise<BenchResult[]> {
  const t = await createTestApp();
  try {
    const hash = await hashPassword(PASSWORD);
    const now = new Date().toISOString();
    const accounts = Math.min(REQUESTS, 100);
    for (let i = 0; i < accounts; i++) {
      await t.deps.database.db
        .insertInto('users')
        .values({
          id: `bench-${i}`,
          firstname: 'Bench',
          lastname: 'User',
          username: `bench_user_${i}`,
          username_canonical: `bench_user_${i}`,
          email: `bench${i}@example.com`,
          password_hash: hash,
          is_email_verified: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    log(
      `  ${REQUESTS} logins, ${CONCURRENCY} in flight, ${accounts} accounts, Argon2id m=19456 t=2 p=1`,
    );
    const login = (i: number) =>
      t.app
        .inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `bench${i % accounts}@example.com`, password: PASSWORD },
          remoteAddress: `10.9.${(i >> 8) & 255}.${i & 255}`,
        })
        .then((res) => {
          if (res.statusCode !== 200)
            throw new Error(`login answered ${res.statusCode}: ${res.body}`);
        });
    await pool(Math.min(16, REQUESTS), CONCURRENCY, (i) => login(i + 100_000)); // warm-up
    const logins = await pool(REQUESTS, CONCURRENCY, login);
    const bare = await pool(REQUESTS, CONCURRENCY, async () => {
      if (!(await verify(hash, PASSWORD))) throw new Error('verify failed');
    });
    const loginRps = REQUESTS / logins.seconds;
    const bareRps = REQUESTS / bare.seconds;
    const p99 = percentile(logins.latencies, 99);
    log(
      `  login ${loginRps.toFixed(1)}/s p50 ${percentile(logins.latencies, 50).toFixed(0)} ms p99 ${p99.toFixed(0)} ms; bare Argon2 verify ${bareRps.toFixed(1)}/s p99 ${percentile(bare.latencies, 99).toFixed(0)} ms`,
    );

    // (b) The per-IP limiter under a burst from one address: all at once, then one after another.
    // Each request of a concurrent burst is counted on its own (plugins/rate-limit.ts, ADR 136), so the
    // first 10 are admitted and the rest refused, as one after another. (@fastify/rate-limit, before,
    // let every request of a burst see the burst's final count and refused an over-limit burst whole.)
    const attempt = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@example.com', password: 'Wrong-Pass-1' },
        remoteAddress: ip,
      });
    const burst = await Promise.all(Array.from({ length: BURST }, () => attempt('198.51.100.200')));
    const sequential: number[] = [];
    for (let i = 0; i < BURST; i++) sequential.push((await attempt('198.51.100.201')).statusCode);
    const refused = burst.filter((r) => r.statusCode === 429).length;
    const seqAllowed = sequential.filter((s) => s !== 429).length;
    log(
      `  burst of ${BURST} concurrent logins from one IP: ${BURST - refused} allowed, ${refused} refused (429)`,
    );
    log(
      `  ${BURST} sequential logins from one IP: ${seqAllowed} allowed, ${BURST - seqAllowed} refused (429)`,
    );
    return [
      {
        name: 'login throughput (Argon2id P1)',
        value: Math.round(loginRps * 10) / 10,
        unit: 'req/s',
        baseline: Math.round(bareRps * 10) / 10,
        ratio: Math.round((loginRps / bareRps) * 100) / 100,
        target: 'ratio >= 0.7 of bare Argon2 verify',
        pass: loginRps / bareRps >= 0.7,
      },
      {
        name: 'login p99 latency',
        value: Math.round(p99),
        unit: 'ms',
        baseline: Math.round(percentile(bare.latencies, 99)),
        ratio: Math.round((p99 / percentile(bare.latencies, 99)) * 100) / 100,
        target: 'informational',
        pass: true,
      },
      {
        // Never more than the limit, whether the requests arrive together or one after another.
        name: `per-IP concurrent burst: allowed of ${BURST}`,
        value: BURST - refused,
        unit: 'requests',
        baseline: 10,
        target: '<= 10 (10 POST/min per IP)',
        pass: BURST - refused <= 10,
      },
      {
        name: `per-IP sequential burst: allowed of ${BURST}`,
        value: seqAllowed,
        unit: 'requests',
        baseline: 10,
        target: '= 10 (10 POST/min per IP)',
        pass: seqAllowed === 10,
      },
    ];
  } finally {
    await t.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = await benchAuthLogin((line) => console.log(line));
  console.table(results);
}
