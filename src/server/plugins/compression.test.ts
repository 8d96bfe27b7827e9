import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.testkit.ts';
import { chooseEncoding, registerCompression } from './compression.ts';

describe('chooseEncoding', () => {
  test.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;q=0.0, GZIP;q=0.5', 'gzip'],
    ['gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0', null],
  ] as const)('%s -> %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('compressed API answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_REFRESH: 'off' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const cities = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/exchange/supported-cities',
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  test('Brotli when accepted, decoding to exactly the plain answer', async () => {
    const plain = await cities();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    const br = await cities('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    const decoded = brotliDecompressSync(br.rawPayload).toString('utf8');
    expect(decoded).toBe(plain.body);
    // The city list is the largest answer the comparison screen loads: it must shrink a lot.
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
  });

  test('gzip when Brotli is refused; the cached answer is identical on a second request', async () => {
    const first = await cities('br;q=0, gzip');
    const second = await cities('br;q=0, gzip');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(first.rawPayload).toString('utf8')).toBe((await cities()).body);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  test('small answers and errors below 1 KiB stay plain', async () => {
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'accept-encoding': 'br' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 'error' });
  });

  test('a dynamic answer (market data) is compressed per request and decodes to the same JSON', async () => {
    const request = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/exchange/market-data',
        payload: { country: 'Thailand', city: 'Bangkok' },
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });
    const plain = await request();
    const gz = await request('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
  });
});

test('an answer marked no-store (tokens, keys, account data) is never compressed (BREACH)', async () => {
  const app = Fastify();
  registerCompression(app);
  const body = { status: 'success', data: { secret: 'k'.repeat(2048) } };
  app.get('/public', async () => body);
  app.get('/private', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(body),
  );
  try {
    const headers = { 'accept-encoding': 'br, gzip' };
    const open = await app.inject({ method: 'GET', url: '/public', headers });
    expect(open.headers['content-encoding']).toBe('br');
    const secret = await app.inject({ method: 'GET', url: '/private', headers });
    expect(secret.headers['content-encoding']).toBeUndefined();
    expect(secret.json()).toEqual(body);
  } finally {
    await app.close();
  }
});

test('a body compressed to keep owns exactly its bytes (not a view of a larger zlib chunk)', async () => {
  const { compressBody } = await import('./compression.ts');
  const body = Buffer.from(JSON.stringify({ items: Array.from({ length: 400 }, (_, i) => i) }));
  for (const encoding of ['br', 'gzip'] as const) {
    const kept = compressBody(body, encoding);
    expect(kept.byteLength).toBeLessThan(body.byteLength);
    expect(kept.buffer.byteLength).toBe(kept.byteLength);
  }
});
