import {
  forgotPasswordBodySchema,
  forgotPasswordResponseSchema,
  meResponseSchema,
  signinBodySchema,
  signinResponseSchema,
  signupBodySchema,
  signupResponseSchema,
} from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors.ts';
import { toPublicUser } from './service.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // The global limiter is loose; auth has its own per-IP and per-e-mail limits in the service.
  app.post(
    '/auth/signup',
    { schema: { tags: ['auth'], body: signupBodySchema, response: { 201: signupResponseSchema } } },
    async (request, reply) => {
      const user = await app.services.auth.signup(request.body);
      return reply.code(201).send({ message: 'Account created', user });
    },
  );

  app.post(
    '/auth/signin',
    { schema: { tags: ['auth'], body: signinBodySchema, response: { 200: signinResponseSchema } } },
    async (request) => {
      const user = await app.services.auth.signin(request.body, request.ip);
      const token = await app.jwt.sign({ sub: user.id, email: user.email });
      return { token, user };
    },
  );

  app.get(
    '/auth/me',
    { onRequest: app.authenticate, schema: { tags: ['auth'], response: { 200: meResponseSchema } } },
    async (request) => {
      const user = await app.deps.db.user.findUnique({ where: { id: request.userId } });
      if (!user) throw new HttpError(401, 'Your account no longer exists.');
      return { user: toPublicUser(user) };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        body: forgotPasswordBodySchema,
        response: { 200: forgotPasswordResponseSchema },
      },
    },
    async (request) => {
      const { email, code, newPassword } = request.body;
      if (code !== undefined && newPassword !== undefined) {
        return app.services.auth.resetPassword({ email, code, newPassword }, request.ip);
      }
      return app.services.auth.requestReset(email, request.ip);
    },
  );
};
