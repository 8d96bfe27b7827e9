import { z } from 'zod';

/**
 * The contribution payload (issue 4 §3; docs/security.md C1, I1), shared by POST /api/prices/contributions
 * and the web form (docs/style.md: one zod schema for both). Business rules that need data (the city's
 * currency, the item's plausible range, daily caps) are checked by the server.
 */
// No control characters in any text field: stored text stays plain (docs/security.md I3, I4).
export const plainText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'Required')
    .max(max, `At most ${max} characters`)
    .regex(/^[^\p{Cc}]*$/u, 'Must not contain control characters');

export const contributionSchema = z.strictObject({
  item: plainText(64),
  city: plainText(200),
  country: plainText(100).optional(),
  price: z.number('Enter a price').finite().positive('Must be greater than 0'),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'Currency code must be three letters'),
  note: plainText(500).optional(),
});

export type Contribution = z.infer<typeof contributionSchema>;
