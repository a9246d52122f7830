import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; email: string };
    user: { sub: string; email: string };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    userId: string;
  }
}

/** Bearer JWTs only (never cookies, never a token in a URL); a route folder opts in with one hook. */
export const authPlugin = fp<{ secret: string; expiresIn: string }>(async (app: FastifyInstance, opts) => {
  await app.register(fastifyJwt, { secret: opts.secret, sign: { expiresIn: opts.expiresIn } });
  app.decorateRequest('userId', '');
  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const payload = await request.jwtVerify<{ sub: string; email: string }>();
      request.userId = payload.sub;
    } catch {
      await reply.code(401).send({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Your session has expired. Please sign in again.',
      });
    }
  });
});
