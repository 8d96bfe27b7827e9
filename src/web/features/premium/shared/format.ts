/** How the suites write their figures: amounts in a currency, hours, signed percentages. */
import { formatMoney } from '#domain/money.ts';

/** An amount in its currency, or 'N/A' where there is none. */
export const money = (amount: number | null, currency: string): string =>
  amount === null ? 'N/A' : formatMoney(amount, currency);

/** Hours with one decimal ('12.5 h'). */
export const hours = (h: number | null): string =>
  h === null || !Number.isFinite(h)
    ? 'N/A'
    : `${h.toLocaleString('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} h`;

/** A signed percentage with one decimal ('+12.5%'). */
export const percent = (p: number | null): string =>
  p === null ? 'N/A' : `${p > 0 ? '+' : ''}${p.toFixed(1)}%`;
