/**
 * Time needed to earn a price: price / hourly wage (docs/product.md §9 "Work-time formatting"), and docs/product.md's
 * three formatters. Singular and plural are handled ('1 hour', '2 hours').
 */
import { WEEKS_PER_MONTH, WORK_WEEK_DAYS, WORKDAY_HOURS } from './constants.ts';

const plural = (n: number, unit: string): string => `${n} ${unit}${n === 1 ? '' : 's'}`;
const oneDecimal = (n: number): number => Math.round(n * 10) / 10;

/**
 * Hours of work that pay for `price` at `hourlyWage` (same currency), or null when the wage is 0 or
 * below (docs/product.md §9 "wage 0 or less gives 'N/A'"). A price of 0 or below needs 0 hours.
 *
 * @example
 * hoursToEarn(100, 25); // 4
 */
export function hoursToEarn(price: number, hourlyWage: number): number | null {
  if (!Number.isFinite(hourlyWage) || hourlyWage <= 0 || !Number.isFinite(price)) return null;
  if (price <= 0) return 0;
  const hours = price / hourlyWage;
  return Number.isFinite(hours) ? hours : null; // a vanishing wage: no meaningful answer
}

/** Minutes under an hour; hours and minutes under `cutoff`; null above (shared by the formatters). */
function shortSpan(hours: number, cutoff: number): string | null {
  if (hours < 1) return plural(Math.round(hours * 60), 'minute');
  if (hours >= cutoff) return null;
  let h = Math.floor(hours);
  let m = Math.round((hours - h) * 60);
  if (m === 60) {
    h += 1;
    m = 0;
  }
  if (h >= cutoff) return null;
  return m === 0 ? plural(h, 'hour') : `${plural(h, 'hour')} ${plural(m, 'minute')}`;
}

/**
 * The main formatter (docs/product.md §9): 'N/A' for a wage of 0 or less; minutes under an hour; hours and
 * minutes under 24 hours; otherwise workdays of 8 hours plus the remaining hours.
 *
 * @example
 * formatWorkTime(50, 100);   // '30 minutes'
 * formatWorkTime(250, 100);  // '2 hours 30 minutes'
 * formatWorkTime(3000, 100); // '3 workdays 6 hours'
 */
export function formatWorkTime(price: number, hourlyWage: number): string {
  const hours = hoursToEarn(price, hourlyWage);
  if (hours === null) return 'N/A';
  const short = shortSpan(hours, 24);
  if (short !== null) return short;
  const days = Math.floor(hours / WORKDAY_HOURS);
  const rest = Math.round(hours - days * WORKDAY_HOURS);
  const d = rest === WORKDAY_HOURS ? days + 1 : days;
  const r = rest === WORKDAY_HOURS ? 0 : rest;
  return r === 0 ? plural(d, 'workday') : `${plural(d, 'workday')} ${plural(r, 'hour')}`;
}

/**
 * The alternative formatter (docs/product.md §9 "switches to days at 24 hours"): calendar days of 24 hours plus
 * the remaining hours.
 *
 * @example
 * formatWorkTimeDays(3000, 100); // '1 day 6 hours'
 */
export function formatWorkTimeDays(price: number, hourlyWage: number): string {
  const hours = hoursToEarn(price, hourlyWage);
  if (hours === null) return 'N/A';
  const short = shortSpan(hours, 24);
  if (short !== null) return short;
  let days = Math.floor(hours / 24);
  let rest = Math.round(hours - days * 24);
  if (rest === 24) {
    days += 1;
    rest = 0;
  }
  return rest === 0 ? plural(days, 'day') : `${plural(days, 'day')} ${plural(rest, 'hour')}`;
}

/**
 * The insights formatter (docs/product.md §9 "work days (8 hours), work weeks (5 days), months (4.33 weeks)"):
 * one unit, rounded to one decimal.
 *
 * @example
 * formatWorkTimeInsight(2000, 100);  // '2.5 work days'
 * formatWorkTimeInsight(20000, 100); // '1.2 months'
 */
export function formatWorkTimeInsight(price: number, hourlyWage: number): string {
  const hours = hoursToEarn(price, hourlyWage);
  if (hours === null) return 'N/A';
  if (hours < 1) return plural(Math.round(hours * 60), 'minute');
  if (hours < WORKDAY_HOURS) return plural(oneDecimal(hours), 'hour');
  const days = hours / WORKDAY_HOURS;
  if (days < WORK_WEEK_DAYS) return plural(oneDecimal(days), 'work day');
  const weeks = days / WORK_WEEK_DAYS;
  if (weeks < WEEKS_PER_MONTH) return plural(oneDecimal(weeks), 'work week');
  return plural(oneDecimal(weeks / WEEKS_PER_MONTH), 'month');
}
