// The server-to-Paddle calls: schedule a cancellation at the end of the billing period
// (POST /subscriptions/{id}/cancel, effective_from next_billing_period), resume, change of plan.
// Paddle then sends subscription.updated, and the webhook changes our state.
import { AppError } from '../../errors.ts';
import type { PaymentsConfig } from './payments.config.ts';

/** What one call does, in the words its errors use. */
interface PaddleCall {
  method: 'POST' | 'PATCH';
  /** Path under /subscriptions/{id}, '' for the subscription itself. */
  path: '' | '/cancel';
  body: unknown;
  /** What is not available without an API key: "Cancellation is", "Plan changes are", "Resuming is". */
  feature: string;
  /** "the cancellation", "the change", "to resume the subscription": what the provider refused. */
  refused: string;
}

/**
 * One authenticated call to Paddle's subscription API; every failure becomes a 503 the user can act on
 * (no key configured, no answer within 10 s, or a refusal with its status).
 */
async function callPaddle(
  payments: PaymentsConfig,
  subscriptionId: string,
  call: PaddleCall,
  fetchImpl: typeof fetch,
): Promise<void> {
  if (!payments.apiKey) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      `${call.feature} not available right now. Please contact support.`,
    );
  }
  const url = `${payments.apiBaseUrl}/subscriptions/${encodeURIComponent(subscriptionId)}${call.path}`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: call.method,
      headers: { authorization: `Bearer ${payments.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(call.body),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'The payment provider did not answer. Please try again.',
    );
  }
  if (!response.ok) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      `The payment provider refused ${call.refused} (${response.status}). Please try again or contact support.`,
    );
  }
}

export async function cancelPaddleSubscription(
  payments: PaymentsConfig,
  subscriptionId: string,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  await callPaddle(
    payments,
    subscriptionId,
    {
      method: 'POST',
      path: '/cancel',
      body: { effective_from: 'next_billing_period' },
      feature: 'Cancellation is',
      refused: 'the cancellation',
    },
    fetchImpl,
  );
}

/**
 * Move an existing subscription to another price (upgrade, downgrade, month <-> year) instead of
 * opening a second checkout, which would bill twice. Paddle prorates immediately and then sends
 * subscription.updated; the webhook changes our state.
 */
/**
 * An upgrade is prorated at once; a downgrade (or calling one off) changes the item without billing
 * (`do_not_bill`): the customer already paid for the period, and the lower price is billed from the
 * next renewal, while Parity keeps the plan paid for until then (ADR 189).
 */
export async function changePaddleSubscription(
  payments: PaymentsConfig,
  subscriptionId: string,
  priceId: string,
  fetchImpl: typeof fetch = fetch,
  billing: 'prorated_immediately' | 'do_not_bill' = 'prorated_immediately',
): Promise<void> {
  await callPaddle(
    payments,
    subscriptionId,
    {
      method: 'PATCH',
      path: '',
      body: {
        items: [{ price_id: priceId, quantity: 1 }],
        proration_billing_mode: billing,
      },
      feature: 'Plan changes are',
      refused: 'the change',
    },
    fetchImpl,
  );
}

/**
 * Undo a scheduled cancellation before it takes effect (issue 18 §1): Paddle removes a scheduled
 * change when the subscription is updated with `scheduled_change: null`, then sends
 * subscription.updated; the webhook clears our cancel_at.
 */
export async function resumePaddleSubscription(
  payments: PaymentsConfig,
  subscriptionId: string,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  await callPaddle(
    payments,
    subscriptionId,
    {
      method: 'PATCH',
      path: '',
      body: { scheduled_change: null },
      feature: 'Resuming is',
      refused: 'to resume the subscription',
    },
    fetchImpl,
  );
}
