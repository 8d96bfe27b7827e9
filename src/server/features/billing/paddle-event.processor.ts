// The one event processor: a Paddle event that is known to be genuine (a webhook whose signature
// was verified, or an event the local test checkout made on the server) is applied, its outcome
// logged, and its effects (emails, the double-charge alert) carried out.
import type { BillingDeps } from './billing.deps.ts';
import type { PaddleEvent } from './paddle-events.ts';
import { afterPaddleEvent } from './webhook.effects.ts';
import { processPaddleEvent, type WebhookOutcome } from './webhook.service.ts';

export async function applyPaddleEvent(
  deps: BillingDeps,
  event: PaddleEvent,
): Promise<WebhookOutcome> {
  const { outcome, effects } = await processPaddleEvent(
    { db: deps.database.db, now: deps.clock.now(), payments: deps.payments },
    event,
  );
  deps.log.info(
    { eventId: event.event_id, eventType: event.event_type, outcome },
    'paddle webhook processed',
  );
  await afterPaddleEvent(deps, deps.log, event, effects);
  return outcome;
}
