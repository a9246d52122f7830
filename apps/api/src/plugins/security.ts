import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

export interface SecurityOptions {
  publicUrl: string;
  frameSources: string[];
  /** The global per-address limit lives in Redis so it holds across every API process. */
  redis: Redis;
  rateLimitNamespace: string;
  requestsPerMinute: number;
}

/**
 * A strict CSP for the app's own origin: the token lives in localStorage (spec), so no inline or
 * third-party script may ever run here. Cloned pages never render on this origin unsandboxed — their
 * routes override this header with `sandbox` (see modules/sites).
 */
export const securityPlugin = fp<SecurityOptions>(async (app: FastifyInstance, opts) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", ...opts.frameSources],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  await app.register(cors, { origin: [opts.publicUrl], credentials: false });
  await app.register(rateLimit, {
    global: true,
    max: opts.requestsPerMinute,
    timeWindow: '1 minute',
    redis: opts.redis,
    nameSpace: opts.rateLimitNamespace,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Too many requests. Please wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.`,
    }),
  });
});
