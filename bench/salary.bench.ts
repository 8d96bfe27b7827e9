/**
 * Salary Insights Hub server time (issue 14 acceptance: "server answers p99 < 5 ms"):
 * POST /api/premium/salary for random pairs of cities, salaries, industries, roles and experience
 * levels, by a Voyager; method and baseline in bench/support/premium-suite.ts.
 *
 * Run alone: `npx tsx bench/salary.bench.ts`; `npm run bench -- salary` runs it through run.ts.
 * Knob: BENCH_SALARY_QUERIES (default 2000).
 */
import { pathToFileURL } from 'node:url';
import { EXPERIENCE_LEVELS, INDUSTRIES, ROLES } from '#domain/premium/salary/roles.ts';
import type { Log } from './support/measure.ts';
import { benchSuiteServerTime } from './support/premium-suite.ts';

export function benchSalaryServerTime(log: Log) {
  const one = <T>(list: readonly T[], random: () => number) =>
    list[Math.floor(random() * list.length)]!;
  return benchSuiteServerTime(
    {
      path: '/api/premium/salary',
      plan: 'Voyager',
      varies: 'salaries, industries, roles and experience levels',
      seed: 0x5a1a7e14,
      queries: Number(process.env.BENCH_SALARY_QUERIES ?? 2000),
      body: (from, to, random) => ({
        from: { city: from.id },
        to: { city: to.id },
        ...(random() < 0.8
          ? { salary: Math.round(5000 + random() * 250_000), currency: 'USD' }
          : {}),
        industry: one(INDUSTRIES, random),
        role: one(ROLES, random),
        experience: one(EXPERIENCE_LEVELS, random),
      }),
    },
    log,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(await benchSalaryServerTime(console.log), null, 2));
}
