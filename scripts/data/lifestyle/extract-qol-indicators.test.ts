import { expect, test } from 'vitest';
import { extractLatest, significant, toCsv } from './extract-qol-indicators.ts';

const PREAMBLE =
  '\uFEFF"Data Source","World Development Indicators",\n\n"Last Updated Date","2025-12-19",\n\n';
const HEADER =
  '"Country Name","Country Code","Indicator Name","Indicator Code","2021","2022","2023",\n';
const row = (name: string, code: string, values: string[]) =>
  `"${name}","${code}","Life expectancy at birth, total (years)","SP.DYN.LE00.IN",${values.map((v) => `"${v}"`).join(',')},\n`;

const text =
  PREAMBLE +
  HEADER +
  row('Thailand', 'THA', ['75.1', '76.41234', '']) +
  row('Arab World', 'ARB', ['70', '71', '72']) +
  row('Kosovo', 'XKX', ['77', '', '78.03']) +
  row('Nowhere', 'NWH', ['', '', '']);

test('keeps the latest year with a value per country, drops aggregates and maps Kosovo to ISO', () => {
  const rows = extractLatest(text, new Set(['THA', 'XKK', 'NWH']));
  expect(rows).toEqual([
    { iso3: 'THA', indicator: 'SP.DYN.LE00.IN', year: 2022, value: 76.41 },
    { iso3: 'XKK', indicator: 'SP.DYN.LE00.IN', year: 2023, value: 78.03 },
  ]);
});

test('a country with no value in any year gets no row, never a made-up one', () => {
  expect(extractLatest(text, new Set(['NWH']))).toEqual([]);
});

test('a file without the WDI header row is refused', () => {
  expect(() => extractLatest('a,b\n1,2\n', new Set(['THA']))).toThrow(/Country Name/);
});

test('values keep four significant digits and the CSV is sorted by country, then indicator', () => {
  expect(significant(12430.7)).toBe(12430);
  expect(significant(0.79551)).toBe(0.7955);
  expect(
    toCsv([
      { iso3: 'THA', indicator: 'VC', year: 2011, value: 4.8 },
      { iso3: 'ABW', indicator: 'SP', year: 2023, value: 76 },
      { iso3: 'THA', indicator: 'EN', year: 2023, value: 23.5 },
    ]),
  ).toBe('iso3,indicator,year,value\nABW,SP,2023,76\nTHA,EN,2023,23.5\nTHA,VC,2011,4.8\n');
});
