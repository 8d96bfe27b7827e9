// What happens once a verified event is committed (issue 18 §1, §5):
// the operator hears about a second paid subscription for one user (a double charge to refund), and
// the customer gets the receipt, plan-change, cancellation or resumed email.
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { findUserById } from '../auth/index.ts';
import { billingNoticeMail } from './billing.mail.ts';
import type { PaddleEvent } from './paddle-events.ts';
import type { EventEffects } from './webhook.service.ts';

/** The log message an operator can alert on (docs/architecture.md, ADR 063). */
export const SECOND_SUBSCRIPTION_LOG = 'paddle: second active subscription for one user';

export async function afterPaddleEvent(
  deps: Pick<AppDeps, 'database' | 'mailer' | 'env'>,
  log: FastifyBaseLogger,
  event: PaddleEvent,
  effects: EventEffects,
): Promise<void> {
  if (!effects.userId) return;
  if (effects.otherActive && effects.otherActive.length > 0) {
    // I7: ids only, no email or names. Paddle took the money, so the state is kept; a person
    // decides which subscription to refund.
    log.error(
      {
        eventId: event.event_id,
        userId: effects.userId,
        subscriptionId: (event.data as { id?: unknown }).id,
        otherActive: effects.otherActive,
      },
      SECOND_SUBSCRIPTION_LOG,
    );
  }
  if (!effects.notice) return;
  const user = await findUserById(deps.database.db, effects.userId);
  if (!user) return;
  try {
    await deps.mailer.send(
      billingNoticeMail({
        to: user.email,
        firstname: user.firstname,
        notice: effects.notice,
        publicUrl: deps.env.PUBLIC_URL,
      }),
    );
  } catch (error) {
    // The state change is committed; a mail that cannot even be recorded must not make Paddle retry.
    log.warn({ err: error, eventId: event.event_id }, 'billing email not recorded');
  }
}
