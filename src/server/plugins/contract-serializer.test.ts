import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, expect, test } from 'vitest';
import { z } from 'zod';
import { contractSerializerCompiler } from './contract-serializer.ts';

// Issue 33 finding 4: an answer carries only the fields its schema names.

const app = Fastify();
afterEach(async () => app.close());

test('a field the response schema does not name is not sent; a mismatch is still refused', async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializerCompiler);
  const schema = z.object({ status: z.literal('success'), data: z.object({ kept: z.number() }) });
  app.get('/extra', { schema: { response: { 200: schema } } }, async () => ({
    status: 'success' as const,
    data: { kept: 1, internal: 'not documented' },
    other: true,
  }));
  app.get('/wrong', { schema: { response: { 200: schema } } }, async () => ({
    status: 'success' as const,
    data: { kept: 'one' },
  }));
  const extra = await app.inject({ method: 'GET', url: '/extra' });
  expect(extra.statusCode).toBe(200);
  expect(extra.body).toBe('{"status":"success","data":{"kept":1}}');
  expect((await app.inject({ method: 'GET', url: '/wrong' })).statusCode).toBe(500);
});
