import { describe, expect, test } from 'vitest';
import { parseEarningsTables } from '../salary/earnings.ts';
import { INDUSTRY_OCCUPATIONS, industryOccupations } from './occupations.ts';
import { INDUSTRIES } from './options.ts';

// The committed tables themselves (read by Vite at test time; the domain module does no I/O).
const files = import.meta.glob<string>('../../../../data/sources/earnings_by_*.csv', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const read = (name: string) => files[`../../../../data/sources/${name}`]!;
const tables = parseEarningsTables(
  read('earnings_by_occupation.csv'),
  read('earnings_by_industry.csv'),
);

describe('the industry’s typical occupations', () => {
  test('every listed occupation is in the earnings table', () => {
    for (const industry of INDUSTRIES)
      for (const soc of INDUSTRY_OCCUPATIONS[industry])
        expect(tables.occupations.has(soc), `${industry} ${soc}`).toBe(true);
  });

  test('pay scales with the city’s wage level and keeps its order within an occupation', () => {
    for (const industry of INDUSTRIES) {
      const low = industryOccupations(tables, industry, 1_000);
      const high = industryOccupations(tables, industry, 4_000);
      expect(low.length).toBe(INDUSTRY_OCCUPATIONS[industry].length);
      for (const [i, o] of low.entries()) {
        expect(o.p25!).toBeLessThanOrEqual(o.median!);
        expect(o.median!).toBeLessThanOrEqual(o.p75!);
        expect(high[i]!.median! / o.median!).toBeCloseTo(4, 6);
      }
    }
  });

  test('the industry changes the occupations, and developers out-earn office support', () => {
    const tech = industryOccupations(tables, 'tech', 3_000);
    const retail = industryOccupations(tables, 'retail', 3_000);
    expect(tech.map((o) => o.soc)).not.toEqual(retail.map((o) => o.soc));
    const developers = tech.find((o) => o.soc === '15-1252')!;
    const office = tech.find((o) => o.soc === '43-0000')!;
    expect(developers.median!).toBeGreaterThan(office.median!);
    expect(developers.year).toBe(2023);
  });
});
