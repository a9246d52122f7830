import { QUEUE_NAMES } from '@adreel/queue';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { Queue } from 'bullmq';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createApiMetrics } from './api-metrics.ts';
import { createOperatorGate, OPERATOR_COOKIE } from './operator-token.ts';

export const DASHBOARD_PATH = '/admin/queues';
const DENIED =
  'Operator access only: send Authorization: Bearer <OPERATOR_TOKEN>, or sign in at /admin/login?token=…';

/**
 * Operator tools, mounted only when OPERATOR_TOKEN is set: the queue dashboard (bull-board) at
 * /admin/queues, Prometheus metrics at /metrics, and /admin/login?token= which trades the token for
 * an HttpOnly cookie so a browser can open the dashboard. Outside the API prefix and the docs.
 * Registered before the routes (not encapsulated), so the latency hook sees every answer.
 */
export const operatorTools = fp(
  async (app: FastifyInstance, opts: { token: string; queuePrefix: string }) => {
    const gate = createOperatorGate(opts.token);
    const secure = app.deps.env.PUBLIC_URL.startsWith('https:');
    const queues = QUEUE_NAMES.map(
      (name) => new Queue(name, { connection: app.deps.redis, prefix: opts.queuePrefix }),
    );
    app.addHook('onClose', async () => {
      await Promise.all(queues.map((q) => q.close()));
    });

    const metrics = createApiMetrics({
      queues,
      openStreams: () => app.services.videoEvents.streams.size + app.services.scriptEvents.streams.size,
    });
    app.addHook('onResponse', (request, reply, done) => {
      metrics.observe(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });

    const guard = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!gate.allows(request.headers)) {
        return reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: DENIED });
      }
    };

    app.get('/admin/login', { schema: { hide: true } }, async (request, reply) => {
      const given = (request.query as { token?: unknown }).token;
      if (!gate.tokenMatches(typeof given === 'string' ? given : undefined)) {
        return reply
          .code(401)
          .send({ statusCode: 401, error: 'Unauthorized', message: 'Wrong operator token.' });
      }
      const cookie = `${OPERATOR_COOKIE}=${gate.cookieValue}; Path=/; HttpOnly; SameSite=Strict; Max-Age=43200${secure ? '; Secure' : ''}`;
      return reply
        .header('set-cookie', cookie)
        .header('cache-control', 'no-store')
        .redirect(DASHBOARD_PATH, 303);
    });

    app.get('/metrics', { schema: { hide: true }, onRequest: guard }, async (_request, reply) => {
      reply.header('content-type', metrics.registry.contentType);
      return metrics.registry.metrics();
    });

    await app.register(async (board) => {
      board.addHook('onRequest', guard);
      const adapter = new FastifyAdapter();
      adapter.setBasePath(DASHBOARD_PATH);
      createBullBoard({ queues: queues.map((q) => new BullMQAdapter(q)), serverAdapter: adapter });
      await board.register(adapter.registerPlugin(), { prefix: DASHBOARD_PATH });
    });
  },
);
