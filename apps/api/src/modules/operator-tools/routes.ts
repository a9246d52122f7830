import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorAnswer } from '../../plugins/errors.ts';
import type { OperatorService } from './service.ts';

export const DASHBOARD_PATH = '/admin/queues';

/**
 * Operator tools, mounted only when OPERATOR_TOKEN is set (the registry's `operator` service): the
 * queue dashboard (bull-board) at /admin/queues, Prometheus metrics at /metrics, and
 * /admin/login?token= which trades the token for an HttpOnly cookie so a browser can open the
 * dashboard. Outside the API prefix and the docs. Registered before the routes (not encapsulated),
 * so the latency hook sees every answer.
 */
export const operatorTools = fp(async (app: FastifyInstance, opts: { operator: OperatorService }) => {
  const { operator } = opts;
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    operator.metrics.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  const guard = async (request: FastifyRequest) => operator.check(request.headers);

  app.get('/admin/login', { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('set-cookie', operator.login((request.query as { token?: unknown }).token))
      .header('cache-control', 'no-store')
      .redirect(DASHBOARD_PATH, 303),
  );

  app.get('/metrics', { schema: { hide: true }, onRequest: guard }, async (_request, reply) => {
    reply.header('content-type', operator.metrics.registry.contentType);
    return operator.metrics.registry.metrics();
  });

  await app.register(async (board) => {
    board.addHook('onRequest', guard);
    const adapter = new FastifyAdapter();
    adapter.setBasePath(DASHBOARD_PATH);
    createBullBoard({ queues: operator.queues.map((q) => new BullMQAdapter(q)), serverAdapter: adapter });
    // The board's routes keep their own error handler: the guard's 401 must still be ours.
    adapter.setErrorHandler(errorAnswer as Parameters<FastifyAdapter['setErrorHandler']>[0]);
    await board.register(adapter.registerPlugin(), { prefix: DASHBOARD_PATH });
  });
});
