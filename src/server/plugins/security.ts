import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityOptions {
  corsOrigins: string[];
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
    // Radix primitives and react-toastify inject small <style> elements at run time; inline styles
    // cannot run code, so they are allowed while scripts stay 'self' only (ADR 009).
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

export async function registerSecurity(
  app: FastifyInstance,
  options: SecurityOptions,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(options) },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const allowlist = new Set(options.corsOrigins);
  await app.register(cors, {
    // Exact-origin allowlist (SECURITY.md H1); an unknown origin simply gets no CORS headers.
    origin: (origin, callback) => callback(null, origin !== undefined && allowlist.has(origin)),
    credentials: false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    maxAge: 600,
  });
}
