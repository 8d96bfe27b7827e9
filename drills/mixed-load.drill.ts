/**
 * Mixed load at the limits (issue 17): browse (latest rates, market data, history), convert
 * (latest rates from another base), login and contribute, from 24 client addresses at once, for
 * 60 s (10 s in the short form) on each storage mode: embedded SQLite, and PostgreSQL + Redis.
 * Figures: requests, answers as due, 429s at the limits, p50/p99 latency, resident memory.
 *
 * Fails when any answer is not the one it is due (support/judge.ts): 200 for every read, for a
 * login with the right password and for a contribution, or 429 once the client used its per-minute
 * limit or the contribution caps (25 a day per account, 60 per address); so a 401, a 404, a 429
 * below the limit, a 5xx or no answer fail it, and so does a client admitted more than twice its
 * limit in a minute, or a route never answered as due.
 */
import { readFileSync } from 'node:fs';
import {
  DAILY_CAP_PER_ACCOUNT,
  DAILY_CAP_PER_IP,
} from '../src/server/features/prices/contributions.service.ts';
import { StatusJudge } from './support/judge.ts';
import {
  type Drill,
  type DrillContext,
  Instance,
  Tally,
  call,
  drillSecret,
  fmt,
  load,
  percentile,
} from './support/harness.ts';
import {
  type DrillAccount,
  createAccount,
  ownRedis,
  smtpSink,
  throwawayDatabase,
} from './support/services.ts';

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}

const CURRENCIES = ['EUR', 'GBP', 'JPY', 'MXN', 'THB', 'BRL', 'INR', 'ZAR'];
const CITIES = [
  ['Portugal', 'Lisbon'],
  ['Mexico', 'Mexico City'],
  ['Thailand', 'Bangkok'],
  ['Kenya', 'Nairobi'],
];

async function mixedOn(
  ctx: DrillContext,
  storage: 'sqlite' | 'postgres+redis',
): Promise<{ figures: string; failures: string[] }> {
  const failures: string[] = [];
  const seconds = ctx.short ? 10 : 60;
  const smtp = await smtpSink(ctx);
  let env: Record<string, string> = { SMTP_URL: smtp.url, APP_SECRET: drillSecret() };
  if (storage === 'postgres+redis') {
    const [db, redis] = await Promise.all([throwawayDatabase(ctx), ownRedis(ctx)]);
    env = { ...env, DATABASE_URL: db.url, REDIS_URL: redis.url };
  }
  const instance = new Instance(ctx, env);
  await instance.start();
  const accounts: DrillAccount[] = [];
  for (let i = 0; i < 3; i += 1)
    accounts.push(await createAccount(instance.url, smtp, `10.55.200.${i}`));
  const tally = new Tally();
  const judge = new StatusJudge(8);
  const contributions = new Map<string, number>();
  // Contributions sent and not yet answered, per account and address: the server may have stored
  // one of them (and counted it against a cap) before another's refusal reaches the drill.
  const inFlight = new Map<string, number>();
  const bump = (map: Map<string, number>, who: string, by: number) =>
    map.set(who, (map.get(who) ?? 0) + by);
  const latencies: number[] = [];
  const pid = instance.server?.child.pid;
  // Warm up (first requests build caches), then measure memory before.
  for (const [country, city] of CITIES)
    await call(instance.url, 'POST', '/api/exchange/market-data', { body: { country, city } });
  const rssBefore = rssMb(pid);

  const deadline = Date.now() + seconds * 1000;
  let n = 0;
  await load(
    8,
    () => Date.now() >= deadline,
    async (loop) => {
      n += 1;
      const ip = `10.55.${loop}.${n % 3}`;
      const account = accounts[n % accounts.length] as DrillAccount;
      const currency = CURRENCIES[n % CURRENCIES.length] ?? 'EUR';
      const [country, city] = CITIES[n % CITIES.length] ?? ['Portugal', 'Lisbon'];
      const started = performance.now();
      let route: string;
      let answer;
      switch (n % 6) {
        case 0:
          route = 'browse rates';
          answer = await call(instance.url, 'GET', '/api/exchange/latest-rates?from=USD', { ip });
          break;
        case 1:
          route = 'browse prices';
          answer = await call(instance.url, 'POST', '/api/exchange/market-data', {
            ip,
            body: { country, city },
          });
          break;
        case 2:
          route = 'convert';
          answer = await call(instance.url, 'GET', `/api/exchange/latest-rates?from=${currency}`, {
            ip,
          });
          break;
        case 3:
          route = 'history';
          answer = await call(
            instance.url,
            'GET',
            `/api/exchange/history?from=USD&to=${currency}&days=30`,
            { ip },
          );
          break;
        case 4:
          route = 'login';
          answer = await call(instance.url, 'POST', '/api/auth/login', {
            ip,
            body: { email: account.email, password: account.password },
          });
          break;
        default:
          route = 'contribute';
          for (const who of [account.email, ip]) bump(inFlight, who, 1);
          answer = await call(instance.url, 'POST', '/api/prices/contributions', {
            ip,
            headers: { authorization: `Bearer ${account.token}` },
            body: { item: 'cappuccino', city, country, price: 3 + (n % 5), currency: 'USD' },
          });
      }
      latencies.push(performance.now() - started);
      if (route === 'contribute') for (const who of [account.email, ip]) bump(inFlight, who, -1);
      tally.record('load', route, answer);
      // Reads and history share no bucket with login or contribute; each route counts its own.
      const bucket = route === 'convert' || route === 'browse rates' ? 'rates' : route;
      const reached = (who: string, cap: number) =>
        (contributions.get(who) ?? 0) + (inFlight.get(who) ?? 0) >= cap;
      const capped = () =>
        reached(account.email, DAILY_CAP_PER_ACCOUNT) || reached(ip, DAILY_CAP_PER_IP);
      if (judge.judge(bucket, ip, answer, 200, route === 'contribute' ? capped : undefined)) {
        if (route === 'contribute' && answer.status === 200)
          for (const who of [account.email, ip]) bump(contributions, who, 1);
      }
    },
  );
  const rssAfter = rssMb(pid);
  let errors = 0;
  let limited = 0;
  let ok = 0;
  for (const byStatus of tally.counts.values())
    for (const [status, count] of byStatus) {
      if (status === 'ERR' || Number(status) >= 500) errors += count;
      if (status === '429') limited += count;
      if (status === '200') ok += count;
    }
  if (errors > 0) failures.push(`${errors} errors: ${tally.describe('load')}`);
  const unexpected = [...tally.counts.values()].reduce(
    (sum, m) =>
      sum + [...m].filter(([s]) => !['200', '429'].includes(s)).reduce((acc, [, c]) => acc + c, 0),
    0,
  );
  if (tally.badCount > 0) failures.push(...tally.bad);
  if (judge.wrongCount > 0) failures.push(`${judge.wrongCount} answers not as due`, ...judge.wrong);
  for (const route of [
    'browse rates',
    'browse prices',
    'convert',
    'history',
    'login',
    'contribute',
  ])
    if (tally.count('load', route, 200) === 0) failures.push(`${route} never answered 200`);
  const rate = (tally.total / seconds).toFixed(0);
  return {
    figures:
      `${storage}: ${seconds} s, ${fmt(tally.total)} requests (${rate}/s), ` +
      `as due ${fmt(judge.asDue + judge.limitedRightly)} (200 ${fmt(ok)}, 429 at a limit ${fmt(judge.limitedRightly)}), ` +
      `not as due ${fmt(judge.wrongCount)}, 429 ${fmt(limited)}, errors ${((errors / Math.max(1, tally.total)) * 100).toFixed(2)}%, ` +
      `other non-200 ${fmt(unexpected)}, p50 ${percentile(latencies, 50).toFixed(0)} ms, ` +
      `p99 ${percentile(latencies, 99).toFixed(0)} ms, RSS ${rssBefore} → ${rssAfter} MB`,
    failures,
  };
}

export const mixedLoadDrill: Drill = {
  name: 'mixed load at the limits',
  failsOn:
    'an answer other than the one due (200, or 429 only once the client used its limit or a contribution cap); a client admitted more than twice its limit in a minute; a route never answered 200; any 5xx or no answer',
  async run(ctx) {
    const sqlite = await mixedOn(ctx, 'sqlite');
    const postgres = await mixedOn(ctx, 'postgres+redis');
    return {
      figures: `${sqlite.figures}; ${postgres.figures}`,
      failures: [...sqlite.failures, ...postgres.failures],
    };
  },
};
