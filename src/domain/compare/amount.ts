/**
 * The amount input rules (spec §4 "negative or non-numeric entry is ignored; empty sets the amount to
 * 0, displayed as empty"; §5 "number at or above 0; input min 0, step 0.01; empty becomes 0").
 */

export interface AmountState {
  amount: number;
  /** What the input shows: '' for an emptied field, else the typed text. */
  text: string;
}

/**
 * The next amount state after the user types `raw`; an ignored entry returns `current` unchanged.
 *
 * @example
 * nextAmount({ amount: 1000, text: '1000' }, '');    // { amount: 0, text: '' }
 * nextAmount({ amount: 1000, text: '1000' }, '-5');  // unchanged
 * nextAmount({ amount: 1000, text: '1000' }, 'abc'); // unchanged
 * nextAmount({ amount: 1000, text: '1000' }, '12.5'); // { amount: 12.5, text: '12.5' }
 */
export function nextAmount(current: AmountState, raw: string): AmountState {
  const text = raw.trim();
  if (text === '') return { amount: 0, text: '' };
  if (!/^\d*\.?\d*$/.test(text) || text === '.') return current;
  const amount = Number(text);
  if (!Number.isFinite(amount) || amount < 0) return current;
  return { amount, text: raw };
}

/**
 * The text an amount shows as: empty for 0 (spec §4 "displayed as empty").
 *
 * @example
 * amountText(0);    // ''
 * amountText(1000); // '1000'
 */
export function amountText(amount: number): string {
  return amount > 0 && Number.isFinite(amount) ? String(amount) : '';
}
