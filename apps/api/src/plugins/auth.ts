import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

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
}

const EXPIRED = 'Your session has expired. Please sign in again.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Bearer JWTs only (never cookies, never a token in a URL); a route folder opts in with one hook. */
export const authPlugin = fp<AuthPluginOptions>(async (app: FastifyInstance, opts) => {
  await app.register(fastifyJwt, { secret: opts.secret, sign: { expiresIn: opts.expiresIn } });
  app.decorateRequest('userId', '');
  app.decorateRequest('sessionId', '');
  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    let claims: TokenClaims;
    try {
      claims = await request.jwtVerify<TokenClaims>();
    } catch {
      return unauthorized(reply);
    }
    // Tokens from before sessions existed, or forged shapes, carry no usable ids.
    if (typeof claims.sid !== 'string' || !UUID.test(claims.sid) || !UUID.test(String(claims.sub))) {
      return unauthorized(reply);
    }
    if (!(await opts.sessionIsActive(claims.sid, claims.sub))) return unauthorized(reply);
    request.userId = claims.sub;
    request.sessionId = claims.sid;
  });
});

/**
 * The one guard style: a module registers its signed-in-only routes as one guarded sub-plugin,
 * `await app.register(guardedRoutes(async (guarded) => { guarded.get(…) }))`; every route in it runs
 * `authenticate` first, and the module's public routes stay outside it.
 */
export function guardedRoutes(routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod {
  return async (guarded, opts) => {
    guarded.addHook('onRequest', guarded.authenticate);
    await routes(guarded, opts);
  };
}

function unauthorized(reply: FastifyReply) {
  return reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: EXPIRED });
}
