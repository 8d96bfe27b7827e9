/**
 * The amount input rules (docs/product.md §4/§5: a number at or above 0; empty sets the amount to 0, displayed as
 * empty). Issue 34 item 5: what the user types is read as written for their locale ("1.000,50" is one
 * thousand and a half, never 1.00), and an entry that is not an amount ("-50", "1e6", "abc") keeps the
 * last amount and says why, instead of silently becoming something else.
 */

export interface AmountState {
  amount: number;
  /** What the input shows: '' for an emptied field, else the typed text. */
  text: string;
  /** Why the typed text is not an amount (the amount stays the last good one). */
  error?: string;
}

export type DecimalMark = '.' | ',';

export const AMOUNT_ERRORS = {
  negative: 'The amount cannot be negative.',
  exponent: 'Type the amount in digits, such as 1000000 (no "e").',
  notNumber: 'Type the amount in digits, such as 1,250.50 or 1.250,50.',
} as const;

// Languages whose numbers take a decimal comma (CLDR), checked by their primary subtag. A table, not
// Intl.NumberFormat, keeps ICU off /home's first render (docs/decisions/015-*).
const COMMA_LANGUAGES = new Set(
  'af az be bg bs ca cs da de el es et eu fi fo fr gl hr hu hy id is it ka kk ky lt lv mk mn nb nl nn no pl pt ro ru sk sl sq sr sv tr uk uz vi'.split(
    ' ',
  ),
);

/**
 * The decimal mark of a BCP 47 locale: ',' for German, French, Spanish…, '.' otherwise.
 *
 * @example
 * decimalMarkOf('de-DE'); // ','
 * decimalMarkOf('en-GB'); // '.'
 */
export function decimalMarkOf(locale: string): DecimalMark {
  const language = locale.toLowerCase().split(/[-_]/)[0] ?? '';
  return COMMA_LANGUAGES.has(language) ? ',' : '.';
}

/** '1,000,000' -> '1000000' when every group after the first has three digits; else null. */
function ungroup(text: string, mark: string): string | null {
  const parts = text.split(mark);
  const [first = '', ...rest] = parts;
  if (!/^\d{1,3}$/.test(first) || rest.some((p) => !/^\d{3}$/.test(p))) return null;
  return parts.join('');
}

/**
 * Reads an amount as written. With both marks ('1.000,50', '1,000.50') the last one is the decimal
 * mark and the other groups thousands; with one mark used several times it groups thousands; one mark
 * used once is the locale's decimal mark, or groups thousands when it is the other mark followed by
 * exactly three digits ('1.000' is 1000 in German, 1 in English); otherwise it is a decimal mark.
 * Spaces, no-break spaces and apostrophes (Swiss 1'000) group thousands.
 *
 * @example
 * parseAmount('1.000,50', '.');  // { amount: 1000.5 }
 * parseAmount('-50', '.');       // { error: 'The amount cannot be negative.' }
 */
export function parseAmount(
  raw: string,
  decimal: DecimalMark,
): { amount: number } | { error: string } {
  const text = raw.trim().replace(/[\s\u00a0\u202f'’]/g, '');
  if (/^[-−]/.test(text)) return { error: AMOUNT_ERRORS.negative };
  if (/^[\d.,]*e[+-]?\d*$/i.test(text) && /\d/.test(text)) return { error: AMOUNT_ERRORS.exponent };
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return { error: AMOUNT_ERRORS.notNumber };
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  let whole: string;
  let fraction = '';
  if (lastDot >= 0 && lastComma >= 0) {
    const mark = lastDot > lastComma ? '.' : ',';
    const group = mark === '.' ? ',' : '.';
    const at = text.lastIndexOf(mark);
    const grouped = ungroup(text.slice(0, at), group);
    if (grouped === null) return { error: AMOUNT_ERRORS.notNumber };
    whole = grouped;
    fraction = text.slice(at + 1);
  } else {
    const mark = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null;
    const count = mark === null ? 0 : text.split(mark).length - 1;
    if (mark === null) whole = text;
    else if (count > 1 || (mark !== decimal && /^\d{1,3}[.,]\d{3}$/.test(text))) {
      const grouped = ungroup(text, mark);
      if (grouped === null) return { error: AMOUNT_ERRORS.notNumber };
      whole = grouped;
    } else {
      const at = text.indexOf(mark);
      whole = text.slice(0, at);
      fraction = text.slice(at + 1);
    }
  }
  if (!/^\d*$/.test(fraction)) return { error: AMOUNT_ERRORS.notNumber };
  const amount = Number(`${whole === '' ? '0' : whole}.${fraction === '' ? '0' : fraction}`);
  if (!Number.isFinite(amount)) return { error: AMOUNT_ERRORS.notNumber };
  return { amount };
}

/**
 * The next amount state after the user types `raw`: the text always shows what was typed; a text that
 * is not an amount keeps the last amount and carries the reason.
 *
 * @example
 * nextAmount({ amount: 1000, text: '1000' }, '');          // { amount: 0, text: '' }
 * nextAmount({ amount: 1000, text: '1000' }, '-5').error;  // 'The amount cannot be negative.'
 * nextAmount({ amount: 1000, text: '1000' }, '1.000,5');   // { amount: 1000.5, text: '1.000,5' }
 */
export function nextAmount(
  current: AmountState,
  raw: string,
  decimal: DecimalMark = '.',
): AmountState {
  if (raw.trim() === '') return { amount: 0, text: '' };
  const read = parseAmount(raw, decimal);
  if ('error' in read) return { amount: current.amount, text: raw, error: read.error };
  return { amount: read.amount, text: raw };
}

/**
 * The text an amount shows as: empty for 0 (docs/product.md §4 "displayed as empty").
 *
 * @example
 * amountText(0);    // ''
 * amountText(1000); // '1000'
 */
export function amountText(amount: number): string {
  return amount > 0 && Number.isFinite(amount) ? String(amount) : '';
}
