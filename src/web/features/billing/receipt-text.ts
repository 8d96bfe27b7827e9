/**
 * A receipt as plain text (issue 34 item 2, ADR 190): what the receipt page shows, and the file the
 * customer downloads. Built from the payment the server stored, never recomputed here.
 */
import type { Payment } from '#domain/api/billing.ts';

const PERIOD = { month: 'monthly', year: 'annual', lifetime: 'lifetime' } as const;
const KIND = {
  charge: 'Payment',
  proration: 'Plan change (prorated)',
  credit: 'Plan change (credit kept)',
} as const;

export function kindLabel(kind: Payment['kind']): string {
  return KIND[kind];
}

export function receiptDay(iso: string | null): string {
  return iso ? iso.slice(0, 10) : '—';
}

/** The lines of a receipt: label and value, in the order they are printed. */
export function receiptLines(p: Payment, customer: string): [string, string][] {
  const money = (v: string) => `${v} ${p.currency}`;
  return [
    ['Receipt', p.id],
    ['Date', receiptDay(p.billedAt)],
    ['Customer', customer],
    ['Seller', 'Parity (payments processed by Paddle)'],
    ['Description', `${p.planName} (${PERIOD[p.billingInterval]}) — ${kindLabel(p.kind)}`],
    ['Plan price', money(p.planPrice)],
    ['Credit for the unused part of the previous plan', money(p.credit)],
    ['Amount paid', money(p.amount)],
    ['Credit kept for later payments', money(p.carried)],
    ['Paid until', receiptDay(p.periodEnd)],
    ['Transaction', p.transactionId],
  ];
}

export function receiptText(p: Payment, customer: string): string {
  const lines = receiptLines(p, customer).map(([k, v]) => `${k}: ${v}`);
  return [
    'Parity — receipt',
    '',
    ...lines,
    '',
    'Paddle, the payment provider, sends the tax invoice for this payment.',
    '',
  ].join('\n');
}
