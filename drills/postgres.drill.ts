/**
 * PostgreSQL connection lost and back (issue 17): a built instance reaches a throwaway database
 * through a loopback TCP proxy; under reads and writes the proxy is stopped (every connection cut,
 * new ones refused) and started again. Expected: during the cut, routes that need the database
 * answer 503 with Retry-After in the error envelope (never 500) and /api/ready answers 503; after,
 * everything answers again without a restart, and every acknowledged write is in the database.
 */
import {
  type Drill,
  type DrillContext,
  Instance,
  Tally,
  call,
  fmt,
  load,
  sleep,
  until,
} from './support/harness.ts';
import { readiness, tcpProxy, throwawayDatabase } from './support/services.ts';
import {
  Ledger,
  PAYMENTS_ENV,
  WRITE_KINDS,
  missingWrites,
  postgresPresence,
  writeOnce,
} from './support/writes.ts';

export const postgresDrill: Drill = {
  name: 'postgres connection lost and back',
  failsOn:
    'a 500 or a 503 without Retry-After and the envelope; /api/ready not 503 during the cut or not 200 after; no write answered 503 during the cut or 200 after; a request with no answer; an acknowledged write missing',
  async run(ctx: DrillContext) {
    const cycles = ctx.short ? 1 : 3;
    const phaseMs = ctx.short ? 3_000 : 10_000;
    const failures: string[] = [];
    const db = await throwawayDatabase(ctx);
    const proxy = await tcpProxy(ctx, { host: '127.0.0.1', port: 5432 });
    const viaProxy = new URL(db.url);
    viaProxy.port = String(proxy.port);
    const instance = new Instance(ctx, {
      ...PAYMENTS_ENV,
      DATABASE_URL: viaProxy.toString(),
      RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000',
    });
    await instance.start();
    const ledger = new Ledger();
    const tally = new Tally();
    let phase = 'before';
    let stopped = false;
    let n = 0;
    const running = load(
      4,
      () => stopped,
      async () => {
        n += 1;
        if (n % 4 === 3) {
          tally.record(
            phase,
            'rates',
            await call(instance.url, 'GET', '/api/exchange/latest-rates?from=USD'),
          );
        } else {
          await writeOnce(instance.url, WRITE_KINDS[n % 3] ?? 'contact', ledger, tally, phase);
        }
      },
    );
    const readyDuring: number[] = [];
    try {
      for (let i = 1; i <= cycles; i += 1) {
        phase = 'before';
        await sleep(phaseMs);
        await proxy.stop();
        phase = 'during';
        await sleep(phaseMs);
        readyDuring.push((await readiness(instance.url)).status);
        await proxy.start();
        phase = 'after';
        const back = await until(
          async () => (await readiness(instance.url)).status === 200,
          30_000,
        );
        if (!back) failures.push(`cycle ${i}: /api/ready did not return to 200`);
        await sleep(phaseMs);
      }
    } finally {
      stopped = true;
      await running;
    }
    if (readyDuring.some((s) => s !== 503))
      failures.push(`/api/ready during the cut answered ${readyDuring.join(', ')}`);
    const during503 = WRITE_KINDS.reduce((sum, k) => sum + tally.count('during', k, 503), 0);
    if (during503 === 0) failures.push('no write answered 503 during the cut');
    const afterOk = WRITE_KINDS.reduce((sum, k) => sum + tally.count('after', k, 200), 0);
    if (afterOk === 0) failures.push('no write succeeded after the database came back');
    const noAnswer = [...tally.counts.values()].reduce((sum, m) => sum + (m.get('ERR') ?? 0), 0);
    if (noAnswer > 0) {
      failures.push(`${noAnswer} requests got no answer (did the server die?)`);
      ctx.log(`server output (end):\n${instance.output().slice(-3000)}`);
    }
    const missing = missingWrites(ledger, await postgresPresence(db));
    const lost = Object.values(missing).reduce((sum, keys) => sum + keys.length, 0);
    if (lost > 0) failures.push(`${lost} acknowledged writes missing`);
    if (tally.badCount > 0) failures.push(...tally.bad);
    return {
      figures:
        `${cycles} cut(s), ${fmt(tally.total)} requests, ${fmt(ledger.total)} acknowledged writes, ` +
        `${lost} lost, ${tally.fiveHundreds()}×500; during: ${tally.describe('during')}; ` +
        `ready during: ${readyDuring.join('/')}; after: ${tally.describe('after')}`,
      failures,
    };
  },
};
