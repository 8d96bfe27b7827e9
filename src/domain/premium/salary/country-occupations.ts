/**
 * Each country's own pay structure by occupation (issue 31, docs/methods/premium-salary.md §5): ILOSTAT
 * mean monthly earnings of employees by ISCO-08 major group (EAR_4MTH_SEX_OCU_CUR_NB_A, CC BY 4.0;
 * data/sources/ilo_earnings_by_occupation.csv, SOURCES.md "Salary Insights Hub").
 *
 * The negotiation range is US-shaped (BLS OEWS percentiles of the detailed occupation over the US
 * all-occupations mean). Where the country has an ILOSTAT table, the range is multiplied by
 *   (country's major-group mean ÷ country's all-occupations mean) ÷ (the same ratio in the US),
 * both ratios from ILOSTAT (the US row is the Current Population Survey), so the gap between the
 * occupation's group and the average is the country's own; only the occupation's place inside its
 * group stays the US one, and the answer says so. A country without a table keeps the US structure,
 * and says it is borrowed. Ratios are taken within one country-year, so the currency never mixes.
 * Pure: the caller hands in the file's text.
 */
import { csvRecords } from '../../cost-of-living/csv.ts';

export const ISCO_MAJOR_GROUPS: Readonly<Record<string, string>> = {
  '0': 'Armed forces occupations',
  '1': 'Managers',
  '2': 'Professionals',
  '3': 'Technicians and associate professionals',
  '4': 'Clerical support workers',
  '5': 'Service and sales workers',
  '6': 'Skilled agricultural, forestry and fishery workers',
  '7': 'Craft and related trades workers',
  '8': 'Plant and machine operators, and assemblers',
  '9': 'Elementary occupations',
};

export const ILO_OCCUPATION_SOURCE = {
  publisher: 'International Labour Organization, ILOSTAT',
  title:
    'Average monthly earnings of employees by sex and occupation (EAR_4MTH_SEX_OCU_CUR_NB_A), ISCO-08 major groups',
  licence: 'CC BY 4.0',
  url: 'https://ilostat.ilo.org/data/',
} as const;

export interface CountryOccupationTable {
  iso3: string;
  year: number;
  /** The survey ILOSTAT names (e.g. "LFS - Labour Force Survey"). */
  source: string;
  total: number;
  /** Mean monthly earnings by major group '0'–'9' (local currency of that country-year). */
  groups: ReadonlyMap<string, number>;
}

/** The table by ISO alpha-3 code; a malformed row stops the load with its line number. */
export function parseIloOccupations(text: string): Map<string, CountryOccupationTable> {
  const byCountry = new Map<string, CountryOccupationTable & { groups: Map<string, number> }>();
  for (const { line, record } of csvRecords(text)) {
    const value = Number(record.mean_monthly);
    const year = Number(record.year);
    const group = record.group ?? '';
    if (!record.iso3 || !(value > 0) || !Number.isInteger(year)) {
      throw new Error(`ilo_earnings_by_occupation.csv line ${line}: malformed row`);
    }
    const t = byCountry.get(record.iso3) ?? {
      iso3: record.iso3,
      year,
      source: record.source ?? '',
      total: 0,
      groups: new Map<string, number>(),
    };
    if (t.year !== year) throw new Error(`ilo_earnings_by_occupation.csv line ${line}: two years`);
    if (group === 'total') t.total = value;
    else if (ISCO_MAJOR_GROUPS[group]) t.groups.set(group, value);
    else throw new Error(`ilo_earnings_by_occupation.csv line ${line}: group "${group}"`);
    byCountry.set(record.iso3, t);
  }
  for (const t of byCountry.values()) {
    if (!(t.total > 0)) throw new Error(`ilo_earnings_by_occupation.csv: ${t.iso3} has no total`);
  }
  return byCountry;
}

export interface OccupationStructure {
  /** ISO alpha-3 of the city's country. */
  iso3: string;
  /** 'us': the detailed BLS table itself; 'country': its ILOSTAT groups; 'borrowed': the US one. */
  basis: 'us' | 'country' | 'borrowed';
  /** What the US-shaped range is multiplied by (1 for 'us' and 'borrowed'). */
  factor: number;
  group: string;
  groupLabel: string;
  /** The group's mean over the all-occupations mean, in the country and in the US (ILOSTAT). */
  countryRatio: number | null;
  usRatio: number | null;
  year: number | null;
  survey: string | null;
}

/**
 * The country's structure for an occupation given by its ISCO-08 code (any length: its first digit is
 * the major group).
 * @example occupationStructure(t, 'DEU', '2512').factor // (6012.28/4412.67) / (8638.146/6272.925)
 */
export function occupationStructure(
  tables: ReadonlyMap<string, CountryOccupationTable>,
  iso3: string,
  isco08: string,
): OccupationStructure {
  const group = isco08.charAt(0);
  const ratio = (t: CountryOccupationTable | undefined) => {
    const g = t?.groups.get(group);
    return t && g ? g / t.total : null;
  };
  const us = tables.get('USA');
  const usRatio = ratio(us);
  const own = tables.get(iso3);
  const countryRatio = ratio(own);
  const base = {
    iso3,
    group,
    groupLabel: ISCO_MAJOR_GROUPS[group] ?? group,
    usRatio,
  };
  if (iso3 === 'USA') {
    return { ...base, basis: 'us', factor: 1, countryRatio: usRatio, year: null, survey: null };
  }
  if (countryRatio === null || usRatio === null || !own) {
    return { ...base, basis: 'borrowed', factor: 1, countryRatio: null, year: null, survey: null };
  }
  return {
    ...base,
    basis: 'country',
    factor: countryRatio / usRatio,
    countryRatio,
    year: own.year,
    survey: own.source,
  };
}
