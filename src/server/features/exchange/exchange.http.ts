import type { FastifyReply } from 'fastify';

/**
 * Headers of every public data response (docs/security.md C4, H1): shared caches may keep it for
 * `maxAge` seconds and serve it for a day (rates) or a week (reference data) when we fail
 * (stale-if-error, RFC 5861); any origin may read it (public data may use `*`).
 */
export function sendPublic(
  reply: FastifyReply,
  maxAgeSeconds: number,
  staleIfErrorSeconds: number,
): FastifyReply {
  return reply.header(
    'cache-control',
    `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds}, stale-if-error=${staleIfErrorSeconds}`,
  );
}

/** Rates change daily; docs/product.md's client caches 5 minutes (§9), so shared caches may too. */
export const RATES_MAX_AGE = 300;
export const RATES_STALE_IF_ERROR = 24 * 60 * 60;
/** Currencies, countries and cities change only with a data build. */
export const REFERENCE_MAX_AGE = 3600;
export const REFERENCE_STALE_IF_ERROR = 7 * 24 * 60 * 60;
