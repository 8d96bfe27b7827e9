/**
 * Initial JavaScript of /home, gzip, read from the build (issue 32: <= 160 KB). The scripts a first
 * signed-in visit to /home loads: index.html's scripts and module preloads, and the files
 * route-preload.js (scripts/vite-route-preload.ts) preloads for /home. No browser, so it runs in a
 * second; bench/lighthouse.bench.ts measures the same in Chromium. The baseline is the shell alone
 * (index.html's own scripts and preloads), what every page pays.
 *
 * Run alone: `npx tsx bench/bundle.bench.ts`; `npm run bench -- bundle` runs it through run.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ensureBuilt, repoRoot } from './support/built-server.ts';
import type { BenchResult, Log } from './support/measure.ts';

const BUDGET_KB = 160;

/** The gzip (level 9) size of each file, in KB. */
function gzipKb(webDir: string, files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files)
    bytes += gzipSync(readFileSync(path.join(webDir, file)), { level: 9 }).length;
  return Math.round((bytes / 1024) * 10) / 10;
}

/** The shell's scripts and preloads, and /home's route preloads, as paths under dist/web. */
export function homeScripts(webDir: string): { shell: string[]; home: string[] } {
  const html = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const shell = [
    ...html.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g),
  ].map((m) => m[1]!);
  const preload = readFileSync(path.join(webDir, 'route-preload.js'), 'utf8');
  const routes = JSON.parse(/var routes = (\{.*?\});\n/.exec(preload)?.[1] ?? '{}') as Record<
    string,
    { files: string[] }
  >;
  const home = (routes['/home']?.files ?? []).filter((f) => f.endsWith('.js'));
  return { shell, home: [...new Set([...shell, ...home])] };
}

export async function benchInitialJavaScript(log: Log): Promise<BenchResult[]> {
  ensureBuilt(log);
  const webDir = path.join(repoRoot, 'dist/web');
  const { shell, home } = homeScripts(webDir);
  const value = gzipKb(webDir, home);
  log(`  ${home.length} scripts on /home (${shell.length} of them the shell's)`);
  return [
    {
      name: 'initial JavaScript on /home, gzip, from the build (baseline: the shell every page loads)',
      value,
      unit: 'KB',
      baseline: gzipKb(webDir, shell),
      ratio: value / gzipKb(webDir, shell),
      target: `<= ${BUDGET_KB} KB gzip`,
      pass: value <= BUDGET_KB,
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  console.log(await benchInitialJavaScript(console.log));
