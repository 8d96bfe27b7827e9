/**
 * Register a Fastify route from its contract (src/domain/api/contract.ts, ADR 144): method, path,
 * input schemas, the success answer (checked on send, plugins/contract-serializer.ts), the error
 * statuses the contract adds, OpenAPI tags and summary, and the policy (plugins/route-policy.ts
 * applies it in its onRoute hook). The handler is typed by the contract's schemas as `r.post` would
 * type it.
 *
 * @example
 *   serve(app, contactRoutes.send, async (request) => {
 *     await send(request.body);
 *     return { status: 'success' as const, message: 'Thanks', data: {} };
 *   });
 */
import type {
  ContextConfigDefault,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteContract } from '#domain/api/contract.ts';
import { errorEnvelopeSchema } from '#domain/api/error-codes.ts';

type Field<C, K extends string> = C extends { [P in K]: infer S } ? S : undefined;

/** The Fastify schema a contract stands for (what the type provider reads). */
interface ContractSchema<C extends RouteContract> {
  params: Field<C, 'params'>;
  querystring: Field<C, 'query'>;
  body: Field<C, 'body'>;
  response: { 200: C['response'] };
}

export type ContractHandler<C extends RouteContract> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  ContractSchema<C>,
  ZodTypeProvider
>;

/** What a route may set beyond its contract: transport details, not its interface. */
export type ServeOptions = Pick<RouteOptions, 'bodyLimit'>;

export function serve<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: ContractHandler<C>,
  options: ServeOptions = {},
): void {
  const errors = Object.fromEntries(
    (contract.errors ?? []).map((status) => [status, errorEnvelopeSchema]),
  );
  app.route({
    ...options,
    method: contract.method,
    url: contract.path,
    config: { policy: contract.policy },
    schema: {
      tags: [...contract.tags],
      ...(contract.summary ? { summary: contract.summary } : {}),
      ...(contract.description ? { description: contract.description } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: { 200: contract.response, ...errors },
    },
    handler: handler as RouteHandlerMethod,
  });
}

/** docs/security.md I1: forms and small JSON bodies are capped at 16 KiB. */
export const SMALL_BODY: ServeOptions = { bodyLimit: 16 * 1024 };
