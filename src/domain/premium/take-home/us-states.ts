/**
 * US state (and New York City) taxes on wages for a single filer, added to the federal rules of
 * countries/us.ts (docs/methods/take-home.md §US states). Each state says its own tax year: a state's
 * schedule for the federal table's year is used where its revenue department had published it when
 * keyed, else its latest. States not listed here are said to be not held, never treated as tax-free.
 *
 * - No tax on wages: Alaska, Florida, Nevada, New Hampshire (wages), South Dakota, Tennessee, Texas,
 *   Washington, Wyoming.
 * - California 2024 (FTB, 2024 California Tax Rate Schedules, Schedule X: the latest schedule held here;
 *   the 2025 schedule is not, and is never guessed by uprating): standard deduction $5,540;
 *   1% to $10,756, 2% to $25,499, 4% to $40,245, 6% to $55,866, 8% to $70,606, 9.3% to $360,659,
 *   10.3% to $432,787, 11.3% to $721,314, 12.3% above; personal exemption credit $149; Mental Health
 *   Services Tax 1% of taxable income over $1,000,000. State Disability Insurance 2026 (EDD): 1.3% of
 *   all wages (no wage limit since 2024, SB 951).
 * - New York State 2025 (NYS Department of Taxation and Finance, IT-201 instructions): standard
 *   deduction $8,000; 4% to $8,500, 4.5% to $11,700, 5.25% to $13,900, 5.5% to $80,650, 6% to
 *   $215,400, 6.85% to $1,077,550, 9.65% to $5,000,000, 10.3% to $25,000,000, 10.9% above; above
 *   $107,650 of NY AGI the benefit of the lower rates is recaptured (Tax computation worksheet 1,
 *   taxable income up to $215,400: flat 6% from $157,650 of AGI, phased in linearly before). Above
 *   $215,400 of taxable income the further recapture worksheets are not applied (said in a note).
 *   Employee Disability Benefits 0.5% of wages, at most $0.60 a week ($31.20 a year); Paid Family
 *   Leave 2025 0.388% of wages, at most $354.53.
 * - New York City resident tax 2025 (NYC Department of Finance): on NY taxable income, 3.078% to
 *   $12,000, 3.762% to $25,000, 3.819% to $50,000, 3.876% above.
 * - Flat rates, tax year 2025: Illinois 4.95% of wages less the $2,850 exemption (Illinois Department
 *   of Revenue); Pennsylvania 3.07% of compensation, no deduction (PA Department of Revenue); Michigan
 *   4.25% less the $5,800 exemption (Michigan Department of Treasury); North Carolina 4.25% less the
 *   $12,750 standard deduction (NC Department of Revenue); Georgia 5.19% less the $12,000 standard
 *   deduction (Georgia Department of Revenue, HB 111); Massachusetts 5% less the $4,400 exemption
 *   (Massachusetts DOR; the 4% surtax on income over about $1.08 million is not included, said so).
 */
import { bandedRate, cents, progressiveTax } from './calc.ts';
import type { TakeHomeLine, TakeHomeSource } from './types.ts';
import { PROGRESSIVE_STATES } from './us-states-progressive.ts';

export interface StateResult {
  name: string;
  taxYear: string;
  incomeTax: number;
  contributions: number;
  lines: TakeHomeLine[];
  notes: string[];
  source: TakeHomeSource[];
}

type StateRules = (gross: number) => StateResult;

const NO_WAGE_TAX: Readonly<Record<string, string>> = {
  AK: 'Alaska',
  FL: 'Florida',
  NV: 'Nevada',
  NH: 'New Hampshire',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  WA: 'Washington',
  WY: 'Wyoming',
};

export const CA_2024 = {
  standardDeduction: 5_540,
  exemptionCredit: 149,
  brackets: [
    { upTo: 10_756, rate: 0.01 },
    { upTo: 25_499, rate: 0.02 },
    { upTo: 40_245, rate: 0.04 },
    { upTo: 55_866, rate: 0.06 },
    { upTo: 70_606, rate: 0.08 },
    { upTo: 360_659, rate: 0.093 },
    { upTo: 432_787, rate: 0.103 },
    { upTo: 721_314, rate: 0.113 },
    { upTo: null, rate: 0.123 },
  ],
  mentalHealthRate: 0.01,
  mentalHealthFrom: 1_000_000,
  sdiRate2026: 0.013,
} as const;

export const NY_2025 = {
  standardDeduction: 8_000,
  brackets: [
    { upTo: 8_500, rate: 0.04 },
    { upTo: 11_700, rate: 0.045 },
    { upTo: 13_900, rate: 0.0525 },
    { upTo: 80_650, rate: 0.055 },
    { upTo: 215_400, rate: 0.06 },
    { upTo: 1_077_550, rate: 0.0685 },
    { upTo: 5_000_000, rate: 0.0965 },
    { upTo: 25_000_000, rate: 0.103 },
    { upTo: null, rate: 0.109 },
  ],
  recaptureFrom: 107_650,
  recaptureSpan: 50_000,
  recaptureTaxableTop: 215_400,
  dblRate: 0.005,
  dblMax: 31.2,
  pflRate: 0.00388,
  pflMax: 354.53,
  nycBrackets: [
    { upTo: 12_000, rate: 0.03078 },
    { upTo: 25_000, rate: 0.03762 },
    { upTo: 50_000, rate: 0.03819 },
    { upTo: null, rate: 0.03876 },
  ],
} as const;

const california: StateRules = (gross) => {
  const r = CA_2024;
  const taxable = Math.max(0, gross - r.standardDeduction);
  const tax = Math.max(0, progressiveTax(taxable, r.brackets) - r.exemptionCredit);
  const incomeTax = cents(tax + bandedRate(taxable, r.mentalHealthRate, r.mentalHealthFrom));
  const sdi = cents(gross * r.sdiRate2026);
  return {
    name: 'California',
    taxYear: '2024 (SDI 2026)',
    incomeTax,
    contributions: sdi,
    lines: [
      { label: 'California income tax', amount: incomeTax },
      { label: 'California SDI', amount: sdi },
    ],
    notes: [
      'California income tax on the 2024 schedule (the latest FTB schedule held here; 2025 not yet keyed) and 2026 SDI; no city income tax in California.',
    ],
    source: [
      {
        publisher: 'California Franchise Tax Board',
        title: '2024 California Tax Rate Schedules',
        url: 'https://www.ftb.ca.gov/',
        taxYear: '2024',
      },
      {
        publisher: 'California Employment Development Department',
        title: 'Tax Rates, Wage Limits, and Value of Meals and Lodging (SDI 2026)',
        url: 'https://edd.ca.gov/',
        taxYear: '2026',
      },
    ],
  };
};

/** NY State tax with the Worksheet 1 recapture (taxable income up to $215,400). */
export function newYorkStateTax(gross: number): number {
  const r = NY_2025;
  const taxable = Math.max(0, gross - r.standardDeduction);
  const schedule = progressiveTax(taxable, r.brackets);
  if (gross <= r.recaptureFrom || taxable > r.recaptureTaxableTop) return cents(schedule);
  const flat = taxable * 0.06;
  const share = Math.min(1, (gross - r.recaptureFrom) / r.recaptureSpan);
  return cents(schedule + ((flat - schedule) * Math.round(share * 10_000)) / 10_000);
}

function newYork(gross: number, nyc: boolean): StateResult {
  const r = NY_2025;
  const state = newYorkStateTax(gross);
  const taxable = Math.max(0, gross - r.standardDeduction);
  const city = nyc ? cents(progressiveTax(taxable, r.nycBrackets)) : 0;
  const dbl = cents(Math.min(r.dblMax, gross * r.dblRate));
  const pfl = cents(Math.min(r.pflMax, gross * r.pflRate));
  const lines: TakeHomeLine[] = [{ label: 'New York State income tax', amount: state }];
  if (nyc) lines.push({ label: 'New York City income tax', amount: city });
  lines.push({ label: 'NY disability and paid family leave', amount: cents(dbl + pfl) });
  const notes = [
    `New York State${nyc ? ' and New York City' : ''} income tax on the 2025 schedules${nyc ? '' : '; no city income tax outside New York City and Yonkers'}.`,
  ];
  if (taxable > r.recaptureTaxableTop) {
    notes.push(
      'Above US$215,400 of New York taxable income the supplemental tax (recapture of the lower rates) is not included: the state tax shown is too low by up to a few thousand dollars.',
    );
  }
  const source: TakeHomeSource[] = [
    {
      publisher: 'New York State Department of Taxation and Finance',
      title:
        'Instructions for Form IT-201 (2025): tax rate schedule and tax computation worksheets',
      url: 'https://www.tax.ny.gov/',
      taxYear: '2025',
    },
  ];
  if (nyc) {
    source.push({
      publisher: 'NYC Department of Finance',
      title: 'NYC personal income tax rates (resident)',
      url: 'https://www.nyc.gov/site/finance/',
      taxYear: '2025',
    });
  }
  return {
    name: nyc ? 'New York City' : 'New York',
    taxYear: '2025',
    incomeTax: cents(state + city),
    contributions: cents(dbl + pfl),
    lines,
    notes,
    source,
  };
}

function flatState(
  name: string,
  rate: number,
  exemption: number,
  taxYear: string,
  source: TakeHomeSource,
): StateRules {
  return (gross) => {
    const tax = cents(bandedRate(gross, rate, exemption));
    return {
      name,
      taxYear,
      incomeTax: tax,
      contributions: 0,
      lines: [{ label: `${name} income tax`, amount: tax }],
      notes: [
        `${name} income tax: a flat ${(rate * 100).toFixed(2)}%${exemption ? ` after the US$${exemption.toLocaleString('en-US')} exemption or standard deduction` : ' of wages'} (${taxYear}); local income taxes and surtaxes are not included.`,
      ],
      source: [source],
    };
  };
}

const STATES: Readonly<Record<string, StateRules>> = {
  // Ohio, New Jersey, Virginia, DC, Arizona (issue 31): their own file.
  ...PROGRESSIVE_STATES,
  'US-CA': california,
  'US-NY': (gross) => newYork(gross, false),
  'US-NY-NYC': (gross) => newYork(gross, true),
  'US-IL': flatState('Illinois', 0.0495, 2_850, '2025', {
    publisher: 'Illinois Department of Revenue',
    title: 'Income tax rates and exemption allowance',
    url: 'https://tax.illinois.gov/',
    taxYear: '2025',
  }),
  'US-PA': flatState('Pennsylvania', 0.0307, 0, '2025', {
    publisher: 'Pennsylvania Department of Revenue',
    title: 'Personal income tax',
    url: 'https://www.revenue.pa.gov/',
    taxYear: '2025',
  }),
  'US-MI': flatState('Michigan', 0.0425, 5_800, '2025', {
    publisher: 'Michigan Department of Treasury',
    title: 'Individual income tax rate and personal exemption',
    url: 'https://www.michigan.gov/taxes/',
    taxYear: '2025',
  }),
  'US-NC': flatState('North Carolina', 0.0425, 12_750, '2025', {
    publisher: 'North Carolina Department of Revenue',
    title: 'Individual income tax rate and standard deduction',
    url: 'https://www.ncdor.gov/',
    taxYear: '2025',
  }),
  'US-GA': flatState('Georgia', 0.0519, 12_000, '2025', {
    publisher: 'Georgia Department of Revenue',
    title: 'Individual income tax rate (HB 111) and standard deduction',
    url: 'https://dor.georgia.gov/',
    taxYear: '2025',
  }),
  'US-MA': flatState('Massachusetts', 0.05, 4_400, '2025', {
    publisher: 'Massachusetts Department of Revenue',
    title: 'Personal income tax rate and personal exemption',
    url: 'https://www.mass.gov/orgs/massachusetts-department-of-revenue',
    taxYear: '2025',
  }),
};

/** New York City's five boroughs as the gazetteer names them. */
const NYC_NAMES = new Set([
  'new york city',
  'new york',
  'manhattan',
  'brooklyn',
  'queens',
  'the bronx',
  'bronx',
  'staten island',
]);

/**
 * The subdivision key of a US city from its GeoNames admin1 code and name: 'US-CA', 'US-NY-NYC' …;
 * null outside the US or without a state.
 * @example usSubdivision('US', 'NY', 'Brooklyn') // 'US-NY-NYC'
 */
export function usSubdivision(
  iso2: string,
  adminCode: string | null,
  cityName: string,
): string | null {
  if (iso2 !== 'US' || !adminCode) return null;
  if (adminCode === 'NY' && NYC_NAMES.has(cityName.toLowerCase())) return 'US-NY-NYC';
  return `US-${adminCode}`;
}

/**
 * The state's (and city's) taxes on a gross salary; a no-tax state gives zeros with a note; a state
 * not held gives null (the caller says so).
 */
export function usStateTaxes(subdivision: string, gross: number): StateResult | null {
  const rules = STATES[subdivision];
  if (rules) return rules(gross);
  const name = NO_WAGE_TAX[subdivision.slice(3)];
  if (!name) return null;
  return {
    name,
    taxYear: '2026',
    incomeTax: 0,
    contributions: 0,
    lines: [],
    notes: [`${name} has no state income tax on wages, and no city income tax is held for it.`],
    source: [],
  };
}

/** The note for a US state whose tax is not held: federal only, said so. */
export const stateNotHeldNote = (state: string) =>
  `Federal income tax only: the state income tax of ${state} is not held yet, so take-home pay is too high by that tax.`;
