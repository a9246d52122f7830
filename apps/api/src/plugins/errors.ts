import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** Raised by services for outcomes the user must be told about (400/401/404/409/429…). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  501: 'Not Implemented',
  503: 'Service Unavailable',
};

function describePath(instancePath: string | undefined, fallback: string): string {
  const path = (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return path || fallback;
}

/** One error shape for every route: {statusCode, error, message, issues?}. Never leaks internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: describePath(v.instancePath, err.validationContext ?? 'body'),
        message: v.message ?? 'is invalid',
      }));
      const message = issues.map((i) => `${i.path}: ${i.message}`).join('; ');
      return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message, issues });
    }
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send({
        statusCode: err.statusCode,
        error: REASONS[err.statusCode] ?? 'Error',
        message: err.message,
      });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ statusCode: status, error: REASONS[status] ?? 'Error', message: err.message });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side.',
    });
  });
}
