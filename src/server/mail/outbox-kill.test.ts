/**
 * Issue 16 item 5 acceptance, as an operator meets it: the server process is killed (SIGKILL) right
 * after a signup stored its verification mail, while the SMTP server is up; the restarted process
 * delivers the code, exactly once. Real processes (`node --import tsx src/server/main.ts`) on one
 * SQLite file in a temporary DATA_DIR, and the real SMTP server of the other tests.
 *
 * The SMTP server greets nobody until the first process is dead, so the kill lands after the mail
 * was stored and handed to delivery, before any byte of it left: the worst moment, when the row is
 * claimed by a process that no longer exists. The restart delivers it once that claim has run out
 * (MAIL_CLAIM_SECONDS, short here).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, expect, test } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../testing/smtp.testkit.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
let smtp: TestSmtpServer | undefined;
let dataDir: string | undefined;
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  await smtp?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  smtp = undefined;
  dataDir = undefined;
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  // Hang guard only: a loaded machine may take a while to compile and start the server.
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`server exited early: ${stderr}`);
        return fetch(`${url}/api/ready`).then(
          (res) => res.status,
          () => 0,
        );
      },
      { timeout: 90_000, interval: 200 },
    )
    .toBe(200);
  return { child, url, exited };
}

function outboxRows(file: string) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('select status, attempts, claim_until, sealed from mail_outbox').all() as {
      status: string;
      attempts: number;
      claim_until: string | null;
      sealed: string | null;
    }[];
  } finally {
    db.close();
  }
}

const postJson = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

test('SIGKILL right after a signup stored its mail: the restarted server delivers the code once', async () => {
  smtp = await startSmtpServer();
  const sink = smtp;
  dataDir = mkdtempSync(path.join(tmpdir(), 'parity-kill-'));
  const env = {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    MAIL_CLAIM_SECONDS: '3',
    RATE_REFRESH: 'off',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'warn',
  };
  const file = path.join(dataDir, 'parity.sqlite');

  sink.hold(true);
  const first = await startServer(env);
  const signup = await postJson(`${first.url}/api/auth/signup`, {
    firstname: 'Ada',
    lastname: 'Lovelace',
    username: 'ada_lovelace',
    email: 'ada@example.com',
    password: 'Tr4vel-Lagos-Quay',
  });
  expect(signup.status).toBe(200);
  await expect.poll(() => sink.held, { timeout: 30_000 }).toBe(1);
  first.child.kill('SIGKILL');
  await first.exited;
  const [claimed] = outboxRows(file);
  expect(claimed).toMatchObject({ status: 'sending', attempts: 1 });
  // The dead process's claim runs out (hang guard only), then the SMTP server greets again.
  await expect
    .poll(() => Date.parse(outboxRows(file)[0]?.claim_until ?? '') < Date.now(), {
      timeout: 30_000,
      interval: 250,
    })
    .toBe(true);
  sink.dropHeld();
  sink.hold(false);

  const second = await startServer(env);
  const mail = await sink.waitFor((m) => m.to.includes('ada@example.com'), 60_000);
  const code = /code to [a-z ]+ is: (\d{6})/.exec(mail.text)?.[1];
  const verify = await postJson(`${second.url}/api/auth/verify-otp`, {
    email: 'ada@example.com',
    otp: code,
    type: 'email_verification',
  });
  expect(verify.status).toBe(200);
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);

  expect(sink.mails.filter((m) => m.to.includes('ada@example.com'))).toHaveLength(1);
  expect(outboxRows(file)).toMatchObject([{ status: 'sent', attempts: 2, sealed: null }]);
}, 240_000);
