// Bundles the API server into dist/server/server.mjs behind a small entry, dist/server/main.mjs, that
// turns on Node's compile cache first (ADR 006, ADR 142, ADR 183).
//
// Pure-JavaScript dependencies are bundled in: Node's ESM loader resolves and reads every file of a
// package separately (kysely alone is ~280 files, zod ~100), which made start-up several hundred
// milliseconds slower than the work the server does itself (issue 2: ready within 1 s). Packages
// stay external when they are native (better-sqlite3, @node-rs/argon2), optional at run time (pg,
// ioredis, nodemailer: required only when configured), or read their own files from disk
// (@fastify/swagger-ui's static UI, pino's worker transports).
import { writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const KEEP_EXTERNAL = [
  'better-sqlite3',
  '@node-rs/argon2',
  'pg',
  'ioredis',
  'nodemailer',
  '@fastify/swagger-ui',
  '@fastify/swagger',
  '@fastify/static',
  'pino',
  'thread-stream',
];
const external = KEEP_EXTERNAL;

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/server.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external: [...external, ...external.map((name) => `${name}/*`)],
  sourcemap: true,
  logLevel: 'warning',
  // Bundled CommonJS packages call require() for Node's built-ins; an ES module has none of its own.
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
// Node compiles a module when it is imported, so the cache must be on before the bundle is: the entry
// enables it, then imports the bundle. The cache lives in Node's default place (the OS temporary
// folder) and is checked against each file's contents, so a new build is compiled afresh.
writeFileSync(
  'dist/server/main.mjs',
  "import module from 'node:module';\nmodule.enableCompileCache();\nawait import('./server.mjs');\n",
);
console.log('built dist/server/main.mjs and dist/server/server.mjs');
