import { QUEUE_NAMES } from '@adreel/queue';
import { Queue } from 'bullmq';
import { createApiMetrics } from '../modules/operator-tools/api-metrics.ts';
import { createOperatorService } from '../modules/operator-tools/service.ts';
import type { ServiceDeps } from './service-deps.ts';

/**
 * Operator tools, only with OPERATOR_TOKEN (null otherwise): the queues the dashboard shows and the
 * API's Prometheus metrics, built here once; app.ts closes the queues with the app.
 */
export function buildOperatorService(deps: ServiceDeps, parts: { openStreams: () => number }) {
  return { operatorTools: { operator: createOperator(deps, parts) } };
}

function createOperator(deps: ServiceDeps, parts: { openStreams: () => number }) {
  const { env, redis } = deps;
  if (!env.OPERATOR_TOKEN) return null;
  const queues = QUEUE_NAMES.map((name) => new Queue(name, { connection: redis, prefix: env.QUEUE_PREFIX }));
  return createOperatorService({
    token: env.OPERATOR_TOKEN,
    secureCookie: env.PUBLIC_URL.startsWith('https:'),
    queues,
    metrics: createApiMetrics({ queues, openStreams: parts.openStreams }),
  });
}
