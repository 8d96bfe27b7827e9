/**
 * A small Markdown renderer for the methods pages (issue 34 item 7, ADR 191): the subset those files
 * use — headings, paragraphs, lists, tables, fenced code, block quotes; inline code, bold, italics and
 * links. It builds React elements (never HTML strings), so nothing in a file can inject markup.
 * A link to another methods file becomes a link to its page; other repository paths stay text.
 */
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'table'; head: string[]; rows: string[][] }
  | { kind: 'code'; text: string }
  | { kind: 'quote'; text: string };

const LIST_ITEM = /^\s*(?:[-*+]|(\d+)\.)\s+(.*)$/;

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim().replace(/\\\|/g, '|'));
}

/** Split a Markdown document into blocks. */
export function parseBlocks(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (line.trim() === '') {
      i++;
      continue;
    }
    if (line.startsWith('```')) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !(lines[i] ?? '').startsWith('```')) body.push(lines[i++] ?? '');
      i++;
      blocks.push({ kind: 'code', text: body.join('\n') });
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', level: heading[1]?.length ?? 1, text: heading[2] ?? '' });
      i++;
      continue;
    }
    if (line.trim().startsWith('|') && /^\s*\|?[\s:|-]+\|?\s*$/.test(lines[i + 1] ?? '')) {
      const head = cells(line);
      const rows: string[][] = [];
      i += 2;
      while (i < lines.length && (lines[i] ?? '').trim().startsWith('|'))
        rows.push(cells(lines[i++] ?? ''));
      blocks.push({ kind: 'table', head, rows });
      continue;
    }
    if (line.startsWith('>')) {
      const body: string[] = [];
      while (i < lines.length && (lines[i] ?? '').startsWith('>'))
        body.push((lines[i++] ?? '').replace(/^>\s?/, ''));
      blocks.push({ kind: 'quote', text: body.join(' ') });
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      const ordered = item[1] !== undefined;
      const items: string[] = [];
      while (i < lines.length) {
        const current = lines[i] ?? '';
        const next = LIST_ITEM.exec(current);
        if (next && !/^\s{4,}/.test(current)) items.push(next[2] ?? '');
        else if (current.trim() !== '' && /^\s+/.test(current) && items.length > 0)
          items[items.length - 1] += ` ${current.trim()}`;
        else break;
        i++;
      }
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    const body: string[] = [];
    while (
      i < lines.length &&
      (lines[i] ?? '').trim() !== '' &&
      !/^(#{1,6}\s|```|>|\s*\|)/.test(lines[i] ?? '') &&
      !(body.length > 0 && LIST_ITEM.test(lines[i] ?? ''))
    )
      body.push((lines[i++] ?? '').trim());
    blocks.push({ kind: 'paragraph', text: body.join(' ') });
  }
  return blocks;
}

const INLINE = /(`[^`]+`)|(\*\*[^*]+\*\*)|(\[[^\]]+\]\([^)\s]+\))|(\*[^*\s][^*]*\*|_[^_\s][^_]*_)/g;

/** The page of a methods file a link points at, or null when it points elsewhere. */
export function methodsHref(target: string): string | null {
  const m = /^(?:\.\/)?(?:(?:\.\.\/)*(?:docs\/)?methods\/)?([a-z0-9-]+)\.md(#[\w-]*)?$/.exec(
    target,
  );
  return m ? `/docs/methods/${m[1]}${m[2] ?? ''}` : null;
}

/** Inline Markdown to React nodes. A code span naming a methods file links to its page. */
export function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const at = match.index;
    if (at > last) out.push(text.slice(last, at));
    const token = match[0];
    const key = `${at}`;
    if (match[1]) {
      const code = token.slice(1, -1);
      const href = /^docs\/methods\/[a-z0-9-]+\.md/.test(code) ? methodsHref(code) : null;
      out.push(
        href ? (
          <Link key={key} to={href} className="text-primary underline underline-offset-4">
            <code>{code}</code>
          </Link>
        ) : (
          <code key={key} className="rounded bg-muted px-1 text-[0.9em]">
            {code}
          </code>
        ),
      );
    } else if (match[2]) {
      out.push(<strong key={key}>{inline(token.slice(2, -2))}</strong>);
    } else if (match[3]) {
      const [, label = '', target = ''] = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(token) ?? [];
      const href = methodsHref(target);
      if (/^https?:\/\//.test(target))
        out.push(
          <a key={key} href={target} className="text-primary underline underline-offset-4">
            {inline(label)}
          </a>,
        );
      else if (href)
        out.push(
          <Link key={key} to={href} className="text-primary underline underline-offset-4">
            {inline(label)}
          </Link>,
        );
      else out.push(<Fragment key={key}>{inline(label)}</Fragment>);
    } else {
      out.push(<em key={key}>{inline(token.slice(1, -1))}</em>);
    }
    last = at + token.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

/** A methods file as a page: its first heading is the page's h1 (taken off by the page); '##' is h2. */
export function Markdown({ source }: { source: string }) {
  const blocks = parseBlocks(source);
  return (
    <div className="max-w-4xl space-y-4 text-base leading-relaxed">
      {blocks.map((b, n) => {
        switch (b.kind) {
          case 'heading': {
            const level = Math.min(6, Math.max(2, b.level)) as 2 | 3 | 4 | 5 | 6;
            const Tag = `h${level}` as const;
            return (
              <Tag key={n} id={slugOf(b.text)} className="mt-6 font-semibold">
                {inline(b.text)}
              </Tag>
            );
          }
          case 'paragraph':
            return <p key={n}>{inline(b.text)}</p>;
          case 'quote':
            return (
              <blockquote key={n} className="border-l-4 pl-4 text-muted-foreground">
                {inline(b.text)}
              </blockquote>
            );
          case 'code':
            return (
              <pre key={n} className="overflow-x-auto rounded bg-muted p-3 text-sm">
                <code>{b.text}</code>
              </pre>
            );
          case 'list': {
            const Tag = b.ordered ? 'ol' : 'ul';
            return (
              <Tag key={n} className={b.ordered ? 'list-decimal pl-6' : 'list-disc pl-6'}>
                {b.items.map((item, k) => (
                  <li key={k}>{inline(item)}</li>
                ))}
              </Tag>
            );
          }
          case 'table':
            return (
              <div key={n} className="overflow-x-auto">
                <table className="text-sm">
                  <thead>
                    <tr className="border-b">
                      {b.head.map((h, k) => (
                        <th key={k} scope="col" className="px-2 py-1 text-left font-medium">
                          {inline(h)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {b.rows.map((row, r) => (
                      <tr key={r} className="border-b last:border-0">
                        {row.map((c, k) => (
                          <td key={k} className="px-2 py-1 align-top">
                            {inline(c)}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
        }
      })}
    </div>
  );
}
