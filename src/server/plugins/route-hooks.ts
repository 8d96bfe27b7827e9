/**
 * A route's hooks with one more at the end, whatever form Fastify holds them in (none, one, a list).
 * The route policy and the rate limiter both add theirs in an onRoute hook.
 * @example appendHook(undefined, h) // [h]
 * @example appendHook(a, h) // [a, h]
 */
export function appendHook<T>(existing: T | T[] | undefined, hook: T): T[] {
  if (existing === undefined) return [hook];
  return Array.isArray(existing) ? [...existing, hook] : [existing, hook];
}
