/**
 * startParity(): the real, BUILT Parity server for browser journeys and process-level tests.
 *
 *   const parity = await startParity({ smtp: true });
 *   await page.goto(`${parity.url}/contact`);
 *   const mail = await parity.waitForMail((m) => m.to.includes('support@parity.local'));
 *   await parity.stop();
 *
 * What it does
 *   - spawns `node dist/server/main.mjs` (the global setup has built it) on a free loopback port,
 *     production-like (NODE_ENV=production, LOG_LEVEL=warn), with a fresh temporary DATA_DIR, so the
 *     embedded SQLite file is `${dataDir}/parity.sqlite` and nothing is shared between servers;
 *   - with `smtp: true` it first starts a real SMTP server (smtp-server, src/server/testing/smtp.testkit.ts)
 *     on 127.0.0.1 inside the test worker and gives the child SMTP_URL; every message the server sends
 *     lands in `mails` (from, to, subject, headers, decoded text, raw) and `waitForMail` resolves with
 *     the first one matching a predicate (rejects after `timeoutMs`, default 5 s);
 *   - `env` adds or overrides variables for the child (e.g. SUPPORT_EMAIL);
 *   - resolves once GET /api/ready answers 200; `readyMs` says how long that took after spawn;
 *   - `stop()` sends SIGTERM, waits for the exit (SIGKILL after 12 s), closes the SMTP server and
 *     returns the exit code. Call it in afterAll/afterEach. The DATA_DIR is left for inspection
 *     (it lives under the OS temp dir).
 * No DATABASE_URL / REDIS_URL from the parent environment reaches the child: journeys run on the
 * zero-configuration defaults, as a fresh clone would, except RATE_REFRESH=off so that nothing
 * leaves loopback (the embedded rate snapshot serves every rate).
 */
import { type BuiltServer, spawnBuiltServer, stopServer, waitForReady } from './built-server.ts';
import {
  type ReceivedMail,
  startSmtpServer,
  type TestSmtpServer,
} from '#server/testing/smtp.testkit.ts';

export type { ReceivedMail };

export interface StartParityOptions {
  /** Start a loopback SMTP server and point SMTP_URL at it. */
  smtp?: boolean;
  /** Extra environment variables for the server process. */
  env?: Record<string, string>;
}

export interface Parity {
  /** Base URL, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  port: number;
  /** The server's DATA_DIR; the SQLite database is `${dataDir}/parity.sqlite`. */
  dataDir: string;
  /** Messages received by the SMTP server (empty unless `smtp: true`). */
  mails: ReceivedMail[];
  waitForMail(
    predicate: (mail: ReceivedMail) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedMail>;
  /** Milliseconds from spawn to the first 200 of /api/ready. */
  readyMs: number;
  /** Server output so far (warnings and errors only). */
  output(): string;
  /** The underlying process, for tests that signal it themselves. */
  server: BuiltServer;
  /** SIGTERM, wait for exit, close the SMTP server; resolves with the exit code. */
  stop(): Promise<number | null>;
}

export async function startParity(options: StartParityOptions = {}): Promise<Parity> {
  let smtp: TestSmtpServer | undefined;
  // Journeys never reach the internet: the background rate refresh stays off (the embedded dated
  // snapshot serves every rate); a test that wants it passes RATE_REFRESH itself.
  const env: Record<string, string> = { RATE_REFRESH: 'off', ...options.env };
  if (options.smtp) {
    smtp = await startSmtpServer();
    env.SMTP_URL = smtp.url;
  }
  const started = performance.now();
  const server = await spawnBuiltServer({ env });
  let readyMs: number;
  try {
    readyMs = await waitForReady(server, started);
  } catch (error) {
    await stopServer(server);
    await smtp?.close();
    throw error;
  }
  const mails = smtp?.mails ?? [];
  return {
    url: server.url,
    port: server.port,
    dataDir: server.dataDir,
    mails,
    readyMs,
    server,
    output: server.output,
    waitForMail(predicate, timeoutMs = 5_000) {
      if (!smtp) return Promise.reject(new Error('startParity({ smtp: true }) is needed for mail'));
      return smtp.waitFor(predicate, timeoutMs);
    },
    async stop() {
      const code = await stopServer(server);
      await smtp?.close();
      return code;
    },
  };
}
