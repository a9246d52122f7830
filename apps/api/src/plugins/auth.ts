import { isUuid } from '@adreel/contracts';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Forbidden, Unauthenticated } from '../domain-errors.ts';

/** What every token carries: the user, and the session row that must still be active. */
export interface TokenClaims {
  sub: string;
  email: string;
  sid: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    userId: string;
    sessionId: string;
  }
}

export interface AuthPluginOptions {
  secret: string;
  expiresIn: string;
  /** True while the session is unrevoked, unexpired and the user's (a deleted user has no sessions). */
  sessionIsActive(sessionId: string, userId: string): Promise<boolean>;
  /** The owner of an unrevoked personal API key (`adr_…`), or null; read from its row on every call. */
  apiKeyOwner?(key: string): Promise<string | null>;
}

const EXPIRED = 'Your session has expired. Please sign in again.';
const API_KEY_BEARER = /^Bearer (adr_[0-9A-Za-z]{1,100})$/;
const BAD_API_KEY = 'That API key is not valid or has been revoked.';
const SESSION_ONLY = 'API keys cannot do this: sign in to AdReel and do it from Settings.';

/** Bearer JWTs only (never cookies, never a token in a URL); a route folder opts in with one hook. */
export const authPlugin = fp<AuthPluginOptions>(async (app: FastifyInstance, opts) => {
  await app.register(fastifyJwt, { secret: opts.secret, sign: { expiresIn: opts.expiresIn } });
  app.decorateRequest('userId', '');
  app.decorateRequest('sessionId', '');
  const verified = createVerifiedTokens();
  app.decorate('authenticate', async (request: FastifyRequest, _reply: FastifyReply) => {
    const header = request.headers.authorization;
    // Personal API keys act as their owner with no session; revocation is their row's, never cached.
    const apiKey = typeof header === 'string' ? API_KEY_BEARER.exec(header)?.[1] : undefined;
    if (apiKey !== undefined) {
      const owner = opts.apiKeyOwner ? await opts.apiKeyOwner(apiKey) : null;
      if (!owner) throw new Unauthenticated(BAD_API_KEY);
      request.userId = owner;
      request.sessionId = '';
      return;
    }
    let claims = typeof header === 'string' ? verified.get(header) : undefined;
    if (!claims) {
      try {
        claims = await request.jwtVerify<TokenClaims>();
      } catch {
        throw new Unauthenticated(EXPIRED);
      }
      if (typeof header === 'string') verified.set(header, claims);
    }
    // Tokens from before sessions existed, or forged shapes, carry no usable ids.
    if (typeof claims.sid !== 'string' || !isUuid(claims.sid) || !isUuid(String(claims.sub))) {
      throw new Unauthenticated(EXPIRED);
    }
    if (!(await opts.sessionIsActive(claims.sid, claims.sub))) throw new Unauthenticated(EXPIRED);
    request.userId = claims.sub;
    request.sessionId = claims.sid;
  });
});

/**
 * The one guard style: a module registers its signed-in-only routes as one guarded sub-plugin,
 * `await app.register(guardedRoutes(async (guarded) => { guarded.get(…) }))`; every route in it runs
 * `authenticate` first, and the module's public routes stay outside it. `sessionOnly` routes also
 * refuse personal API keys (403).
 */
export function guardedRoutes(
  routes: FastifyPluginAsyncZod,
  options: { sessionOnly?: boolean } = {},
): FastifyPluginAsyncZod {
  return async (guarded, opts) => {
    guarded.addHook('onRequest', guarded.authenticate);
    // Account-sensitive routes (password, deletion, sign-out, API keys, webhooks) refuse API keys.
    if (options.sessionOnly) guarded.addHook('onRequest', refuseApiKeys);
    await routes(guarded, opts);
  };
}

/**
 * Verified tokens, remembered until their own expiry (at most a minute, at most 10,000): checking
 * the same signature again on every poll cost a tenth of the request. Verification is a pure function
 * of the token's text, so a remembered answer is the answer; revocation is the session row's job.
 */
function createVerifiedTokens(max = 10_000, keepMs = 60_000) {
  const entries = new Map<string, { claims: TokenClaims; until: number }>();
  return {
    get(header: string): TokenClaims | undefined {
      const e = entries.get(header);
      if (!e) return undefined;
      if (e.until <= Date.now()) {
        entries.delete(header);
        return undefined;
      }
      return e.claims;
    },
    set(header: string, claims: TokenClaims & { exp?: number }) {
      const expMs = typeof claims.exp === 'number' ? claims.exp * 1000 : 0;
      const until = Math.min(expMs, Date.now() + keepMs);
      if (until <= Date.now()) return;
      entries.set(header, { claims, until });
      if (entries.size > max) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
  };
}

async function refuseApiKeys(request: FastifyRequest) {
  if (request.userId && !request.sessionId) throw new Forbidden(SESSION_ONLY);
}
