import { sandboxApprovalParamsSchema, sandboxCallParamsSchema } from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptFormPosts } from '../../kernel/form-body.ts';

/**
 * The local Digistore24 stand-in: the API call endpoint and the approval page. Public (the real
 * Digistore24 authenticates with the X-DS-API-KEY header, which the sandbox checks itself).
 */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const sandbox = app.services.digistore.sandboxMarketplace;
  if (!sandbox) return;
  // Digistore24's wire format is a form post; this scope alone accepts it.
  acceptFormPosts(app);

  app.post(
    '/api/call/:fn/format/json',
    { schema: { hide: true, params: sandboxCallParamsSchema } },
    async (request, reply) => {
      const answer = await sandbox.call(request.params.fn, request.headers, request.body);
      return reply.code(answer.status).send(answer.body);
    },
  );

  app.get(
    '/approve/:token',
    { schema: { hide: true, params: sandboxApprovalParamsSchema } },
    async (request, reply) =>
      reply
        .headers(sandbox.pageHeaders)
        .type('text/html; charset=utf-8')
        .send(await sandbox.approvalPage(request.params.token)),
  );

  app.post(
    '/approve/:token',
    { schema: { hide: true, params: sandboxApprovalParamsSchema } },
    async (request, reply) => reply.redirect(await sandbox.decide(request.params.token, request.body), 302),
  );
};
