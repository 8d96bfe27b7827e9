/**
 * The scale-out drill's checks that are not the load itself: a session and a mailed code made on
 * one instance work on the others; one client cannot get more than its limit through three
 * instances; every message is delivered once; the shared job runs once per interval.
 */
import type { TestSmtpServer } from '../../src/server/testing/smtp.testkit.ts';
import { type Instance, call, countLines, fmt, uniqueTag, until } from './harness.ts';
import { DRILL_PASSWORD } from './services.ts';

interface Check {
  figures: string;
  failures: string[];
}

/**
 * Sign up on instance 1, verify the mailed code on instance 2, sign in on instance 3, then read the
 * account on each instance directly and three times through the balancer: every read is 200 with
 * the same user id.
 */
export async function checkSessionsAcross(
  instances: Instance[],
  lbUrl: string,
  smtp: TestSmtpServer,
): Promise<Check> {
  const failures: string[] = [];
  const [one, two, three] = instances.map((i) => i.url) as [string, string, string];
  const tag = uniqueTag();
  const email = `scale${tag}@example.com`;
  const ip = '10.66.0.1';
  const signup = await call(one, 'POST', '/api/auth/signup', {
    ip,
    body: {
      firstname: 'Scale',
      lastname: 'Out',
      username: `s${tag}`,
      email,
      password: DRILL_PASSWORD,
    },
  });
  if (signup.status !== 200) failures.push(`signup on instance 1 answered ${signup.status}`);
  const mail = await smtp.waitFor((m) => m.to.includes(email), 30_000);
  const otp = /code to [a-z ]+ is: (\d{6})/.exec(mail.text)?.[1] ?? '';
  const verify = await call(two, 'POST', '/api/auth/verify-otp', {
    ip,
    body: { email, otp, type: 'email_verification' },
  });
  if (verify.status !== 200)
    failures.push(`instance 1's code verified on instance 2: ${verify.status}`);
  const login = await call(three, 'POST', '/api/auth/login', {
    ip,
    body: { email, password: DRILL_PASSWORD },
  });
  const data = (login.body as { data?: { token?: string; user?: { id?: string } } }).data;
  if (login.status !== 200 || !data?.token) {
    failures.push(`login on instance 3 answered ${login.status}`);
    return { figures: 'no session made', failures };
  }
  let worked = 0;
  const bases = [one, two, three, lbUrl, lbUrl, lbUrl];
  for (const base of bases) {
    const me = await call(base, 'GET', '/api/user/me', {
      headers: { authorization: `Bearer ${data.token}` },
    });
    const user = (me.body as { data?: { user?: { email?: string } } }).data?.user;
    if (me.status === 200 && user?.email === email) worked += 1;
    else failures.push(`the session read on ${base} answered ${me.status}`);
  }
  return {
    figures: `signed up on 1, code verified on 2, signed in on 3, session read ${worked}/${bases.length}`,
    failures,
  };
}

/** `n` requests from one client address through the balancer, 6 at a time; admitted and refused. */
async function burst(
  lbUrl: string,
  n: number,
  send: (ip: string) => Promise<{ status: number; limit: number }>,
) {
  const ip = `10.67.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const statuses = new Map<number, number>();
  let limit = NaN;
  let next = 0;
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (next < n) {
        next += 1;
        const answer = await send(ip);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (Number.isFinite(answer.limit)) limit = answer.limit;
      }
    }),
  );
  void lbUrl;
  const refused = statuses.get(429) ?? 0;
  const other = [...statuses].filter(([s]) => s >= 500 || s === 0).reduce((a, [, c]) => a + c, 0);
  return { admitted: n - refused - other, refused, other, limit, statuses };
}

/**
 * One client sends three times its limit and more through the balancer, on a public data route and
 * on the sign-in route; it may be admitted at most its limit (the X-RateLimit-Limit header it is
 * told). The burst starts early in a minute, so a window aligned to the minute cannot reset in it.
 */
export async function checkSharedLimit(lbUrl: string): Promise<Check> {
  const failures: string[] = [];
  await until(() => new Date().getSeconds() < 40, 25_000, 250);
  const limitOf = (headers: Headers | undefined) =>
    Number(headers?.get('x-ratelimit-limit') ?? Number.NaN);
  const rates = await burst(lbUrl, 200, async (ip) => {
    const a = await call(lbUrl, 'GET', '/api/exchange/latest-rates?from=USD', { ip });
    return { status: a.status, limit: limitOf(a.headers) };
  });
  const logins = await burst(lbUrl, 36, async (ip) => {
    const a = await call(lbUrl, 'POST', '/api/auth/login', {
      ip,
      body: { email: `nobody${uniqueTag()}@example.com`, password: 'Wrong-Password-2026' },
    });
    return { status: a.status, limit: limitOf(a.headers) };
  });
  const parts: string[] = [];
  for (const [route, r, due] of [
    ['public data', rates, 200],
    ['sign-in', logins, 401],
  ] as const) {
    parts.push(
      `${route} ${r.admitted} of ${fmt(r.refused + r.admitted)} admitted (limit ${r.limit})`,
    );
    if (!Number.isFinite(r.limit)) failures.push(`${route}: no X-RateLimit-Limit header`);
    else if (r.admitted > r.limit)
      failures.push(`${route}: one client got ${r.admitted} answers with a limit of ${r.limit}`);
    if (r.admitted === 0) failures.push(`${route}: nothing admitted`);
    const wrong = [...r.statuses].filter(([s]) => s !== due && s !== 429);
    if (wrong.length > 0)
      failures.push(`${route}: answers other than ${due} and 429: ${JSON.stringify(wrong)}`);
  }
  return { figures: parts.join(', '), failures };
}

/**
 * Every message delivered at most once (no two deliveries of the same recipient, subject and text:
 * each carries a fresh code or message; plan-change notices, alike by design, are left out), and each acknowledged signup's verification mail delivered
 * (waiting up to `waitMs` for the outbox job to send what a killed instance had queued).
 */
export async function checkMailsOnce(
  smtp: TestSmtpServer,
  ackedSignups: string[],
  waitMs: number,
): Promise<Check> {
  const failures: string[] = [];
  const verification = (email: string) =>
    smtp.mails.filter((m) => m.to.includes(email) && m.subject.includes('verification'));
  const waitStarted = Date.now();
  await until(() => ackedSignups.every((e) => verification(e).length > 0), waitMs, 500);
  const waited = (Date.now() - waitStarted) / 1000;
  const missing = ackedSignups.filter((e) => verification(e).length === 0);
  const seen = new Map<string, number>();
  // A plan-change notice says the same words for each change of the same kind, so two alike are two
  // changes, not one delivered twice; every other message carries a fresh code or message text.
  for (const m of smtp.mails.filter((mail) => !/subscription/i.test(mail.subject))) {
    const key = `${m.to.join(',')}|${m.subject}|${m.text}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const repeated = [...seen].filter(([, n]) => n > 1);
  const twice = repeated.length;
  const extraCodes = ackedSignups.filter((e) => verification(e).length > 1).length;
  if (missing.length > 0)
    failures.push(`${missing.length} acknowledged signups got no mail in ${waited.toFixed(0)} s`);
  if (twice > 0)
    failures.push(
      `${twice} messages were delivered more than once: ` +
        repeated
          .slice(0, 3)
          .map(([key, n]) => `${n}× ${key.split('|').slice(0, 2).join(' ')}`)
          .join('; '),
    );
  if (extraCodes > 0) failures.push(`${extraCodes} signups got more than one verification mail`);
  return {
    figures:
      `${fmt(smtp.mails.length)} delivered, ${twice} twice, ` +
      `${fmt(ackedSignups.length - missing.length)}/${fmt(ackedSignups.length)} acknowledged signups' mails ` +
      `(last after ${waited.toFixed(0)} s)`,
    failures,
  };
}

/**
 * The shared rate-refresh job (a lease in job_leases, ADR 099) across three instances: each of its
 * runs fetches the loopback provider once. Runs closer than half the interval mean two instances
 * ran it for one turn; more runs than the schedule allows mean each instance kept its own.
 */
export function checkJobRuns(hits: number[], intervalMs: number, instances: Instance[]): Check {
  const failures: string[] = [];
  const sorted = [...hits].sort((a, b) => a - b);
  let minGap = Infinity;
  for (let i = 1; i < sorted.length; i += 1)
    minGap = Math.min(minGap, (sorted[i] ?? 0) - (sorted[i - 1] ?? 0));
  const span = (sorted.at(-1) ?? 0) - (sorted[0] ?? 0);
  const allowed = Math.floor(span / intervalMs) + 1;
  const perInstance = instances.map((i) => countLines(i.output(), 'job rate-refresh ran'));
  if (sorted.length < 3) failures.push(`the rate-refresh job ran only ${sorted.length} times`);
  if (minGap < intervalMs / 2)
    failures.push(`two rate-refresh runs ${minGap} ms apart (interval ${intervalMs} ms)`);
  if (sorted.length > allowed)
    failures.push(`${sorted.length} rate-refresh runs in ${span} ms, at most ${allowed} due`);
  return {
    figures:
      `rate-refresh ran ${sorted.length} times (every ${intervalMs / 1000} s, at most ${allowed} due; ` +
      `by instance ${perInstance.join('/')}; closest ${Number.isFinite(minGap) ? minGap : '-'} ms apart)`,
    failures,
  };
}
