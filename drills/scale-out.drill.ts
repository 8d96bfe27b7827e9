/**
 * Scale-out (issue 33): three built instances behind HAProxy (support/balancer.ts) on one throwaway
 * PostgreSQL database, one redis-server of the drill's own and one SMTP sink, deployed as the
 * README's "Scaling out" section says (one APP_SECRET, TRUST_PROXY naming the balancer). Under mixed
 * load through the balancer (reads, sign-ins, every kind of acknowledged write), one instance is
 * killed with SIGKILL and later started again on the same port, a different one each cycle.
 *
 * Fails when: an acknowledged (200) write is missing from the database; a request gets another
 * status than the one it is due (support/scale-load.ts), except a balancer 502 for a request in flight on the
 * killed instance in the seconds after the kill; a session or a mailed code made on one instance
 * does not work on each of the others; one client gets more than its limit through the three
 * instances (public data and sign-in routes); a message is delivered twice, or an acknowledged
 * signup's mail never arrives; the shared rate-refresh job runs twice within one interval or more
 * often than its schedule allows; the killed instance does not serve again after its restart.
 */
import { freePort } from '../bench/support/built-server.ts';
import {
  providerFile,
  sendJson,
  startLoopbackProvider,
} from '../src/server/features/exchange/loopback-provider.testkit.ts';
import { type Drill, type DrillContext, Instance, drillSecret, fmt } from './support/harness.ts';
import { startHaproxy } from './support/balancer.ts';
import { ownRedis, smtpSink, throwawayDatabase } from './support/services.ts';
import { PAYMENTS_ENV } from './support/writes.ts';
import {
  checkJobRuns,
  checkMailsOnce,
  checkSharedLimit,
  checkSessionsAcross,
} from './support/scale-checks.ts';
import { runScaleLoad } from './support/scale-load.ts';

/** How often the shared rate-refresh job is due in the drill (seconds). */
const JOB_INTERVAL_S = 2;

export const scaleOutDrill: Drill = {
  name: 'scale-out behind a load balancer',
  failsOn:
    "an acknowledged write missing; an answer other than the one due, save a balancer 502 or a closed connection in the 5 s after a kill; a session or mailed code not working on every instance; a client admitted more than its limit through three instances; a mail delivered twice or an acknowledged signup's mail missing; the shared job running twice in one interval; the restarted instance not serving a session",
  async run(ctx: DrillContext) {
    const failures: string[] = [];
    const started = Date.now();
    const [db, redis, smtp, provider] = await Promise.all([
      throwawayDatabase(ctx),
      ownRedis(ctx),
      smtpSink(ctx),
      startLoopbackProvider(),
    ]);
    ctx.defer(() => provider.close());
    const hits: number[] = [];
    provider.handler = (which, _req, res) => {
      if (which === 'primary') hits.push(Date.now());
      sendJson(res, providerFile(new Date().toISOString().slice(0, 10), 1.01));
    };
    const common: Record<string, string> = {
      ...PAYMENTS_ENV,
      DATABASE_URL: db.url,
      REDIS_URL: redis.url,
      SMTP_URL: smtp.url,
      APP_SECRET: drillSecret(),
      // The balancer is the loopback hop in front; the drill's clients name themselves in
      // X-Forwarded-For, which HAProxy extends with the hop it saw.
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'info',
      RATE_LIMIT_PUBLIC_PER_MINUTE: '60',
      MAIL_CLAIM_SECONDS: '5',
      RATE_REFRESH: 'on',
      RATE_PROVIDERS: 'currency-api',
      CURRENCY_API_URL: provider.primaryUrl,
      CURRENCY_API_FALLBACK_URL: provider.fallbackUrl,
      ECB_DAILY_URL: 'http://127.0.0.1:9/eurofxref-daily.xml',
      RATE_FIRST_REFRESH_SECONDS: '0',
      RATE_REFRESH_HOURS: String(JOB_INTERVAL_S / 3600),
      RATE_RETRY_ATTEMPTS: '1',
    };
    const instances: Instance[] = [];
    for (let i = 0; i < 3; i += 1) {
      const port = await freePort();
      instances.push(
        new Instance(ctx, {
          ...common,
          PORT: String(port),
          PUBLIC_URL: `http://127.0.0.1:${port}`,
        }),
      );
    }
    // One at a time: all three would run the migrations on the empty database at once.
    for (const instance of instances) await instance.start();
    const ports = instances.map((i) => Number(new URL(i.url).port));
    const lb = await startHaproxy(ctx, ports);
    ctx.log(`HAProxy ${lb.url} → ${ports.join(', ')}; ${db.name}; redis :${redis.port}`);

    const sessions = await checkSessionsAcross(instances, lb.url, smtp);
    failures.push(...sessions.failures);
    const limits = await checkSharedLimit(lb.url);
    failures.push(...limits.failures);

    const load = await runScaleLoad(ctx, instances, lb.url, smtp, db);
    failures.push(...load.failures);

    const mails = await checkMailsOnce(smtp, load.ackedSignups, ctx.short ? 75_000 : 150_000);
    failures.push(...mails.failures);
    const seconds = (Date.now() - started) / 1000;
    const jobs = checkJobRuns(hits, JOB_INTERVAL_S * 1000, instances);
    failures.push(...jobs.failures);
    if (lb.output().includes('ALERT')) failures.push(`HAProxy alerted:\n${lb.output()}`);
    return {
      figures:
        `3 instances behind HAProxy, ${load.cycles} kill(s) and restart(s); ` +
        `${fmt(load.requests)} requests, ${fmt(load.acknowledged)} acknowledged writes ` +
        `(${load.ledger}), ${fmt(load.lost)} lost, ${fmt(load.cut)} cut by the kill (502), ` +
        `${fmt(load.unexpected)} unexpected statuses; sessions: ${sessions.figures}; ` +
        `limit held: ${limits.figures}; mails once: ${mails.figures}; ` +
        `jobs: ${jobs.figures} in ${seconds.toFixed(0)} s`,
      failures,
    };
  },
};
