/**
 * Relocation Intelligence Suite server time (issue 15 acceptance: "server answers p99 < 5 ms"):
 * POST /api/premium/relocation for random pairs of cities, budgets, family sizes and lifestyles, by a
 * Navigator; method and baseline in bench/support/premium-suite.ts.
 *
 * Run alone: `npx tsx bench/relocation.bench.ts`; `npm run bench -- relocation` runs it through run.ts.
 * Knob: BENCH_RELOCATION_QUERIES (default 2000).
 */
import { pathToFileURL } from 'node:url';
import { RELOCATION_LIFESTYLES } from '#domain/premium/relocation/household.ts';
import type { Log } from './support/measure.ts';
import { benchSuiteServerTime } from './support/premium-suite.ts';

export function benchRelocationServerTime(log: Log) {
  return benchSuiteServerTime(
    {
      path: '/api/premium/relocation',
      plan: 'Navigator',
      varies: 'budgets, family sizes and lifestyles',
      seed: 0x5e10ca7e,
      queries: Number(process.env.BENCH_RELOCATION_QUERIES ?? 2000),
      body: (from, to, random) => ({
        from: { city: from.id },
        to: { city: to.id },
        housingBudget: Math.round(200 + random() * 5_000),
        currency: 'USD',
        familySize: 1 + Math.floor(random() * 5),
        lifestyle: RELOCATION_LIFESTYLES[Math.floor(random() * RELOCATION_LIFESTYLES.length)],
      }),
    },
    log,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(await benchRelocationServerTime(console.log), null, 2));
}
