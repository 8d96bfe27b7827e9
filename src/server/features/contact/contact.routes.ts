import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactMessageSchema, contactResponse } from '#domain/api/contact.ts';
import type { AppDeps } from '../../deps.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { optionalUser } from '../auth/index.ts';
import { followContactDelivery, submitContactMessage } from './contact.service.ts';

export const CONTACT_SUCCESS_MESSAGE =
  "Thank you! Your message has been sent. We'll reply within 24 hours.";

export function contactRoutes(app: FastifyInstance, deps: AppDeps): void {
  const unfollow = deps.mailer.onSettled(followContactDelivery(deps));
  app.addHook('onClose', async () => unfollow());
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact',
    {
      // SECURITY.md C3: 5 messages per IP per hour; I1: 16 KiB body cap.
      config: { policy: { auth: 'none', limit: limit(5, '1 hour') } },
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['contact'],
        summary: 'Send a message to support',
        body: contactMessageSchema,
        response: { 200: contactResponse },
      },
    },
    async (request) => {
      const sender = await optionalUser(request, deps);
      await submitContactMessage(deps, request.body, request.ip, sender?.id ?? null);
      return { status: 'success' as const, message: CONTACT_SUCCESS_MESSAGE, data: {} };
    },
  );
}
