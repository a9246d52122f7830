import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  Conflict,
  DomainError,
  Forbidden,
  Invalid,
  NotFound,
  RangeNotSatisfiable,
  RateLimited,
  TooLarge,
  Unauthenticated,
  Unavailable,
  Unprocessable,
  UnsupportedType,
  UpstreamFailed,
} from '../domain-errors.ts';

/** The one place where what happened becomes an HTTP status. */
const STATUS_OF = new Map<new (message: string) => DomainError, number>([
  [Invalid, 400],
  [Unauthenticated, 401],
  [Forbidden, 403],
  [NotFound, 404],
  [Conflict, 409],
  [TooLarge, 413],
  [UnsupportedType, 415],
  [RangeNotSatisfiable, 416],
  [Unprocessable, 422],
  [RateLimited, 429],
  [UpstreamFailed, 502],
  [Unavailable, 503],
]);

function statusOf(error: DomainError): number {
  return STATUS_OF.get(error.constructor as new (message: string) => DomainError) ?? 500;
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/**
 * What Fastify raises while reading a request (fastify/lib/errors.js, v5), in words for the client.
 * Each is the client's mistake, so each is a 4xx; the status is Fastify's own.
 */
const REQUEST_ERRORS: Record<string, { status: number; message: (request: FastifyRequest) => string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: () => 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    message: () =>
      'The request body is empty but its Content-Type says JSON. Send a JSON body, or leave out the Content-Type header.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: unsupportedMediaType },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    message: (request) => request.routeOptions.config.tooLargeMessage ?? 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: () => 'The request body does not match its Content-Length header.',
  },
  FST_ERR_ROUTE_MISSING_CONTENT_TYPE: {
    status: 400,
    message: () => 'This request needs a Content-Type header that describes its body.',
  },
};
// A bad escape in the path (FST_ERR_BAD_URL, 400) or an over-long path part (FST_ERR_MAX_PARAM_LENGTH,
// 414) is answered by Fastify's router before any handler, unless the app sets `frameworkErrors`.

function unsupportedMediaType(request: FastifyRequest): string {
  const consumes = request.routeOptions.schema?.consumes;
  const wanted = consumes?.length ? consumes.join(' or ') : 'application/json';
  return `This content type is not supported here. Send the body as ${wanted}.`;
}

/** Set while Fastify reads and parses the body: an error then is the body's fault, not ours. */
const PARSING_BODY = Symbol('parsingBody');
type MaybeParsing = FastifyRequest & { [PARSING_BODY]?: boolean };

function describePath(instancePath: string | undefined, fallback: string): string {
  const path = (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return path || fallback;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a body over this route's bodyLimit is told (default: "The request body is too large."). */
    tooLargeMessage?: string;
  }
}

/** The one maker of the error body every JSON error answer carries. */
function errorBody(status: number, message: string) {
  return { statusCode: status, error: REASONS[status] ?? 'Error', message };
}

/**
 * The answer for an error thrown where Fastify's handler does not reach (bull-board's routes keep
 * their own error handler and ask it for a status and a body): domain errors as everywhere, any
 * other 4xx as itself, the rest a 500 that leaks nothing.
 */
export function errorAnswer(err: unknown): { status: number; body: ReturnType<typeof errorBody> } {
  if (err instanceof DomainError) {
    const status = statusOf(err);
    return { status, body: errorBody(status, err.message) };
  }
  const code = (err as { statusCode?: unknown } | null)?.statusCode;
  const status = typeof code === 'number' && code >= 400 && code < 500 ? code : 500;
  const message = status === 500 ? 'Something went wrong on our side.' : String((err as Error).message);
  return { status, body: errorBody(status, message) };
}

function sendDomainError(reply: FastifyReply, err: DomainError) {
  const status = statusOf(err);
  if (err.page) {
    return reply
      .code(status)
      .headers(err.page.headers ?? {})
      .type('text/html; charset=utf-8')
      .send(err.page.html);
  }
  return reply.code(status).send(errorBody(status, err.message));
}

/**
 * One error shape for every route: {statusCode, error, message, issues?}, made here and nowhere
 * else. Never leaks internals. Everything the client got wrong, including a body Fastify cannot read
 * or parse, is a 4xx; only our own failures are 500. Hooks, plugins and services throw a DomainError
 * (401 from the auth guard, 413 from uploads, the sandbox's refusals); a page route's error may carry
 * an HTML page, answered with the same status.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  // Callback hooks, not async ones: they run on every request, and a promise each is measurable.
  app.addHook('preParsing', (request: MaybeParsing, _reply, payload, done) => {
    request[PARSING_BODY] = true;
    done(null, payload);
  });
  app.addHook('preValidation', (request: MaybeParsing, _reply, done) => {
    request[PARSING_BODY] = false;
    done();
  });

  app.setErrorHandler((err: FastifyError, request: MaybeParsing, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: describePath(v.instancePath, err.validationContext ?? 'body'),
        message: v.message ?? 'is invalid',
      }));
      const message = issues.map((i) => `${i.path}: ${i.message}`).join('; ');
      return reply.code(400).send({ ...errorBody(400, message), issues });
    }
    if (err instanceof DomainError) return sendDomainError(reply, err);
    const known = typeof err.code === 'string' ? REQUEST_ERRORS[err.code] : undefined;
    if (known) return reply.code(known.status).send(errorBody(known.status, known.message(request)));
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send(errorBody(status, err.message));
    if (request[PARSING_BODY] === true) {
      // A body parser gave up on what the client sent (a custom parser's SyntaxError, a broken stream).
      request.log.info({ err }, 'request body could not be read');
      return reply
        .code(400)
        .send(errorBody(400, 'The request body could not be read. Check that it matches its Content-Type.'));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send(errorBody(500, 'Something went wrong on our side.'));
  });
}
