// Test and drill support (never imported by app code): a redis-server process of our own on a free
// loopback port, which a test may stop and start again. Never the machine's shared Redis on 6379:
// other engineers and CI use it.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface OwnRedis {
  url: string;
  port: number;
  /** Kill the server (SIGKILL: an outage, not a clean shutdown); resolves once it has exited. */
  stop(): Promise<void>;
  /** Start it again on the same port; resolves once it answers PING. */
  start(): Promise<void>;
  /** SIGSTOP: the port stays open and connections stay up, but nothing is answered (a hung Redis). */
  freeze(): void;
  /** SIGCONT after freeze(): it answers again, queued commands first. */
  thaw(): void;
  /** Stop it and remove its folder; safe to call twice. */
  close(): Promise<void>;
}

async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** One PING over a raw socket: true when the answer is +PONG. */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let answer = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
      if (answer.includes('\r\n')) done(answer.startsWith('+PONG'));
    });
  });
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freeLoopbackPort();
  const dir = mkdtempSync(path.join(tmpdir(), 'parity-redis-'));
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  const start = async () => {
    const proc = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { cwd: dir, stdio: 'ignore' },
    );
    child = proc;
    exited = new Promise((resolve) => proc.once('exit', () => resolve()));
    // Hang guard only: redis-server answers within a few milliseconds on an idle machine.
    for (let i = 0; i < 200; i += 1) {
      if (proc.exitCode !== null) throw new Error(`redis-server exited (${proc.exitCode})`);
      if (await ping(port)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`redis-server on port ${port} did not answer PING`);
  };
  const stop = async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    child = undefined;
  };
  try {
    await start();
  } catch (error) {
    await stop();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    start,
    freeze: () => child?.kill('SIGSTOP'),
    thaw: () => child?.kill('SIGCONT'),
    async close() {
      // A frozen server is continued first, so nothing is left stopped if the kill is refused.
      child?.kill('SIGCONT');
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
