import { expect, test } from 'vitest';
import { ONE_BEDROOM_M2 } from './ine-pt.ts';
import { cityName, COLD_CHARGES_PER_M2, isKreisfreieStadt, zensusRentRows } from './zensus-de.ts';

const HEADER = 'id,name,existing_cold_rent_2022_eur_m2';

test("Germany's census rents of the kreisfreie Städte become city-wide 1-bedroom rents; Landkreise and regions are left out", () => {
  const rows = zensusRentRows(
    [
      HEADER,
      '11000,"Berlin, Stadt",7.67',
      '09162,"München, Landeshauptstadt",12.89',
      '09184,München,11.74',
      '09163,Rosenheim,9.09',
      '09187,Rosenheim,8.45',
      '03241,Region Hannover,7.21',
      '13003,Rostock,6.7',
      '13072,Landkreis Rostock,5.94',
      '12053,"Frankfurt (Oder), Stadt",5.41',
      '05315,"Köln, Stadt",',
    ].join('\n'),
    1.1,
  );
  expect(rows.map((r) => r.city)).toEqual([
    'Berlin',
    'München',
    'Rosenheim',
    'Rostock',
    'Frankfurt an der Oder',
  ]);
  expect(rows[0]).toMatchObject({
    source: 'zensus-de-rents-2022',
    iso3: 'DEU',
    itemId: 'rent_1br_all',
    currency: 'EUR',
    period: '2022-05',
    population: null,
  });
  expect(rows[0]!.local).toBeCloseTo((7.67 + COLD_CHARGES_PER_M2) * ONE_BEDROOM_M2, 6);
  expect(rows[0]!.usd).toBeCloseTo((7.67 + COLD_CHARGES_PER_M2) * ONE_BEDROOM_M2 * 1.1, 6);
});

test('A kreisfreie Stadt is named with its title, or is one of the bare-named Bavarian, Rostock or Schwerin cities', () => {
  expect(isKreisfreieStadt('05315', 'Köln, Stadt')).toBe(true);
  expect(isKreisfreieStadt('09761', 'Augsburg')).toBe(true);
  expect(isKreisfreieStadt('09772', 'Augsburg')).toBe(false);
  expect(isKreisfreieStadt('13004', 'Schwerin')).toBe(true);
  expect(isKreisfreieStadt('05334', 'Städteregion Aachen')).toBe(false);
  expect(cityName('Hagen, Stadt der FernUniversität')).toBe('Hagen');
  expect(cityName('Weiden i.d.OPf.')).toBe('Weiden');
  expect(cityName('Neustadt an der Weinstraße, kreisfreie Stadt')).toBe(
    'Neustadt an der Weinstrasse',
  );
});
