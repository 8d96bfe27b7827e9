/**
 * Authorization sweep generated from the OpenAPI document (issue 33 §7): two real accounts on a
 * built instance, the owner and another user, both on Navigator (signed webhooks), each with an API
 * key and a price contribution. Every operation the server's own document lists (GET
 * /api/docs/json) is called with the owner's ids in every id-bearing path, query and body parameter
 * (support/openapi-sample.ts): anonymously, with a forged token, with the owner's API key as a
 * session token, and as the other user. Then a
 * revoked API key and the owner's token after logout are tried on every guarded operation.
 *
 * Fails when: an operation guarded by its contract (src/domain/api, policy auth or plan) answers
 * anything but 401 without a live session; the other user gets a 2xx on an operation whose path
 * names the owner's id; any answer to a caller other than the owner carries one of the owner's
 * values it was not sent (id, email, key id, key, token, subscription id); the owner's key, profile,
 * email, plan or contribution changed after the sweep; an operation of the document has no
 * contract, or an id-bearing parameter has no owner value to put in it; any 5xx; a revoked key or a
 * logged-out token opens anything.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ALL_ROUTES } from '../src/domain/api/routes.ts';
import {
  type Answer,
  type Drill,
  type DrillContext,
  Instance,
  Tally,
  call,
  uniqueTag,
} from './support/harness.ts';
import { type OpenApiDoc, type OwnerIds, requestsFrom } from './support/openapi-sample.ts';
import { type DrillAccount, DRILL_PASSWORD, createAccount, smtpSink } from './support/services.ts';
import { PAYMENTS_ENV, signedWebhook, subscriptionEvent } from './support/writes.ts';

type User = DrillAccount & { keyId: string; key: string; marker: string; subId: string };

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.88.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A verified Navigator account with an API key and a contribution carrying `marker`. */
async function richUser(base: string, smtp: Parameters<typeof createAccount>[1]): Promise<User> {
  const account = await createAccount(base, smtp, nextIp());
  const subId = `sub_authz${uniqueTag()}`;
  const event = subscriptionEvent({
    subId,
    userId: account.userId,
    occurredAt: new Date(Date.now() - 60_000).toISOString(),
    priceId: PAYMENTS_ENV.PADDLE_PRICE_NAVIGATOR_MONTH,
  });
  const paid = await call(base, 'POST', '/api/webhooks/paddle', signedWebhook(event));
  if (paid.status !== 200) throw new Error(`Navigator webhook answered ${paid.status}`);
  const created = await call(base, 'POST', '/api/api-keys', {
    ip: nextIp(),
    headers: bearer(account.token),
    body: { name: `key ${uniqueTag()}` },
  });
  const data = (created.body as { data?: { key?: string; apiKey?: { id?: string } } }).data;
  if (created.status !== 200 || !data?.apiKey?.id || !data.key)
    throw new Error(`API key creation answered ${created.status}`);
  const marker = `note-${uniqueTag()}`;
  const contributed = await call(base, 'POST', '/api/prices/contributions', {
    ip: nextIp(),
    headers: bearer(account.token),
    body: {
      item: 'cappuccino',
      city: 'Riyadh',
      country: 'Saudi Arabia',
      price: 21,
      currency: 'SAR',
      note: marker,
    },
  });
  if (contributed.status !== 200) throw new Error(`contribution answered ${contributed.status}`);
  return { ...account, keyId: data.apiKey.id, key: data.key, marker, subId };
}

/** What the owner holds, read as the owner: changed by nobody else during the sweep. */
async function ownerState(base: string, owner: User): Promise<string> {
  const read = async (path: string) =>
    JSON.stringify(
      (await call(base, 'GET', path, { ip: nextIp(), headers: bearer(owner.token) })).body,
    );
  const me = await read('/api/user/me');
  const keys = await read('/api/api-keys');
  const exported = await read('/api/user/export');
  return JSON.stringify({
    me,
    keyActive: keys.includes(owner.keyId) && !/"revokedAt":"/.test(keys),
    contribution: exported.includes(owner.marker),
  });
}

export const authzDrill: Drill = {
  name: 'authorization sweep',
  failsOn:
    "a guarded operation answering other than 401 without a live session; the other user succeeding on the owner's id or seeing an owner value it did not send; the owner's account changed; an operation without a contract or an id-bearing parameter without an owner value; a revoked key or logged-out token opening anything; any 5xx",
  async run(ctx: DrillContext) {
    const findings: string[] = [];
    const smtp = await smtpSink(ctx);
    // Paddle's subscription API on loopback, accepting every call (cancel, resume, change of plan):
    // a user's own calls succeed, so only the sweep's refusals are left to judge.
    const paddleCalls: string[] = [];
    const paddle = createServer((req, res) => {
      paddleCalls.push(`${req.method ?? ''} ${req.url ?? ''}`);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{}}');
    });
    await new Promise<void>((resolve) => paddle.listen(0, '127.0.0.1', resolve));
    ctx.defer(() => new Promise<void>((resolve) => paddle.close(() => resolve())));
    const instance = new Instance(ctx, {
      ...PAYMENTS_ENV,
      SMTP_URL: smtp.url,
      PADDLE_API_URL: `http://127.0.0.1:${(paddle.address() as AddressInfo).port}`,
      PADDLE_API_KEY: 'pdl_drill_api_key',
    });
    await instance.start();
    const base = instance.url;
    const owner = await richUser(base, smtp);
    const other = await richUser(base, smtp);
    const before = await ownerState(base, owner);

    const docAnswer = await call(base, 'GET', '/api/docs/json');
    if (docAnswer.status !== 200) throw new Error(`/api/docs/json answered ${docAnswer.status}`);
    const doc = docAnswer.body as OpenApiDoc;
    const ids: OwnerIds = {
      userId: owner.userId,
      keyId: owner.keyId,
      email: owner.email,
      subId: owner.subId,
    };
    const requests = requestsFrom(doc, ids);
    const contracts = new Map(
      ALL_ROUTES.map((r) => [`${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`, r]),
    );
    const guarded = new Set(
      [...contracts].filter(([, r]) => r.policy.auth !== 'none' || r.policy.plan).map(([k]) => k),
    );
    // Operations a personal API key may call as its owner (ADR 195): there the owner's key sent as a
    // bearer token is the owner's own credential, not a session forged from it.
    const keyed = new Set(
      [...contracts].filter(([, r]) => r.policy.apiKey === true).map(([k]) => k),
    );
    const secrets = [owner.userId, owner.email, owner.keyId, owner.key, owner.token, owner.subId];

    const tally = new Tally();
    let otherToken = other.token;
    const send = async (
      caller: string,
      req: (typeof requests)[0],
      headers: Record<string, string>,
    ) =>
      tally.record(
        caller,
        req.key,
        await call(base, req.method, req.path, {
          ip: nextIp(),
          headers,
          ...(req.body !== undefined ? { body: req.body } : {}),
        }),
      );
    const leaked = (answer: Answer, req: (typeof requests)[0]) => {
      const sent = `${req.path} ${JSON.stringify(req.body ?? '')}`;
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      return secrets.filter((s) => text.includes(s) && !sent.includes(s));
    };
    let idParameters = 0;
    let refused401 = 0;
    for (const req of requests) {
      if (!contracts.has(req.key)) findings.push(`${req.key}: in the document, no contract`);
      for (const gap of req.unknownIds) findings.push(`${req.key}: no owner value for ${gap}`);
      idParameters += req.idNames.length;
      const callers: [string, Record<string, string>][] = [
        ['anonymous', {}],
        ['forged token', bearer('f'.repeat(43))],
        ['API key as bearer', bearer(owner.key)],
        ['other user', bearer(otherToken)],
      ];
      for (const [caller, headers] of callers) {
        const answer = await send(caller, req, headers);
        const ownKey = caller === 'API key as bearer' && keyed.has(req.key);
        if (caller !== 'other user' && guarded.has(req.key) && !ownKey) {
          if (answer.status === 401) refused401 += 1;
          else findings.push(`${req.key} (${caller}): ${answer.status} where 401 was due`);
        }
        if (caller === 'other user' && req.idNames.some((n) => n.startsWith('path ')))
          if (answer.status >= 200 && answer.status < 300)
            findings.push(`${req.key} as the other user on the owner's id: ${answer.status}`);
        const seen = ownKey ? [] : leaked(answer, req);
        if (seen.length > 0)
          findings.push(`${req.key} (${caller}) showed ${seen.length} of the owner's values`);
      }
      // The other user's own calls may end its session (logout, sign out everywhere): sign in again.
      const me = await call(base, 'GET', '/api/user/me', {
        ip: nextIp(),
        headers: bearer(otherToken),
      });
      if (me.status === 401) {
        const login = await call(base, 'POST', '/api/auth/login', {
          ip: nextIp(),
          body: { email: other.email, password: DRILL_PASSWORD },
        });
        otherToken = (login.body as { data?: { token?: string } }).data?.token ?? otherToken;
      }
    }
    const after = await ownerState(base, owner);
    if (after !== before) findings.push(`the owner's account changed during the sweep: ${after}`);
    // The other user's calls to Paddle named the other user's subscription, never the owner's.
    for (const line of paddleCalls)
      if (line.includes(owner.subId)) findings.push(`Paddle was asked about the owner's: ${line}`);

    // A revoked key and a logged-out token open nothing guarded.
    await call(base, 'DELETE', `/api/api-keys/${other.keyId}`, {
      ip: nextIp(),
      headers: bearer(otherToken),
    });
    await call(base, 'POST', '/api/auth/logout', {
      ip: nextIp(),
      headers: bearer(owner.token),
      body: {},
    });
    for (const req of requests.filter((r) => guarded.has(r.key)))
      for (const [caller, headers] of [
        ['revoked key', { 'x-api-key': other.key }],
        ['after logout', bearer(owner.token)],
      ] as const) {
        const answer = await send(caller, req, headers);
        if (answer.status >= 200 && answer.status < 300)
          findings.push(`${req.key} (${caller}): ${answer.status}`);
      }
    if (tally.badCount > 0) findings.push(...tally.bad);
    const byCaller = [
      'anonymous',
      'forged token',
      'API key as bearer',
      'other user',
      'revoked key',
      'after logout',
    ].map((caller) => {
      const statuses = new Map<string, number>();
      for (const [key, byStatus] of tally.counts)
        if (key.startsWith(`${caller} `))
          for (const [s, n] of byStatus) statuses.set(s, (statuses.get(s) ?? 0) + n);
      return `${caller} ${[...statuses]
        .sort()
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')}`;
    });
    return {
      figures:
        `${requests.length} operations from the OpenAPI document (${guarded.size} guarded), ` +
        `${idParameters} id-bearing parameters filled with the owner's ids ` +
        `(${['path', 'query', 'body'].map((at) => `${at} ${requests.flatMap((r) => r.idNames).filter((n) => n.startsWith(`${at} `)).length}`).join(', ')}), ` +
        `${tally.total} calls, ` +
        `${refused401} refusals (401) of ${guarded.size * 3 - [...keyed].filter((k) => guarded.has(k)).length} due (the owner's key as a bearer may call the ${keyed.size} keyed operations); ${byCaller.join('; ')}; ` +
        `${paddleCalls.length} calls to Paddle, none for the owner; ` +
        `${findings.length} findings, ${tally.fiveHundreds()}×500`,
      failures: findings,
    };
  },
};
