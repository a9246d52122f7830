import { loadDotEnv } from '@adreel/config';
import { createWorkerDeps } from './deps.ts';
import { loadWorkerEnv } from './env.ts';
import { createHandlers } from './jobs/index.ts';
import { checkRegistry } from './registry.ts';
import { startWorkers } from './runtime.ts';
import { startBackgroundTasks } from './tasks.ts';

loadDotEnv();
const env = loadWorkerEnv();
const deps = createWorkerDeps(env);
const { logger } = deps;

const handlers = createHandlers(deps);
checkRegistry(handlers);

const workers = startWorkers({
  connection: deps.connection,
  prefix: env.QUEUE_PREFIX,
  handlers,
  logger,
  concurrency: {
    mail: env.MAIL_CONCURRENCY,
    scripts: env.SCRIPT_CONCURRENCY,
    renders: env.RENDER_CONCURRENCY,
    sites: 1,
    catalog: 1,
  },
});
const stopTasks = startBackgroundTasks(deps);
logger.info({ queues: workers.map((w) => w.name), mail: env.SMTP_URL ? 'smtp' : 'outbox' }, 'worker started');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'worker shutting down: finishing active jobs');
  stopTasks();
  await Promise.all(workers.map((w) => w.close()));
  await deps.producer.close();
  deps.connection.disconnect();
  await deps.db.$disconnect();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
