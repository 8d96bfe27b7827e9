/**
 * The response serializer for the shared contracts (ADR 105). Every answer a route declares a schema
 * for is checked against it (a mismatch is our bug: 500, logged with the zod issues), then sent as the
 * handler built it. Unlike fastify-type-provider-zod's own serializer it does not re-emit the parsed
 * copy, so a schema that names fewer fields than the answer documents them without dropping the rest:
 * adding the contracts changed no answer a client sees.
 */
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';

export const contractSerializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(data);
  };
