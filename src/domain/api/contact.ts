/** Contract of POST /api/contact (docs/product.md §7; ADR 144). */
import { contactMessageSchema } from '../contact.ts';
import { defineRoute } from './contract.ts';
import { emptyData, withMessage } from './envelope.ts';

export { contactMessageSchema };
export const contactResponse = withMessage(emptyData);

export const contactApi = {
  /** docs/security.md C3: 5 messages per IP per hour. */
  send: defineRoute({
    method: 'POST',
    path: '/api/contact',
    tags: ['contact'],
    summary: 'Send a message to support',
    body: contactMessageSchema,
    response: contactResponse,
    policy: { auth: 'none', limit: { max: 5, timeWindow: '1 hour' } },
  }),
};
