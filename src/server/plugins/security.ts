import type { FastifyInstance } from 'fastify';

export interface SecurityOptions {
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

/**
 * Security headers and the request id in one callback hook: no promise and no per-request object.
 * CORS is plugins/cors.ts.
 */
export function registerSecurity(app: FastifyInstance, options: SecurityOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    // The request id travels with the headers so a 5xx body's requestId can be matched to the log.
    void reply.headers(headers).header('x-request-id', request.id);
    done();
  });
}
