/**
 * Lifestyle Optimization Suite server time (issue 14 acceptance: "server answers p99 < 5 ms"):
 * POST /api/premium/lifestyle for random pairs of cities, incomes, lifestyles and priorities, by a
 * Voyager; method and baseline in bench/support/premium-suite.ts.
 *
 * Run alone: `npx tsx bench/lifestyle.bench.ts`; `npm run bench -- lifestyle` runs it through run.ts.
 * Knob: BENCH_LIFESTYLE_QUERIES (default 2000).
 */
import { pathToFileURL } from 'node:url';
import { LIFESTYLES, PRIORITIES } from '#domain/premium/lifestyle/basket.ts';
import type { Log } from './support/measure.ts';
import { benchSuiteServerTime } from './support/premium-suite.ts';

export function benchLifestyleServerTime(log: Log) {
  return benchSuiteServerTime(
    {
      path: '/api/premium/lifestyle',
      plan: 'Voyager',
      varies: 'incomes, lifestyles and priorities',
      seed: 0x11fe5717,
      queries: Number(process.env.BENCH_LIFESTYLE_QUERIES ?? 2000),
      body: (from, to, random) => ({
        from: { city: from.id },
        to: { city: to.id },
        ...(random() < 0.8 ? { income: Math.round(500 + random() * 20_000), currency: 'USD' } : {}),
        lifestyle: LIFESTYLES[Math.floor(random() * LIFESTYLES.length)],
        priorities: PRIORITIES.filter(() => random() < 0.3),
      }),
    },
    log,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(await benchLifestyleServerTime(console.log), null, 2));
}
