/**
 * Earnings by economic activity (issue 14, docs/methods/premium-salary.md §6): each ISIC Rev.4 section's
 * average earnings as a multiple of the all-industries mean (BLS OEWS sectors, employment-weighted where
 * several NAICS sectors make one section), scaled to each city's average gross wage, side by side, and
 * the destination's figure in the origin's money after the cost-of-living difference.
 */
import { allOccupationsMean, type EarningsTables } from './earnings.ts';

export const ISIC_SECTIONS: Readonly<Record<string, string>> = {
  A: 'Agriculture, forestry and fishing',
  B: 'Mining and quarrying',
  C: 'Manufacturing',
  D: 'Electricity, gas, steam and air conditioning supply',
  F: 'Construction',
  G: 'Wholesale and retail trade',
  H: 'Transportation and storage',
  I: 'Accommodation and food service activities',
  J: 'Information and communication',
  K: 'Financial and insurance activities',
  L: 'Real estate activities',
  M: 'Professional, scientific and technical activities',
  N: 'Administrative and support service activities',
  O: 'Public administration and defence',
  P: 'Education',
  Q: 'Human health and social work activities',
  R: 'Arts, entertainment and recreation',
  S: 'Other service activities',
};

export interface SectionMultiple {
  section: string;
  label: string;
  /** Section mean over the all-occupations mean. */
  multiple: number;
  employment: number;
  naics: string[];
}

/**
 * Every section with a published mean, in section order.
 * @example sectionMultiples(tables).find((s) => s.section === 'J')!.multiple // ≈ 1.65
 */
export function sectionMultiples(tables: EarningsTables): SectionMultiple[] {
  const base = allOccupationsMean(tables);
  const acc = new Map<string, { pay: number; emp: number; naics: string[] }>();
  for (const r of tables.industries) {
    if (r.soc !== '00-0000' || r.mean === null || !r.employment) continue;
    const a = acc.get(r.isic) ?? { pay: 0, emp: 0, naics: [] };
    a.pay += r.mean * r.employment;
    a.emp += r.employment;
    a.naics.push(r.naics);
    acc.set(r.isic, a);
  }
  return [...acc.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([section, a]) => ({
      section,
      label: ISIC_SECTIONS[section] ?? section,
      multiple: a.pay / a.emp / base,
      employment: a.emp,
      naics: a.naics,
    }));
}

export interface IndustryRow {
  section: string;
  label: string;
  multiple: number;
  /** Average gross annual earnings, each city's own currency. */
  from: number;
  to: number;
  /** The destination's figure in the origin's currency at the market rate. */
  toInFromCurrency: number;
  /** … and after the cost-of-living difference (what it buys, in origin prices). */
  toAdjusted: number;
  /** (toAdjusted − from) / from, percent. */
  adjustedDifference: number;
}

export interface IndustryComparison {
  rows: IndustryRow[];
  /** Destination's cost of living over the origin's (one currency). */
  colRatio: number;
}

/**
 * Side-by-side table for two cities' average gross annual wages.
 * @example industryComparison(multiples, 40000, 500000, 12.5, 1.1).rows[0].toAdjusted
 */
export function industryComparison(
  multiples: readonly SectionMultiple[],
  fromAverage: number,
  toAverage: number,
  toPerFrom: number,
  colRatio: number,
): IndustryComparison {
  return {
    colRatio,
    rows: multiples.map((m) => {
      const from = m.multiple * fromAverage;
      const to = m.multiple * toAverage;
      const toInFromCurrency = to / toPerFrom;
      const toAdjusted = toInFromCurrency / colRatio;
      return {
        section: m.section,
        label: m.label,
        multiple: m.multiple,
        from,
        to,
        toInFromCurrency,
        toAdjusted,
        adjustedDifference: from > 0 ? ((toAdjusted - from) / from) * 100 : 0,
      };
    }),
  };
}
