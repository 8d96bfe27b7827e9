/**
 * Time Value (issue 14): the hours of local work each line of a city's budget costs, at that city's
 * average net hourly wage as the comparison tool computes it (monthly net salary / 160 hours, docs/product.md §9;
 * src/domain/compare/wages.ts). Pure; cost and wage in the same currency.
 */
import { WORK_HOURS_PER_MONTH } from '../../compare/constants.ts';
import type { LineKey } from './basket.ts';
import type { Budget } from './budget.ts';

export interface TimeValueLine {
  key: LineKey;
  label: string;
  cost: number;
  hours: number;
}

export interface TimeValue {
  hourlyWage: number;
  lines: TimeValueLine[];
  totalHours: number;
  /** The budget's hours over a 160-hour working month (docs/product.md §9): above 1, one salary does not pay it. */
  shareOfWorkMonth: number;
}

/**
 * Hours of work per budget line; null when the wage is missing or not positive.
 * @example timeValue(budget, 10)?.lines[0].hours // housing cost / 10
 */
export function timeValue(budget: Budget, hourlyWage: number | null): TimeValue | null {
  if (hourlyWage === null || !Number.isFinite(hourlyWage) || hourlyWage <= 0) return null;
  const lines = budget.lines.map((l) => ({
    key: l.key,
    label: l.label,
    cost: l.total,
    hours: l.total / hourlyWage,
  }));
  const totalHours = budget.total / hourlyWage;
  return { hourlyWage, lines, totalHours, shareOfWorkMonth: totalHours / WORK_HOURS_PER_MONTH };
}
