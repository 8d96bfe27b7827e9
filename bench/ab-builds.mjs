#!/usr/bin/env node
/**
 * Market-data throughput of several builds of Parity, side by side in one run (issue 16: "throughput
 * not below the figure before the change"). Each argument is a checkout whose `dist/` is built
 * (`NODE_ENV=production npm run build` there); Fastify alone (no plugin) replaying the first build's
 * bytes is measured too. Rounds alternate in a rotating order so every side sees the same machine
 * load; the medians and the ratios to Fastify alone are printed (for information, ADR 182), with each server's CPU time per request
 * (user + system, from /proc/<pid>/stat over the round): on a shared machine the throughput of every
 * side moves with the other work, while the CPU a request costs moves much less.
 *
 *   git worktree add --detach /tmp/before <commit> && ln -s "$PWD/node_modules" /tmp/before/
 *   (cd /tmp/before && NODE_ENV=production npm run build)
 *   node bench/ab-builds.mjs /tmp/before .
 *
 * BENCH_ROUNDS (default 5), BENCH_SECONDS (default 4), BENCH_CONNECTIONS (default 10),
 * BENCH_ENCODING (an Accept-Encoding to send, e.g. `br`; Fastify alone then replays those bytes).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ENCODING = process.env.BENCH_ENCODING ?? '';
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
  headers: {
    'content-type': 'application/json',
    ...(ENCODING ? { 'accept-encoding': ENCODING } : {}),
  },
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
    pid: child.pid,
    stop: () => {
      child.kill('SIGINT');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One answer's status line fields and bytes as sent (node:http, so a compressed body stays compressed). */
function capture(url, r) {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}${URL_PATH}`,
      { method: 'POST', headers: { 'accept-encoding': 'identity', ...r.headers } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const headers = {};
          for (const [key, value] of Object.entries(res.headers))
            if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(key))
              headers[key] = value;
          resolve({ headers, body: Buffer.concat(chunks) });
        });
      },
    );
    req.on('error', reject);
    req.end(r.body);
  });
}

async function startBare(sample) {
  const answers = [];
  for (const r of requests) {
    const answer = await capture(sample.url, r);
    if ((answer.headers['content-encoding'] ?? '') !== ENCODING)
      throw new Error(`expected content-encoding "${ENCODING}"`);
    answers.push(answer);
  }
  // Its own process, as Parity's builds run (bench/support/measure.ts does the same): in this one it
  // would share a thread with autocannon, and its CPU time could not be told apart.
  const dir = mkdtempSync(path.join(tmpdir(), 'parity-ab-fastify-'));
  const file = path.join(dir, 'answers.json');
  writeFileSync(
    file,
    JSON.stringify(answers.map((a) => ({ headers: a.headers, body: a.body.toString('base64') }))),
  );
  const script = `
    const app = require(${JSON.stringify(require.resolve('fastify'))})({ logger: false });
    const answers = JSON.parse(require('node:fs').readFileSync(${JSON.stringify(file)}, 'utf8'))
      .map((a) => ({ headers: a.headers, body: Buffer.from(a.body, 'base64') }));
    let i = 0;
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (req, payload, done) => { payload.resume(); payload.on('end', () => done(null)); });
    app.all('*', (req, reply) => {
      const a = answers[i++ % answers.length];
      reply.headers(a.headers).send(a.body);
    });
    app.listen({ port: 0, host: '127.0.0.1' }).then(() => process.stdout.write(app.server.address().port + '\\n'));`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (d) => resolve(Number(String(d).trim())));
    child.once('exit', (code) => reject(new Error(`Fastify baseline exited (${String(code)})`)));
  });
  rmSync(dir, { recursive: true, force: true });
  return {
    label: 'Fastify alone',
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () => child.kill('SIGTERM'),
  };
}

/** Microseconds of CPU (user + system) the process has used so far; undefined when unknown. */
function cpuMicros(pid) {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime (fields 14 and 15 of proc(5)) in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return undefined;
  }
}

async function rate(side, seconds) {
  const before = cpuMicros(side.pid);
  const result = await autocannon({
    url: side.url,
    connections: CONNECTIONS,
    duration: seconds,
    requests,
  });
  const after = cpuMicros(side.pid);
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${side.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const cpu =
    before === undefined || after === undefined
      ? undefined
      : (after - before) / result.requests.total;
  return { rps: result.requests.average, cpu };
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
  for (const side of sides) await rate(side, 2); // warm-up: JIT, first look-ups
  const rps = new Map(sides.map((s) => [s, []]));
  const cpu = new Map(sides.map((s) => [s, []]));
  for (let round = 0; round < ROUNDS; round++) {
    const order = sides.map((_, k) => sides[(k + round) % sides.length]);
    for (const side of order) {
      const value = await rate(side, SECONDS);
      rps.get(side).push(value.rps);
      if (value.cpu !== undefined) cpu.get(side).push(value.cpu);
      const cpuText = value.cpu === undefined ? '' : `   ${value.cpu.toFixed(1)} µs CPU/request`;
      console.log(
        `  round ${round + 1} ${side.label.padEnd(24)} ${Math.round(value.rps)} req/s${cpuText}`,
      );
    }
  }
  const baseline = median(rps.get(sides.at(-1)));
  console.log(
    `\nmarket-data throughput${ENCODING ? ` (Accept-Encoding: ${ENCODING})` : ''}, medians of ${ROUNDS} rounds of ${SECONDS} s, ${CONNECTIONS} connections`,
  );
  for (const side of sides) {
    const m = median(rps.get(side));
    const c =
      cpu.get(side).length > 0 ? `   ${median(cpu.get(side)).toFixed(1)} µs CPU/request` : '';
    console.log(
      `  ${side.label.padEnd(24)} ${String(Math.round(m)).padStart(7)} req/s   ratio to Fastify alone ${(m / baseline).toFixed(2)}${c}`,
    );
  }
} finally {
  for (const side of sides) side.stop();
}
process.exit(0);
