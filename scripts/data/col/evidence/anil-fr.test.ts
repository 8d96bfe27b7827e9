import { expect, test } from 'vitest';
import { anilRentRows, arrondissementCity } from './anil-fr.ts';
import { communeNames, dvfSaleRows } from './dvf-fr.ts';
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

test("France's DVF commune means become purchase prices per m², named as in the rent table so the two pair", () => {
  const names = communeNames('INSEE_C,LIBGEO\n6088,Nice\n44109,Nantes\n2A004,Ajaccio\n');
  expect(names.get('06088')).toBe('Nice');
  expect(names.get('2A004')).toBe('Ajaccio');
  const rows = dvfSaleRows(
    [
      'INSEE_COM,annee,nb_mutations,Prixm2Moyen',
      '44109,2024,4266,3709',
      '06088,2024,9,5000',
      '75056,2024,24246,9674',
      '99999,2024,50,2000',
      '2A004,2024,700,',
    ].join('\n'),
    names,
    1.1,
  );
  expect(rows.map((r) => [r.city, r.local, r.n])).toEqual([
    ['Nantes', 3709, 4266],
    ['Paris', 9674, 24246],
  ]);
  expect(rows[0]).toMatchObject({
    source: 'dvf-fr-sales-2024',
    iso3: 'FRA',
    itemId: 'buy_sqm_all',
    period: '2024-07',
  });
  expect(rows[0]!.usd).toBeCloseTo(3709 * 1.1, 6);
});
