/**
 * A Vite plugin that marks the JavaScript a first visit runs at once with V8's explicit compile
 * hint, `//# allFunctionsCalledOnLoad` (ADR 015).
 *
 * V8 normally compiles a function only when it is first called, on the main thread, in the middle
 * of whatever task calls it: on /home that is the main bundle's evaluation, React's first render and
 * the comparison's first render, all of which call most of their functions at once. With the
 * comment at the top of a file, Chromium (136 and later) compiles every function in it eagerly,
 * while the file streams in, on a background thread. Lighthouse on /home: median performance 76–79
 * without the hint, 84–86 with it (interleaved runs, ADR 015). Files that load later and run a
 * small part of their code (jspdf, html2canvas, the charts) are left to lazy compilation: compiling
 * them whole would only cost time and memory.
 *
 * The comment must be the file's first line; the chunk's source map gets an empty first line so
 * that every other mapping stays true. File names are hashed before this runs; the line is the same
 * in every build, so a hashed name still stands for one content.
 */
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { firstLoadChunks } from './vite-route-preload.ts';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Only files at least this large are marked: on /home, the main bundle and the comparison tool.
 * In interleaved Lighthouse runs, marking every first-load chunk (twenty, most of them a few KB)
 * scored a lower median than marking these two (78 vs 84 of six runs each); a small file gains
 * little from being compiled ahead, and Chromium streams and compiles it quickly either way.
 */
export const MIN_HINTED_BYTES = 30 * 1024;

/** A source map's JSON with every mapping one generated line further down. */
export function shiftSourceMap(json: string): string {
  const map = JSON.parse(json) as { mappings: string };
  // In a source map, ';' ends a generated line: one more at the start maps nothing on line 1.
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

/** Puts the hint on the chunk's first line and shifts its source map (chunk and file) to match. */
export function addCompileHint(bundle: OutputBundle, chunk: OutputChunk): void {
  if (chunk.code.startsWith(COMPILE_HINT)) return;
  chunk.code = COMPILE_HINT + chunk.code;
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  // The bundler has already emitted the .map file as an asset by now; that copy is what is written.
  const mapFile = bundle[`${chunk.fileName}.map`];
  if (mapFile?.type === 'asset') mapFile.source = shiftSourceMap(String(mapFile.source));
}

export function compileHints(): Plugin {
  return {
    name: 'parity-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle: OutputBundle) {
        for (const file of firstLoadChunks(bundle)) {
          const chunk = bundle[file];
          if (chunk?.type === 'chunk' && chunk.code.length >= MIN_HINTED_BYTES) {
            addCompileHint(bundle, chunk);
          }
        }
      },
    },
  };
}
