/**
 * Talent Acquisition (issue 15): what the industry's typical occupations earn in a city. The
 * occupation's median and quartiles as multiples of the all-occupations mean in the BLS OEWS tables
 * (the Salary hub's earnings tables, docs/methods/premium-salary.md §2), times the city's average gross
 * monthly wage. Modelled, and said so: the pay structure between occupations is the United States' one,
 * scaled to the city's wage level. Pure.
 */
import { occupationRelativities, type EarningsTables } from '../salary/earnings.ts';
import type { Industry } from './options.ts';

/**
 * Typical occupations of each industry, as SOC 2018 codes held in the earnings table (detailed
 * occupations where the table has them, major groups otherwise), most numerous first. A judgement from
 * the occupation mix of each sector, stated in the method page.
 */
export const INDUSTRY_OCCUPATIONS: Readonly<Record<Industry, readonly string[]>> = {
  tech: ['15-1252', '15-2051', '11-3021', '43-0000'],
  finance: ['13-0000', '43-0000', '11-0000', '15-0000'],
  healthcare: ['29-0000', '31-0000', '43-0000', '11-0000'],
  retail: ['41-0000', '53-0000', '43-0000', '11-0000'],
  manufacturing: ['51-0000', '17-0000', '49-0000', '53-0000'],
};

export interface OccupationPay {
  soc: string;
  title: string;
  isco08: string;
  /** Gross monthly pay in the city's currency: lower quartile, median, upper quartile. */
  p25: number | null;
  median: number | null;
  p75: number | null;
  year: number;
  /** Whose gap between occupation groups shaped the pay (issue 31): the country's own or the US one. */
  structure?: 'us' | 'country' | 'borrowed';
}

/**
 * The industry's typical occupations in a city whose average gross monthly wage is `cityAverageGross`.
 * @example industryOccupations(tables, 'tech', 5000)[0].title // 'Software Developers'
 */
export function industryOccupations(
  tables: EarningsTables,
  industry: Industry,
  cityAverageGross: number,
  structureOf?: (isco08: string) => { factor: number; basis: 'us' | 'country' | 'borrowed' },
): OccupationPay[] {
  return INDUSTRY_OCCUPATIONS[industry].flatMap((soc) => {
    const rel = occupationRelativities(tables, soc);
    if (!rel) return [];
    // The country's own gap for the occupation's ISCO-08 major group (salary/country-occupations.ts).
    const structure = structureOf?.(rel.isco08);
    const f = structure?.factor ?? 1;
    const scale = (m: number | null) => (m === null ? null : m * f * cityAverageGross);
    return [
      {
        soc,
        title: rel.title,
        isco08: rel.isco08,
        p25: scale(rel.p25),
        median: scale(rel.median),
        p75: scale(rel.p75),
        year: rel.year,
        ...(structure ? { structure: structure.basis } : {}),
      },
    ];
  });
}
