import { deleteAccountBodySchema, deleteAccountResponseSchema } from '@adreel/contracts';
import { decryptSecret, parseEncryptionKey } from '@adreel/digistore';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { marketplaceConnection } from '../digistore/marketplace.ts';
import { createAccountService } from './service.ts';

/** The signed-in user's own account: DELETE /auth/me removes it with every row and file it owns. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, env } = app.deps;
  const market = marketplaceConnection(env);
  const encryptionKey = parseEncryptionKey(env.ENCRYPTION_KEY);
  const account = createAccountService({
    db,
    storage,
    passwords: app.services.passwords,
    limiter: app.services.limiter,
    log: app.log,
    // A connected marketplace key would outlive the account; revoke it as "disconnect" does.
    afterDelete: async ({ digistoreApiKeyEnc }) => {
      if (digistoreApiKeyEnc)
        await market.client.unregister(decryptSecret(digistoreApiKeyEnc, encryptionKey));
    },
  });

  app.delete(
    '/auth/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        body: deleteAccountBodySchema,
        response: { 200: deleteAccountResponseSchema },
      },
    },
    async (request) => account.deleteAccount(request.userId, request.body.password),
  );
};
