/**
 * Start the BUILT server (dist/server/main.mjs) as a separate process, the way `npm start` runs it in
 * production. Shared by the benchmarks and the browser journeys (tests/e2e/support/parity.ts), so both
 * measure and exercise exactly what ships. Loopback only.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
export const serverEntry = path.join(repoRoot, 'dist/server/main.mjs');
export const webIndex = path.join(repoRoot, 'dist/web/index.html');

// The same inputs scripts/start.mjs watches: a build older than any of them is stale.
const BUILD_INPUTS = ['src', 'data/built', 'vite.config.ts', 'package.json'];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when dist is missing or older than the newest source file. */
export function buildIsStale(): boolean {
  const sources = Math.max(...BUILD_INPUTS.map((p) => newestMtime(path.join(repoRoot, p))));
  const outputs = [serverEntry, webIndex].map((p) => (existsSync(p) ? statSync(p).mtimeMs : 0));
  const built = Math.min(...outputs);
  return built === 0 || built < sources;
}

/** Run `npm run build` once when the build is missing or stale; throws when the build fails. */
export function ensureBuilt(log: (line: string) => void = console.log): void {
  if (!buildIsStale()) return;
  log('[parity] dist is missing or older than src: running `npm run build`…');
  const started = Date.now();
  const result = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
    // Vitest sets NODE_ENV=test, and a build that inherits it ships React's development runtime
    // (jsx-dev-runtime, ~45% more JavaScript): journeys and benchmarks must test what ships.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${String(result.status)})`);
  log(`[parity] build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** A port nobody listens on right now (the OS picks it; we release it for the child to take). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function freshDataDir(prefix = 'parity-'): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

export interface BuiltServer {
  url: string;
  port: number;
  dataDir: string;
  /** True when spawnBuiltServer made the data folder: stopServer then removes it. */
  ownsDataDir: boolean;
  child: ChildProcess;
  /** Everything the child wrote to stdout/stderr (LOG_LEVEL=warn keeps it short). */
  output: () => string;
  /** Resolves with the exit code once the child has exited. */
  exited: Promise<number | null>;
}

/**
 * Node's flags for the server, read from the one place they are written: package.json's `start` script,
 * `node <flags> scripts/start.mjs` (ADR 131, ADR 183). The benchmarks, journeys and drills start the
 * built server with them, so they measure what `npm start` runs.
 */
export const SERVER_NODE_FLAGS = startScriptFlags();

function startScriptFlags(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const match = /^node((?: --[\w-]+(?:=\S+)?)*) scripts\/start\.mjs$/.exec(pkg.scripts.start);
  if (!match) throw new Error(`package.json: unexpected start script "${pkg.scripts.start}"`);
  return (match[1] ?? '').split(' ').filter(Boolean);
}

export interface SpawnOptions {
  dataDir?: string;
  env?: Record<string, string>;
  /** Node flags instead of SERVER_NODE_FLAGS (benchmarks compare them). */
  nodeFlags?: string[];
}

// Variables of the parent that must not leak into the child: the child gets the zero-configuration
// defaults (embedded SQLite, no Redis, dev outbox) unless a caller passes them explicitly.
const SCRUBBED = [
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'APP_SECRET',
  'PORT',
  'HOST',
  'DATA_DIR',
];

/**
 * Spawn `node dist/server/main.mjs` on a free loopback port (or `env.PORT`: a drill restarts an
 * instance behind a load balancer on its port) with a fresh DATA_DIR.
 */
export async function spawnBuiltServer(options: SpawnOptions = {}): Promise<BuiltServer> {
  const port = options.env?.PORT ? Number(options.env.PORT) : await freePort();
  const dataDir = options.dataDir ?? freshDataDir();
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !SCRUBBED.includes(key) && !key.startsWith('VITEST'))
      env[key] = value;
  }
  Object.assign(env, {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    WEB_DIST_DIR: path.join(repoRoot, 'dist/web'),
    ...options.env,
  });
  const child = spawn(
    process.execPath,
    [...(options.nodeFlags ?? SERVER_NODE_FLAGS), serverEntry],
    {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    ownsDataDir: options.dataDir === undefined,
    child,
    output: () => output,
    exited,
  };
}

/**
 * Poll GET /api/ready until it answers 200; returns milliseconds since `since` (a performance.now()
 * reading). Fails when the child exits first or `timeoutMs` passes. The default is a hang guard, not a
 * budget (start-up time is measured by bench/health.bench.ts): 15 s ran out for journeys when the
 * machine's load average stood near 10 on 2 cores.
 */
export async function waitForReady(
  server: BuiltServer,
  since: number,
  timeoutMs = 45_000,
  intervalMs = 5,
): Promise<number> {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  const deadline = since + timeoutMs;
  while (performance.now() < deadline) {
    if (exitCode !== undefined) {
      throw new Error(`server exited (${String(exitCode)}) before ready:\n${server.output()}`);
    }
    try {
      const response = await fetch(`${server.url}/api/ready`);
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - since;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`server not ready within ${timeoutMs} ms:\n${server.output()}`);
}

/** SIGTERM and wait for the exit code (SIGKILL after `graceMs`). */
export async function stopServer(server: BuiltServer, graceMs = 12_000): Promise<number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
    const timer = setTimeout(() => server.child.kill('SIGKILL'), graceMs);
    await server.exited;
    clearTimeout(timer);
  }
  const code = await server.exited;
  // A folder this module made goes with its server: runs leave no parity-* folders behind.
  if (server.ownsDataDir) rmSync(server.dataDir, { recursive: true, force: true });
  return code;
}
