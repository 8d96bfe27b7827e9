/**
 * Every rate provider down or answering nonsense (issue 17): a built instance refreshes every
 * second from a loopback HTTP server standing in for the currency API (primary and fallback host).
 * After one good snapshot, the provider answers HTTP 500, then hangs past the timeout, then wrong
 * JSON, then every rate 1,000x off, then one minor rate 1,000x off. Throughout, the rates served
 * must be the last good snapshot's (flagged `stale` once it is older than RATE_STALE_HOURS, set to
 * seconds here), nothing nonsensical may appear, and no answer may be a 500. Then a good file
 * returns and is served.
 */
import type { ServerResponse } from 'node:http';
import {
  packageUsdFile,
  providerFile,
  sendJson,
  startLoopbackProvider,
} from '../src/server/features/exchange/loopback-provider.testkit.ts';
import {
  type Drill,
  type DrillContext,
  Instance,
  Tally,
  call,
  fmt,
  load,
  until,
} from './support/harness.ts';

interface RatesData {
  as_of: string;
  stale: boolean;
  source: string;
  conversion_rates: Record<string, number>;
}

const today = () => new Date().toISOString().slice(0, 10);

export const ratesDrill: Drill = {
  name: 'rate providers down or wrong',
  failsOn:
    'a served rate off the last good snapshot, or missing (NaN); the last good snapshot not flagged stale in a refused mode; the provider not asked as often as set; a good file not served afterwards; any 500',
  async run(ctx: DrillContext) {
    const failures: string[] = [];
    const hitsPerMode = ctx.short ? 2 : 6;
    const provider = await startLoopbackProvider();
    ctx.defer(() => provider.close());
    const base = packageUsdFile().usd;
    const goodEur = (base.eur ?? NaN) * 1.01;
    provider.handler = (_w, _req, res) => sendJson(res, providerFile(today(), 1.01));

    const instance = new Instance(ctx, {
      RATE_REFRESH: 'on',
      // One client asks all the time here; the per-IP limit is the mixed-load drill's business.
      RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000',
      RATE_PROVIDERS: 'currency-api',
      CURRENCY_API_URL: provider.primaryUrl,
      // The official refresh (ADR 162) meets a closed loopback port, never the internet.
      ECB_DAILY_URL: 'http://127.0.0.1:9/eurofxref-daily.xml',
      CURRENCY_API_FALLBACK_URL: provider.fallbackUrl,
      RATE_FIRST_REFRESH_SECONDS: '0',
      RATE_REFRESH_HOURS: String(1 / 3600),
      RATE_RETRY_AFTER_FAILURE_MINUTES: String(0.5 / 60),
      RATE_TIMEOUT_MS: '500',
      RATE_RETRY_ATTEMPTS: '1',
      RATE_BACKOFF_MS: '0',
      RATE_BREAKER_THRESHOLD: '1000',
      // Seconds, not hours: the last good snapshot turns stale during the drill.
      RATE_STALE_HOURS: String(3 / 3600),
    });
    await instance.start();

    const latest = async (phase: string) => {
      const answer = tally.record(
        phase,
        'latest-rates',
        await call(instance.url, 'GET', '/api/exchange/latest-rates?from=USD'),
      );
      return answer.status === 200 ? (answer.body as { data: RatesData }).data : null;
    };
    const tally = new Tally();
    const accepted = await until(
      async () => (await latest('good'))?.source === 'currency-api',
      30_000,
    );
    if (!accepted) {
      failures.push('the good provider file was never served');
      return { figures: 'no good snapshot', failures };
    }

    // [name, answer, whole snapshot refused (so the last good one is served, stale)]
    const modes: [string, (res: ServerResponse) => void, boolean][] = [
      ['HTTP 500', (res) => sendJson(res, { error: 'boom' }, 500), true],
      ['timeout', () => undefined, true],
      ['not JSON', (res) => sendJson(res, '<html>maintenance</html>'), true],
      ['wrong JSON shape', (res) => sendJson(res, { date: today(), rates: {} }), true],
      ['every rate 1000x off', (res) => sendJson(res, providerFile(today(), 1000)), true],
      [
        'MXN 1000x off',
        (res) =>
          sendJson(res, providerFile(today(), 1.01, { mxn: (base.mxn ?? NaN) * 1.01 * 1000 })),
        // Accepted with MXN carried forward: the snapshot is fresh, MXN is the last good rate.
        false,
      ],
    ];
    let staleServed = 0;
    let mode = 'good';
    let stopped = false;
    const browsing = load(
      2,
      () => stopped,
      async () => {
        const data = await latest(mode);
        if (!data) return;
        const eur = data.conversion_rates.EUR ?? NaN;
        const mxn = data.conversion_rates.MXN ?? NaN;
        // Written so that a missing rate (NaN) counts as wrong: every comparison with NaN is false.
        const eurRight = Math.abs(eur / goodEur - 1) <= 1e-9;
        const mxnRight = mxn / ((base.mxn ?? NaN) * 1.01) <= 2 && mxn > 0;
        const wrong = !eurRight || !mxnRight;
        if (wrong && failures.length < 10)
          failures.push(`${mode}: served EUR ${eur}, MXN ${mxn} (last good EUR ${goodEur})`);
        tally.record(
          mode,
          'market-data',
          await call(instance.url, 'POST', '/api/exchange/market-data', {
            body: { country: 'Mexico', city: 'Mexico City' },
          }),
        );
      },
    );
    try {
      for (const [name, handler, refused] of modes) {
        const start = provider.hits.primary + provider.hits.fallback;
        mode = name;
        provider.handler = (_w, _req, res) => handler(res);
        const hit = await until(
          () => provider.hits.primary + provider.hits.fallback - start >= hitsPerMode,
          60_000,
        );
        if (!hit) failures.push(`${name}: the provider was not asked ${hitsPerMode} times`);
        const data = await latest(name);
        if (refused && data?.stale) staleServed += 1;
        if (refused && !data?.stale)
          failures.push(`${name}: the last good snapshot was not flagged stale`);
      }
    } finally {
      stopped = true;
      await browsing;
    }

    // Recovery: a good file again (every rate 2% from the first good one).
    provider.handler = (_w, _req, res) => sendJson(res, providerFile(today(), 1.02));
    const recovered = await until(async () => {
      const data = await latest('recovered');
      return Math.abs((data?.conversion_rates.EUR ?? 0) / ((base.eur ?? NaN) * 1.02) - 1) < 1e-9;
    }, 30_000);
    if (!recovered) failures.push('a good provider file was not served after the failures');
    const log = instance.output();
    const rejected = log.split('\n').filter((l) => l.includes('rate provider failed')).length;
    if (tally.badCount > 0) failures.push(...tally.bad);
    return {
      figures:
        `${modes.length} failure modes × ≥${hitsPerMode} refreshes, ${rejected} refresh attempts ` +
        `refused, ${fmt(tally.total)} requests, ${tally.fiveHundreds()}×500; last good snapshot ` +
        `served throughout (stale in ${staleServed}/${modes.filter((m) => m[2]).length} refused modes; MXN 1000x carried forward), recovered: ${recovered ? 'yes' : 'no'}`,
      failures,
    };
  },
};
