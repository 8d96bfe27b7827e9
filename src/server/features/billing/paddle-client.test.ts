// The server-to-Paddle calls against a loopback server standing in for Paddle's API.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import type { PaymentsConfig } from './payments.config.ts';
import {
  cancelPaddleSubscription,
  changePaddleSubscription,
  resumePaddleSubscription,
} from './paddle-client.ts';

interface Seen {
  method: string;
  url: string;
  auth: string | undefined;
  body: unknown;
}

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

async function paddle(status: number): Promise<{ config: PaymentsConfig; seen: Seen[] }> {
  const seen: Seen[] = [];
  const read = async (req: IncomingMessage) => {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    return text ? (JSON.parse(text) as unknown) : null;
  };
  const server = createServer((req, res) => {
    void read(req).then((body) => {
      seen.push({ method: req.method!, url: req.url!, auth: req.headers.authorization, body });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stop = () => new Promise((resolve) => server.close(() => resolve()));
  const { port } = server.address() as AddressInfo;
  const config = {
    mode: 'paddle',
    apiKey: 'pdl_test_key',
    apiBaseUrl: `http://127.0.0.1:${port}`,
  } as PaymentsConfig;
  return { config, seen };
}

test('cancel, change and resume send Paddle the documented calls with the API key', async () => {
  const { config, seen } = await paddle(200);
  await cancelPaddleSubscription(config, 'sub/1');
  await changePaddleSubscription(config, 'sub_2', 'pri_9');
  await resumePaddleSubscription(config, 'sub_3');
  expect(seen).toEqual([
    {
      method: 'POST',
      url: '/subscriptions/sub%2F1/cancel',
      auth: 'Bearer pdl_test_key',
      body: { effective_from: 'next_billing_period' },
    },
    {
      method: 'PATCH',
      url: '/subscriptions/sub_2',
      auth: 'Bearer pdl_test_key',
      body: {
        items: [{ price_id: 'pri_9', quantity: 1 }],
        proration_billing_mode: 'prorated_immediately',
      },
    },
    {
      method: 'PATCH',
      url: '/subscriptions/sub_3',
      auth: 'Bearer pdl_test_key',
      body: { scheduled_change: null },
    },
  ]);
});

test('a refusal, no answer and no API key each become a 503 the user can read', async () => {
  const { config } = await paddle(409);
  await expect(cancelPaddleSubscription(config, 's')).rejects.toMatchObject({
    code: 'SERVICE_UNAVAILABLE',
    message:
      'The payment provider refused the cancellation (409). Please try again or contact support.',
  });
  await expect(resumePaddleSubscription(config, 's')).rejects.toThrow(
    'The payment provider refused to resume the subscription (409).',
  );
  await stop?.();
  stop = undefined;
  await expect(changePaddleSubscription(config, 's', 'p')).rejects.toThrow(
    'The payment provider did not answer. Please try again.',
  );
  const keyless = { ...config, apiKey: null };
  await expect(changePaddleSubscription(keyless, 's', 'p')).rejects.toThrow(
    'Plan changes are not available right now. Please contact support.',
  );
  await expect(cancelPaddleSubscription(keyless, 's')).rejects.toThrow(
    'Cancellation is not available right now.',
  );
  await expect(resumePaddleSubscription(keyless, 's')).rejects.toThrow(
    'Resuming is not available right now.',
  );
});
