import type { FastifyInstance } from 'fastify';
import { contactApi } from '#domain/api/contact.ts';
import type { AppDeps } from '../../deps.ts';
import { SMALL_BODY, serve } from '../../plugins/serve.ts';
import { optionalUser } from '../auth/index.ts';
import { followContactDelivery, submitContactMessage } from './contact.service.ts';

export const CONTACT_SUCCESS_MESSAGE =
  "Thank you! Your message has been sent. We'll reply within 24 hours.";

export function contactRoutes(app: FastifyInstance, deps: AppDeps): void {
  const unfollow = deps.mailer.onSettled(followContactDelivery(deps));
  app.addHook('onClose', async () => unfollow());
  // docs/security.md I1: 16 KiB body cap.
  serve(
    app,
    contactApi.send,
    async (request) => {
      const sender = await optionalUser(request, deps);
      await submitContactMessage(deps, request.body, request.ip, sender?.id ?? null);
      return { status: 'success' as const, message: CONTACT_SUCCESS_MESSAGE, data: {} };
    },
    SMALL_BODY,
  );
}
