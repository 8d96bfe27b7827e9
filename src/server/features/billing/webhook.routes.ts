// POST /api/webhooks/paddle (issue 7 §5, docs/security.md W1-W3): verify, parse, then the one event
// processor (paddle-event.processor.ts) that the local test checkout uses too.
import type { FastifyInstance } from 'fastify';
import { billingApi } from '#domain/api/billing.ts';
import { serve } from '../../plugins/serve.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, serviceUnavailable } from '../../errors.ts';
import { paddleEventSchema } from './paddle-events.ts';
import { verifyPaddleSignature } from './paddle-signature.ts';
import type { PaymentsConfig } from './payments.config.ts';
import { billingDeps } from './billing.deps.ts';
import { applyPaddleEvent } from './paddle-event.processor.ts';

/** Paddle notifications can carry whole transactions; 256 KiB is far above any we expect. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

export const PADDLE_WEBHOOK_PATH = '/api/webhooks/paddle';

export function webhookRoutes(app: FastifyInstance, deps: AppDeps, payments: PaymentsConfig): void {
  // W1 needs the exact bytes Paddle signed, so this route (and only this one, by encapsulation)
  // keeps the JSON body as the raw string and parses it after the signature is checked.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    serve(
      scope,
      billingApi.paddleWebhook,
      async (request) => {
        if (!payments.webhookSecret) throw serviceUnavailable('Payments are not configured.');
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const header = request.headers['paddle-signature'];
        const check = verifyPaddleSignature({
          header: Array.isArray(header) ? undefined : header,
          rawBody,
          secret: payments.webhookSecret,
          nowMs: deps.clock.now().getTime(),
          toleranceSeconds: payments.toleranceSeconds,
        });
        if (!check.ok) {
          // I7: the reason only; never the header or the body.
          request.log.warn({ reason: check.reason }, 'paddle webhook refused');
          if (check.status === 400)
            throw badRequest('Missing or malformed Paddle-Signature header.');
          throw new AppError('UNAUTHORIZED', 'Invalid webhook signature.');
        }
        let json: unknown;
        try {
          json = JSON.parse(rawBody);
        } catch {
          throw new AppError('INVALID_JSON', 'Request body is not valid JSON.');
        }
        const event = paddleEventSchema.safeParse(json);
        if (!event.success) throw badRequest('Not a Paddle notification.');
        const outcome = await applyPaddleEvent(
          billingDeps(deps, payments, request.log),
          event.data,
        );
        return { status: 'success' as const, data: { received: true as const, outcome } };
      },
      { bodyLimit: WEBHOOK_BODY_LIMIT },
    );
  });
}
