/**
 * An amount as typed in a suite's form (docs/product.md: only numbers above 0; thousands commas allowed): the
 * number, or the error the form shows under the field.
 *
 * @example parsePositiveAmount('50,000', 1e9) // { value: 50000 }
 * @example parsePositiveAmount('0', 1e9, 'a salary') // { error: 'Enter a salary greater than 0' }
 */
export function parsePositiveAmount(
  text: string,
  max: number,
  what = 'an amount',
): { value: number } | { error: string } {
  const trimmed = text.trim().replace(/,/g, '');
  const value = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(value) || value <= 0)
    return { error: `Enter ${what} greater than 0` };
  if (value > max) return { error: 'That amount is too large' };
  return { value };
}
