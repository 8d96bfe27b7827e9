import { expect, test } from 'vitest';
import { colRatioQuery, placeParams } from './comparison-queries.ts';

const bengaluru = { name: 'Bengaluru', country: 'India', countryCode: 'IN' };

test('requests name a place by its id when known, so a renamed place keeps working (issue 13 §4)', () => {
  expect(placeParams({ ...bengaluru, id: '1277333' })).toEqual({ city: '1277333' });
  expect(placeParams(bengaluru)).toEqual({ city: 'Bengaluru', country: 'India' });
  const key = colRatioQuery({ ...bengaluru, id: '1277333' }, bengaluru).queryKey;
  expect(key[2]).toBe('from=1277333&to=Bengaluru&toCountry=India');
});
