import { expect, test } from 'vitest';
import { annualUs10y, extractWdiWide, FIRST_YEAR, toCsv } from './extract-investment-series.ts';

const WDI = [
  '"Data Source","World Development Indicators",',
  '',
  '"Last Updated Date","2026-01-28",',
  '',
  '"Country Name","Country Code","Indicator Name","Indicator Code","1999","2000","2001",',
  '"Thailand","THA","S&P Global Equity Indices (annual % change)","CM.MKT.INDX.ZG","5","12.3456789","",',
  '"World","WLD","S&P Global Equity Indices (annual % change)","CM.MKT.INDX.ZG","1","2","3",',
].join('\n');

test('WDI wide rows keep countries only, years from FIRST_YEAR, and no empty cell', () => {
  const rows = extractWdiWide(WDI, new Set(['THA']));
  expect(FIRST_YEAR).toBe(2000);
  expect(rows).toEqual([{ iso3: 'THA', indicator: 'CM.MKT.INDX.ZG', year: 2000, value: 12.3457 }]);
});

// The datahub.io copy's data/inflation-consumer.csv held the GDP deflator: the consumer-price rows now
// come from the WDI download itself, and a row whose code or name is not the expected pair is refused.
test('consumer-price inflation is read from the WDI table; a deflator table is refused', () => {
  const cpi = [
    'Country Name,Country Code,Indicator Name,Indicator Code,1999,2015',
    'United Arab Emirates,ARE,"Inflation, consumer prices (annual %)",FP.CPI.TOTL.ZG,2,4.06996608361593',
  ].join('\n');
  expect(extractWdiWide(cpi, new Set(['ARE']))).toEqual([
    { iso3: 'ARE', indicator: 'FP.CPI.TOTL.ZG', year: 2015, value: 4.06997 },
  ]);
  const deflator = [
    'Country Name,Country Code,Indicator Name,Indicator Code,2015',
    'United Arab Emirates,ARE,"Inflation, GDP deflator (annual %)",NY.GDP.DEFL.KD.ZG,-16.2670060316676',
  ].join('\n');
  expect(() => extractWdiWide(deflator, new Set(['ARE']))).toThrow(/not an indicator read here/);
});

test('the monthly yields: complete, agreeing years only', () => {
  const months = Array.from(
    { length: 12 },
    (_, i) => `2010-${String(i + 1).padStart(2, '0')},${i + 1}`,
  );
  const text = ['Date,Yield', ...months, ...months, '2011-01,4', '2012-01,1', '2012-01,2'].join(
    '\n',
  );
  expect(annualUs10y(text)).toEqual([{ iso3: 'USA', indicator: 'US10Y', year: 2010, value: 6.5 }]);
  expect(toCsv(annualUs10y(text))).toBe('iso3,indicator,year,value\nUSA,US10Y,2010,6.5\n');
});
