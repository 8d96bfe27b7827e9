// Bundles the API server into dist/server/server.cjs, with its entry dist/server/main.mjs.
//
// Pure-JavaScript dependencies are bundled in: Node's ESM loader resolves and reads every file of a
// package separately (kysely alone is ~280 files, zod ~100), which made start-up several hundred
// milliseconds slower than the work the server does itself (issue 2: ready within 1 s). Packages
// stay external when they are native (better-sqlite3, @node-rs/argon2), optional at run time (pg,
// ioredis, nodemailer: required only when configured), or read their own files from disk
// (@fastify/swagger-ui's static UI, pino's worker transports).
//
// The bundle is CommonJS and the entry (src/server/code-cache.ts) runs it through vm.Script with V8's
// code cache (ADR 134): Node 20 has no compile cache for ES modules. `import.meta.url` and
// `import.meta.dirname` in the sources become the bundle's own file and folder.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
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
const bundle = 'dist/server/server.cjs';

const result = await build({
  entryPoints: ['src/server/main.ts'],
  outfile: bundle,
  metafile: true,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: [...external, ...external.map((name) => `${name}/*`)],
  sourcemap: true,
  // Strings, regular expressions and names are written with ASCII escapes; see below for comments.
  charset: 'ascii',
  logLevel: 'warning',
  define: {
    'import.meta.url': '__bundle_url',
    'import.meta.dirname': '__dirname',
  },
  banner: { js: "const __bundle_url = require('node:url').pathToFileURL(__filename).href;" },
});

// Code read from V8's code cache has no loader for import() in Node 20 (code-cache.ts): an optional
// package is loaded with require (createRequire), and a dynamic import left in the bundle stops the build.
const dynamic = Object.values(result.metafile.outputs).flatMap((output) =>
  output.imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path),
);
if (dynamic.length > 0) {
  console.error(`dynamic import() in the server bundle: ${dynamic.join(', ')}; use createRequire`);
  process.exit(1);
}

// A bundle with any character outside ASCII is read as a two-byte string, twice the size, and V8 scans
// and compiles it slower: 109 such characters, all in packages' comments ('§', '→'), cost about 30 ms
// of every start. esbuild keeps comments as written, so they are replaced here, one '?' per UTF-16 unit,
// which leaves every column of the source map where it was. Code is ASCII already (charset above).
const text = readFileSync(bundle, 'utf8');
writeFileSync(bundle, text.replace(/[\u0080-\uffff]/g, '?'));
// The previous build's code cache belongs to another bundle (V8 would reject it anyway).
rmSync(`${bundle}.v8cache`, { force: true });

await build({
  entryPoints: ['src/server/code-cache.ts'],
  outfile: 'dist/server/main.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
});
console.log('built dist/server/main.mjs and dist/server/server.cjs');
