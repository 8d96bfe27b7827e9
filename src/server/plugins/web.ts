import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built single-page app from one process with the API (issue 2 §6): hashed assets under
 * /assets are cached for a year, everything else revalidates, and unknown GET paths outside /api
 * get index.html so client-side routes survive a reload (history fallback).
 */
export async function registerWeb(app: FastifyInstance, distDir: string): Promise<boolean> {
  const root = path.resolve(distDir);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'web build not found; serving the API only');
    return false;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    index: false,
    // The build writes .br and .gz copies of every text file (scripts/vite-precompress.ts, ADR 014).
    preCompressed: true,
    setHeaders(res, filePath) {
      const relative = path.relative(root, filePath);
      if (relative === 'index.html') {
        void res.header('cache-control', 'no-cache');
      } else if (relative.startsWith(`assets${path.sep}`)) {
        void res.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        void res.header('cache-control', 'public, max-age=0, must-revalidate');
      }
    },
  });
  // The static plugin answers a directory (the root) with 403 when `index` is off; the landing
  // page is the SPA's index, served like every other client route.
  app.get('/', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html'),
  );
  return true;
}
