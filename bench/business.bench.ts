/**
 * Business Intelligence Suite server time (issue 15 acceptance: "server answers p99 < 5 ms"):
 * POST /api/premium/business for random pairs of cities, industries, sizes and scopes, by a
 * Navigator; method and baseline in bench/support/premium-suite.ts.
 *
 * Run alone: `npx tsx bench/business.bench.ts`; `npm run bench -- business` runs it through run.ts.
 * Knob: BENCH_BUSINESS_QUERIES (default 2000).
 */
import { pathToFileURL } from 'node:url';
import { INDUSTRIES, SCOPES, SIZES } from '#domain/premium/business/options.ts';
import type { Log } from './support/measure.ts';
import { benchSuiteServerTime } from './support/premium-suite.ts';

export function benchBusinessServerTime(log: Log) {
  return benchSuiteServerTime(
    {
      path: '/api/premium/business',
      plan: 'Navigator',
      varies: 'industries, sizes and scopes',
      seed: 0xb051e55,
      queries: Number(process.env.BENCH_BUSINESS_QUERIES ?? 2000),
      body: (from, to, random) => ({
        from: { city: from.id },
        to: { city: to.id },
        industry: INDUSTRIES[Math.floor(random() * INDUSTRIES.length)],
        size: SIZES[Math.floor(random() * SIZES.length)],
        scope: SCOPES[Math.floor(random() * SCOPES.length)],
      }),
    },
    log,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(await benchBusinessServerTime(console.log), null, 2));
}
