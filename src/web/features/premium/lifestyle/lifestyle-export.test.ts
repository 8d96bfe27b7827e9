import { expect, test } from 'vitest';
import { toCsv, toJson } from '../../compare/export/export-data.ts';
import { buildLifestyleExport } from './lifestyle-export.ts';
import { lifestyleAnswer } from './lifestyle.testkit.ts';

test('the suite exports through the comparison tool formats, with every tab and its sources', () => {
  const data = lifestyleAnswer({ income: 5000, lifestyle: 'comfort', priorities: ['food'] });
  const doc = buildLifestyleExport(data, new Date('2026-11-22T12:00:00Z'));
  expect(doc.title).toBe('Parity lifestyle: Riyadh (SAR) to Bangkok (THB), comfort');
  const sections = new Set(doc.figures.map((f) => f.section));
  for (const s of [
    'Budget Optimizer',
    'Lifestyle Comparison: Dining out',
    'Time Value (hours of local work)',
    'Quality of Life (0-10)',
  ])
    expect(sections, s).toContain(s);
  const total = doc.figures.find((f) => f.label === 'Budget total')!;
  expect(total.toValue).toBe(Math.round(data.to.budget.total * 100) / 100);
  const csv = toCsv(doc);
  // Food is a priority: eating out is planned one lifestyle up.
  expect(csv).toContain('Eating out (luxury)');
  expect(JSON.parse(toJson(doc)).comparison.persona).toBe('lifestyle comfort; priorities food');
});
