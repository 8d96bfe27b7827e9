import { z } from 'zod';

/**
 * The smallest amount of money a request may carry: one hundredth of a unit. Below it the suites'
 * arithmetic reaches subnormal doubles (5e-324, 1e-310), where a ratio or a rounding turns into NaN
 * or Infinity and JSON writes null where a number is due (issue 33 finding 3).
 */
export const MIN_AMOUNT = 0.01;

/** A positive amount of money between MIN_AMOUNT and `max`, for the premium suites' requests. */
export function amountField(required: string, max: number) {
  return z
    .number(required)
    .finite()
    .positive('Must be greater than 0')
    .min(MIN_AMOUNT, `Must be at least ${MIN_AMOUNT}`)
    .max(max, 'Too large');
}
