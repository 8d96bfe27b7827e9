import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cityItemSchema } from '#domain/api/exchange.ts';
import { errorEnvelopeSchema } from '#domain/api/error-codes.ts';
import type { RouteContract } from '#domain/api/contract.ts';
import { api } from '#domain/api/routes.ts';

/**
 * The OpenAPI document, generated from the route contracts (ADRs 144, 197): the zod schemas that
 * validate requests, and each contract's summary, description, example and policy. UI at /api/docs.
 */

type Operation = {
  operationId?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; example?: unknown; description?: string }[];
  requestBody?: { content?: Record<string, { example?: unknown }> };
  responses?: Record<string, { description?: string; headers?: Record<string, unknown> }>;
};

const pascal = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Every contract with its operationId, `<group>.<name>` as in src/domain/api/routes.ts. */
const OPERATIONS: { id: string; contract: RouteContract }[] = Object.entries(api).flatMap(
  ([group, routes]) =>
    Object.entries(routes).map(([name, contract]) => ({
      id: `${group}.${name}`,
      contract: contract as RouteContract,
    })),
);

/** Named component schemas: the error envelope, a city, and each operation's body and answer. */
function nameSchemas(): void {
  const name = (schema: z.ZodType, id: string) => {
    if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
  };
  name(errorEnvelopeSchema, 'Error');
  name(cityItemSchema, 'City');
  // A schema that is also some operation's query or path parameters stays inline: parameters are
  // listed one by one and cannot be a reference.
  const parameters = new Set(
    OPERATIONS.flatMap(({ contract }) => [contract.query, contract.params]),
  );
  for (const { id, contract } of OPERATIONS) {
    const base = id.split('.').map(pascal).join('');
    if (!parameters.has(contract.response)) name(contract.response, `${base}Response`);
    if (contract.body && !parameters.has(contract.body)) name(contract.body, `${base}Request`);
  }
}

const rateHeaders = {
  'X-RateLimit-Limit': { description: 'Requests admitted per window', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': {
    description: 'Requests left in this window',
    schema: { type: 'integer' },
  },
  'X-RateLimit-Reset': {
    description: 'Seconds until the window resets',
    schema: { type: 'integer' },
  },
  RateLimit: {
    description: 'IETF RateLimit field: `"ip"|"key";r=<left>;t=<reset s>`',
    schema: { type: 'string' },
  },
  'RateLimit-Policy': {
    description: 'IETF RateLimit-Policy field: `"ip"|"key";q=<quota>;w=<window s>`',
    schema: { type: 'string' },
  },
};

const STATUS_TEXT: Record<string, string> = {
  '200': 'Success',
  '304': 'Not modified (If-None-Match named the current ETag)',
  '400': 'Invalid input (VALIDATION_FAILED names the fields)',
  '401': 'No valid session or API key',
  '403': 'The plan does not include this (PLAN_REQUIRED names the plan)',
  '404': 'Not found',
  '409': 'Conflict',
  '413': 'Body too large',
  '415': 'Not JSON',
  '429': 'Rate limited (RATE_LIMITED); retry after Retry-After seconds',
  '500': 'Our error (a request id to quote)',
  '503': 'Temporarily unavailable; retry after Retry-After seconds',
};

function securityOf(contract: RouteContract): Record<string, string[]>[] {
  const { policy } = contract;
  if (policy.publicData) return [{}, { apiKey: [] }, { bearer: [] }];
  if (policy.apiKey) return [{ bearer: [] }, { apiKey: [] }];
  if (policy.auth !== 'none' || policy.plan) return [{ bearer: [] }];
  return [];
}

/** Add to each generated operation what its contract says beyond its schemas. */
export function enrich(document: { paths?: Record<string, Record<string, Operation>> }): void {
  for (const { id, contract } of OPERATIONS) {
    const path = contract.path.replace(/:(\w+)/g, '{$1}');
    const op = document.paths?.[path]?.[contract.method.toLowerCase()];
    if (!op) continue;
    op.operationId = id;
    op.description = contract.description ?? contract.summary ?? id;
    op.security = securityOf(contract);
    const example = contract.example;
    for (const parameter of op.parameters ?? []) {
      const source = parameter.in === 'path' ? example?.params : example?.query;
      if (source && parameter.name in source) parameter.example = source[parameter.name];
      parameter.description ??= `The \`${parameter.name}\` ${parameter.in === 'path' ? 'path segment' : 'query parameter'}`;
    }
    const json = op.requestBody?.content?.['application/json'];
    if (json && example?.body !== undefined) json.example = example.body;
    for (const [status, response] of Object.entries(op.responses ?? {})) {
      response.description = STATUS_TEXT[status] ?? response.description;
      const limited = contract.policy.publicData || contract.policy.limit;
      if (limited) response.headers = { ...response.headers, ...rateHeaders };
      if (status === '429' || status === '503')
        response.headers = { ...response.headers, 'Retry-After': { schema: { type: 'integer' } } };
      if (status === '200' && contract.method === 'GET' && !contract.policy.private)
        response.headers = { ...response.headers, ETag: { schema: { type: 'string' } } };
    }
  }
}

export async function registerOpenApi(app: FastifyInstance, publicUrl?: string): Promise<void> {
  nameSchemas();
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Parity API',
        description:
          'Exchange rates and the cost of living in 52,000 places, with sources. Public data needs no key; a Navigator API key (`X-Api-Key`, or `Authorization: Bearer pty_…`) gets its own rate limit, official reference rates and the premium operations. Every error is `{ status: "error", code, message, fields? }`. Developer guide: /developers.',
        version: '0.2.0',
      },
      servers: [{ url: publicUrl ?? 'http://localhost:3000', description: 'This deployment' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'A session token from login' },
          apiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Api-Key',
            description: 'A Navigator API key (pty_…), from Profile → API keys',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (input) => {
      const document = jsonSchemaTransformObject(input) as Parameters<typeof enrich>[0];
      enrich(document);
      return document as ReturnType<typeof jsonSchemaTransformObject>;
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}
