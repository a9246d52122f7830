import {
  forgotPasswordResponseSchema,
  meResponseSchema,
  signinBodySchema,
  signinResponseSchema,
  signoutBodySchema,
  signoutResponseSchema,
  signupResponseSchema,
  welcomeSeenResponseSchema,
} from '@adreel/contracts';
// The password rule with its common-password list, which only the server loads.
import { forgotPasswordBodyPolicySchema, signupBodyPolicySchema } from '@adreel/contracts/common-passwords';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedRoutes } from '../../plugins/auth.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, tokens } = app.services.auth;
  const tags = ['auth'];

  // The global limiter is loose; auth has its own failure-based limits in the service.
  app.post(
    '/auth/signup',
    { schema: { tags, body: signupBodyPolicySchema, response: { 201: signupResponseSchema } } },
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

  app.post(
    '/auth/forgot-password',
    {
      schema: { tags, body: forgotPasswordBodyPolicySchema, response: { 200: forgotPasswordResponseSchema } },
    },
    async (request) => auth.forgotPassword(request.body, request.ip),
  );

  await app.register(
    guardedRoutes(async (guarded) => {
      guarded.get('/auth/me', { schema: { tags, response: { 200: meResponseSchema } } }, async (request) =>
        auth.me(request.userId),
      );
      guarded.post(
        '/auth/me/welcome-seen',
        { schema: { tags, response: { 200: welcomeSeenResponseSchema } } },
        async (request) => auth.markWelcomeSeen(request.userId),
      );
    }),
  );
  // Signing out ends a session; an API key has none (it is revoked in Settings instead).
  await app.register(
    guardedRoutes(
      async (guarded) => {
        guarded.post(
          '/auth/signout',
          { schema: { tags, body: signoutBodySchema, response: { 200: signoutResponseSchema } } },
          async (request) =>
            auth.signout(request.userId, request.sessionId, request.body?.everywhere === true),
        );
      },
      { sessionOnly: true },
    ),
  );
};
