/**
 * Real stand-ins for Parity's dependencies, each removed at the drill's cleanup: a throwaway
 * PostgreSQL database on the machine's server (never the shared data), a loopback TCP proxy in
 * front of it that the drill stops and starts, a redis-server of the drill's own, an SMTP sink.
 */
import { type Server, type Socket, createServer, connect } from 'node:net';
import pg from 'pg';
import { type OwnRedis, startOwnRedis } from '../../src/server/testing/redis-server.testkit.ts';
import { type TestSmtpServer, startSmtpServer } from '../../src/server/testing/smtp.testkit.ts';
import { type DrillContext, call, uniqueTag, until } from './harness.ts';

/** The machine's PostgreSQL (as .ci/run and the tests use it); override with DRILL_PG_ADMIN_URL. */
const ADMIN_URL = process.env.DRILL_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ThrowawayDb {
  url: string;
  name: string;
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
}

/** `create database parity_drill_…`, dropped (with force) at cleanup. */
export async function throwawayDatabase(ctx: DrillContext): Promise<ThrowawayDb> {
  const name = `parity_drill_${uniqueTag()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  pool.on('error', () => undefined);
  ctx.defer(async () => {
    await pool.end();
    const dropper = new pg.Client({ connectionString: ADMIN_URL });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });
  return {
    url: url.toString(),
    name,
    query: async (text, values) => (await pool.query(text, values)).rows,
  };
}

export interface TcpProxy {
  port: number;
  /** Close the listener and cut every open connection (the database "goes away"). */
  stop(): Promise<void>;
  /** Listen again on the same port. */
  start(): Promise<void>;
}

/** A loopback TCP proxy to `target`, stopped and started by the drill. */
export async function tcpProxy(
  ctx: DrillContext,
  target: { host: string; port: number },
): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer((client) => {
        const upstream = connect(target.port, target.host);
        sockets.add(client).add(upstream);
        const end = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', end).on('close', end);
        upstream.on('error', end).on('close', end);
        client.pipe(upstream).pipe(client);
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        const address = s.address();
        port = typeof address === 'object' && address !== null ? address.port : port;
        server = s;
        resolve();
      });
    });
  const stop = async () => {
    const s = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  await listen();
  ctx.defer(stop);
  return { port, stop, start: listen };
}

export async function ownRedis(ctx: DrillContext): Promise<OwnRedis> {
  const redis = await startOwnRedis();
  ctx.defer(() => redis.close());
  return redis;
}

export async function smtpSink(ctx: DrillContext): Promise<TestSmtpServer> {
  const smtp = await startSmtpServer();
  ctx.defer(() => smtp.close());
  return smtp;
}

export interface DrillAccount {
  email: string;
  password: string;
  token: string;
  userId: string;
}

export const DRILL_PASSWORD = 'Drill-Parity-2026x';

/** Sign up, verify with the code from the SMTP sink, log in. Throws on any unexpected answer. */
/** Where createAccount reads the verification code: the SMTP sink of src/server/testing or a drill's. */
export interface Mailbox {
  waitFor(
    match: (mail: { to: string[]; text: string }) => boolean,
    timeoutMs?: number,
  ): Promise<{ text: string }>;
}

export async function createAccount(
  base: string,
  smtp: Mailbox,
  ip: string,
): Promise<DrillAccount> {
  const tag = uniqueTag();
  const email = `drill${tag}@example.com`;
  const signup = await call(base, 'POST', '/api/auth/signup', {
    ip,
    body: {
      firstname: 'Drill',
      lastname: 'Runner',
      username: `drill${tag}`,
      email,
      password: DRILL_PASSWORD,
    },
  });
  if (signup.status !== 200) throw new Error(`signup answered ${signup.status}`);
  const mail = await smtp.waitFor((m) => m.to.includes(email), 30_000);
  const otp = /code to [a-z ]+ is: (\d{6})/.exec(mail.text)?.[1];
  if (!otp) throw new Error('no code in the verification mail');
  const verify = await call(base, 'POST', '/api/auth/verify-otp', {
    ip,
    body: { email, otp, type: 'email_verification' },
  });
  if (verify.status !== 200) throw new Error(`verify answered ${verify.status}`);
  const login = await call(base, 'POST', '/api/auth/login', {
    ip,
    body: { email, password: DRILL_PASSWORD },
  });
  const data = (login.body as { data?: { token?: string; user?: { id?: string } } }).data;
  if (login.status !== 200 || !data?.token || !data.user?.id)
    throw new Error(`login answered ${login.status}`);
  return { email, password: DRILL_PASSWORD, token: data.token, userId: data.user.id };
}

/** Readiness as the load balancer sees it. */
export async function readiness(base: string) {
  const answer = await call(base, 'GET', '/api/ready', { timeoutMs: 10_000 });
  const data = (answer.body as { data?: { status?: string; dependencies?: { redis?: string } } })
    ?.data;
  return { status: answer.status, state: data?.status, redis: data?.dependencies?.redis };
}

export { until };
