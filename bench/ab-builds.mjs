#!/usr/bin/env node
/**
 * Market-data throughput of several builds of Parity, side by side in one run (issue 16: "throughput
 * not below the figure before the change"). Each argument is a checkout whose `dist/` is built
 * (`NODE_ENV=production npm run build` there); a bare node:http server replaying the first build's
 * bytes is measured too. Rounds alternate in a rotating order so every side sees the same machine
 * load; the medians and the ratios to bare are printed.
 *
 *   git worktree add --detach /tmp/before <commit> && ln -s "$PWD/node_modules" /tmp/before/
 *   (cd /tmp/before && NODE_ENV=production npm run build)
 *   node bench/ab-builds.mjs /tmp/before .
 *
 * BENCH_ROUNDS (default 5), BENCH_SECONDS (default 4), BENCH_CONNECTIONS (default 10).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const URL_PATH = '/api/exchange/market-data';
const CITIES = [
  ['France', 'Paris'],
  ['Germany', 'Berlin'],
  ['Japan', 'Tokyo'],
  ['Peru', 'Lima'],
  ['Kenya', 'Nairobi'],
  ['Thailand', 'Bangkok'],
  ['Mexico', 'Mexico City'],
  ['Portugal', 'Lisbon'],
];
const requests = CITIES.map(([country, city]) => ({
  method: 'POST',
  path: URL_PATH,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ country, city }),
}));

const dirs = process.argv.slice(2).map((d) => path.resolve(d));
if (dirs.length === 0) {
  console.error('usage: node bench/ab-builds.mjs <checkout> [<checkout> …]');
  process.exit(2);
}

let nextPort = 38400 + Math.floor(Math.random() * 500);

async function startBuild(dir) {
  const port = nextPort++;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parity-ab-'));
  const child = spawn(process.execPath, [path.join(dir, 'dist/server/main.mjs')], {
    cwd: dir,
    stdio: 'ignore',
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WEB_DIST_DIR: path.join(dir, 'dist/web'),
      RATE_REFRESH: 'off',
      RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000000',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${url}/api/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    label: path.relative(process.cwd(), dir) || '.',
    url,
    stop: () => {
      child.kill('SIGINT');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function startBare(sample) {
  const answers = [];
  for (const r of requests) {
    // identity: fetch would otherwise ask for gzip and hand back decoded bytes under gzip headers.
    const res = await fetch(`${sample.url}${URL_PATH}`, {
      method: 'POST',
      headers: { ...r.headers, 'accept-encoding': 'identity' },
      body: r.body,
    });
    if (res.headers.get('content-encoding')) throw new Error('expected an unencoded answer');
    const headers = {};
    res.headers.forEach((value, key) => {
      if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(key))
        headers[key] = value;
    });
    answers.push({ headers, body: Buffer.from(await res.arrayBuffer()) });
  }
  let i = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const a = answers[i++ % answers.length];
      res.writeHead(200, a.headers);
      res.end(a.body);
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    label: 'bare node:http',
    url: `http://127.0.0.1:${server.address().port}`,
    stop: () => server.close(),
  };
}

async function rate(url, seconds) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, requests });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const builds = [];
for (const dir of dirs) builds.push(await startBuild(dir));
const sides = [...builds, await startBare(builds[0])];
try {
  for (const side of sides) await rate(side.url, 2); // warm-up: JIT, first look-ups
  const rps = new Map(sides.map((s) => [s, []]));
  for (let round = 0; round < ROUNDS; round++) {
    const order = sides.map((_, k) => sides[(k + round) % sides.length]);
    for (const side of order) {
      const value = await rate(side.url, SECONDS);
      rps.get(side).push(value);
      console.log(`  round ${round + 1} ${side.label.padEnd(24)} ${Math.round(value)} req/s`);
    }
  }
  const bare = median(rps.get(sides.at(-1)));
  console.log(
    `\nmarket-data throughput, medians of ${ROUNDS} rounds of ${SECONDS} s, ${CONNECTIONS} connections`,
  );
  for (const side of sides) {
    const m = median(rps.get(side));
    console.log(
      `  ${side.label.padEnd(24)} ${String(Math.round(m)).padStart(7)} req/s   ratio to bare ${(m / bare).toFixed(2)}`,
    );
  }
} finally {
  for (const side of sides) side.stop();
}
process.exit(0);
