/**
 * A real load balancer for the scale-out drill: Debian's HAProxy (`apt-get install -y haproxy`;
 * .ci/run installs it when missing), run in the foreground by the drill with a configuration
 * written to a folder of its own, both removed at cleanup. It balances round robin over the
 * instances, health-checks `GET /api/ready` (README, "Scaling out"), adds X-Forwarded-For and retries
 * a request on another instance only when the connection could not be made (a request that reached
 * an instance is never sent twice: writes are not idempotent).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../bench/support/built-server.ts';
import { type DrillContext, call, until } from './harness.ts';

export interface Balancer {
  url: string;
  port: number;
  /** HAProxy's own output (warnings, servers going DOWN and UP). */
  output(): string;
}

/** The haproxy binary: on the PATH or where Debian puts it; null when it is not installed. */
export function haproxyBinary(): string | null {
  const which = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' });
  const onPath = which.stdout.trim();
  if (which.status === 0 && onPath) return onPath;
  return existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : null;
}

/** The configuration the drill runs; docs/reliability.md shows it. */
export function haproxyConfig(port: number, backends: number[]): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    // Only a connection that could not be made is retried, on another instance (redispatch).
    '  retries 3',
    '  retry-on conn-failure',
    '  option redispatch 1',
    'frontend parity',
    `  bind 127.0.0.1:${port}`,
    '  option forwardfor',
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk GET /api/ready',
    '  http-check expect status 200',
    '  default-server inter 500ms fall 2 rise 2',
    ...backends.map((p, i) => `  server parity${i + 1} 127.0.0.1:${p} check`),
    '',
  ].join('\n');
}

/** Start HAProxy in front of `backends` (loopback ports); stopped and its folder removed at cleanup. */
export async function startHaproxy(ctx: DrillContext, backends: number[]): Promise<Balancer> {
  const binary = haproxyBinary();
  if (!binary) throw new Error('haproxy is not installed: apt-get install -y haproxy');
  const dir = mkdtempSync(path.join(tmpdir(), 'parity-haproxy-'));
  const port = await freePort();
  const config = path.join(dir, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig(port, backends));
  // -db: stay in the foreground, so the drill owns the process and kills it at cleanup.
  const child: ChildProcess = spawn(binary, ['-db', '-f', config], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  ctx.defer(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  });
  const url = `http://127.0.0.1:${port}`;
  const up = await until(
    async () => (await call(url, 'GET', '/api/ready', { timeoutMs: 2_000 })).status === 200,
    15_000,
  );
  if (!up) throw new Error(`HAProxy did not answer /api/ready through ${url}:\n${output}`);
  return { url, port, output: () => output };
}
