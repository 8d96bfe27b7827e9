/**
 * The server's V8 flags (ADR 131) are given in two places: `npm start` (package.json; the flags must be on
 * node's command line, V8 fixes its heap's young generation before any script runs) and
 * bench/support/built-server.ts, which starts the built server for the benchmarks, the journeys and the
 * drills. What those measure is what ships only while the two lists agree.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { SERVER_NODE_FLAGS } from '../bench/support/built-server.ts';

const root = path.resolve(import.meta.dirname, '..');

test('npm start runs the server with the flags the benchmarks, journeys and drills start it with', () => {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const start = pkg.scripts.start ?? '';
  const match = /^node((?: --[\w-]+(?:=\S+)?)*) scripts\/start\.mjs$/.exec(start);
  expect(match, `unexpected start script: ${start}`).not.toBeNull();
  const flags = (match?.[1] ?? '').split(' ').filter(Boolean);
  expect(flags).toEqual(SERVER_NODE_FLAGS);
  expect(flags).toContain('--max-semi-space-size=4');
});
