/**
 * SMTP down and back (issue 17): a built instance sends through an SMTP sink on loopback that the
 * drill stops (connections refused) and starts again on the same port. While it is down, signups
 * and password-reset requests must still succeed (the mailer records first, delivers in the
 * background); once it is back, every message arrives, and none twice.
 *
 * The mailer retries after 1 s, 5 s, 30 s, 1 min, 2 min and 5 min (about 8.5 minutes, inside the
 * codes' 10-minute life), then marks the message failed. The long form's 60 s outage outlasts the
 * first three retries; the message must arrive with the fourth.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import {
  type Drill,
  type DrillContext,
  Instance,
  Tally,
  call,
  sleep,
  uniqueTag,
  until,
} from './support/harness.ts';
import { createAccount } from './support/services.ts';

interface Sink {
  url: string;
  /** Recipients of every message received, in order, across restarts. */
  received: string[];
  /** Every message (recipients and body, quoted-printable decoded), across restarts. */
  mails: { to: string[]; text: string }[];
  waitFor(
    match: (mail: { to: string[]; text: string }) => boolean,
    timeoutMs?: number,
  ): Promise<{ to: string[]; text: string }>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

async function stoppableSink(ctx: DrillContext): Promise<Sink> {
  const received: string[] = [];
  const mails: { to: string[]; text: string }[] = [];
  let server: SMTPServer | undefined;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve) => {
      const s = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const to = session.envelope.rcptTo.map((r) => r.address);
            received.push(...to);
            mails.push({ to, text: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')) });
            callback();
          });
        },
      });
      s.on('error', () => undefined);
      s.listen(port, '127.0.0.1', () => {
        port = (s.server.address() as AddressInfo).port;
        server = s;
        resolve();
      });
    });
  const stop = async () => {
    const s = server;
    server = undefined;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  await start();
  ctx.defer(stop);
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    mails,
    stop,
    start,
    async waitFor(match, timeoutMs = 30_000) {
      let found: { to: string[]; text: string } | undefined;
      await until(() => (found = mails.find(match)) !== undefined, timeoutMs, 50);
      if (!found) throw new Error('no matching mail arrived');
      return found;
    },
  };
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export const smtpDrill: Drill = {
  name: 'smtp down and back',
  failsOn:
    'a signup or reset request not answered 200 while SMTP is down; a message never arriving after it returns, or arriving twice; any 500',
  async run(ctx: DrillContext) {
    const failures: string[] = [];
    const outageMs = ctx.short ? 3_000 : 60_000;
    const perKind = ctx.short ? 5 : 20;
    const sink = await stoppableSink(ctx);
    const instance = new Instance(ctx, { SMTP_URL: sink.url });
    await instance.start();
    const tally = new Tally();

    await sink.stop();
    const expected: string[] = [];
    for (let i = 0; i < perKind; i += 1) {
      const email = `smtp${uniqueTag()}@example.com`;
      const answer = tally.record(
        'down',
        'signup',
        await call(instance.url, 'POST', '/api/auth/signup', {
          ip: `10.66.1.${i}`,
          body: {
            firstname: 'Smtp',
            lastname: 'Drill',
            username: `s${uniqueTag()}`,
            email,
            password: 'Drill-Parity-2026x',
          },
        }),
      );
      if (answer.status === 200) expected.push(email);
    }
    await sleep(outageMs);
    await sink.start();
    const delivered = await until(
      () => expected.every((e) => sink.received.includes(e)),
      // Hang guard: the retry after the outage comes at most 2 minutes after it ends.
      outageMs + 150_000,
      250,
    );
    // Time for a duplicate to show up, had a retry re-sent a delivered message.
    await sleep(2_000);
    const counts = expected.map((e) => sink.received.filter((r) => r === e).length);
    const arrived = counts.filter((n) => n >= 1).length;
    const twice = counts.filter((n) => n > 1).length;
    if (tally.count('down', 'signup', 200) !== perKind)
      failures.push(`signups while SMTP was down: ${tally.describe('down')}`);
    if (!delivered) failures.push(`${expected.length - arrived} messages never arrived`);
    if (twice > 0) failures.push(`${twice} messages arrived twice`);

    // Password reset while SMTP is down: a verified account first (SMTP up), then the outage.
    const resetSink = sink;
    const verified = await createAccount(instance.url, sink, '10.66.2.1');
    await sink.stop();
    const before = resetSink.received.filter((r) => r === verified.email).length;
    const forgot = tally.record(
      'down',
      'forget-password',
      await call(instance.url, 'POST', '/api/auth/forget-password', {
        ip: '10.66.2.2',
        body: { email: verified.email },
      }),
    );
    if (forgot.status !== 200)
      failures.push(`forgot-password while SMTP was down: ${forgot.status}`);
    await sleep(Math.min(outageMs, 3_000));
    await sink.start();
    const resetArrived = await until(
      () => resetSink.received.filter((r) => r === verified.email).length > before,
      45_000,
      250,
    );
    await sleep(2_000);
    const resetCount = resetSink.received.filter((r) => r === verified.email).length - before;
    if (!resetArrived || resetCount !== 1)
      failures.push(`the reset code arrived ${resetCount} times after SMTP returned`);
    if (tally.badCount > 0) failures.push(...tally.bad);
    return {
      figures:
        `${outageMs / 1000} s outage: ${tally.count('down', 'signup', 200)}/${perKind} signups and ` +
        `${forgot.status === 200 ? 1 : 0}/1 reset answered 200 while down; ${arrived}/${expected.length} ` +
        `verification mails + ${resetCount} reset mail delivered after, ${twice} twice; ${tally.fiveHundreds()}×500`,
      failures,
    };
  },
};
