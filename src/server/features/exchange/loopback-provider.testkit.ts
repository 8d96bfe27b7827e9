import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';

/**
 * A loopback node:http server standing in for the free daily currency API (docs/style.md: real parts,
 * loopback servers for outside providers). Tests swap `handler` to make it fail in different ways.
 */
export interface LoopbackProvider {
  primaryUrl: string;
  fallbackUrl: string;
  hits: { primary: number; fallback: number };
  handler: (which: 'primary' | 'fallback', req: IncomingMessage, res: ServerResponse) => void;
  close(): Promise<void>;
}

/** The package's own usd.json: the real provider format, lower-case codes. */
export function packageUsdFile(): { date: string; usd: Record<string, number> } {
  const require = createRequire(import.meta.url);
  return JSON.parse(
    readFileSync(require.resolve('@fawazahmed0/currency-api/v1/currencies/usd.min.json'), 'utf8'),
  ) as {
    date: string;
    usd: Record<string, number>;
  };
}

/** A provider file for `date`, every rate moved by `factor` (plus per-code overrides). */
export function providerFile(
  date: string,
  factor = 1.01,
  overrides: Record<string, number | null> = {},
) {
  const usd: Record<string, number> = {};
  for (const [code, rate] of Object.entries(packageUsdFile().usd))
    usd[code] = code === 'usd' ? 1 : rate * factor;
  for (const [code, rate] of Object.entries(overrides)) {
    if (rate === null) delete usd[code];
    else usd[code] = rate;
  }
  return { date, usd };
}

export function sendJson(res: ServerResponse, body: unknown, status = 200) {
  res
    .writeHead(status, { 'content-type': 'application/json' })
    .end(typeof body === 'string' ? body : JSON.stringify(body));
}

export async function startLoopbackProvider(): Promise<LoopbackProvider> {
  const state: LoopbackProvider = {
    primaryUrl: '',
    fallbackUrl: '',
    hits: { primary: 0, fallback: 0 },
    handler: (_which, _req, res) => sendJson(res, { error: 'no handler' }, 500),
    close: async () => {},
  };
  const server = createServer((req, res) => {
    const which = req.url?.startsWith('/fallback/') ? 'fallback' : 'primary';
    state.hits[which] += 1;
    state.handler(which, req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.primaryUrl = `http://127.0.0.1:${port}/primary/v1/currencies/usd.json`;
  state.fallbackUrl = `http://127.0.0.1:${port}/fallback/v1/currencies/usd.json`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
