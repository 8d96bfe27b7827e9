// ADR 194: operations an API key may call answer every origin, preflights included, and their
// errors and 429s stay readable; session routes keep the allowlist (app.test.ts).
import { afterEach, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.testkit.ts';
import { isKeyedOperation } from './cors.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const page = 'https://dev.example.org';

test('keyed operations: public data and premium; session routes are not', () => {
  expect(isKeyedOperation('GET', '/api/exchange/latest-rates')).toBe(true);
  expect(isKeyedOperation('GET', '/api/exchange/latest-rates/')).toBe(true);
  expect(isKeyedOperation('HEAD', '/api/exchange/cities')).toBe(true);
  expect(isKeyedOperation('POST', '/api/exchange/market-data')).toBe(true);
  expect(isKeyedOperation('POST', '/api/premium/salary')).toBe(true);
  expect(isKeyedOperation('GET', '/api/user/me')).toBe(false);
  expect(isKeyedOperation('POST', '/api/api-keys')).toBe(false);
  expect(isKeyedOperation('DELETE', '/api/exchange/latest-rates')).toBe(false);
});

test('a preflight for X-Api-Key from any origin is answered 204 on public data and premium operations', async () => {
  const app = (t = await createTestApp()).app;
  for (const [url, method] of [
    ['/api/exchange/latest-rates?from=USD', 'GET'],
    ['/api/exchange/market-data', 'POST'],
    ['/api/premium/relocation', 'POST'],
  ] as const) {
    const res = await app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin: page,
        'access-control-request-method': method,
        'access-control-request-headers': 'x-api-key, content-type',
      },
    });
    expect(res.statusCode, url).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-allow-headers'])).toContain('X-Api-Key');
    expect(String(res.headers['access-control-allow-methods'])).toContain(method);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  }
  // A session route from that origin: no CORS, and the router's 405.
  const closed = await app.inject({
    method: 'OPTIONS',
    url: '/api/user/me',
    headers: { origin: page, 'access-control-request-method': 'GET' },
  });
  expect(closed.statusCode).toBe(405);
  expect(closed.headers['access-control-allow-origin']).toBeUndefined();
});

test('answers, errors and 429s of keyed operations carry the CORS and exposed limit headers', async () => {
  const app = (t = await createTestApp({ env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '2' } })).app;
  const ask = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { origin: page, ...headers }, remoteAddress: '192.0.2.40' });
  const ok = await ask('/api/exchange/supported-currency-symbols');
  expect(ok.statusCode).toBe(200);
  const bad = await ask('/api/exchange/latest-rates?from=XXXX');
  expect(bad.statusCode).toBe(400);
  await ask('/api/exchange/supported-currency-symbols');
  const limited = await ask('/api/exchange/supported-currency-symbols');
  expect(limited.statusCode).toBe(429);
  const wrongKey = await ask('/api/exchange/cities?q=par', { 'x-api-key': 'pty_nope' });
  expect(wrongKey.statusCode).toBe(401);
  for (const res of [ok, bad, limited, wrongKey]) {
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const exposed = String(res.headers['access-control-expose-headers']);
    for (const name of ['RateLimit', 'RateLimit-Policy', 'Retry-After', 'X-RateLimit-Remaining'])
      expect(exposed).toContain(name);
    expect(String(res.headers.vary)).toMatch(/Origin.*X-Api-Key, Authorization/);
  }
  expect(limited.headers['retry-after']).toBeDefined();
});
