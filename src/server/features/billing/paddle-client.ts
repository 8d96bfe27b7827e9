// The server-to-Paddle calls: schedule a cancellation at the end of the billing period
// (POST /subscriptions/{id}/cancel, effective_from next_billing_period), resume, change of plan.
// Paddle then sends subscription.updated, and the webhook changes our state.
import { AppError } from '../../errors.ts';
import type { PaymentsConfig } from './payments.config.ts';

export async function cancelPaddleSubscription(
  payments: PaymentsConfig,
  subscriptionId: string,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  if (!payments.apiKey) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'Cancellation is not available right now. Please contact support.',
    );
  }
  const url = `${payments.apiBaseUrl}/subscriptions/${encodeURIComponent(subscriptionId)}/cancel`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${payments.apiKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ effective_from: 'next_billing_period' }),
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
      `The payment provider refused the cancellation (${response.status}). Please try again or contact support.`,
    );
  }
}

/**
 * Move an existing subscription to another price (upgrade, downgrade, month <-> year) instead of
 * opening a second checkout, which would bill twice. Paddle prorates immediately and then sends
 * subscription.updated; the webhook changes our state.
 */
export async function changePaddleSubscription(
  payments: PaymentsConfig,
  subscriptionId: string,
  priceId: string,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  if (!payments.apiKey) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'Plan changes are not available right now. Please contact support.',
    );
  }
  let response: Response;
  try {
    response = await fetchImpl(
      `${payments.apiBaseUrl}/subscriptions/${encodeURIComponent(subscriptionId)}`,
      {
        method: 'PATCH',
        headers: { authorization: `Bearer ${payments.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          items: [{ price_id: priceId, quantity: 1 }],
          proration_billing_mode: 'prorated_immediately',
        }),
        signal: AbortSignal.timeout(10_000),
      },
    );
  } catch {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'The payment provider did not answer. Please try again.',
    );
  }
  if (!response.ok) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      `The payment provider refused the change (${response.status}). Please try again or contact support.`,
    );
  }
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
  if (!payments.apiKey) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'Resuming is not available right now. Please contact support.',
    );
  }
  let response: Response;
  try {
    response = await fetchImpl(
      `${payments.apiBaseUrl}/subscriptions/${encodeURIComponent(subscriptionId)}`,
      {
        method: 'PATCH',
        headers: { authorization: `Bearer ${payments.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ scheduled_change: null }),
        signal: AbortSignal.timeout(10_000),
      },
    );
  } catch {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'The payment provider did not answer. Please try again.',
    );
  }
  if (!response.ok) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      `The payment provider refused to resume the subscription (${response.status}). Please try again or contact support.`,
    );
  }
}
