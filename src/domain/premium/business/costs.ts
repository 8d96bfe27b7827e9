/**
 * Operational Costs (issue 15): a monthly cost for a company of the chosen size in one city, from the
 * cost-of-living engine's figures for that city (net salary, utilities, internet, rents). Pure.
 *
 * Salaries are at gross: the gross annual pay that leaves the city's average net salary under the
 * country's take-home rules, or the cost-of-living model's tax wedge where no rules are held (the Salary
 * hub's net-pay.ts). Employer social contributions are not included (no open table is held).
 *
 * The other figures that turn prices into a company's costs are assumptions, returned with every answer
 * and labelled on screen (no open table of office rents per city was found, SOURCES.md).
 */
import { grossForNet, netPay, type TaxPlace } from '../salary/net-pay.ts';
import { SIZE_BANDS, type CompanySize } from './options.ts';

export const COST_ASSUMPTIONS = {
  /** Office floor per employee, m². */
  officeSqmPerEmployee: 10,
  /** Floor area of a one-bedroom flat, m², to turn the engine's flat rent into a rent per m². */
  oneBedroomSqm: 50,
  /** The engine's utilities figure is for an 85 m² flat; scaled by floor area. */
  utilitiesReferenceSqm: 85,
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
  key: 'salaries' | 'premises' | 'utilities' | 'internet';
  amount: number;
  /** How it was computed, in words. */
  basis: string;
}

/** What the gross salaries hold beyond the net pay, for the whole staff, per month. */
export interface PayrollView {
  /** Gross and net monthly pay of one employee at the city's average net salary. */
  grossMonthly: number;
  netMonthly: number;
  /** Income tax and employee contributions withheld, all staff, per month (gross − net). */
  withheld: number;
  /** withheld ÷ gross salaries, 0–1. */
  withheldShare: number;
  /** 'rules': the country's take-home rules for `taxYear`; 'estimate': the model's tax wedge. */
  method: 'rules' | 'estimate';
  taxYear: string | null;
  /** Employer social contributions are not part of the costs: no open table of them is held. */
  employerContributions: null;
}

export interface CostView {
  size: CompanySize;
  headcount: number;
  officeSqm: number;
  rentPerSqm: number;
  lines: CostLine[];
  payroll: PayrollView;
  total: number;
  perEmployee: number;
}

/**
 * Monthly costs of a company of `size` in a city with prices `p`, its staff paid the gross that leaves
 * the city's average net salary under the tax rules of `place` (whose currency is that of `p`).
 */
export function operatingCosts(size: CompanySize, p: CityPrices, place: TaxPlace): CostView {
  const a = COST_ASSUMPTIONS;
  const headcount = SIZE_BANDS[size].headcount;
  const officeSqm = headcount * a.officeSqmPerEmployee;
  const rentPerSqm = p.rent1brCentre / a.oneBedroomSqm;
  const solved = grossForNet(place, p.netSalary * 12);
  const pay = netPay(place, solved);
  // A gap under 0.1% of the net is the inversion's noise, not a tax: Dubai read "AED 0.05 (0%)"
  // withheld (issue 34 item 7). Such a place withholds nothing, and gross is the net.
  const grossAnnual =
    solved - p.netSalary * 12 < p.netSalary * 12 * 1e-3 ? p.netSalary * 12 : solved;
  const grossMonthly = grossAnnual / 12;
  const salaries = headcount * grossMonthly;
  const withheld = headcount * Math.max(0, grossMonthly - p.netSalary);
  const payroll: PayrollView = {
    grossMonthly,
    netMonthly: p.netSalary,
    withheld,
    withheldShare: salaries > 0 ? withheld / salaries : 0,
    method: pay.method,
    taxYear: pay.taxYear,
    employerContributions: null,
  };
  // The engine's caveats (all but the common "single person…" one) go with the figure they qualify.
  const caveats = pay.method === 'rules' ? pay.notes.slice(1).join(' ') : '';
  const taxBasis =
    pay.method === 'rules'
      ? `the country's take-home rules (tax year ${pay.taxYear}${caveats ? `; ${caveats.replace(/\.$/, '')}` : ''})`
      : "the cost-of-living model's tax-wedge estimate (no take-home rules held)";
  const lines: CostLine[] = [
    {
      key: 'salaries',
      amount: salaries,
      basis: `${headcount} staff × the gross pay that leaves the city's average net monthly salary under ${taxBasis}; employer social contributions not included`,
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
  return {
    size,
    headcount,
    officeSqm,
    rentPerSqm,
    lines,
    payroll,
    total,
    perEmployee: total / headcount,
  };
}
