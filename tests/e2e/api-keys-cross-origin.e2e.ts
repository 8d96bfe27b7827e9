/**
 * Issue 38 acceptance: a developer's page on another origin (a loopback server of its own) calls
 * every public data operation with a Navigator key in X-Api-Key, in Chromium, against the built
 * server; each succeeds, and an error and a 429 are readable by the page with their limit headers.
 * Each call is the operation's own contract example (src/domain/api).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { routeUrl } from '#domain/api/contract.ts';
import { ALL_ROUTES } from '#domain/api/routes.ts';
import { createAccount } from './support/account.ts';
import { closePage, describeBrowser, launchBrowser } from './support/browser.ts';
import { type Parity, startParity } from './support/parity.ts';
import { buyPlan } from './support/premium.ts';

interface Seen {
  status: number;
  body: { status?: string; code?: string };
  limit: string | null;
  ratelimit: string | null;
  retryAfter: string | null;
}

/** A fetch from the page, reading what a page may read of the answer. */
function call(page: Page, url: string, method: string, key: string, body?: unknown): Promise<Seen> {
  return page.evaluate(
    async ({ url, method, key, body }) => {
      // The browser's HTTP cache would answer a repeated public GET itself (max-age): ask the API.
      const res = await fetch(url, {
        method,
        cache: 'no-store',
        headers: {
          'X-Api-Key': key,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return {
        status: res.status,
        body: (await res.json()) as { status?: string; code?: string },
        limit: res.headers.get('X-RateLimit-Limit'),
        ratelimit: res.headers.get('RateLimit'),
        retryAfter: res.headers.get('Retry-After'),
      };
    },
    { url, method, key, body },
  );
}

describeBrowser('an API key from a page on another origin (issue 38)', () => {
  let parity: Parity;
  let browser: Browser;
  let site: Server;
  let page: Page;
  let key: string;

  beforeAll(async () => {
    parity = await startParity({
      smtp: true,
      env: { NODE_ENV: 'development', PAYMENTS_MODE: 'local', API_KEY_RATE_LIMIT_PER_MINUTE: '3' },
    });
    const account = await createAccount(parity);
    await buyPlan(parity, account, 'Navigator');
    const created = await fetch(`${parity.url}/api/api-keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
      body: JSON.stringify({ name: 'my site' }),
    });
    key = ((await created.json()) as { data: { key: string } }).data.key;
    site = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><html lang="en"><title>My rates page</title><h1>Rates</h1></html>');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    browser = await launchBrowser();
    page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`);
  });
  afterAll(async () => {
    if (page) await closePage(page);
    await browser?.close();
    await new Promise((resolve) => site?.close(resolve));
    await parity?.stop();
  });

  const publicOperations = ALL_ROUTES.filter((route) => route.policy.publicData);

  test('the page is on another origin than the API', () => {
    expect(new URL(page.url()).origin).not.toBe(new URL(parity.url).origin);
  });

  test.each(publicOperations.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s succeeds with X-Api-Key and its limit headers are readable',
    async (_name, route) => {
      const example = route.example ?? {};
      const url = `${parity.url}${routeUrl(route.path, example.params, example.query)}`;
      const seen = await call(page, url, route.method, key, example.body);
      expect(seen.status, JSON.stringify(seen.body)).toBe(200);
      expect(seen.body.status).toBe('success');
      expect(seen.limit).toBe('3');
      expect(seen.ratelimit).toMatch(/^"key";r=\d+;t=\d+$/);
    },
  );

  test('an error and a 429 are readable by the page', async () => {
    const missing = await call(
      page,
      `${parity.url}/api/exchange/latest-rates?from=QQQ`,
      'GET',
      key,
    );
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
    const url = `${parity.url}/api/exchange/supported-currency-symbols`;
    const answers: Seen[] = [];
    for (let i = 0; i < 3; i++) answers.push(await call(page, url, 'GET', key));
    const limited = answers.at(-1)!;
    expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
    expect(limited.body).toMatchObject({ status: 'error', code: 'RATE_LIMITED' });
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect(limited.ratelimit).toMatch(/^"key";r=0;t=\d+$/);
  });
});
