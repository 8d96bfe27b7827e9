import type { FastifyInstance } from 'fastify';

export interface SecurityOptions {
  corsOrigins: string[];
  /** Extra script/frame origins (the payment provider's only, docs/security.md H1). */
  extraScriptSrc?: string[];
  extraFrameSrc?: string[];
  extraConnectSrc?: string[];
}

/** The Content-Security-Policy of docs/security.md H1, with the payment provider's origins when configured. */
export function contentSecurityDirectives(options: SecurityOptions) {
  return {
    defaultSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    scriptSrc: ["'self'", ...(options.extraScriptSrc ?? [])],
    // Radix primitives inject small <style> elements at run time, and toasts time their progress
    // bar with style attributes; inline styles cannot run code, so they are allowed while scripts
    // stay 'self' only (ADR 009).
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...(options.extraConnectSrc ?? [])],
    frameSrc:
      options.extraFrameSrc && options.extraFrameSrc.length > 0
        ? options.extraFrameSrc
        : ["'none'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  };
}

/** Serialise CSP directives (camelCase keys) into the header value. */
export function serializeCsp(directives: ReturnType<typeof contentSecurityDirectives>): string {
  return Object.entries(directives)
    .filter((entry): entry is [string, string[]] => Array.isArray(entry[1]))
    .map(
      ([key, values]) =>
        `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`,
    )
    .join('; ');
}

/**
 * The security headers of docs/security.md (H1) and helmet's other defaults, on every answer: pages,
 * static files and the API's JSON alike (ADR 180). Computed once, since they never vary (ADR 090).
 */
export function securityHeaders(options: SecurityOptions): Record<string, string> {
  return {
    'content-security-policy': serializeCsp(contentSecurityDirectives(options)),
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/** What a preflight from an allow-listed origin may ask for (docs/security.md H1), and for how long. */
const PREFLIGHT_HEADERS = {
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
  'access-control-allow-headers': 'Content-Type, Authorization',
  'access-control-max-age': '600',
  'content-length': '0',
};

/**
 * Security headers, the request id and CORS in one callback hook: no promise and no per-request
 * object (ADR 136 measured @fastify/cors's spread of its options on every request).
 *
 * CORS (H1) is an exact-origin allowlist: an allow-listed Origin is echoed back, any other gets no
 * CORS header, and every answer says it varies by Origin. A preflight (OPTIONS with Origin and
 * Access-Control-Request-Method) from an allow-listed origin is answered here with 204; any other
 * OPTIONS request goes on to the router, which answers 405 (H2) or 404. Public data answers
 * `Access-Control-Allow-Origin: *` itself (exchange.http.ts).
 */
export function registerSecurity(app: FastifyInstance, options: SecurityOptions): void {
  const headers = securityHeaders(options);
  const allowlist = new Set(options.corsOrigins);
  app.addHook('onRequest', (request, reply, done) => {
    // The request id travels with the headers so a 5xx body's requestId can be matched to the log.
    void reply.headers(headers).header('x-request-id', request.id).header('vary', 'Origin');
    const origin = request.headers.origin;
    if (origin === undefined || !allowlist.has(origin)) {
      done();
      return;
    }
    void reply.header('access-control-allow-origin', origin);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      void reply.code(204).headers(PREFLIGHT_HEADERS).send();
      return;
    }
    done();
  });
}
