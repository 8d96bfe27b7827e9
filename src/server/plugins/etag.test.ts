// ADR 197: storable GETs carry an ETag and answer If-None-Match with 304; nothing else does.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.testkit.ts';
import { matchesTag } from './etag.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

test('If-None-Match: a list, weak forms and * match; another tag does not', () => {
  expect(matchesTag('W/"abc"', 'W/"abc"')).toBe(true);
  expect(matchesTag('"x", "abc"', 'W/"abc"')).toBe(true);
  expect(matchesTag('*', 'W/"abc"')).toBe(true);
  expect(matchesTag('"abd"', 'W/"abc"')).toBe(false);
  expect(matchesTag(undefined, 'W/"abc"')).toBe(false);
});

test('a public GET has an ETag; If-None-Match answers 304 without a body, compressed or not', async () => {
  const url = '/api/exchange/supported-cities';
  const first = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
  expect(first.statusCode).toBe(200);
  const tag = String(first.headers.etag);
  expect(tag).toMatch(/^W\/".+"$/);
  const again = await t.app.inject({ url, headers: { 'if-none-match': tag } });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  expect(again.headers.etag).toBe(tag);
  const stale = await t.app.inject({ url, headers: { 'if-none-match': 'W/"other"' } });
  expect(stale.statusCode).toBe(200);
  expect(stale.headers.etag).toBe(tag);
});

test('no ETag on POSTs, errors and private answers', async () => {
  const post = await t.app.inject({
    method: 'POST',
    url: '/api/exchange/market-data',
    payload: { city: 'Paris', country: 'France' },
  });
  expect(post.statusCode).toBe(200);
  expect(post.headers.etag).toBeUndefined();
  const missing = await t.app.inject({ url: '/api/exchange/latest-rates?from=QQQ' });
  expect(missing.statusCode).toBe(404);
  expect(missing.headers.etag).toBeUndefined();
  const health = await t.app.inject({ url: '/api/health' });
  expect(health.headers['cache-control']).toContain('no-store');
  expect(health.headers.etag).toBeUndefined();
});
