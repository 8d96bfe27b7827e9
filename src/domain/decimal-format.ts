// en-US fixed-decimal number text, written by hand instead of with Intl.NumberFormat (ADR 015):
// a browser builds its ICU number formatter the first time a page asks for one, and on /home that
// one call cost 65–80 ms of main thread unthrottled (four times that in Lighthouse's phone), in
// the middle of the comparison's first render. The output is Intl's, character for character:
// decimal-format.test.ts compares the two over 300,000 generated values.

const DIGIT_ZERO = 48;

/**
 * The decimal digits of |value| and where its point sits: `digits` read as 0.d1d2d3… × 10^point.
 * They are the shortest digits that read back as the same double (what String(value) prints and
 * what ICU rounds from), so 1.005 is "1005" with the point after one digit, not 1.00499999….
 */
function shortestDigits(magnitude: number): { digits: string; point: number } {
  const [mantissa = '0', exponent = '0'] = String(magnitude).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  return { digits: whole + fraction, point: whole.length + Number(exponent) };
}

/** Adds one to a string of decimal digits: '129' -> '130', '99' -> '100', '' -> '1'. */
function incrementDigits(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits.charCodeAt(i) === DIGIT_ZERO + 9) i -= 1;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  const bumped = String.fromCharCode(digits.charCodeAt(i) + 1);
  return `${digits.slice(0, i)}${bumped}${'0'.repeat(digits.length - i - 1)}`;
}

/** '1234567' -> '1,234,567'. */
function groupThousands(whole: string): string {
  let out = '';
  for (let end = whole.length; end > 0; end -= 3) {
    const part = whole.slice(Math.max(0, end - 3), end);
    out = out === '' ? part : `${part},${out}`;
  }
  return out;
}

/**
 * A finite number as en-US text with exactly `decimals` decimals and thousands separators, rounded
 * half away from zero on its shortest decimal digits, a minus only when the rounded value is not
 * zero: what `new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals,
 * maximumFractionDigits: decimals, signDisplay: 'negative' }).format(value)` prints.
 *
 * @example
 * formatDecimal(1234.5, 2); // '1,234.50'
 * formatDecimal(1.005, 2); // '1.01' (toFixed says '1.00')
 * formatDecimal(-0.001, 2); // '0.00'
 * formatDecimal(15234.56789, 4); // '15,234.5679'
 */
export function formatDecimal(value: number, decimals: number): string {
  const { digits, point } = shortestDigits(Math.abs(value));
  // The digits that stay: everything before the cut `decimals` places after the point.
  const keep = point + decimals;
  let kept = keep <= 0 ? '' : digits.slice(0, keep).padEnd(keep, '0');
  const firstDropped = keep < 0 ? DIGIT_ZERO : digits.charCodeAt(keep) || DIGIT_ZERO;
  if (firstDropped >= DIGIT_ZERO + 5) kept = incrementDigits(kept);
  const scaled = kept.padStart(decimals + 1, '0');
  const whole = scaled.slice(0, scaled.length - decimals).replace(/^0+(?=\d)/, '');
  const fraction = scaled.slice(scaled.length - decimals);
  const sign = value < 0 && /[1-9]/.test(scaled) ? '-' : '';
  return `${sign}${groupThousands(whole)}${decimals > 0 ? `.${fraction}` : ''}`;
}
