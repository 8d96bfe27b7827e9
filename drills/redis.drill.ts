/**
 * Redis down and back, mid-load (issue 17): two built instances share a throwaway PostgreSQL
 * database and a redis-server of the drill's own; while browse, convert, login and contact requests
 * run, Redis is killed and started again. Expected (ADR 091): no 500, logins keep working on
 * per-instance limits, /api/ready says "degraded" during and "ready" after, and each instance logs
 * one line when an outage starts and one when it ends, with no "[ioredis] Unhandled error event".
 */
import {
  type Drill,
  type DrillContext,
  Instance,
  Tally,
  call,
  countLines,
  drillSecret,
  fmt,
  load,
  sleep,
} from './support/harness.ts';
import {
  createAccount,
  ownRedis,
  readiness,
  smtpSink,
  throwawayDatabase,
  until,
} from './support/services.ts';

export const redisDrill: Drill = {
  name: 'redis down and back',
  failsOn:
    'any 500; no login served during or after an outage; /api/ready not 200 degraded during the outage or not ready after; an instance not logging one outage and one recovery line per outage, or an unhandled error event',
  async run(ctx: DrillContext) {
    const cycles = ctx.short ? 1 : 3;
    const phaseMs = ctx.short ? 3_000 : 10_000;
    const failures: string[] = [];
    const [db, redis, smtp] = await Promise.all([
      throwawayDatabase(ctx),
      ownRedis(ctx),
      smtpSink(ctx),
    ]);
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL: redis.url,
      SMTP_URL: smtp.url,
      APP_SECRET: drillSecret(),
    };
    const instances = [new Instance(ctx, env), new Instance(ctx, env)];
    // One at a time: both would run the migrations on the empty database at once.
    for (const instance of instances) await instance.start();
    const [a, b] = instances as [Instance, Instance];
    const account = await createAccount(a.url, smtp, '10.17.0.1');
    ctx.log(`two instances on ${db.name} + redis :${redis.port}; account ${account.email}`);

    const tally = new Tally();
    let phase = 'before';
    let stopped = false;
    let n = 0;
    const worker = async (loop: number) => {
      n += 1;
      const base = (loop % 2 === 0 ? a : b).url;
      const ip = `10.17.${loop}.${n % 200}`;
      const p = phase;
      switch (n % 4) {
        case 0:
          tally.record(
            p,
            'login',
            await call(base, 'POST', '/api/auth/login', {
              ip,
              body: { email: account.email, password: account.password },
            }),
          );
          break;
        case 1:
          tally.record(p, 'rates', await call(base, 'GET', '/api/exchange/latest-rates?from=EUR'));
          break;
        case 2:
          tally.record(
            p,
            'market',
            await call(base, 'POST', '/api/exchange/market-data', {
              ip,
              body: { country: 'Portugal', city: 'Lisbon' },
            }),
          );
          break;
        default:
          tally.record(
            p,
            'contact',
            await call(base, 'POST', '/api/contact', {
              ip,
              body: {
                name: 'Drill',
                email: 'drill@example.com',
                subject: 'Redis drill',
                message: `message ${n}`,
              },
            }),
          );
      }
    };
    const running = load(4, () => stopped, worker);

    const readyStates: string[] = [];
    try {
      for (let cycle = 1; cycle <= cycles; cycle += 1) {
        phase = 'before';
        await sleep(phaseMs);
        await redis.stop();
        phase = 'during';
        const degraded = await until(
          async () =>
            (await readiness(a.url)).redis === 'unavailable' &&
            (await readiness(b.url)).redis === 'unavailable',
          15_000,
        );
        const r = await readiness(a.url);
        readyStates.push(`${r.status} ${r.state ?? '?'}`);
        if (!degraded || r.status !== 200 || r.state !== 'degraded')
          failures.push(`cycle ${cycle}: /api/ready during the outage said ${r.status} ${r.state}`);
        await sleep(phaseMs);
        await redis.start();
        phase = 'after';
        const back = await until(
          async () =>
            (await readiness(a.url)).state === 'ready' &&
            (await readiness(b.url)).state === 'ready',
          20_000,
        );
        if (!back) failures.push(`cycle ${cycle}: /api/ready did not return to ready`);
        await sleep(phaseMs);
      }
    } finally {
      stopped = true;
      await running;
    }

    const loginsDuring = tally.count('during', 'login', 200);
    if (loginsDuring === 0) failures.push('no login succeeded while Redis was down');
    if (tally.count('after', 'login', 200) === 0) failures.push('no login succeeded after Redis');
    for (const [i, instance] of instances.entries()) {
      const out = instance.output();
      const down = countLines(out, 'Redis unavailable');
      const up = countLines(out, 'Redis is back');
      const unhandled = countLines(out, 'Unhandled error event');
      if (down !== cycles || up !== cycles || unhandled > 0)
        failures.push(
          `instance ${i + 1} logged ${down} outage / ${up} recovery lines for ${cycles} outages, ${unhandled} unhandled error events`,
        );
    }
    if (tally.badCount > 0) failures.push(...tally.bad);
    return {
      figures:
        `${cycles} outage(s), ${fmt(tally.total)} requests, ${tally.fiveHundreds()}×500; ` +
        `during: ${tally.describe('during')}; after: ${tally.describe('after')}; ` +
        `ready during: ${readyStates.join('/')}`,
      failures,
    };
  },
};
