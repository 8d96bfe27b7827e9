/**
 * Investment Opportunity Analyzer server time (issue 15 acceptance: "server answers p99 < 5 ms"):
 * POST /api/premium/investment for random pairs of cities, amounts, horizons and risk tolerances, by a
 * Navigator; method and baseline in bench/support/premium-suite.ts.
 *
 * Run alone: `npx tsx bench/investment.bench.ts`; `npm run bench -- investment` runs it through run.ts.
 * Knob: BENCH_INVESTMENT_QUERIES (default 2000).
 */
import { pathToFileURL } from 'node:url';
import { HORIZONS, RISKS } from '#domain/premium/investment/portfolio.ts';
import type { Log } from './support/measure.ts';
import { benchSuiteServerTime } from './support/premium-suite.ts';

export function benchInvestmentServerTime(log: Log) {
  return benchSuiteServerTime(
    {
      path: '/api/premium/investment',
      plan: 'Navigator',
      varies: 'amounts, horizons and risk tolerances',
      seed: 0x1417e57,
      queries: Number(process.env.BENCH_INVESTMENT_QUERIES ?? 2000),
      body: (from, to, random) => ({
        from: { city: from.id },
        to: { city: to.id },
        amount: Math.round(1_000 + random() * 1_000_000),
        horizon: HORIZONS[Math.floor(random() * HORIZONS.length)],
        risk: RISKS[Math.floor(random() * RISKS.length)],
      }),
    },
    log,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(await benchInvestmentServerTime(console.log), null, 2));
}
