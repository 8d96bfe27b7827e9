import { expect, test } from 'vitest';
import { extractUrbanEarnings } from './extract-ilo-urban.ts';

const HEAD =
  'country,source,indicator,sex,area_type,currency_info,year,earnings_ppp,obs_status,note_indicator,note_source';
const row = (country: string, sex: string, area: string, year: number, value: string) =>
  `"${country}",LFS,x,${sex},${area},c,${year},${value},,,`;

test('keeps the latest year with both a national and an urban total, and names countries by ISO code', () => {
  const text = [
    HEAD,
    row('Kenya', 'Total', 'National', 2019, '100'),
    row('Kenya', 'Total', 'Urban', 2019, '134'),
    row('Kenya', 'Total', 'Rural', 2019, '65'),
    row('Kenya', 'Male', 'Urban', 2020, '999'),
    row('Kenya', 'Total', 'National', 2020, '110'),
    row('Viet Nam', 'Total', 'National', 2023, '50'),
    row('Viet Nam', 'Total', 'Urban', 2023, '56'),
    row('Rwanda', 'Total', 'National', 2024, '0.003'),
    row('Rwanda', 'Total', 'Urban', 2024, '0.003'),
  ].join('\n');
  expect(extractUrbanEarnings(text)).toEqual([
    { iso3: 'KEN', year: 2019, national: 100, urban: 134, rural: 65 },
    { iso3: 'VNM', year: 2023, national: 50, urban: 56, rural: null },
  ]);
});

test('an ILOSTAT name it cannot place is an error, not a silent gap', () => {
  expect(() =>
    extractUrbanEarnings([HEAD, row('Atlantis', 'Total', 'Urban', 2020, '1')].join('\n')),
  ).toThrow(/Atlantis/);
});
