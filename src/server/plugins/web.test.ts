import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { precompressDirectory } from '../../../scripts/vite-precompress.ts';
import { createTestApp, type TestApp } from '../testing/test-app.testkit.ts';
import { securityHeaders } from './security.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'parity-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Parity</title><div id="root"></div>',
  );
  writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ serveWeb: true, env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

test('the landing page / is the SPA index, revalidated on every visit', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/' });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('<div id="root">');
  expect(res.headers['cache-control']).toBe('no-cache');
});

test('pages and static files carry the whole header set, document-only headers included (ADR 135)', async () => {
  for (const url of ['/', '/compare', '/assets/main-abc123.js']) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    for (const [name, value] of Object.entries(securityHeaders({})))
      expect(res.headers[name], `${url} ${name}`).toBe(value);
  }
});

test('client routes fall back to index.html (history fallback)', async () => {
  for (const url of ['/about', '/home', '/otp-email-verification', '/no/such/page']) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    expect(res.body).toContain('<div id="root">');
  }
});

test('hashed assets are cached for a year; other files revalidate', async () => {
  const asset = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
  expect(asset.statusCode).toBe(200);
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
  expect(icon.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
});

test('unknown /api paths stay JSON 404s even with the web host on', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
});

test('precompressed copies are served to clients that accept them, the file itself to others', async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'parity-web-br-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  const source = `export const answer = ${JSON.stringify('x'.repeat(4000))};`;
  writeFileSync(path.join(dist, 'assets', 'big-abc123.js'), source);
  expect(precompressDirectory(dist)).toBe(1);
  const web = await createTestApp({ serveWeb: true, env: { WEB_DIST_DIR: dist } });
  try {
    const br = await web.app.inject({
      method: 'GET',
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(source);
    const gz = await web.app.inject({
      method: 'GET',
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(source);
    const plain = await web.app.inject({ method: 'GET', url: '/assets/big-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(source);
  } finally {
    await web.close();
    rmSync(dist, { recursive: true, force: true });
  }
});
