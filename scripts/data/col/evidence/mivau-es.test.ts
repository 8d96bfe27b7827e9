import { expect, test } from 'vitest';
import { ONE_BEDROOM_M2 } from './ine-pt.ts';
import { mivauRows, provincePlace } from './mivau-es.ts';

const HEADER =
  'cod_prov,provincia,valor_tasado_eur_m2_2024,serpavi_alquiler_m2_mediana_vc_2024,serpavi_n_vc_2024,poblacion_2024';

test("Spain's provincial valuations and declared rents become a purchase price and a 1-bedroom rent of one place", () => {
  const rows = mivauRows(
    [
      HEADER,
      '41,Sevilla,1562.025,8.362068966,51837,1968624',
      '46,Valencia/València,1504.35,6.690140845,137413,2710808',
      '28,Madrid,,12.12121212,474935,7009268',
    ].join('\n'),
    1.1,
  );
  expect(rows.map((r) => [r.city, r.itemId, r.source])).toEqual([
    ['Provincia de Sevilla', 'buy_sqm_all', 'mivau-es-sales-2024'],
    ['Provincia de Sevilla', 'rent_1br_all', 'mivau-es-rents-2024'],
    ['Provincia de Valencia', 'buy_sqm_all', 'mivau-es-sales-2024'],
    ['Provincia de Valencia', 'rent_1br_all', 'mivau-es-rents-2024'],
  ]);
  expect(rows[0]).toMatchObject({
    iso3: 'ESP',
    currency: 'EUR',
    period: '2024-07',
    population: null,
  });
  expect(rows[0]!.usd).toBeCloseTo(1562.025 * 1.1, 6);
  expect(rows[1]!.local).toBeCloseTo(8.362068966 * ONE_BEDROOM_M2, 6);
  expect(rows[1]!.n).toBe(51837);
});

test('A province keeps its first name and is never a city', () => {
  expect(provincePlace('Alicante/Alacant')).toBe('Provincia de Alicante');
  expect(provincePlace('Barcelona')).toBe('Provincia de Barcelona');
});
