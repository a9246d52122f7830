import { loadDotEnv } from '@adreel/config';
import { createDb } from '@adreel/db';
import { createOutboxMailer, createSmtpMailer } from '@adreel/mail';
import { createRedis } from '@adreel/queue';
import pino from 'pino';
import { loadWorkerEnv } from './env.ts';
import { sendEmailJob } from './jobs/send-email.ts';
import { checkRegistry } from './registry.ts';
import { startWorkers } from './runtime.ts';

loadDotEnv();
const env = loadWorkerEnv();
const logger = pino({ level: env.LOG_LEVEL, base: { app: 'worker' } });
const db = createDb(env.DATABASE_URL);
const connection = createRedis(env.REDIS_URL);

const mailer = env.SMTP_URL
  ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
  : createOutboxMailer(
      { store: async (m) => void (await db.outboxEmail.create({ data: { ...m, transport: 'outbox' } })) },
      (line) => logger.info({}, line),
    );

const handlers = [sendEmailJob(mailer)];
checkRegistry(handlers);

const workers = startWorkers({
  connection,
  prefix: env.QUEUE_PREFIX,
  handlers,
  logger,
  concurrency: { mail: env.MAIL_CONCURRENCY },
});
logger.info({ queues: workers.map((w) => w.name), mail: mailer.transport }, 'worker started');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'worker shutting down: finishing active jobs');
  await Promise.all(workers.map((w) => w.close()));
  connection.disconnect();
  await db.$disconnect();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
