import { deleteAccountBodySchema, deleteAccountResponseSchema } from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedRoutes } from '../../plugins/auth.ts';

/** The signed-in user's own account: DELETE /auth/me removes it with every row and file it owns. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { account } = app.services.account;

  await app.register(
    guardedRoutes(
      async (guarded) => {
        guarded.delete(
          '/auth/me',
          {
            schema: {
              tags: ['auth'],
              body: deleteAccountBodySchema,
              response: { 200: deleteAccountResponseSchema },
            },
          },
          async (request) => account.deleteAccount(request.userId, request.body.password),
        );
      },
      { sessionOnly: true },
    ),
  );
};
