import type { ServerResponse } from 'node:http';
import { COUNTDOWN_SCRIPT_HASH } from '@adreel/sites';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Redis } from 'ioredis';
import { RateLimited } from '../domain-errors.ts';
import { sharedRateStore } from '../security/shared-rate-store.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'redirect': a route that only ever answers a bodiless redirect (or a tiny fixed page) gets the
     * two headers that still mean something there instead of the whole page policy (CSP, frame and
     * cross-origin rules apply to documents). The tracked-link redirect is the hottest public path.
     */
    securityHeaders?: 'redirect';
  }
}

const REDIRECT_HEADERS: [string, string][] = [
  ['x-content-type-options', 'nosniff'],
  // The affiliate never learns which page the visitor came from (the click keeps only its domain).
  ['referrer-policy', 'no-referrer'],
];

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
 * routes override this header with `sandbox` (see modules/sites). The one inline script allowed, by
 * its hash, is the money-site countdown: the editor's and My Affiliates' preview frames (srcdoc,
 * sandboxed without allow-same-origin) inherit this policy, and the countdown must tick there.
 */
export const securityPlugin = fp<SecurityOptions>(async (app: FastifyInstance, opts) => {
  const headers = staticHelmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", COUNTDOWN_SCRIPT_HASH],
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
  // Helmet's headers never vary by request, so they are built once (building them per request was a
  // measurable share of every answer's CPU). Routes that serve sandboxed pages replace the CSP.
  app.addHook('onRequest', (request, reply, done) => {
    const set = request.routeOptions.config.securityHeaders === 'redirect' ? REDIRECT_HEADERS : headers;
    for (const [name, value] of set) reply.raw.setHeader(name, value);
    done();
  });
  await app.register(cors, { origin: [opts.publicUrl], credentials: false });
  await app.register(rateLimit, {
    global: true,
    max: opts.requestsPerMinute,
    timeWindow: '1 minute',
    // Shared by every API process through Redis, without a Redis round trip on most answers.
    store: sharedRateStore({ redis: opts.redis, nameSpace: opts.rateLimitNamespace }),
    // The web build's hashed files (one page visit fetches several route chunks) are immutable reads
    // from disk; counting them would let a few page loads use up an address's API budget.
    allowList: (request) => request.method === 'GET' && request.url.startsWith('/assets/'),
    // Thrown by the plugin, so plugins/errors.ts makes the 429 like every other error.
    errorResponseBuilder: (_req, ctx) =>
      new RateLimited(`Too many requests. Please wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.`),
  });
});

/** Runs helmet once against a recording response and keeps the headers it set. */
export function staticHelmetHeaders(options: HelmetOptions): [string, string][] {
  const set = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      set.delete(name.toLowerCase());
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as never, recorder, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return [...set.entries()];
}
