// @vitest-environment node
/**
 * The web never re-declares an API answer by hand, and never decides by the server's message text
 * (issue 16 item 1, ADR 105). Every type argument of a call to our API (`apiData<…>`,
 * `apiRequest<…>`, the account forms' `run<…>`, the premium suites' `usePremiumQuery<…>`) must be one
 * name imported from the shared contracts
 * (`#domain/api/…`, types inferred from the schemas the server answers with), or `unknown`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';

const WEB = join(import.meta.dirname, '..');

/**
 * Calls still typed by hand, each with the change that closes it. None today: market-data's contract
 * landed in src/domain/api/market-data.ts with the route's rebuild (ADR 107).
 */
const HAND_TYPED_ALLOWED = new Set<string>([]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The text between the `<` at `start` and its matching `>`. */
function typeArgument(text: string, start: number): string {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '<') depth++;
    else if (text[i] === '>' && text[i - 1] !== '=' && --depth === 0) {
      return text.slice(start + 1, i);
    }
  }
  return text.slice(start + 1);
}

/** Names a file imports from the shared contracts. */
function contractNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(
    /import\s+type\s*\{([^}]*)\}\s*from\s*'#domain\/api\/[^']+'/g,
  )) {
    for (const name of (match[1] ?? '').split(',')) {
      const local = name
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (local) names.add(local);
    }
  }
  return names;
}

/** `file: Type` for every API call whose type argument is not a contract type. */
export function handTypedCalls(file: string, text: string): string[] {
  const allowed = contractNames(text);
  const found: string[] = [];
  for (const match of text.matchAll(/\b(?:apiData|apiRequest|run|usePremiumQuery)</g)) {
    const argument = typeArgument(text, (match.index ?? 0) + match[0].length - 1).trim();
    // A helper's own type parameter passes its caller's contract type through.
    if (argument === 'unknown' || /^[A-Z]$/.test(argument) || allowed.has(argument)) continue;
    found.push(`${file}: ${argument.replace(/\s+/g, ' ')}`);
  }
  return found;
}

/** Comparisons of a message with a non-empty text literal. */
export function messageComparisons(file: string, text: string): string[] {
  const pattern =
    /(?<!typeof\s+[\w.]*)\bmessage\s*[!=]==?\s*(['"`])(?!\1)|(['"`])[^'"`]+\2\s*[!=]==?\s*[\w.?]*\bmessage\b|\bmessage\??\.(?:includes|startsWith|endsWith|match)\(/g;
  return [...text.matchAll(pattern)].map((m) => `${file}: ${m[0]}`);
}

// client.ts defines apiData/apiRequest (its doc examples are not calls).
const files = sourceFiles(WEB)
  .filter((path) => relative(WEB, path) !== join('api', 'client.ts'))
  .map((path) => ({
    file: relative(WEB, path),
    text: readFileSync(path, 'utf8'),
  }));

test('every API call in the web is typed by a shared contract, not by a hand-written type', () => {
  const found = files.flatMap(({ file, text }) => handTypedCalls(file, text));
  expect(found.filter((f) => !HAND_TYPED_ALLOWED.has(f))).toEqual([]);
  // The allow-list shrinks as contracts land; a stale entry is an error too.
  expect([...HAND_TYPED_ALLOWED].filter((f) => !found.includes(f))).toEqual([]);
});

test('the check sees a hand-written answer type and lets a contract type through', () => {
  const handWritten = "apiData<{ points: Point[] }>('/api/x'); apiRequest<Mine>('/api/y');";
  expect(handTypedCalls('a.ts', handWritten)).toEqual(['a.ts: { points: Point[] }', 'a.ts: Mine']);
  const shared = "import type { History } from '#domain/api/exchange.ts';\napiData<History>('/x');";
  expect(handTypedCalls('b.ts', shared)).toEqual([]);
  const suite = "usePremiumQuery<{ net: number }>('salary', r); usePremiumQuery<D>('business', r);";
  expect(handTypedCalls('c.ts', suite)).toEqual(['c.ts: { net: number }']);
});

test('no web code decides by comparing the server’s message text', () => {
  expect(files.flatMap(({ file, text }) => messageComparisons(file, text))).toEqual([]);
  expect(messageComparisons('c.ts', "error.message === 'Email already registered'")).toHaveLength(
    1,
  );
  expect(messageComparisons('d.ts', "error.message !== ''")).toEqual([]);
  expect(messageComparisons('e.ts', "typeof payload.message === 'string'")).toEqual([]);
});
