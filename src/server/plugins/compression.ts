/**
 * Compressed API answers (ADR 014). A phone on a slow link should not download the 190 KB city list
 * or a 14 KB market-data answer raw: JSON and text bodies of at least 1 KiB are sent with Brotli or
 * gzip when the client accepts it, with `Vary: Accept-Encoding` so shared caches keep them apart.
 *
 * The large bodies that never change between requests (reference data, the day's rates) are the
 * same string every time, so their compressed bytes are kept in a small cache and compressed once.
 * Static files are compressed at build time instead (scripts/vite-precompress.ts). Answers marked
 * `no-store` (the ones carrying tokens, keys or account data) are never compressed.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

const MIN_BYTES = 1024;
// Bodies this large are the precomputed reference answers: worth remembering compressed.
const CACHE_MIN_BYTES = 16 * 1024;
const CACHE_MAX_ENTRIES = 32;
// Brotli quality 5 compresses a 14 KB JSON answer in well under a millisecond and still beats
// gzip -6 on size. Cached bodies are compressed once, at quality 9: within a few per cent of the
// maximum (11) for a twentieth of its time (~20 ms instead of ~400 ms for the city list).
const BROTLI_FAST = 5;
const BROTLI_CACHED = 9;

/**
 * The encoding to use for an Accept-Encoding header: Brotli when accepted, else gzip, else none.
 * A coding with q=0 is refused (RFC 9110 §12.5.3); `*` accepts both.
 *
 * @example chooseEncoding('gzip, deflate, br') // 'br'
 * @example chooseEncoding('br;q=0, gzip') // 'gzip'
 */
export function chooseEncoding(header: string | undefined): Encoding | null {
  if (header === undefined || header === '') return null;
  // Clients send a handful of distinct headers ('gzip, deflate, br, zstd'), so the parse is kept per
  // header text: the market-data route and this plugin's hook ask on every request.
  const known = chosen.get(header);
  if (known !== undefined) return known;
  const encoding = parseAcceptEncoding(header);
  if (chosen.size >= CHOSEN_MAX) chosen.clear();
  chosen.set(header, encoding);
  return encoding;
}

const CHOSEN_MAX = 64;
const chosen = new Map<string, Encoding | null>();

function parseAcceptEncoding(header: string): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/**
 * A body compressed for a route that keeps its own bytes per encoding (market data, issue 13 §5): at the
 * fast quality (Brotli 5, gzip 6), because it is made on a cache miss inside the request.
 * @example compressBody(Buffer.from('{}'), 'gzip').length > 0
 */
export function compressBody(body: Buffer, encoding: Encoding): Buffer {
  return ownBytes(compress(body, encoding, BROTLI_FAST));
}

/**
 * Bytes to keep: zlib's synchronous calls return a short answer as a view of their 16 KiB output
 * chunk, so a kept 3 KB Brotli body held 16 KB of memory (issue 13: 2,000 cached cities in Brotli
 * held ~32 MB instead of ~7 MB). A copy of exactly that size is kept instead.
 */
function ownBytes(bytes: Buffer): Buffer {
  if (bytes.buffer.byteLength === bytes.byteLength) return bytes;
  // Not Buffer.from: a copy under 4 KiB would land in a shared pool slab, whose life is then tied to
  // its neighbours'.
  const own = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(own);
  return own;
}

function compress(body: string | Buffer, encoding: Encoding, quality: number): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipSync(body, { level: quality === BROTLI_CACHED ? 9 : 6 });
}

// One map per encoding, keyed by the body itself: the reference answers are the same string object
// on every request, and V8 keeps a string's hash, so a hit costs no rehashing of the 190 KB.
const cache: Record<Encoding, Map<string, Buffer>> = { br: new Map(), gzip: new Map() };

function compressCached(body: string, encoding: Encoding): Buffer {
  const entries = cache[encoding];
  const hit = entries.get(body);
  if (hit !== undefined) return hit;
  const compressed = ownBytes(compress(body, encoding, BROTLI_CACHED));
  if (entries.size >= CACHE_MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  entries.set(body, compressed);
  return compressed;
}

function isCompressibleType(type: unknown): boolean {
  return typeof type === 'string' && (type.includes('json') || type.startsWith('text/'));
}

// Answers marked no-store are the ones that carry secrets (tokens, API keys, account data; docs/security.md
// H1). They stay uncompressed so their length never leaks a secret next to reflected input (BREACH).
function carriesSecrets(reply: FastifyReply): boolean {
  return String(reply.getHeader('cache-control') ?? '').includes('no-store');
}

function onSend(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  if (
    (typeof payload !== 'string' && !Buffer.isBuffer(payload)) ||
    payload.length < MIN_BYTES ||
    reply.hasHeader('content-encoding') ||
    !isCompressibleType(reply.getHeader('content-type')) ||
    carriesSecrets(reply)
  ) {
    done(null, payload);
    return;
  }
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'Accept-Encoding');
  else if (!/\baccept-encoding\b/i.test(String(vary)))
    reply.header('vary', `${String(vary)}, Accept-Encoding`);
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (encoding === null) {
    done(null, payload);
    return;
  }
  const body =
    typeof payload === 'string' && payload.length >= CACHE_MIN_BYTES
      ? compressCached(payload, encoding)
      : compress(payload, encoding, BROTLI_FAST);
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  done(null, body);
}

export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', onSend);
}
