// The built server's entry, dist/server/main.mjs (ADR 134). It runs the bundle (dist/server/server.cjs)
// through vm.Script with V8's code cache, kept beside the bundle in server.cjs.v8cache: a start then
// skips parsing 3.4 MB of JavaScript and compiling the functions the previous start compiled (about
// 90 ms of a 1.4 s start on a slow machine). Node 22 has module.enableCompileCache() for this; Node 20
// does not, so this file does the same with the API Node 20 has.
//
// The bundle must not use a dynamic import(): a script compiled from a code cache has no loader for it
// in Node 20 ("A dynamic import callback was not specified"), so scripts/build-server.mjs refuses one.
//
// The cache is made by a start that found none, or found one that V8 rejected (another bundle, another
// V8 or other flags): once the server listens (main.ts emits LISTENING_EVENT), and written to a temporary
// file first, so concurrent starts and a kill mid-write never leave a torn cache. A cache that cannot be
// written (a read-only folder) is simply not kept.

import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { LISTENING_EVENT } from './listening-event.ts';

const dir = import.meta.dirname;
const bundle = path.join(dir, 'server.cjs');
const cacheFile = `${bundle}.v8cache`;

function readCache(): Buffer | undefined {
  try {
    return readFileSync(cacheFile);
  } catch {
    return undefined;
  }
}

function writeCache(script: vm.Script): void {
  const temporary = `${cacheFile}.${process.pid}`;
  try {
    writeFileSync(temporary, script.createCachedData());
    renameSync(temporary, cacheFile);
  } catch {
    rmSync(temporary, { force: true });
  }
}

const cachedData = readCache();
// The bundle is ASCII (scripts/build-server.mjs), so latin1 gives V8 a one-byte string.
const script = new vm.Script(Module.wrap(readFileSync(bundle, 'latin1')), {
  filename: bundle,
  ...(cachedData ? { cachedData } : {}),
});
if (cachedData === undefined || script.cachedDataRejected)
  process.once(LISTENING_EVENT, () => setImmediate(() => writeCache(script)));

const module = { exports: {} };
const run = script.runInThisContext() as (
  exports: object,
  require: NodeJS.Require,
  module: { exports: object },
  filename: string,
  dirname: string,
) => void;
run(module.exports, createRequire(bundle), module, bundle, dir);
