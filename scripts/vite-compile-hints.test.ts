import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import { expect, test } from 'vitest';
import { COMPILE_HINT, compileHints, MIN_HINTED_BYTES } from './vite-compile-hints.ts';

const BIG = `/*${'x'.repeat(MIN_HINTED_BYTES)}*/`;

/** A chunk of MIN_HINTED_BYTES or more unless `small`. */
function chunk(fileName: string, extra: Partial<OutputChunk> = {}, small = false): OutputChunk {
  return {
    type: 'chunk',
    fileName,
    code: `console.log(${JSON.stringify(fileName)});${small ? '' : BIG}\n`,
    map: { mappings: 'AAAA;AACA' },
    imports: [],
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    ...extra,
  } as unknown as OutputChunk;
}

function mapAsset(fileName: string): OutputAsset {
  return {
    type: 'asset',
    fileName: `${fileName}.map`,
    source: JSON.stringify({ version: 3, sources: ['a.ts'], mappings: 'AAAA;AACA' }),
  } as unknown as OutputAsset;
}

/** A bundle shaped like Parity's: main entry, two route chunks, a shared chunk, a lazy library. */
function bundle(): OutputBundle {
  const files: (OutputChunk | OutputAsset)[] = [
    chunk('assets/index.js', { isEntry: true, imports: ['assets/jsx-runtime.js'] }),
    chunk('assets/jsx-runtime.js'),
    chunk('assets/compare-screen.js', {
      isDynamicEntry: true,
      facadeModuleId: '/repo/src/web/features/compare/compare-screen.tsx',
      imports: ['assets/jsx-runtime.js', 'assets/tabs.js', 'assets/button.js'],
    }),
    chunk('assets/tabs.js'),
    chunk('assets/button.js', {}, true),
    chunk('assets/landing-page.js', {
      isDynamicEntry: true,
      facadeModuleId: '/repo/src/web/pages/landing-page.tsx',
    }),
    chunk('assets/jspdf.js', { isDynamicEntry: true, facadeModuleId: '/repo/node_modules/jspdf' }),
    mapAsset('assets/index.js'),
    mapAsset('assets/jspdf.js'),
  ];
  return Object.fromEntries(files.map((f) => [f.fileName, f])) as OutputBundle;
}

function run(b: OutputBundle): void {
  const hook = compileHints().generateBundle as {
    handler: (options: unknown, bundle: OutputBundle) => void;
  };
  hook.handler.call({}, {}, b);
}

const code = (b: OutputBundle, file: string) => (b[file] as OutputChunk).code;
const hinted = (b: OutputBundle) =>
  Object.values(b)
    .filter((c): c is OutputChunk => c.type === 'chunk' && c.code.startsWith(COMPILE_HINT))
    .map((c) => c.fileName)
    .sort();

test('the large files a first visit runs get the hint; small ones and lazy libraries do not', () => {
  const b = bundle();
  run(b);
  expect(hinted(b)).toEqual([
    'assets/compare-screen.js',
    'assets/index.js',
    'assets/jsx-runtime.js',
    'assets/landing-page.js',
    'assets/tabs.js',
  ]);
  expect(code(b, 'assets/index.js')).toBe(
    `//# allFunctionsCalledOnLoad\nconsole.log("assets/index.js");${BIG}\n`,
  );
  expect(code(b, 'assets/jspdf.js').startsWith('console.log')).toBe(true);
  expect(code(b, 'assets/button.js')).toBe('console.log("assets/button.js");\n');
});

test('source maps move down one line with the code, in the chunk and in the written .map file', () => {
  const b = bundle();
  run(b);
  expect((b['assets/index.js'] as OutputChunk).map?.mappings).toBe(';AAAA;AACA');
  const written = JSON.parse(String((b['assets/index.js.map'] as OutputAsset).source)) as {
    mappings: string;
    sources: string[];
  };
  expect(written.mappings).toBe(';AAAA;AACA');
  expect(written.sources).toEqual(['a.ts']);
  // Untouched files keep their maps.
  expect(JSON.parse(String((b['assets/jspdf.js.map'] as OutputAsset).source)).mappings).toBe(
    'AAAA;AACA',
  );
});

test('running twice adds the hint once', () => {
  const b = bundle();
  run(b);
  run(b);
  expect(code(b, 'assets/index.js').split(COMPILE_HINT)).toHaveLength(2);
  expect((b['assets/index.js'] as OutputChunk).map?.mappings).toBe(';AAAA;AACA');
});
