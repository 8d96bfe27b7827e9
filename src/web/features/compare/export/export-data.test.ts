import { expect, test } from 'vitest';
import { fixtureItems, FIXTURE_RATES } from '#domain/compare/compare.testkit.ts';
import { computeComparison } from '#domain/compare/comparison.ts';
import { DEFAULT_STATE } from '#domain/compare/url-state.ts';
import { formatMoney } from '#domain/money.ts';
import type { LatestRates } from '../compare-api.ts';
import {
  attributionFooter,
  buildExport,
  exportFileName,
  rangeNumber,
  readableInstant,
  toCsv,
  toJson,
  type ExportMarket,
} from './export-data.ts';
import { toPdf } from './pdf.ts';

const rates: LatestRates = {
  base: 'USD',
  as_of: '2026-11-21',
  fetched_at: '2026-11-21T06:00:00.000Z',
  stale: false,
  source: 'currency-api',
  conversion_rates: { ...FIXTURE_RATES },
};
const market = (factor: number, currency: string, perUsd: number): ExportMarket => ({
  items: fixtureItems(factor, currency, perUsd),
});

function doc() {
  const fromMarket = market(1, 'SAR', 4);
  const toMarket = market(0.5, 'THB', 32);
  const comparison = computeComparison({
    state: DEFAULT_STATE,
    rates: rates.conversion_rates,
    colRatio: 0.5,
    fromItems: fromMarket.items,
    toItems: toMarket.items,
    formatMoney,
  });
  const col = {
    ratio: 0.5,
    reference: 'US average = 100',
    as_of: '2026-11-21',
    stale: false,
    fallback: null,
    from: null,
    to: null,
  };
  return buildExport({
    state: DEFAULT_STATE,
    comparison,
    rates,
    col,
    fromMarket,
    toMarket,
    now: new Date('2026-11-22T05:00:00Z'),
  });
}

test('export files are named with the fixed prefix plus the format', () => {
  expect(exportFileName('pdf')).toBe('parity-comparison.pdf');
  expect(exportFileName('csv')).toBe('parity-comparison.csv');
  expect(exportFileName('json')).toBe('parity-comparison.json');
});

test('the export carries the comparison, the rates with their date, and a source for every figure', () => {
  const d = doc();
  expect(d.comparison).toMatchObject({
    amount: 1000,
    from: { currency: 'SAR', city: 'Riyadh' },
    to: { currency: 'THB', city: 'Bangkok' },
  });
  expect(d.rates).toMatchObject({
    asOf: '2026-11-21',
    source: 'currency-api',
    pairRate: 8,
    adjustedRate: 4,
    costOfLivingRatio: 0.5,
  });
  expect(d.figures.find((f) => f.label === 'Amount')).toMatchObject({
    fromValue: 1000,
    toValue: 8000,
  });
  expect(d.figures.filter((f) => f.section.startsWith('Items:'))).toHaveLength(29);
  expect(d.figures.every((f) => f.source.length > 0)).toBe(true);
  expect(JSON.parse(toJson(d))).toEqual({ ...d, attribution: attributionFooter(d) });
});

test('CSV, JSON and the footer text carry the attribution: /sources and the rates publisher', () => {
  const d = doc();
  const footer = attributionFooter(d, 'https://parity.test');
  expect(footer).toContain('https://parity.test/sources');
  expect(footer).toContain('fawazahmed0/exchange-api');
  expect(footer).toContain('indicative');
  expect(footer).toContain('CC BY 4.0');
  const official = attributionFooter({ ...d, rates: { ...d.rates, source: 'ecb' } }, '');
  expect(official).toContain('European Central Bank');
  expect(official).not.toContain('indicative');
  const csv = toCsv(d).trimEnd().split('\r\n');
  expect(csv.at(-1)).toMatch(/^# attribution,.*\/sources\./);
  expect(JSON.parse(toJson(d)).attribution).toMatch(/\/sources\./);
});

test('the CSV has metadata, a header and one row per figure, quoted per RFC 4180', () => {
  const d = doc();
  const lines = toCsv(d).trimEnd().split('\r\n');
  expect(lines[0]).toBe('# title,Parity comparison: Riyadh (SAR) to Bangkok (THB)');
  expect(lines).toContain('section,label,from_value,from_unit,to_value,to_unit,source');
  expect(
    lines.find((l) => l.startsWith('Items: restaurants,"Meal, Inexpensive Restaurant"')),
  ).toMatch(/,80,SAR,320,THB,model 2026/);
  expect(lines.length).toBe(6 + 1 + d.figures.length + 1); // + the attribution footer
});

test('CSV cells that a spreadsheet would run as a formula are neutralised', () => {
  const d = doc();
  d.figures.push({
    section: 'x',
    label: '=HYPERLINK("http://evil")',
    fromValue: null,
    toValue: null,
    fromUnit: '',
    toUnit: '',
    source: 's',
  });
  expect(toCsv(d)).toContain(`x,"'=HYPERLINK(""http://evil"")"`);
});

test('the PDF export is a PDF document with the title, the rates line and the figures table', async () => {
  const d = doc();
  const blob = await toPdf(d);
  expect(blob.type).toBe('application/pdf');
  const text = new TextDecoder('latin1').decode(await blob.arrayBuffer());
  expect(text.startsWith('%PDF-1.')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  // jspdf writes text uncompressed by default: the strings are in the page streams as written.
  expect(text).toContain('(Parity comparison: Riyadh \\(SAR\\) to Bangkok \\(THB\\))');
  expect(text).toContain('as of 2026-11-21');
  expect(text).toContain('(Meal, Inexpensive Restaurant)');
  expect(text).toMatch(/\/Title \(Parity comparison/);
});

test('exports read as people read: rounded ranges and a plain generated time (issue 34)', () => {
  expect(rangeNumber(0.507668)).toBe('0.508');
  expect(rangeNumber(2.22675)).toBe('2.23');
  expect(rangeNumber(1234.567)).toBe('1235');
  expect(rangeNumber(45.678)).toBe('45.7');
  expect(rangeNumber(0.0012345)).toBe('0.00123');
  expect(readableInstant('2026-11-29T01:21:09.123Z')).toBe('29 Nov 2026, 01:21 UTC');
});
