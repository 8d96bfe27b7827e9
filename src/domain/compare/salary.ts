/**
 * Salary equivalence (docs/product.md §2 "Salary equivalence calculator with a common jobs table; its own salary
 * input starts at the shared amount"; §9 "Job multipliers on average monthly wage", "Coworking cost 25
 * times hourly wage").
 */
import { COWORKING_HOURLY_WAGE_MULTIPLE, JOB_MULTIPLIERS } from './constants.ts';
import { adjustedRate, convertAtRate, fromUsd, type UsdRates } from './conversion.ts';
import type { Wage } from './wages.ts';

export interface SalaryEquivalent {
  /** The salary converted at the plain rate (to currency). */
  converted: number;
  /** The salary the to-city needs for the same standard of living (adjusted rate, to currency). */
  equivalent: number;
}

/**
 * A from-city salary's plain conversion and its cost-of-living equivalent in the to-city. 0 or
 * negative salaries give zeros (docs/product.md §4).
 *
 * @example
 * salaryEquivalent(10000, 9.6, 0.8); // { converted: 96000, equivalent: 76800 }
 */
export function salaryEquivalent(
  salary: number,
  rate: number,
  colRatio: number | null,
): SalaryEquivalent {
  return {
    converted: convertAtRate(salary, rate),
    equivalent: convertAtRate(salary, adjustedRate(rate, colRatio)),
  };
}

export interface JobRow {
  title: string;
  multiplier: number;
  /** Monthly salary in the from currency (docs/product.md §3 "Job row: title, fromSalary, toSalary"). */
  fromSalary: number | null;
  /** Monthly salary in the to currency. */
  toSalary: number | null;
  /** True when either side's wage is docs/product.md's fallback. */
  isFallback: boolean;
}

/**
 * The common jobs table: each job's multiplier times each city's average monthly wage.
 *
 * @example
 * jobRows(fromWage, toWage, rates, 'SAR', 'THB')[0]; // { title: 'Software Engineer', multiplier: 1.8, ... }
 */
export function jobRows(
  from: Wage,
  to: Wage,
  rates: UsdRates,
  fromCurrency: string,
  toCurrency: string,
): JobRow[] {
  return JOB_MULTIPLIERS.map(({ title, multiplier }) => ({
    title,
    multiplier,
    fromSalary: fromUsd(from.monthlyUsd * multiplier, rates, fromCurrency),
    toSalary: fromUsd(to.monthlyUsd * multiplier, rates, toCurrency),
    isFallback: from.isFallback || to.isFallback,
  }));
}

/**
 * Monthly coworking cost estimate: 25 x the city's hourly wage (docs/product.md §9), in a display currency.
 *
 * @example
 * coworkingCost(wage, rates, 'THB'); // 25 x wage.hourlyUsd x rates.THB
 */
export function coworkingCost(wage: Wage, rates: UsdRates, currency: string): number | null {
  return fromUsd(wage.hourlyUsd * COWORKING_HOURLY_WAGE_MULTIPLE, rates, currency);
}
