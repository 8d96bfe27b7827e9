import { sql } from 'kysely';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { securityHeaders } from './plugins/security.ts';
import { createTestApp, type TestApp } from './testing/test-app.testkit.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const validContact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Hello',
  message: 'A question about rates.',
};

test('GET /api/health answers ok with no dependencies', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'success', data: { status: 'ok' } });
  expect(res.headers['content-type']).toMatch(/application\/json/);
});

test('GET /api/ready checks the database', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
  expect(res.statusCode).toBe(200);
  expect(res.json().data.status).toBe('ready');
});

test('a non-JSON body is refused with 415 in the error envelope', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'content-type': 'text/plain' },
    payload: 'hello',
  });
  expect(res.statusCode).toBe(415);
  expect(res.json()).toMatchObject({ status: 'error', code: 'UNSUPPORTED_MEDIA_TYPE' });
});

test('unknown keys are refused with 400 naming the field', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { ...validContact, isAdmin: true },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    status: 'error',
    code: 'VALIDATION_FAILED',
    fields: { isAdmin: 'Unknown field' },
  });
});

test('a mistyped field is refused with 400 naming it', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { ...validContact, email: 42 },
  });
  expect(res.statusCode).toBe(400);
  expect(Object.keys(res.json().fields)).toContain('email');
});

test('a body over 16 KiB is refused with 413', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { ...validContact, message: 'x'.repeat(20_000) },
  });
  expect(res.statusCode).toBe(413);
  expect(res.json()).toMatchObject({ status: 'error', code: 'PAYLOAD_TOO_LARGE' });
});

test('__proto__ keys are refused (SECURITY.md I5)', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'content-type': 'application/json' },
    payload: '{"name":"a","__proto__":{"polluted":true}}',
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().status).toBe('error');
});

test('an unknown /api path is 404 in the envelope', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({
    status: 'error',
    code: 'NOT_FOUND',
    message: 'The requested resource could not be found.',
  });
});

test('an unlisted method on a known path is 405 with Allow (SECURITY.md H2)', async () => {
  const res = await t.app.inject({ method: 'DELETE', url: '/api/health' });
  expect(res.statusCode).toBe(405);
  expect(res.headers.allow).toContain('GET');
  expect(res.json().code).toBe('METHOD_NOT_ALLOWED');
});

test('a 5xx body is generic: a request id, no stack, SQL or path', async () => {
  await sql`drop table contact_messages`.execute(t.deps.database.db);
  const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: validContact });
  expect(res.statusCode).toBe(500);
  const body = res.json();
  expect(body).toEqual({
    status: 'error',
    code: 'INTERNAL',
    message: 'Something went wrong on our side.',
    requestId: res.headers['x-request-id'],
  });
  expect(res.body).not.toMatch(/contact_messages|insert|\.ts|at /i);
});

test('security headers follow SECURITY.md H1', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  const csp = String(res.headers['content-security-policy']);
  for (const part of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ]) {
    expect(csp).toContain(part);
  }
  expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBeTruthy();
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
});

test('every answer carries the full security header set: API, errors, pages, the OpenAPI UI (ADR 180)', async () => {
  const expected = securityHeaders({});
  for (const url of ['/api/health', '/api/no/such/route', '/api/docs', '/no-such-page']) {
    const res = await t.app.inject({ method: 'GET', url });
    for (const [name, value] of Object.entries(expected)) {
      // The OpenAPI UI sets a CSP of its own for its inline bootstrap script.
      if (url === '/api/docs' && name === 'content-security-policy') continue;
      expect(res.headers[name], `${url} ${name}`).toBe(value);
    }
  }
  const posted = await t.app.inject({ method: 'POST', url: '/api/contact', payload: {} });
  expect(posted.statusCode).toBe(400);
  expect(posted.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(posted.headers['x-permitted-cross-domain-policies']).toBe('none');
});

test('I7: authorization headers, passwords and codes never reach the log', async () => {
  await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { authorization: 'Bearer super-secret-token-value' },
    payload: { password: 'hunter2-Secret', otp: '123456' },
  });
  t.app.log.info({ password: 'hunter2-Secret', body: { token: 'abc-secret-token' } }, 'probe');
  const all = t.logs.join('\n');
  expect(all).toContain('probe');
  expect(all).not.toContain('super-secret-token-value');
  expect(all).not.toContain('hunter2-Secret');
  expect(all).not.toContain('abc-secret-token');
});

test('CORS answers only allow-listed origins', async () => {
  await t.close();
  t = await createTestApp({ env: { CORS_ORIGINS: 'https://app.parity.test' } });
  const allowed = await t.app.inject({
    method: 'GET',
    url: '/api/health',
    headers: { origin: 'https://app.parity.test' },
  });
  expect(allowed.headers['access-control-allow-origin']).toBe('https://app.parity.test');
  const refused = await t.app.inject({
    method: 'GET',
    url: '/api/health',
    headers: { origin: 'https://evil.test' },
  });
  expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  for (const res of [allowed, refused]) expect(res.headers.vary).toContain('Origin');
});

test('CORS preflight: 204 with the allowed methods and headers for an allow-listed origin only', async () => {
  await t.close();
  t = await createTestApp({ env: { CORS_ORIGINS: 'https://app.parity.test' } });
  const preflight = (origin: string, url = '/api/contact', method: string | null = 'POST') =>
    t.app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        ...(method ? { 'access-control-request-method': method } : {}),
        'access-control-request-headers': 'content-type',
      },
    });
  const allowed = await preflight('https://app.parity.test');
  expect(allowed.statusCode).toBe(204);
  expect(allowed.headers).toMatchObject({
    'access-control-allow-origin': 'https://app.parity.test',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
    'access-control-allow-headers': 'Content-Type, Authorization',
    'access-control-max-age': '600',
  });
  expect(allowed.headers.vary).toContain('Origin');
  expect(allowed.headers['x-content-type-options']).toBe('nosniff');
  expect(allowed.body).toBe('');
  // Also for a path the API does not have: the browser asks before it knows.
  expect((await preflight('https://app.parity.test', '/api/no/such/route')).statusCode).toBe(204);
  // Another origin, or an OPTIONS that is no preflight, goes to the router: 405 (H2), no CORS.
  for (const res of [
    await preflight('https://evil.test'),
    await preflight('https://app.parity.test', '/api/contact', null),
  ]) {
    expect(res.statusCode).toBe(405);
    expect(res.headers['access-control-allow-methods']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'error', code: 'METHOD_NOT_ALLOWED' });
  }
  expect(
    (await preflight('https://evil.test')).headers['access-control-allow-origin'],
  ).toBeUndefined();
});

test('the OpenAPI document is served at /api/docs', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  expect(res.json().paths).toHaveProperty('/api/contact');
  const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
  expect([200, 302]).toContain(ui.statusCode);
});
