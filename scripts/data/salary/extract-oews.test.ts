import { strToU8, zipSync } from 'fflate';
import { expect, test } from 'vitest';
import {
  extractIndustries,
  extractOccupations,
  industriesCsv,
  occupationsCsv,
  readXlsx,
  wageCell,
} from './extract-oews.ts';

const HEAD = [
  'OCC_CODE',
  'OCC_TITLE',
  'O_GROUP',
  'I_GROUP',
  'TOT_EMP',
  'A_MEAN',
  'A_PCT10',
  'A_PCT25',
  'A_MEDIAN',
  'A_PCT75',
  'A_PCT90',
];

test('wage cells: digits kept, "#" (top-coded) kept as a flag, "*" dropped', () => {
  expect(wageCell('65,470')).toBe('65470');
  expect(wageCell('$1,000')).toBe('1000');
  expect(wageCell('#')).toBe('#');
  expect(wageCell('*')).toBe('');
  expect(wageCell('**')).toBe('');
});

test('keeps the total, the major groups and the chosen detailed occupations, each with its ISCO-08 code', () => {
  const rows = extractOccupations([
    HEAD,
    [
      '00-0000',
      'All Occupations',
      'total',
      'cross-industry',
      '151,853,870',
      '65,470',
      '29,050',
      '35,660',
      '48,060',
      '76,980',
      '121,470',
    ],
    [
      '15-0000',
      'Computer and Mathematical Occupations',
      'major',
      'cross-industry',
      '5',
      '113,140',
      '1',
      '2',
      '3',
      '4',
      '5',
    ],
    [
      '15-1252',
      'Software Developers',
      'detailed',
      'cross-industry',
      '5',
      '138,110',
      '1',
      '2',
      '3',
      '4',
      '#',
    ],
    [
      '15-1299',
      'Computer Occupations, All Other',
      'detailed',
      'cross-industry',
      '5',
      '1',
      '1',
      '2',
      '3',
      '4',
      '5',
    ],
    [
      '15-1200',
      'Computer Occupations',
      'minor',
      'cross-industry',
      '5',
      '1',
      '1',
      '2',
      '3',
      '4',
      '5',
    ],
  ]);
  expect(rows.map((r) => [r.soc, r.isco])).toEqual([
    ['00-0000', 'total'],
    ['15-0000', '2'],
    ['15-1252', '2512'],
  ]);
  expect(rows[0]!.employment).toBe(151853870);
  expect(rows[2]!.p90).toBe('#');
  expect(occupationsCsv(rows).split('\n')[3]).toBe(
    '15-1252,Software Developers,detailed,2512,5,138110,1,2,3,4,#,2023',
  );
});

test('industry rows: only sectors, mapped to ISIC sections, All Occupations and the chosen occupations', () => {
  const head = [
    'NAICS',
    'NAICS_TITLE',
    'I_GROUP',
    'OCC_CODE',
    'OCC_TITLE',
    'TOT_EMP',
    'A_MEAN',
    'A_MEDIAN',
  ];
  const rows = extractIndustries([
    head,
    ['51', 'Information', 'sector', '00-0000', 'All Occupations', '3039950', '108110', '84700'],
    ['51', 'Information', 'sector', '15-1252', 'Software Developers', '339170', '157940', '158390'],
    ['51', 'Information', 'sector', '43-0000', 'Office', '1', '1', '1'],
    ['5112', 'Software Publishers', '4-digit', '00-0000', 'All Occupations', '1', '1', '1'],
  ]);
  expect(rows.map((r) => [r.naics, r.isic, r.soc])).toEqual([
    ['51', 'J', '00-0000'],
    ['51', 'J', '15-1252'],
  ]);
  expect(industriesCsv(rows).split('\n')[1]).toBe(
    '51,Information,J,00-0000,All Occupations,3039950,108110,84700,2023',
  );
});

test('reads the first sheet of an xlsx with shared and inline strings', () => {
  const xml = (s: string) => strToU8(s);
  const bytes = zipSync({
    'xl/sharedStrings.xml': xml('<sst><si><t>NAICS</t></si><si><t>A &amp; B</t></si></sst>'),
    'xl/worksheets/sheet1.xml': xml(
      '<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="inlineStr"><is><t>X</t></is></c></row><row r="2"><c r="A2" t="s"><v>1</v></c><c r="B2"><v>42</v></c></row></sheetData></worksheet>',
    ),
  });
  expect(readXlsx(bytes)).toEqual([
    ['NAICS', '', 'X'],
    ['A & B', '42'],
  ]);
});
