// The emails a paying customer gets after a verified webhook changed
// their subscription (issue 18 §5): receipt, plan change, cancellation, resumed. Plain text and
// HTML, through the one mailer; names are user input and are escaped in HTML (docs/security.md I3).
import { moneyText } from '#domain/billing-quote.ts';
import type { MailMessage } from '../../mail/mailer.ts';

export type BillingNotice =
  | {
      kind: 'receipt';
      planName: string;
      period: string;
      /** What was charged. */
      amountMinor: number;
      /** The plan's price for the period, and the proration credit taken off it. */
      planMinor: number;
      creditMinor: number;
      currency: string;
      nextBilledAt: string | null;
    }
  | {
      kind: 'plan_change';
      fromPlan: string;
      fromPeriod: string;
      planName: string;
      period: string;
      /** A downgrade takes effect when the paid period ends (ADR 189); null: now. */
      effectiveAt?: string | null;
    }
  | { kind: 'plan_kept'; planName: string }
  | { kind: 'cancellation'; planName: string; endsAt: string | null }
  | { kind: 'resumed'; planName: string; nextBilledAt: string | null };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function day(iso: string | null): string {
  return iso ? new Date(iso).toISOString().slice(0, 10) : 'the end of the billing period';
}

function periodWord(period: string): string {
  return period === 'month' ? 'monthly' : period === 'year' ? 'annual' : period;
}

function content(notice: BillingNotice): { subject: string; lines: string[] } {
  switch (notice.kind) {
    case 'receipt':
      return {
        subject: `Your Parity receipt: ${notice.planName}`,
        lines: [
          `We received your payment of ${moneyText(notice.amountMinor, notice.currency)} for ${notice.planName} (${periodWord(notice.period)}).`,
          ...(notice.creditMinor > 0
            ? [
                `That is ${moneyText(notice.planMinor, notice.currency)} for the plan less ${moneyText(notice.creditMinor, notice.currency)} credit for the unused part of your previous plan.`,
              ]
            : []),
          notice.nextBilledAt
            ? `Your next payment is due on ${day(notice.nextBilledAt)}. You can cancel at any time from your profile before then.`
            : 'No further payment is scheduled.',
          'Paddle, our payment provider, sends the tax invoice for this payment separately.',
        ],
      };
    case 'plan_change':
      if (notice.effectiveAt) {
        return {
          subject: `Your Parity plan changes to ${notice.planName} on ${day(notice.effectiveAt)}`,
          lines: [
            `You asked to change from ${notice.fromPlan} to ${notice.planName} (${periodWord(notice.period)}).`,
            `You keep ${notice.fromPlan} until ${day(notice.effectiveAt)}, the end of the period you paid for. ${notice.planName} starts then, and its price is charged from that day. Nothing is charged now.`,
            `Changed your mind? Choose ${notice.fromPlan} again on the pricing page before then.`,
          ],
        };
      }
      return {
        subject: `Your Parity plan is now ${notice.planName}`,
        lines: [
          `Your subscription changed from ${notice.fromPlan} (${periodWord(notice.fromPeriod)}) to ${notice.planName} (${periodWord(notice.period)}).`,
          'The change takes effect now. The unused part of your previous plan is credited against the new one; the receipt that follows shows the amount charged.',
        ],
      };
    case 'plan_kept':
      return {
        subject: `You keep Parity ${notice.planName}`,
        lines: [
          `The change of plan you had scheduled is called off. You stay on ${notice.planName}, and nothing is charged now.`,
        ],
      };
    case 'cancellation':
      return {
        subject: 'Your Parity subscription is cancelled',
        lines: [
          `Your ${notice.planName} subscription is cancelled. You keep access until ${day(notice.endsAt)}, and you will not be charged again.`,
          'Changed your mind? Resume it from your profile before that date.',
        ],
      };
    case 'resumed':
      return {
        subject: 'Your Parity subscription continues',
        lines: [
          `Your ${notice.planName} subscription is no longer cancelled.`,
          `Your next payment is due on ${day(notice.nextBilledAt)}.`,
        ],
      };
  }
}

export function billingNoticeMail(input: {
  to: string;
  firstname: string;
  notice: BillingNotice;
  publicUrl: string;
}): MailMessage {
  const { subject, lines } = content(input.notice);
  const profile = `${input.publicUrl.replace(/\/$/, '')}/profile`;
  const text = [`Hello ${input.firstname},`, ...lines, `Your profile: ${profile}`].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif"><h1>${escapeHtml(subject)}</h1>\n${[
    `Hello ${input.firstname},`,
    ...lines,
  ]
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join('\n')}\n<p><a href="${escapeHtml(profile)}">Your profile</a></p></body></html>`;
  return { to: input.to, subject, text, html };
}
