import { loadDotEnv } from '@adreel/config';
import { buildApp } from './app.ts';
import { createDeps } from './deps.ts';
import { loadApiEnv } from './env.ts';

loadDotEnv();
const env = loadApiEnv();
const deps = createDeps(env);
const app = await buildApp(deps);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
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
void app.services.videoLooks.warmThumbnails();
