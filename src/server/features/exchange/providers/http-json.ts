import { RateProviderError } from '../rate.types.ts';

/** Largest provider body we read: the free API's usd.json is ~10 KB; 2 MB leaves room, caps abuse. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/**
 * GET a JSON document. Non-2xx, an over-large body and unparsable JSON become RateProviderError;
 * `signal` aborts the request (the service combines its per-request timeout with shutdown).
 * The URL is never put in the message: ExchangeRate-API carries its key in the path (docs/security.md I7).
 */
export async function getJson(url: string, signal: AbortSignal): Promise<unknown> {
  const text = await getText(url, signal, 'application/json');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new RateProviderError('response is not JSON', { cause: error });
  }
}

/** GET a document's text, with the same refusals as getJson (non-2xx, over-large). */
export async function getText(url: string, signal: AbortSignal, accept: string): Promise<string> {
  const response = await fetch(url, { signal, headers: { accept }, redirect: 'follow' });
  if (!response.ok) {
    await response.body?.cancel();
    throw new RateProviderError(`HTTP ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) {
    await response.body?.cancel();
    throw new RateProviderError('response too large');
  }
  const text = await response.text();
  if (text.length > MAX_BODY_BYTES) throw new RateProviderError('response too large');
  return text;
}
