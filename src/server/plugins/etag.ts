/**
 * Conditional GETs (issue 38 item 3, ADR 197): a GET answered 200 whose Cache-Control lets it be
 * stored gets a weak `ETag` (a hash of the body before compression: the same for every encoding, so weak); a request whose
 * `If-None-Match` names it is answered 304 with no body. Private and no-store answers, errors and
 * non-GET operations are left alone. Register before the compression hook, so the hash is of the
 * identity body and one ETag stands for every encoding (the compression hook marks its own variants).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** Whether an If-None-Match header names this tag (a list, a weak form, or `*`). */
export function matchesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const bare = tag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((part) => part.trim().replace(/^W\//, ''))
    .some((part) => part === '*' || part === bare);
}

export function registerEtag(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    const storable =
      (request.method === 'GET' || request.method === 'HEAD') &&
      reply.statusCode === 200 &&
      !/no-store|private/.test(cacheControl) &&
      (typeof payload === 'string' || Buffer.isBuffer(payload));
    if (!storable) {
      done(null, payload);
      return;
    }
    const tag = `W/"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
    void reply.header('etag', tag);
    if (matchesTag(request.headers['if-none-match'], tag)) {
      void reply.code(304).removeHeader('content-length');
      done(null, '');
      return;
    }
    done(null, payload);
  });
}
