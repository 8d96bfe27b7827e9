import { formatMoney } from '#domain/money.ts';

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

export const TIER_LABELS = {
  frugal: 'Frugal',
  balanced: 'Balanced',
  comfort: 'Comfort',
  luxury: 'Luxury',
} as const;
