/**
 * Authorization sweep (issue 17): two real accounts on a built instance, both on the Navigator plan
 * (through signed webhooks), each with an API key and a price contribution. Then every
 * authenticated route is called with no token, a garbage token, a tampered token, an API key in
 * place of a session token, the other user's token against the first user's ids, a revoked API
 * key, and the first user's token after logout. A finding is any 2xx where a refusal was due, or
 * any answer carrying the other user's id, email, key id, key or contribution.
 */
import { randomUUID } from 'node:crypto';
import {
  type Answer,
  type Drill,
  type DrillContext,
  Instance,
  Tally,
  call,
  uniqueTag,
} from './support/harness.ts';
import { type DrillAccount, createAccount, smtpSink } from './support/services.ts';
import { PAYMENTS_ENV, signedWebhook, subscriptionEvent } from './support/writes.ts';

interface Route {
  method: string;
  path: string;
  body?: unknown;
}

const CONTRIBUTION = {
  item: 'cappuccino',
  city: 'Riyadh',
  country: 'Saudi Arabia',
  price: 21,
  currency: 'SAR',
};

/** Every route that needs a signed-in user (docs/reliability.md lists them). */
function authenticatedRoutes(someKeyId: string): Route[] {
  return [
    { method: 'GET', path: '/api/user/me' },
    {
      method: 'PATCH',
      path: '/api/user/me',
      body: { firstname: 'Mallory', lastname: 'Evil', username: 'mallory_evil' },
    },
    {
      method: 'POST',
      path: '/api/user/email',
      body: { newEmail: 'mallory@example.com', password: 'Drill-Parity-2026x' },
    },
    {
      method: 'POST',
      path: '/api/user/email/confirm',
      body: { newEmail: 'mallory@example.com', code: '123456' },
    },
    {
      method: 'POST',
      path: '/api/user/password',
      body: { currentPassword: 'x', newPassword: 'Drill-Parity-2026y' },
    },
    { method: 'POST', path: '/api/user/sign-out-everywhere', body: {} },
    { method: 'GET', path: '/api/user/export' },
    {
      method: 'POST',
      path: '/api/user/delete',
      body: { password: 'Drill-Parity-2026x', confirmation: 'DELETE' },
    },
    { method: 'GET', path: '/api/api-keys' },
    { method: 'POST', path: '/api/api-keys', body: { name: 'mallory' } },
    { method: 'DELETE', path: `/api/api-keys/${someKeyId}` },
    { method: 'GET', path: '/api/subscription' },
    {
      method: 'POST',
      path: '/api/subscription',
      body: { planName: 'Explorer', billingInterval: 'lifetime' },
    },
    { method: 'POST', path: '/api/subscription/cancel', body: {} },
    {
      method: 'POST',
      path: '/api/subscription/change',
      body: { planName: 'Voyager', billingPeriod: 'year' },
    },
    {
      method: 'POST',
      path: '/api/subscription/checkout',
      body: { planName: 'Voyager', billingPeriod: 'month' },
    },
    { method: 'POST', path: '/api/subscription/resume', body: {} },
    { method: 'POST', path: '/api/prices/contributions', body: CONTRIBUTION },
    { method: 'POST', path: '/api/auth/logout', body: {} },
  ];
}

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.88.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

export const authzDrill: Drill = {
  name: 'authorization sweep',
  async run(ctx: DrillContext) {
    const findings: string[] = [];
    const smtp = await smtpSink(ctx);
    const instance = new Instance(ctx, { ...PAYMENTS_ENV, SMTP_URL: smtp.url });
    await instance.start();
    const tally = new Tally();
    const send = async (phase: string, route: Route, headers: Record<string, string>) =>
      tally.record(
        phase,
        `${route.method} ${route.path.split('?')[0]}`,
        await call(instance.url, route.method, route.path, {
          ip: nextIp(),
          headers,
          ...(route.body !== undefined ? { body: route.body } : {}),
        }),
      );
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

    // Two users with everything a user can own.
    const users: (DrillAccount & { keyId: string; key: string; marker: string })[] = [];
    for (const name of ['a', 'b']) {
      const account = await createAccount(instance.url, smtp, nextIp());
      const event = subscriptionEvent({
        subId: `sub_authz${name}${uniqueTag()}`,
        userId: account.userId,
        occurredAt: new Date(Date.now() - 60_000).toISOString(),
        priceId: PAYMENTS_ENV.PADDLE_PRICE_NAVIGATOR_MONTH,
      });
      await call(instance.url, 'POST', '/api/webhooks/paddle', signedWebhook(event));
      const created = await call(instance.url, 'POST', '/api/api-keys', {
        ip: nextIp(),
        headers: bearer(account.token),
        body: { name: `key ${name}` },
      });
      const data = (created.body as { data?: { key?: string; apiKey?: { id?: string } } }).data;
      const keyId = data?.apiKey?.id;
      if (created.status !== 200 || !keyId || !data.key)
        throw new Error(`API key creation answered ${created.status}`);
      const marker = `note-${name}-${uniqueTag()}`;
      await call(instance.url, 'POST', '/api/prices/contributions', {
        ip: nextIp(),
        headers: bearer(account.token),
        body: { ...CONTRIBUTION, note: marker },
      });
      users.push({ ...account, keyId, key: data.key, marker });
    }
    const [a, b] = users as [(typeof users)[0], (typeof users)[0]];
    const secretsOf = (u: typeof a) => [u.userId, u.email, u.keyId, u.key, u.marker, u.token];
    const leaks = (answer: Answer, owner: typeof a) => {
      const text = JSON.stringify(answer.body);
      return secretsOf(owner).filter((s) => text.includes(s));
    };
    const mustRefuse = (phase: string, route: Route, answer: Answer) => {
      if (answer.status >= 200 && answer.status < 300)
        findings.push(`${phase}: ${route.method} ${route.path} answered ${answer.status}`);
    };

    // 1. No token, garbage, tampered, an API key as a session token: every route refuses.
    const tampered = `${a.token.slice(0, -2)}${a.token.endsWith('A') ? 'B' : 'A'}${a.token.slice(-1)}`;
    const strangers: [string, Record<string, string>][] = [
      ['no token', {}],
      ['garbage token', bearer('not-a-token')],
      ['tampered token', bearer(tampered)],
      ['API key as bearer', bearer(a.key)],
    ];
    let calls = 0;
    for (const [phase, headers] of strangers)
      for (const route of authenticatedRoutes(a.keyId)) {
        mustRefuse(phase, route, await send(phase, route, headers));
        calls += 1;
      }

    // 2. B's own token on B's routes (reads only): nothing of A's comes back.
    for (const route of authenticatedRoutes(a.keyId).filter((r) => r.method === 'GET')) {
      const answer = await send('other user', route, bearer(b.token));
      calls += 1;
      const leaked = leaks(answer, a);
      if (leaked.length > 0)
        findings.push(`B reading ${route.path} saw ${leaked.length} of A's values`);
    }
    // The public contribution summary for the city: no contributor's id or email.
    const summary = await call(
      instance.url,
      'GET',
      '/api/prices/contributions?city=Riyadh&country=Saudi%20Arabia',
      { ip: nextIp() },
    );
    calls += 1;
    for (const u of users) {
      const text = JSON.stringify(summary.body);
      if (text.includes(u.userId) || text.includes(u.email))
        findings.push('the public contribution summary names a contributor');
    }
    // B revokes A's key by id: A's key must still work.
    await send(
      'other user',
      { method: 'DELETE', path: `/api/api-keys/${a.keyId}` },
      bearer(b.token),
    );
    const aKeyStillWorks = await call(instance.url, 'GET', '/api/exchange/latest-rates?from=USD', {
      ip: nextIp(),
      headers: { 'x-api-key': a.key },
    });
    if (aKeyStillWorks.status !== 200)
      findings.push(`B's DELETE of A's key id changed A's key (now ${aKeyStillWorks.status})`);
    // An id that exists nowhere: no error other than a refusal or a no-op.
    await send(
      'other user',
      { method: 'DELETE', path: `/api/api-keys/${randomUUID()}` },
      bearer(b.token),
    );
    calls += 3;

    // 3. A revoked key is refused on the public data routes it used to serve.
    await call(instance.url, 'DELETE', `/api/api-keys/${b.keyId}`, {
      ip: nextIp(),
      headers: bearer(b.token),
    });
    const revoked = await call(instance.url, 'GET', '/api/exchange/latest-rates?from=USD', {
      ip: nextIp(),
      headers: { 'x-api-key': b.key },
    });
    calls += 2;
    if (revoked.status >= 200 && revoked.status < 300)
      findings.push(`a revoked API key was accepted (${revoked.status})`);

    // 4. After logout, A's token opens nothing.
    await call(instance.url, 'POST', '/api/auth/logout', {
      ip: nextIp(),
      headers: bearer(a.token),
      body: {},
    });
    for (const route of authenticatedRoutes(b.keyId)) {
      mustRefuse('after logout', route, await send('after logout', route, bearer(a.token)));
      calls += 1;
    }
    if (tally.badCount > 0) findings.push(...tally.bad);
    if (process.env.DRILL_DEBUG) ctx.log(tally.describe('no token'));
    const statuses = new Map<string, number>();
    for (const byStatus of tally.counts.values())
      for (const [status, n] of byStatus) statuses.set(status, (statuses.get(status) ?? 0) + n);
    const histogram = [...statuses]
      .sort()
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
    return {
      figures:
        `${authenticatedRoutes(a.keyId).length} authenticated routes, ${calls} calls ` +
        `(no/garbage/tampered token, API key as bearer, other user's ids, revoked key, after logout): ` +
        `answers ${histogram}; ${findings.length} findings, ${tally.fiveHundreds()}×500`,
      failures: findings,
    };
  },
};
