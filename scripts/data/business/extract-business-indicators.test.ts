import { expect, test } from 'vitest';
import { extractRows, GROWTH_YEARS, regionsOf, toCsv } from './extract-business-indicators.ts';

const header =
  '"Country Name","Country Code","Indicator Name","Indicator Code","2018","2019","2020","2021","2022","2023","2024",';
const wdi = (code: string, rows: string[]) =>
  [
    '"Data Source","World Development Indicators",',
    '',
    '"Last Updated Date","2025-04-15",',
    '',
    header,
    ...rows.map((r) => r.replace('CODE', code)),
  ].join('\n');

test('latest year per country and aggregate; five years of growth; no empty cell', () => {
  const gdp = wdi('NY.GDP.MKTP.CD', [
    '"Thailand","THA","GDP","CODE","1","2","3","4","5","6.123456789","",',
    '"East Asia & Pacific","EAS","GDP","CODE","1","2","3","4","5","6","7",',
    '"Nowhere","NOW","GDP","CODE","1","2","3","4","5","6","7",',
  ]);
  expect(extractRows(gdp, new Set(['THA', 'EAS']))).toEqual([
    { iso3: 'THA', indicator: 'NY.GDP.MKTP.CD', year: 2023, value: 6.12346 },
    { iso3: 'EAS', indicator: 'NY.GDP.MKTP.CD', year: 2024, value: 7 },
  ]);
  const growth = wdi('NY.GDP.MKTP.KD.ZG', [
    '"Thailand","THA","g","CODE","1","2","3","4","5","6","7",',
  ]);
  const rows = extractRows(growth, new Set(['THA']));
  expect(rows).toHaveLength(GROWTH_YEARS);
  expect(rows.map((r) => r.year).sort()).toEqual([2020, 2021, 2022, 2023, 2024]);
  expect(toCsv(rows).split('\n')[1]).toBe('THA,NY.GDP.MKTP.KD.ZG,2020,3');
});

test('each country gets the region whose aggregate row has the same name', () => {
  const meta =
    '"Country Code","Region","IncomeGroup","SpecialNotes","TableName",\n"THA","East Asia & Pacific","Upper middle income","","Thailand",\n"EAS","","","","East Asia & Pacific",';
  const gdp = wdi('NY.GDP.MKTP.CD', [
    '"East Asia & Pacific","EAS","GDP","CODE","1","2","3","4","5","6","7",',
  ]);
  expect(regionsOf(meta, gdp, new Set(['THA']))).toEqual(
    new Map([['THA', { region: 'East Asia & Pacific', code: 'EAS' }]]),
  );
});
