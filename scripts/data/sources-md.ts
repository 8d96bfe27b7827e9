/**
 * Checks of data/sources/SOURCES.md against the files beside it (issue 37 §8): every data file has an
 * entry, the entry names a licence, and no entry leaves its licence to be confirmed later.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const LICENCE = /licen[cs]|public domain|CC0|CC BY|Open Government/i;
/** Wording that leaves a licence or a figure to be checked later. */
export const UNRESOLVED =
  /to\s+(be\s+)?confirm|should\s+confirm|confirm\s+(\S+\s+)?before|not\s+checked|check\s+the\s+\S+\s+record/i;

export function dataFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return dataFiles(full, `${prefix}${name}/`);
      return name === 'SOURCES.md' ? [] : [`${prefix}${name}`];
    });
}

/**
 * The entry of a file: the section whose heading names it, else the section of the first line naming it,
 * to the next heading. '' when no line names it.
 */
export function entryOf(markdown: string, file: string): string {
  const lines = markdown.split('\n');
  const name = path.basename(file);
  const titled = lines.findIndex((l) => l.startsWith('#') && l.includes(name));
  const start = titled >= 0 ? titled : lines.findIndex((l) => l.includes(name));
  if (start < 0) return '';
  let heading = start;
  while (heading > 0 && !lines[heading]!.startsWith('#')) heading--;
  let end = start + 1;
  while (end < lines.length && !lines[end]!.startsWith('#')) end++;
  return lines.slice(heading, end).join('\n');
}

export interface SourcesProblem {
  file: string;
  problem: string;
}

export function sourcesProblems(sourcesDir: string): SourcesProblem[] {
  const markdown = readFileSync(path.join(sourcesDir, 'SOURCES.md'), 'utf8');
  const problems: SourcesProblem[] = [];
  for (const file of dataFiles(sourcesDir)) {
    const entry = entryOf(markdown, file);
    if (entry === '') problems.push({ file, problem: 'no entry in SOURCES.md' });
    else if (!LICENCE.test(entry)) problems.push({ file, problem: 'its entry names no licence' });
  }
  // Paragraph by paragraph, so wording broken across lines is caught; each is reported under the file
  // its section heading names (else SOURCES.md and the paragraph's line).
  let line = 1;
  let section = '';
  for (const paragraph of markdown.split(/\n(?=\s*(?:[*-] |#)|\s*$)/)) {
    const heading = paragraph.trimStart();
    if (heading.startsWith('#')) section = /[\w.-]+\.(csv|tsv|tab|txt)/.exec(heading)?.[0] ?? '';
    const match = UNRESOLVED.exec(paragraph);
    if (match)
      problems.push({
        file: section || `SOURCES.md:${line}`,
        problem: `SOURCES.md:${line} says "${match[0].replace(/\s+/g, ' ')}"`,
      });
    line += paragraph.split('\n').length;
  }
  return problems;
}
