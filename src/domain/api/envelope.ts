/**
 * The success envelope of docs/design.md §5 as zod: `{ status: 'success', message?, data }`.
 * Every response schema in src/domain/api is built with these, so server, OpenAPI and web agree.
 */
import { z } from 'zod';

/**
 * `{ status: 'success', data }` with an optional message.
 * @example success(z.object({ id: z.string() }))
 */
export function success<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('success'), message: z.string().optional(), data });
}

/**
 * `{ status: 'success', message, data }`: answers that always carry a message for the user.
 * @example withMessage(z.object({}))
 */
export function withMessage<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('success'), message: z.string(), data });
}

/** The empty `data: {}` of answers that only confirm. */
export const emptyData = z.object({});
