import { loadDotEnv } from '@adreel/config';
import { createWorkerDeps } from './deps.ts';
import { loadWorkerEnv } from './env.ts';
import { createHandlers } from './jobs/index.ts';
import { createWorkerMetrics, serveMetrics } from './metrics.ts';
import { checkRegistry } from './registry.ts';
import { startWorkers, stopWorkers } from './runtime.ts';
import { scheduleRepeatableJobs } from './schedules.ts';
import { startBackgroundTasks } from './tasks.ts';

loadDotEnv();
const env = loadWorkerEnv();
const deps = createWorkerDeps(env);
const { logger } = deps;

const handlers = createHandlers(deps);
checkRegistry(handlers);

const metrics = createWorkerMetrics();
const metricsServer =
  env.WORKER_METRICS_PORT === undefined
    ? null
    : await serveMetrics(metrics, {
        port: env.WORKER_METRICS_PORT,
        host: env.WORKER_METRICS_HOST,
        token: env.OPERATOR_TOKEN,
      });

const workers = startWorkers({
  connection: deps.connection,
  prefix: env.QUEUE_PREFIX,
  handlers,
  logger,
  metrics,
  stalledIntervalMs: env.STALLED_INTERVAL_MS,
  lockDurationMs: env.LOCK_DURATION_MS,
  concurrency: {
    mail: env.MAIL_CONCURRENCY,
    scripts: env.SCRIPT_CONCURRENCY,
    renders: env.RENDER_CONCURRENCY,
    sites: 1,
    catalog: 1,
    performance: 1,
    webhooks: 5,
    // Posts mostly wait on the platforms' answers.
    publishing: 4,
    autopilot: 1,
  },
});
const stopTasks = startBackgroundTasks(deps);
const closeSchedules = await scheduleRepeatableJobs(deps);
logger.info({ queues: workers.map((w) => w.name), mail: env.SMTP_URL ? 'smtp' : 'outbox' }, 'worker started');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal, graceMs: env.SHUTDOWN_GRACE_MS }, 'worker shutting down: finishing active jobs');
  stopTasks();
  await closeSchedules();
  const outcome = await stopWorkers(workers, env.SHUTDOWN_GRACE_MS);
  logger.info({ outcome }, 'worker stopped');
  metricsServer?.close();
  await deps.producer.close();
  deps.connection.disconnect();
  await deps.db.$disconnect();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
