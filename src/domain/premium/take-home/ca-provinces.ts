/**
 * Canadian provinces (issue 31, docs/methods/take-home.md §Canadian provinces): the country table
 * (countries/ca.ts) computes federal tax and Ontario's; a city in British Columbia gets British
 * Columbia's tax in Ontario's place, and a city in any other province is told its province is not held
 * (Ontario's tax is then shown, and the note says so beside the figure).
 *
 * British Columbia 2025 (BC Ministry of Finance / CRA, "British Columbia tax rates 2025"; the latest
 * schedule held here, never uprated by guess): 5.06% to $49,279; 7.70% to $98,560; 10.50% to $113,158;
 * 12.29% to $137,407; 14.70% to $186,306; 16.80% to $259,829; 20.50% above; less 5.06% of (basic
 * personal amount $12,932 + base CPP + EI). No surtax and no health premium (MSP premiums ended in 2020).
 * The BC tax reduction for low incomes (nil above about $41,000 of net income) is not modelled.
 */
import { bandedRate, cents, progressiveTax } from './calc.ts';
import { CA_2026 } from './countries/ca.ts';
import type { TakeHomeLine, TakeHomeSource } from './types.ts';

/** GeoNames admin1 codes of Canada's provinces and territories, with their postal abbreviations. */
export const CA_PROVINCES: Readonly<Record<string, { code: string; name: string }>> = {
  '01': { code: 'AB', name: 'Alberta' },
  '02': { code: 'BC', name: 'British Columbia' },
  '03': { code: 'MB', name: 'Manitoba' },
  '04': { code: 'NB', name: 'New Brunswick' },
  '05': { code: 'NL', name: 'Newfoundland and Labrador' },
  '07': { code: 'NS', name: 'Nova Scotia' },
  '08': { code: 'ON', name: 'Ontario' },
  '09': { code: 'PE', name: 'Prince Edward Island' },
  '10': { code: 'QC', name: 'Quebec' },
  '11': { code: 'SK', name: 'Saskatchewan' },
  '12': { code: 'YT', name: 'Yukon' },
  '13': { code: 'NT', name: 'Northwest Territories' },
  '14': { code: 'NU', name: 'Nunavut' },
};

export const BC_2025 = {
  brackets: [
    { upTo: 49_279, rate: 0.0506 },
    { upTo: 98_560, rate: 0.077 },
    { upTo: 113_158, rate: 0.105 },
    { upTo: 137_407, rate: 0.1229 },
    { upTo: 186_306, rate: 0.147 },
    { upTo: 259_829, rate: 0.168 },
    { upTo: null, rate: 0.205 },
  ],
  creditRate: 0.0506,
  bpa: 12_932,
} as const;

/**
 * A Canadian city's subdivision key from its GeoNames admin1 code: 'CA-BC', 'CA-ON' …; null elsewhere.
 * @example caSubdivision('CA', '02') // 'CA-BC'
 */
export function caSubdivision(iso2: string, adminCode: string | null): string | null {
  if (iso2 !== 'CA' || !adminCode) return null;
  const p = CA_PROVINCES[adminCode];
  return p ? `CA-${p.code}` : null;
}

/** British Columbia's tax on a gross salary, with the federal table's own CPP and EI credits. */
export function britishColumbiaTax(gross: number): number {
  const r = CA_2026;
  const pensionable = bandedRate(gross, 1, r.cppExemption, r.ympe);
  const cppBase = cents(pensionable * r.cppBaseRate);
  const cppEnhanced = cents(pensionable * (r.cppRate - r.cppBaseRate));
  const cpp2 = cents(bandedRate(gross, r.cpp2Rate, r.ympe, r.yampe));
  const ei = cents(bandedRate(gross, r.eiRate, 0, r.eiMaxInsurable));
  const taxable = Math.max(0, gross - cppEnhanced - cpp2);
  const credits = (BC_2025.bpa + cppBase + ei) * BC_2025.creditRate;
  return cents(Math.max(0, progressiveTax(taxable, BC_2025.brackets) - credits));
}

const ONTARIO_LINES = ['Ontario income tax (incl. surtax)', 'Ontario Health Premium'];

export interface ProvinceAdjusted {
  incomeTax: number;
  lines: TakeHomeLine[];
  notes: string[];
  source: TakeHomeSource[];
  taxYear: string | null;
}

/**
 * The country result for a province: British Columbia's tax in Ontario's place; Ontario as it is; any
 * other province keeps Ontario's tax and a note saying its own is not held.
 */
export function forProvince(
  subdivision: string,
  gross: number,
  incomeTax: number,
  lines: readonly TakeHomeLine[],
): ProvinceAdjusted {
  const code = subdivision.slice(3);
  if (code === 'ON') return { incomeTax, lines: [...lines], notes: [], source: [], taxYear: null };
  if (code !== 'BC') {
    const name = Object.values(CA_PROVINCES).find((p) => p.code === code)?.name ?? code;
    return {
      incomeTax,
      lines: [...lines],
      notes: [
        `The provincial income tax of ${name} is not held yet: Ontario's is shown in its place, so take-home pay differs by the gap between the two provinces.`,
      ],
      source: [],
      taxYear: null,
    };
  }
  const ontario = lines
    .filter((l) => ONTARIO_LINES.includes(l.label))
    .reduce((s, l) => s + l.amount, 0);
  const bc = britishColumbiaTax(gross);
  const kept = lines.filter((l) => !ONTARIO_LINES.includes(l.label));
  const at = kept.findIndex((l) => l.label === 'Federal income tax') + 1;
  kept.splice(at, 0, { label: 'British Columbia income tax', amount: bc });
  return {
    incomeTax: cents(incomeTax - ontario + bc),
    lines: kept,
    notes: [
      'British Columbia income tax on the 2025 schedule (the latest held here) in place of Ontario’s; no provincial surtax or health premium in British Columbia; the BC tax reduction for low incomes is not modelled.',
    ],
    source: [
      {
        publisher: 'Canada Revenue Agency / BC Ministry of Finance',
        title: 'British Columbia tax rates and basic personal amount (2025)',
        url: 'https://www2.gov.bc.ca/gov/content/taxes/income-taxes/personal/tax-rates',
        taxYear: '2025',
      },
    ],
    taxYear: '2025 (British Columbia)',
  };
}
