import { expect, test } from 'vitest';
import { anilRentRows, arrondissementCity } from './anil-fr.ts';
import { ONE_BEDROOM_M2 } from './ine-pt.ts';

const HEADER = 'INSEE_C,LIBGEO,DEP,loypredm2,lwr.IPm2,upr.IPm2,TYPPRED,nbobs_com';

test("France's commune rent indicators become city-wide 1-bedroom rents; areas' shared figures and overseas communes are left out", () => {
  const rows = anilRentRows(
    [
      HEADER,
      '44109,Nantes,44,"14,01943773","11,02553579","17,82631141",commune,60237',
      '75105,Paris 5e Arrondissement,75,"31,51010632","24,39401995","40,7020574",commune,6980',
      '36077,Fontguenand,36,"9,189966543","7,199930798","11,73004122",maille,0',
      '97411,Saint-Denis,974,"14,3","12","16,6",commune,310',
      '33063,Bordeaux,33,,,,commune,53383',
    ].join('\n'),
    1.1,
  );
  expect(rows.map((r) => [r.city, r.admin1])).toEqual([
    ['Nantes', null],
    ['Paris 5e Arrondissement', 'Paris'],
  ]);
  expect(rows[0]).toMatchObject({
    source: 'anil-fr-rents-2023',
    iso3: 'FRA',
    itemId: 'rent_1br_all',
    currency: 'EUR',
    period: '2023-08',
  });
  expect(rows[0]!.local).toBeCloseTo(14.01943773 * ONE_BEDROOM_M2, 6);
  expect(rows[0]!.usd).toBeCloseTo(14.01943773 * ONE_BEDROOM_M2 * 1.1, 6);
});

test('Arrondissements are filed under their city', () => {
  expect(arrondissementCity('Lyon 1er Arrondissement')).toBe('Lyon');
  expect(arrondissementCity('Marseille 16e Arrondissement')).toBe('Marseille');
  expect(arrondissementCity('Marseille-en-Beauvaisis')).toBeNull();
});
