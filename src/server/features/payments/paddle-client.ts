// Exports: cancelPaddleSubscription. The one server-to-Paddle call we need: schedule a cancellation
// at the end of the billing period (POST /subscriptions/{id}/cancel, effective_from
// next_billing_period). Paddle then sends subscription.updated, and the webhook changes our state.
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
