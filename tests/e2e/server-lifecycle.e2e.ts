/**
 * The built server as an operator meets it (issue 2 §2, §6 and acceptance): it becomes ready on a fresh
 * SQLite database, stops gracefully on SIGTERM, caches hashed assets for a year and serves the history
 * fallback. How fast it becomes ready is a benchmark figure (`npm run bench -- health`, beside bare node),
 * not an assertion here: a loaded CI machine must not fail a build on wall-clock time (issue 17 §3).
 * No browser needed: these run even where Chromium is missing.
 */
import { existsSync, statSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { spawnBuiltServer, stopServer, waitForReady } from '../../bench/support/built-server.ts';
import { type Parity, startParity } from './support/parity.ts';

test('the built server answers /api/ready after starting on a fresh SQLite database, three times', async () => {
  // Three cold starts, each with an empty DATA_DIR (so migrations run too). waitForReady is the hang
  // guard; the timings are printed for the record and benchmarked in bench/health.bench.ts.
  const timings: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const server = await spawnBuiltServer();
    try {
      timings.push(await waitForReady(server, started));
    } finally {
      await stopServer(server);
    }
  }
  console.log(
    `[ready] start -> first 200 of /api/ready: ${timings.map((t) => t.toFixed(0)).join(', ')} ms`,
  );
  expect(timings).toHaveLength(3);
  for (const t of timings) expect(Number.isFinite(t)).toBe(true);
});

describe('graceful SIGTERM', () => {
  test('a slow in-flight request completes, new connections are refused, exit 0, database closed cleanly', async () => {
    const parity = await startParity();
    const body = JSON.stringify({
      name: 'Slow Sender',
      email: 'slow@example.com',
      subject: 'Sent while the server stops',
      message: 'This body arrives in two halves, with SIGTERM in between.',
    });
    const half = Math.floor(body.length / 2);

    // A request whose body is still arriving when the signal lands.
    const socket = await openSocket(parity.port);
    const response = readResponse(socket);
    socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
    );
    await delay(200);
    parity.server.child.kill('SIGTERM');

    // New connections are refused once the listener has closed.
    await expect(waitForRefusal(parity.port, 5_000)).resolves.toBe('ECONNREFUSED');
    expect(parity.server.child.exitCode).toBeNull(); // still draining our request

    socket.write(body.slice(half));
    const raw = await response;
    expect(raw).toMatch(/^HTTP\/1\.1 200 /);
    expect(raw).toContain('"status":"success"');

    expect(await parity.server.exited).toBe(0);
    // A clean close checkpoints the WAL and removes it; the message written during the drain is there.
    const file = path.join(parity.dataDir, 'parity.sqlite');
    const wal = `${file}-wal`;
    expect(existsSync(wal) ? statSync(wal).size : 0).toBe(0);
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const row = db
        .prepare('select subject from contact_messages where email = ?')
        .get('slow@example.com') as { subject: string } | undefined;
      expect(row?.subject).toBe('Sent while the server stops');
    } finally {
      db.close();
    }
    await parity.stop();
  });
});

describe('production serving', () => {
  let parity: Parity;
  beforeAll(async () => {
    parity = await startParity();
  });
  afterAll(async () => {
    await parity?.stop();
  });

  test('hashed assets are served with a one-year immutable cache header', async () => {
    const html = await (await fetch(`${parity.url}/about`)).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const response = await fetch(`${parity.url}${asset ?? ''}`);
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  test('index.html is revalidated on every load, so a deploy is picked up at once', async () => {
    for (const route of ['/', '/about']) {
      const response = await fetch(`${parity.url}${route}`);
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control') ?? '').toMatch(/no-cache|max-age=0/);
    }
  });

  test('a deep link loads the app (history fallback); an unknown /api path is a JSON 404', async () => {
    const page = await fetch(`${parity.url}/about`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('<div id="root">');
    const api = await fetch(`${parity.url}/api/no-such-thing`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ status: 'error' });
  });
});

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function openSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

function readResponse(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    socket.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    socket.once('end', () => resolve(data));
    socket.once('error', reject);
  });
}

/** Keep connecting until the port refuses; resolves with the error code. */
async function waitForRefusal(port: number, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const code = await new Promise<string | null>((resolve) => {
      const probe = connect(port, '127.0.0.1', () => {
        probe.destroy();
        resolve(null);
      });
      probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    // ECONNRESET: the kernel took the connection into the backlog just before the listener closed and
    // it was then dropped. The listener is still going away, so look again until it refuses outright.
    if (code !== null && code !== 'ECONNRESET') return code;
    await delay(25);
  }
  return 'still accepting';
}
