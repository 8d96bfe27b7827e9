/**
 * Hourly wage per city from the engine's average monthly net salary (docs/product.md §9 "Work hours per month for
 * hourly wage: 160", "Salary hourly/monthly threshold: 50 USD"; §5 "Hourly-wage heuristic"), with the
 * docs/product.md's fallbacks only when the engine has no wage (§8, §9), flagged so the screen can say so.
 */
import {
  FALLBACK_HOURLY_WAGE_LOCAL,
  FALLBACK_HOURLY_WAGE_USD,
  HOURLY_MONTHLY_THRESHOLD_USD,
  WORK_HOURS_PER_MONTH,
} from './constants.ts';
import { fromUsd, type UsdRates } from './conversion.ts';
import { findItem, ITEM, usablePrice, type MarketItem, type MarketItems } from './market.ts';

export interface Wage {
  /** Hourly wage in USD. */
  hourlyUsd: number;
  /** Monthly net wage in USD (hourly x 160 when the reported figure was already hourly). */
  monthlyUsd: number;
  /** True when the figure is docs/product.md's fallback, not the engine's data. */
  isFallback: boolean;
  /** The engine item behind the figure (source, year, range), null for a fallback. */
  item: MarketItem | null;
}

/**
 * Hourly USD wage from a reported monthly net salary in USD: 50 or less is taken as already hourly,
 * above 50 is divided by 160 work hours (docs/product.md §5, §9). Null for 0, negative or non-finite input.
 *
 * @example
 * hourlyFromMonthlyUsd(4770.46); // 29.815...
 * hourlyFromMonthlyUsd(30);      // 30 (already hourly)
 */
export function hourlyFromMonthlyUsd(salaryUsd: number): number | null {
  if (!Number.isFinite(salaryUsd) || salaryUsd <= 0) return null;
  return salaryUsd <= HOURLY_MONTHLY_THRESHOLD_USD ? salaryUsd : salaryUsd / WORK_HOURS_PER_MONTH;
}

/**
 * docs/product.md's fallback hourly wage in USD for a country (§9 "Country-average hourly wage fallbacks",
 * §8 "20 per hour"). Named countries' figures are local currency and converted with the USD rates;
 * without that rate, or for other countries, 20 USD.
 *
 * @example
 * fallbackHourlyUsd('SA', { SAR: 3.75 }); // 10.666...
 * fallbackHourlyUsd('BR', {});            // 20
 */
export function fallbackHourlyUsd(countryCode: string, rates: UsdRates): number {
  const entry = FALLBACK_HOURLY_WAGE_LOCAL[countryCode.toUpperCase()];
  if (!entry) return FALLBACK_HOURLY_WAGE_USD;
  const perUsd = entry.currency === 'USD' ? 1 : rates[entry.currency];
  return perUsd !== undefined && Number.isFinite(perUsd) && perUsd > 0
    ? entry.amount / perUsd
    : FALLBACK_HOURLY_WAGE_USD;
}

/**
 * The wage for a city: the engine's salary item when present, else the flagged fallback.
 *
 * @example
 * cityWage(items, 'TH', rates); // { hourlyUsd, monthlyUsd, isFallback: false, item }
 */
export function cityWage(items: MarketItems | null, countryCode: string, rates: UsdRates): Wage {
  const item = items ? findItem(items, ITEM.salary) : null;
  const usd = usablePrice(item);
  const hourly = usd === null ? null : hourlyFromMonthlyUsd(usd);
  if (hourly !== null && usd !== null) {
    const monthly = usd <= HOURLY_MONTHLY_THRESHOLD_USD ? usd * WORK_HOURS_PER_MONTH : usd;
    return { hourlyUsd: hourly, monthlyUsd: monthly, isFallback: false, item };
  }
  const fallback = fallbackHourlyUsd(countryCode, rates);
  return {
    hourlyUsd: fallback,
    monthlyUsd: fallback * WORK_HOURS_PER_MONTH,
    isFallback: true,
    item: null,
  };
}

/**
 * The hourly wage in a display currency, or null when that currency has no rate.
 *
 * @example
 * hourlyIn(wage, rates, 'THB'); // wage.hourlyUsd x rates.THB
 */
export function hourlyIn(wage: Wage, rates: UsdRates, currency: string): number | null {
  return fromUsd(wage.hourlyUsd, rates, currency);
}

/**
 * The wage's item as an hourly figure, for its source note (issue 34 item 7): the note showed the
 * monthly salary's range next to an hourly wage. Value, low and high are divided by the same work hours
 * as the hourly wage (hourlyFromMonthlyUsd), in the item's own currency.
 *
 * @example
 * perHour({ ...salary, value: 1600, valueInUSD: 1600, low: 1200, high: 2000 }); // value 10, low 7.5, high 12.5
 */
export function perHour(item: MarketItem | null): MarketItem | null {
  const hourlyUsd = item === null ? null : hourlyFromMonthlyUsd(item.valueInUSD);
  if (item === null || hourlyUsd === null || hourlyUsd === item.valueInUSD) return item;
  const k = hourlyUsd / item.valueInUSD;
  return {
    ...item,
    itemName: `${item.itemName}, per hour`,
    value: item.value * k,
    valueInUSD: hourlyUsd,
    ...(item.low === undefined ? {} : { low: item.low * k }),
    ...(item.high === undefined ? {} : { high: item.high * k }),
  };
}
