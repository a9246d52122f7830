import { sandboxApprovalParamsSchema, sandboxCallParamsSchema } from '@adreel/contracts';
import { parseDecisionForm, SandboxError } from '@adreel/digistore';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

function formBody(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(
    Object.entries(body).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])),
  );
}

/**
 * The local Digistore24 stand-in: the API call endpoint and the approval page. Public (the real
 * Digistore24 authenticates with the X-DS-API-KEY header, which the sandbox checks itself).
 */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const sandbox = app.services.sandboxMarketplace;
  if (!sandbox) return;
  // The approval page is self-contained HTML: inline styles, one form posting to us, no script.
  // The app's own origin is allowed as form target next to 'self'.
  const pageCsp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self' ${new URL(app.deps.env.PUBLIC_URL).origin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');

  // Digistore24's wire format is a form post; this scope alone accepts it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('content-security-policy', pageCsp)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);

  app.post(
    '/api/call/:fn/format/json',
    { schema: { hide: true, params: sandboxCallParamsSchema } },
    async (request, reply) => {
      const { fn } = request.params;
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]),
      );
      const answer = await sandbox.handleCall(fn, headers, formBody(request.body));
      return reply.code(answer.status).send(answer.body);
    },
  );

  app.get(
    '/approve/:token',
    { schema: { hide: true, params: sandboxApprovalParamsSchema } },
    async (request, reply) => {
      const { token } = request.params;
      return sendPage(reply, 200, await sandbox.renderApprovalPage(token));
    },
  );

  app.post(
    '/approve/:token',
    { schema: { hide: true, params: sandboxApprovalParamsSchema } },
    async (request, reply) => {
      const { token } = request.params;
      const { decision, userName } = parseDecisionForm(formBody(request.body));
      try {
        const { redirectTo } = await sandbox.decide(token, decision, userName);
        return reply.redirect(redirectTo, 302);
      } catch (err) {
        if (!(err instanceof SandboxError)) throw err;
        const opts = err.status === 400 ? { userName, error: err.message } : {};
        return sendPage(reply, err.status, await sandbox.renderApprovalPage(token, opts));
      }
    },
  );
};
