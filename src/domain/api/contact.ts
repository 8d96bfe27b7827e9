/** Contract of POST /api/contact (spec §7; ADR 105). */
import { contactMessageSchema } from '../contact.ts';
import { emptyData, withMessage } from './envelope.ts';

export { contactMessageSchema };
export const contactResponse = withMessage(emptyData);
