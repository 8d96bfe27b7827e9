// Issue 33 §7: an authorization sweep generated from the OpenAPI document, not a hand-written list.
// Every operation is called anonymously, with a forged token and as another user holding the first
// user's ids in its path; a new operation joins the sweep by existing. It fails when a guarded
// operation answers anything but 401 without a live session, when another user's call succeeds on
// the first user's id or changes it, when any answer to the other user carries the first user's id,
// email or key id, or on any 5xx.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createUser, type TestUser } from './features/billing/billing.testkit.ts';
import { createTestApp, type TestApp } from './testing/test-app.testkit.ts';

type Doc = {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
};

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let ownerKeyId: string;
let ownerEmail: string;
let ownerId: string;

async function buy(user: TestUser) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/local-checkout',
    headers: user.auth,
    payload: { planName: 'Navigator', billingPeriod: 'month' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, 'owner');
  other = await createUser(t, 'other');
  await buy(owner);
  await buy(other);
  const key = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: owner.auth,
    payload: { name: 'owner script' },
  });
  expect(key.statusCode, key.body).toBe(200);
  ownerKeyId = key.json().data.apiKey.id as string;
  ownerEmail = owner.email;
  ownerId = owner.id;
});
afterAll(async () => t?.close());

/** The value each id-bearing path parameter takes: the owner's own id of that kind. */
const OWNER_IDS: Record<string, () => string> = {
  'DELETE /api/api-keys/{id} id': () => ownerKeyId,
};

test('every OpenAPI operation: 401 without a session where guarded, nothing of the owner to another user', async () => {
  const doc = t.app.swagger() as Doc;
  const guarded = new Set(
    t.app.routePolicies
      .filter((r) => r.method !== 'HEAD' && (r.policy.auth !== 'none' || r.policy.plan))
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`),
  );
  const findings: string[] = [];
  const counts = { operations: 0, calls: 0, refused401: 0, idParameters: 0 };
  const forged = { authorization: `Bearer ${'f'.repeat(43)}` };
  for (const [template, operations] of Object.entries(doc.paths)) {
    for (const [lower, op] of Object.entries(operations)) {
      const method = lower.toUpperCase() as 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
      const key = `${method} ${template}`;
      counts.operations += 1;
      let path = template;
      for (const p of (op.parameters ?? []).filter((x) => x.in === 'path')) {
        const id = OWNER_IDS[`${key} ${p.name}`];
        if (!id) {
          findings.push(`${key}: path parameter ${p.name} has no owner id in OWNER_IDS`);
          continue;
        }
        counts.idParameters += 1;
        path = path.replace(`{${p.name}}`, id());
      }
      const send = async (headers: Record<string, string>) => {
        counts.calls += 1;
        const res = await t.app.inject({
          method,
          url: path,
          headers,
          remoteAddress: `10.77.${counts.calls >> 8}.${counts.calls & 255}`,
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        if (res.statusCode >= 500)
          findings.push(`${key} ${JSON.stringify(headers)}: ${res.statusCode}`);
        return res;
      };
      for (const headers of [{}, forged]) {
        const res = await send(headers);
        if (guarded.has(key)) {
          if (res.statusCode === 401) counts.refused401 += 1;
          else findings.push(`${key} without a live session: ${res.statusCode}`);
        }
      }
      const asOther = await send(other.auth);
      if (path !== template && asOther.statusCode < 300)
        findings.push(`${key} as another user on the owner's id: ${asOther.statusCode}`);
      for (const secret of [ownerId, ownerEmail, ownerKeyId])
        if (asOther.body.includes(secret)) findings.push(`${key} showed the other user ${secret}`);
    }
  }
  // The owner's key survived the other user's calls.
  const keys = await t.app.inject({ method: 'GET', url: '/api/api-keys', headers: owner.auth });
  expect(JSON.stringify(keys.json())).toContain(ownerKeyId);
  expect(JSON.stringify(keys.json())).not.toMatch(/"revokedAt":"/);
  console.info(`authorization sweep: ${JSON.stringify(counts)}`);
  expect(findings).toEqual([]);
  expect(counts.operations).toBe(Object.values(doc.paths).flatMap(Object.keys).length);
  expect(counts.refused401).toBe(guarded.size * 2);
}, 120_000);
