/**
 * The response serializer for the shared contracts (ADRs 105, 158). Every answer a route declares a
 * schema for is checked against it (a mismatch is our bug: 500, logged with the zod issues), and the
 * parsed copy is sent: a field the schema does not name is dropped, so no answer carries anything
 * its contract (and the OpenAPI document) does not show (issue 33 finding 4).
 */
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';

export const contractSerializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
