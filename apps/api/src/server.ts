import { loadDotEnv } from '@adreel/config';
import { buildApp } from './app.ts';
import { createDeps } from './deps.ts';
import { loadApiEnv } from './env.ts';

loadDotEnv();
const env = loadApiEnv();
const deps = createDeps(env);
const app = await buildApp(deps);

/** A connection or hook that never finishes must not keep the process: its supervisor waits on it. */
const SHUTDOWN_DEADLINE_MS = 10_000;

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  setTimeout(() => {
    app.log.error({ signal }, `shutdown took over ${SHUTDOWN_DEADLINE_MS / 1000} s; exiting`);
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS).unref();
  await app.close();
  await deps.producer.close();
  deps.redis.disconnect();
  await deps.db.$disconnect();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: env.HOST, port: env.PORT });
// After listening, so readiness never waits on it (each thumbnail is a small ffmpeg graph).
void app.services.videoLooks.videoLooks.warmThumbnails();
