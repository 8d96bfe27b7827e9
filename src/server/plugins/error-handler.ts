import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database.ts';
import { AppError, type ErrorBody, type ErrorCode, serviceUnavailable } from '../errors.ts';
import { MESSAGES } from '#domain/messages.ts';

/**
 * The one error handler: every failure leaves as the envelope of docs/design.md §5. 5xx bodies are
 * generic and carry only the request id (docs/security.md I6); the detail goes to the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((raw: FastifyError, request, reply) => {
    // The database out of reach is an outage, not a bug: 503 + Retry-After, so clients and load
    // balancers retry (issue 17), and one warning line instead of a stack per request.
    const unavailable = !(raw instanceof AppError) && isDatabaseUnavailable(raw);
    const error: FastifyError = unavailable
      ? Object.assign(serviceUnavailable('The database is unavailable. Please retry shortly.'), {
          cause: raw,
        })
      : raw;
    const body = toErrorBody(error, request);
    const status = statusOf(error, body.code);
    if (unavailable) {
      request.log.warn({ err: raw }, 'database unavailable');
    } else if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE') {
      // A deliberate 503 (draining, a dependency down): its cause was logged where it was decided.
      request.log.warn({ code: body.code, status }, 'request refused: %s', body.message);
    } else if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: body.code, status }, 'request rejected: %s', body.message);
    }
    if (error instanceof AppError && error.headers) void reply.headers(error.headers);
    return reply.status(status).send(body);
  });
}

function statusOf(error: FastifyError, code: ErrorCode): number {
  if (error instanceof AppError) return error.statusCode;
  if (code === 'INTERNAL') return 500;
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 600 ? status : 500;
}

function toErrorBody(error: FastifyError, request: FastifyRequest): ErrorBody {
  if (error instanceof AppError) {
    return {
      status: 'error',
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.suggestions ? { suggestions: error.suggestions } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const base = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const keys = (issue.params as { keys?: unknown }).keys;
      if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
        for (const key of keys)
          fields[base ? `${base}.${String(key)}` : String(key)] = 'Unknown field';
      } else {
        fields[base || '(body)'] ??= issue.message ?? 'Invalid value';
      }
    }
    return { status: 'error', code: 'VALIDATION_FAILED', message: 'Validation failed.', fields };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      if (error.statusCode === 415) {
        return {
          status: 'error',
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'Request bodies must be JSON (Content-Type: application/json).',
        };
      }
      break;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 'error', code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large.' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        status: 'error',
        code: 'INVALID_JSON',
        message: 'Request body must not be empty JSON.',
      };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 'error', code: 'INVALID_JSON', message: 'Request body is not valid JSON.' };
  }
  if (error.statusCode === 415) {
    return {
      status: 'error',
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Request bodies must be JSON (Content-Type: application/json).',
    };
  }
  if (error.statusCode === 413)
    return { status: 'error', code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large.' };
  if (error.statusCode === 429) {
    return {
      status: 'error',
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again later.',
    };
  }
  if (error instanceof SyntaxError || error.statusCode === 400) {
    // JSON parse failures, including the prototype-poisoning guard (docs/security.md I5).
    return {
      status: 'error',
      code: 'INVALID_JSON',
      message: 'Request body is not valid JSON or uses a forbidden key.',
    };
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: 'error', code: 'BAD_REQUEST', message: 'Bad request.' };
  }
  return {
    status: 'error',
    code: 'INTERNAL',
    message: 'Something went wrong on our side.',
    requestId: request.id,
  };
}

/**
 * Route patterns by method, collected as routes are added, so a miss can tell "no such path" (404)
 * from "no such method on this path" (405, docs/security.md H2).
 */
export function createRouteIndex(app: FastifyInstance) {
  const patterns: { method: string; regex: RegExp }[] = [];
  app.addHook('onRoute', (route) => {
    // Only API paths take part: the static host's wildcard must not turn API misses into 405s.
    if (!route.url.startsWith('/api')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const source = route.url
      .split('/')
      .map((part) =>
        part.startsWith(':')
          ? '[^/]+'
          : part === '*'
            ? '.*'
            : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    const regex = new RegExp(`^${source}/?$`);
    for (const method of methods) patterns.push({ method: String(method), regex });
  });
  return {
    allowedMethods(path: string): string[] {
      const found = new Set(patterns.filter((p) => p.regex.test(path)).map((p) => p.method));
      return [...found].sort();
    },
  };
}

export type RouteIndex = ReturnType<typeof createRouteIndex>;

/** 404 in the envelope for /api, 405 with Allow when the path exists under another method. */
export function sendApiNotFound(routes: RouteIndex, request: FastifyRequest, reply: FastifyReply) {
  const pathOnly = request.url.split('?')[0] ?? request.url;
  const allowed = routes.allowedMethods(pathOnly);
  if (allowed.length > 0) {
    return reply
      .status(405)
      .header('allow', allowed.join(', '))
      .send({
        status: 'error',
        code: 'METHOD_NOT_ALLOWED',
        message: `Method ${request.method} is not allowed here.`,
      } satisfies ErrorBody);
  }
  return reply.status(404).send({
    status: 'error',
    code: 'NOT_FOUND',
    message: MESSAGES.notFound,
  } satisfies ErrorBody);
}
