import { z } from 'zod';

/** Limits on the contact form (docs/security.md C3: length caps). */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 200,
  message: 5000,
} as const;

/** CR, LF and NUL never reach an email header (docs/security.md I4). */
const NO_HEADER_BREAKS = /^[^\r\n\0]*$/;

const headerSafe = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .regex(NO_HEADER_BREAKS, `${label} must be on one line`);

/**
 * The contact form, shared by the web form and POST /api/contact. `website` is a honeypot: people
 * never see it, so anything in it marks a bot.
 *
 * @example
 * contactMessageSchema.parse({ name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' });
 */
export const contactMessageSchema = z.strictObject({
  name: headerSafe('Name', CONTACT_LIMITS.name),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(CONTACT_LIMITS.email, 'Email is too long')
    .regex(NO_HEADER_BREAKS, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
  subject: headerSafe('Subject', CONTACT_LIMITS.subject),
  message: z
    .string()
    .trim()
    .min(1, 'Message is required')
    .max(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters`)
    .regex(/^[^\0]*$/, 'Message must not contain NUL characters'),
  website: z.string().max(200).optional(),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
