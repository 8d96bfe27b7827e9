/**
 * The scale-out drill's load, through the balancer, judged on the status each request is due: every
 * request comes from an address of its own (no limit is met; the limits have their own check), so
 * rates, market data, sign-in with the right password, reading one's account and every write are
 * due 200. Kill cycles: all up, one instance killed (kill -9), restarted on its port, all up again.
 * A balancer 502, or a connection closed with no answer, is a request cut by the kill only in the
 * seconds after it; anything else is a failure.
 */
import type { TestSmtpServer } from '../../src/server/testing/smtp.testkit.ts';
import { AccountPool } from './accounts.ts';
import {
  type Answer,
  type DrillContext,
  type Instance,
  Tally,
  call,
  load,
  sleep,
} from './harness.ts';
import type { ThrowawayDb } from './services.ts';
import {
  ACCOUNT_WRITE_KINDS,
  Ledger,
  WRITE_KINDS,
  missingWrites,
  postgresPresence,
  writeOnce,
} from './writes.ts';

const KINDS = [...WRITE_KINDS, ...ACCOUNT_WRITE_KINDS];
/** How long after a kill a balancer 502 counts as a request that was in flight on the killed instance. */
const CUT_WINDOW_MS = 5_000;

let ipCount = 0;
function nextIp(): string {
  ipCount += 1;
  return `10.${100 + ((ipCount >> 16) & 63)}.${(ipCount >> 8) & 255}.${ipCount & 255}`;
}

export interface ScaleLoad {
  cycles: number;
  requests: number;
  acknowledged: number;
  ledger: string;
  lost: number;
  cut: number;
  unexpected: number;
  ackedSignups: string[];
  failures: string[];
}

export async function runScaleLoad(
  ctx: DrillContext,
  instances: Instance[],
  lbUrl: string,
  smtp: TestSmtpServer,
  db: ThrowawayDb,
): Promise<ScaleLoad> {
  const failures: string[] = [];
  const cycles = ctx.short ? 1 : 3;
  const phaseMs = ctx.short ? 3_000 : 10_000;
  const pool = new AccountPool(smtp);
  const perCycle = ctx.short ? 80 : 320;
  await pool.topUp(lbUrl, perCycle);
  const ledger = new Ledger();
  // A revocation (writes.ts, right after its key) is due 200 too, judged when it is recorded.
  const tally = new (class extends Tally {
    override record(p: string, route: string, answer: Answer): Answer {
      super.record(p, route, answer);
      if (route === 'api-key revoke') judge(route, answer, 200);
      return answer;
    }
  })();
  let killedAt = -Infinity;
  let cut = 0;
  let unexpected = 0;
  let phase = 'all up';
  const judge = (route: string, answer: Answer | null, due: number) => {
    if (answer === null || answer.status === due) return;
    // HAProxy's own 502 (not our JSON), or the connection closed with no answer at all.
    const fromBalancer =
      (typeof answer.body === 'string' && answer.status === 502) || answer.status === 0;
    if (fromBalancer && Date.now() - killedAt < CUT_WINDOW_MS) {
      cut += 1;
      return;
    }
    unexpected += 1;
    if (unexpected <= 10)
      failures.push(
        `${phase}: ${route} answered ${answer.status} where ${due} was due: ` +
          `${answer.error ?? JSON.stringify(answer.body).slice(0, 160)}`,
      );
  };

  let n = 0;
  let stopped = false;
  const worker = async () => {
    n += 1;
    const p = phase;
    const account = pool.accounts[n % pool.accounts.length];
    if (!account) throw new Error('no accounts');
    const ip = nextIp();
    switch (n % 10) {
      case 0:
        judge(
          'rates',
          tally.record(
            p,
            'rates',
            await call(lbUrl, 'GET', '/api/exchange/latest-rates?from=USD', { ip }),
          ),
          200,
        );
        return;
      case 1:
        judge(
          'market data',
          tally.record(
            p,
            'market data',
            await call(lbUrl, 'POST', '/api/exchange/market-data', {
              ip,
              body: { country: 'Portugal', city: 'Lisbon' },
            }),
          ),
          200,
        );
        return;
      case 2:
        judge(
          'login',
          tally.record(
            p,
            'login',
            await call(lbUrl, 'POST', '/api/auth/login', {
              ip,
              body: { email: account.email, password: account.password },
            }),
          ),
          200,
        );
        return;
      case 3:
        judge(
          'me',
          tally.record(
            p,
            'me',
            await call(lbUrl, 'GET', '/api/user/me', {
              ip,
              headers: { authorization: `Bearer ${account.token}` },
            }),
          ),
          200,
        );
        return;
      default: {
        const kind = KINDS[n % KINDS.length] ?? 'contact';
        judge(kind, await writeOnce(lbUrl, kind, ledger, tally, p, pool), 200);
      }
    }
  };
  const running = load(6, () => stopped, worker);
  try {
    for (let c = 0; c < cycles; c += 1) {
      phase = 'all up';
      await sleep(phaseMs);
      const victim = instances[c % instances.length] as Instance;
      phase = 'one killed';
      killedAt = Date.now();
      await victim.kill();
      ctx.log(`cycle ${c + 1}: killed instance ${(c % instances.length) + 1}`);
      await sleep(phaseMs);
      await victim.start();
      // HAProxy takes it back after two good checks (500 ms apart).
      await sleep(1_500);
      phase = 'restarted';
      const token = pool.accounts[0]?.token ?? '';
      const me = await call(victim.url, 'GET', '/api/user/me', {
        headers: { authorization: `Bearer ${token}` },
      });
      if (me.status !== 200) {
        failures.push(`cycle ${c + 1}: the restarted instance answered ${me.status} to a session`);
      }
      await sleep(phaseMs);
      // Accounts for the next cycle's contributions, made while the load goes on.
      if (c + 1 < cycles) await pool.topUp(lbUrl, perCycle);
    }
  } finally {
    stopped = true;
    await running;
  }
  const missing = missingWrites(ledger, await postgresPresence(db));
  const lost = Object.values(missing).reduce((sum, keys) => sum + keys.length, 0);
  for (const [kind, keys] of Object.entries(missing))
    if (keys.length > 0) failures.push(`${keys.length} acknowledged ${kind} writes missing`);
  for (const kind of KINDS)
    if (ledger.acked[kind].size === 0) failures.push(`no ${kind} write was acknowledged`);
  return {
    cycles,
    requests: tally.total,
    acknowledged: ledger.total,
    ledger: ledger.describe() + (pool.skipped > 0 ? `; ${pool.skipped} contributions skipped` : ''),
    lost,
    cut,
    unexpected,
    ackedSignups: [...ledger.acked.signup],
    failures,
  };
}
