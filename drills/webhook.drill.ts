/**
 * A payment webhook delivered twice, out of order, and concurrently (issue 17, docs/security.md W2):
 * signed Paddle-shaped events for a real account on a built instance (SQLite). Each event must have
 * one effect: one processed_events row, one subscription, and the state of the newest event wins
 * whatever order the deliveries came in.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { type Drill, type DrillContext, Instance, Tally, call, fmt } from './support/harness.ts';
import { createAccount, smtpSink } from './support/services.ts';
import { PAYMENTS_ENV, signedWebhook, subscriptionEvent } from './support/writes.ts';

const at = (minutes: number) => new Date(Date.now() - 60 * 60_000 + minutes * 60_000).toISOString();

export const webhookDrill: Drill = {
  name: 'webhook twice, out of order, concurrent',
  failsOn:
    "an event with other than one processed_events row; a state other than the newest event's; a subscription list that is not a one-item array; a delivery answered other than 200; any 500",
  async run(ctx: DrillContext) {
    const failures: string[] = [];
    const rounds = ctx.short ? 2 : 10;
    const concurrency = ctx.short ? 10 : 25;
    const smtp = await smtpSink(ctx);
    const instance = new Instance(ctx, { ...PAYMENTS_ENV, SMTP_URL: smtp.url });
    await instance.start();
    const tally = new Tally();
    const deliver = async (phase: string, event: object) =>
      tally.record(
        phase,
        'webhook',
        await call(instance.url, 'POST', '/api/webhooks/paddle', signedWebhook(event)),
      );
    const file = path.join(instance.dataDir, 'parity.sqlite');
    const rowsFor = (eventIds: string[]) => {
      const db = new Database(file, { readonly: true });
      try {
        const count = (id: string) =>
          (
            db.prepare('select count(*) as n from processed_events where event_id = ?').get(id) as {
              n: number;
            }
          ).n;
        return eventIds.map(count);
      } finally {
        db.close();
      }
    };

    let events = 0;
    for (let round = 1; round <= rounds; round += 1) {
      const account = await createAccount(instance.url, smtp, `10.77.${round}.1`);
      const subscription = async () => {
        const answer = await call(instance.url, 'GET', '/api/subscription', {
          headers: { authorization: `Bearer ${account.token}` },
        });
        return (answer.body as { data?: { subscription?: Record<string, unknown> | null } }).data
          ?.subscription;
      };
      const subId = `sub_drill${round}${Date.now()}`;
      const base = { subId, userId: account.userId };
      const created = subscriptionEvent({ ...base, occurredAt: at(0) });
      const newer = subscriptionEvent({
        ...base,
        type: 'subscription.updated',
        occurredAt: at(20),
        priceId: PAYMENTS_ENV.PADDLE_PRICE_NAVIGATOR_MONTH,
      });
      const older = subscriptionEvent({
        ...base,
        type: 'subscription.updated',
        occurredAt: at(10),
        priceId: PAYMENTS_ENV.PADDLE_PRICE_VOYAGER_YEAR,
      });
      // Twice, one after the other.
      await deliver('twice', created);
      await deliver('twice', created);
      // Concurrently: the newest update, many copies at once.
      await Promise.all(Array.from({ length: concurrency }, () => deliver('concurrent', newer)));
      // Out of order: an older update arrives last.
      await deliver('out-of-order', older);
      events += 3;
      const counts = rowsFor([created.event_id, newer.event_id, older.event_id]);
      if (counts.some((n) => n !== 1))
        failures.push(`round ${round}: processed_events rows per event ${counts.join('/')}`);
      const sub = await subscription();
      if (sub?.planName !== 'Navigator' || sub.billingInterval !== 'month')
        failures.push(
          `round ${round}: subscription is ${String(sub?.planName)} ${String(sub?.billingInterval)}, not Navigator month`,
        );
      const all = await call(instance.url, 'GET', '/api/user/me', {
        headers: { authorization: `Bearer ${account.token}` },
      });
      const list = (all.body as { data?: { userSubscription?: unknown[] } }).data?.userSubscription;
      // Not an array (missing, null, an object) is a failure too: the count cannot be checked.
      if (!Array.isArray(list))
        failures.push(
          `round ${round}: data.userSubscription is ${JSON.stringify(list) ?? 'missing'}, not a list`,
        );
      else if (list.length !== 1)
        failures.push(`round ${round}: ${list.length} subscriptions for one subscription id`);
    }
    const non200 =
      tally.total -
      ['twice', 'concurrent', 'out-of-order'].reduce(
        (sum, phase) => sum + tally.count(phase, 'webhook', 200),
        0,
      );
    if (non200 > 0) failures.push(`${non200} deliveries were not answered 200`);
    if (tally.badCount > 0) failures.push(...tally.bad);
    return {
      figures:
        `${rounds} rounds, ${events} events in ${fmt(tally.total)} deliveries ` +
        `(each created event twice, the newest update ${concurrency}× at once, an older update last), ` +
        `${failures.length === 0 ? 'one effect each' : 'DUPLICATE OR WRONG EFFECTS'}, ${tally.fiveHundreds()}×500`,
      failures,
    };
  },
};
