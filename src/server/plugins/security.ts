import type { FastifyInstance } from 'fastify';

export interface SecurityOptions {
  /** Extra script/frame origins (the payment provider's only, SECURITY.md H1). */
  extraScriptSrc?: string[];
  extraFrameSrc?: string[];
  extraConnectSrc?: string[];
}

/** The Content-Security-Policy of SECURITY.md H1, with the payment provider's origins when configured. */
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
 * The security headers of SECURITY.md H1 (and helmet's other defaults), computed once. They are the
 * same for every response, so they are set from a precomputed object instead of @fastify/helmet,
 * which rebuilt its middleware on every request and cost a sixth of the server's CPU time on the
 * health benchmark (ADR 090).
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
 * Headers a browser reads only on a document it renders (a page, a frame), never on an answer read by
 * fetch: the opener policy and origin-keyed agent clusters (HTML standard), DNS prefetching of a
 * page's links, IE's "open" button for a downloaded page, Adobe's cross-domain policy files, and IE's
 * XSS auditor. They stay on every page and static file; a JSON answer under /api goes without them
 * (ADR 135), keeping the H1 set (CSP, HSTS, nosniff, Referrer-Policy) and the frame and
 * cross-origin-resource rules.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** The headers of a JSON answer under /api: `securityHeaders` without the document-only ones. */
export function apiSecurityHeaders(options: SecurityOptions): Record<string, string> {
  const documentOnly: readonly string[] = DOCUMENT_ONLY_HEADERS;
  return Object.fromEntries(
    Object.entries(securityHeaders(options)).filter(([name]) => !documentOnly.includes(name)),
  );
}

/**
 * Whether a request's answer is the API's JSON: under /api, except the OpenAPI UI's pages (/api/docs).
 * @example isJsonApiUrl('/api/health') // true
 * @example isJsonApiUrl('/api/docs/static/index.html') // false
 * @example isJsonApiUrl('/compare?from=paris') // false
 */
export function isJsonApiUrl(url: string): boolean {
  if (!(url.startsWith('/api/') || url === '/api' || url.startsWith('/api?'))) return false;
  return !(url === '/api/docs' || url.startsWith('/api/docs/') || url.startsWith('/api/docs?'));
}

/**
 * Security headers and the request id in one callback hook: no promise and no per-request object.
 * CORS is plugins/cors.ts.
 */
export function registerSecurity(app: FastifyInstance, options: SecurityOptions): void {
  const documentHeaders = securityHeaders(options);
  const apiHeaders = apiSecurityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    // The request id travels with the headers so a 5xx body's requestId can be matched to the log.
    void reply
      .headers(isJsonApiUrl(request.url) ? apiHeaders : documentHeaders)
      .header('x-request-id', request.id);
    done();
  });
}
