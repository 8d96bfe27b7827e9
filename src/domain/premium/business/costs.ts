/**
 * Operational Costs (issue 15): a monthly cost for a company of the chosen size in one city, from the
 * cost-of-living engine's figures for that city (net salary, utilities, internet, rents). Pure.
 *
 * The figures that turn them into a company's costs are assumptions, returned with every answer and
 * labelled on screen (no open table of employer on-costs or office rents per city was found, SOURCES.md).
 */
import { SIZE_BANDS, type CompanySize } from './options.ts';

export const COST_ASSUMPTIONS = {
  /** Office floor per employee, m². */
  officeSqmPerEmployee: 10,
  /** Floor area of a one-bedroom flat, m², to turn the engine's flat rent into a rent per m². */
  oneBedroomSqm: 50,
  /** The engine's utilities figure is for an 85 m² flat; scaled by floor area. */
  utilitiesReferenceSqm: 85,
  /** Employer cost over the net salary (income tax, employee and employer social contributions). */
  employerOnCost: 0.6,
  /** Staff sharing one business internet line. */
  staffPerInternetLine: 10,
} as const;

/** The engine's prices used, in one currency, per month. */
export interface CityPrices {
  netSalary: number;
  utilities85: number;
  internet: number;
  rent1brCentre: number;
}

export interface CostLine {
  key: 'salaries' | 'payroll' | 'premises' | 'utilities' | 'internet';
  amount: number;
  /** How it was computed, in words. */
  basis: string;
}

export interface CostView {
  size: CompanySize;
  headcount: number;
  officeSqm: number;
  rentPerSqm: number;
  lines: CostLine[];
  total: number;
  perEmployee: number;
}

export function operatingCosts(size: CompanySize, p: CityPrices): CostView {
  const a = COST_ASSUMPTIONS;
  const headcount = SIZE_BANDS[size].headcount;
  const officeSqm = headcount * a.officeSqmPerEmployee;
  const rentPerSqm = p.rent1brCentre / a.oneBedroomSqm;
  const salaries = headcount * p.netSalary;
  const lines: CostLine[] = [
    {
      key: 'salaries',
      amount: salaries,
      basis: `${headcount} staff × the city's average net monthly salary`,
    },
    {
      key: 'payroll',
      amount: salaries * a.employerOnCost,
      basis: `assumed ${Math.round(a.employerOnCost * 100)}% of net salaries for income tax and social contributions`,
    },
    {
      key: 'premises',
      amount: officeSqm * rentPerSqm,
      basis: `${officeSqm} m² (${a.officeSqmPerEmployee} m² a head) × the city-centre one-bedroom rent per m² (rent ÷ ${a.oneBedroomSqm} m²)`,
    },
    {
      key: 'utilities',
      amount: p.utilities85 * (officeSqm / a.utilitiesReferenceSqm),
      basis: `the city's utilities for ${a.utilitiesReferenceSqm} m², scaled to ${officeSqm} m²`,
    },
    {
      key: 'internet',
      amount: p.internet * Math.ceil(headcount / a.staffPerInternetLine),
      basis: `one line per ${a.staffPerInternetLine} staff at the city's monthly internet price`,
    },
  ];
  const total = lines.reduce((s, l) => s + l.amount, 0);
  return { size, headcount, officeSqm, rentPerSqm, lines, total, perEmployee: total / headcount };
}
