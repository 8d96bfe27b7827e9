import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import { Markdown, methodsHref, parseBlocks } from './markdown.tsx';

test('blocks: headings, lists, tables, code and paragraphs', () => {
  const blocks = parseBlocks(
    [
      '## 1. Inputs',
      '',
      'A paragraph',
      'on two lines.',
      '',
      '* one',
      '* two, which',
      '  goes on',
      '',
      '| a | b |',
      '|---|--:|',
      '| 1 | 2 |',
      '',
      '```',
      'x = 1',
      '```',
    ].join('\n'),
  );
  expect(blocks).toEqual([
    { kind: 'heading', level: 2, text: '1. Inputs' },
    { kind: 'paragraph', text: 'A paragraph on two lines.' },
    { kind: 'list', ordered: false, items: ['one', 'two, which goes on'] },
    { kind: 'table', head: ['a', 'b'], rows: [['1', '2']] },
    { kind: 'code', text: 'x = 1' },
  ]);
});

test('links to methods files become pages; other repository paths stay text', () => {
  expect(methodsHref('take-home.md')).toBe('/docs/methods/take-home');
  expect(methodsHref('docs/methods/premium-salary.md#2-tables')).toBe(
    '/docs/methods/premium-salary#2-tables',
  );
  expect(methodsHref('../decisions/121-salary-insights-hub.md')).toBeNull();
  render(
    <MemoryRouter>
      <Markdown
        source={
          'See `docs/methods/take-home.md`, [ADR](../decisions/121-x.md), <script>x</script> and [ECB](https://www.ecb.europa.eu/).'
        }
      />
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'docs/methods/take-home.md' }).getAttribute('href')).toBe(
    '/docs/methods/take-home',
  );
  expect(screen.getByRole('link', { name: 'ECB' }).getAttribute('href')).toBe(
    'https://www.ecb.europa.eu/',
  );
  expect(screen.queryByRole('link', { name: 'ADR' })).toBeNull();
  render(
    <MemoryRouter>
      <Markdown source={'## 1. Inputs\n\n### 1.1 More'} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 2, name: '1. Inputs' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 3, name: '1.1 More' })).toBeTruthy();
  // Text, never markup.
  expect(document.querySelector('script')).toBeNull();
  expect(screen.getByText(/<script>x<\/script>/)).toBeTruthy();
});
