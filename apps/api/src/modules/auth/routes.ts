import {
  forgotPasswordBodySchema,
  forgotPasswordResponseSchema,
  meResponseSchema,
  signinBodySchema,
  signinResponseSchema,
  signoutBodySchema,
  signoutResponseSchema,
  signupBodySchema,
  signupResponseSchema,
} from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, tokens } = app.services;
  const tags = ['auth'];

  // The global limiter is loose; auth has its own failure-based limits in the service.
  app.post(
    '/auth/signup',
    { schema: { tags, body: signupBodySchema, response: { 201: signupResponseSchema } } },
    async (request, reply) => {
      const user = await auth.signup(request.body, request.ip);
      return reply.code(201).send({ message: 'Account created', user });
    },
  );

  app.post(
    '/auth/signin',
    { schema: { tags, body: signinBodySchema, response: { 200: signinResponseSchema } } },
    async (request) => {
      const user = await auth.signin(request.body, request.ip);
      return { token: await tokens.issue(user), user };
    },
  );

  app.get(
    '/auth/me',
    { onRequest: app.authenticate, schema: { tags, response: { 200: meResponseSchema } } },
    async (request) => ({ user: await auth.me(request.userId) }),
  );

  app.post(
    '/auth/signout',
    {
      onRequest: app.authenticate,
      schema: { tags, body: signoutBodySchema, response: { 200: signoutResponseSchema } },
    },
    async (request) => auth.signout(request.userId, request.sessionId, request.body?.everywhere === true),
  );

  app.post(
    '/auth/forgot-password',
    { schema: { tags, body: forgotPasswordBodySchema, response: { 200: forgotPasswordResponseSchema } } },
    async (request) => {
      const { email, code, newPassword } = request.body;
      if (code !== undefined && newPassword !== undefined) {
        return auth.resetPassword({ email, code, newPassword }, request.ip);
      }
      return auth.requestReset(email, request.ip);
    },
  );
};
