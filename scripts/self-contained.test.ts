/**
 * The repository explains itself (issue 32 item 5): no source comment cites a document kept outside
 * it (the old product spec and ARCHITECTURE, SECURITY, STYLE documents live on as docs/product.md,
 * docs/design.md, docs/security.md and docs/style.md), and every ADR says whether it still holds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE_DIRS = ['src', 'scripts', 'bench', 'drills', 'tests'];
const SOURCE = /\.(ts|tsx|mjs|cjs|js|css|html)$/;

/** A citation of a document that is not in the repository. */
const OUTSIDE =
  /(?<![\w/])(SECURITY|STYLE|ARCHITECTURE|BRIEFING)\.md|product-spec|\/work\/shared|\b[Ss]pec\b/;

/** The comment text of a source file, line by line: `//` comments and block comments. */
export function commentLines(text: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  let inBlock = false;
  text.split('\n').forEach((line, index) => {
    const start = line.trimStart();
    let comment = '';
    if (inBlock || /^(\*|\/\*|\/\/|\{\/\*|<!--)/.test(start)) comment = line;
    else {
      const slash = /(?<![:"'`])\s\/\/\s/.exec(line);
      const block = line.indexOf('/*');
      if (slash) comment = line.slice(slash.index);
      else if (block >= 0) comment = line.slice(block);
    }
    const open = line.lastIndexOf('/*');
    if (open >= 0 && !line.slice(open).includes('*/')) inBlock = true;
    else if (inBlock && line.includes('*/')) inBlock = false;
    if (comment) found.push({ line: index + 1, text: comment });
  });
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(rel);
    return SOURCE.test(entry.name) ? [rel] : [];
  });
}

test('the comment reader finds line and block comments and leaves code alone', () => {
  const text = [
    "const url = 'http://x'; // see the spec",
    '/** SECURITY.md H1',
    ' * still inside */',
    "const spec = 'code, not a comment';",
  ].join('\n');
  const lines = commentLines(text).filter((c) => OUTSIDE.test(c.text));
  expect(lines.map((c) => c.line)).toEqual([1, 2]);
  expect(OUTSIDE.test('docs/security.md H1, docs/product.md §7')).toBe(false);
});

test('no source comment cites a document outside the repository', () => {
  // This file names the old documents on purpose.
  const files = SOURCE_DIRS.flatMap(sourceFiles).filter(
    (f) => !f.endsWith('self-contained.test.ts'),
  );
  const offenders = files.flatMap((file) =>
    commentLines(readFileSync(path.join(root, file), 'utf8'))
      .filter((c) => OUTSIDE.test(c.text))
      .map((c) => `${file}:${c.line}: ${c.text.trim()}`),
  );
  expect(
    offenders,
    'cite docs/product.md, docs/design.md, docs/security.md or docs/style.md',
  ).toEqual([]);
});

test('every ADR has a status line, and a superseded one names an ADR that exists', () => {
  const dir = path.join(root, 'docs/decisions');
  const adrs = readdirSync(dir).filter((f) => /^\d{3}-.*\.md$/.test(f));
  const numbers = new Set(adrs.map((f) => f.slice(0, 3)));
  const problems: string[] = [];
  for (const file of adrs) {
    const head = readFileSync(path.join(dir, file), 'utf8').split('\n').slice(0, 8).join('\n');
    const status = /^(?:Date: [^\n]*?\. )?Status: (.+)$/m.exec(head)?.[1];
    if (!status) problems.push(`${file}: no "Status:" line`);
    for (const [, n] of (status ?? '').matchAll(/superseded by (?:ADR )?(\d{3})/g))
      if (!numbers.has(n!)) problems.push(`${file}: superseded by ${n}, which does not exist`);
  }
  expect(problems).toEqual([]);
});
