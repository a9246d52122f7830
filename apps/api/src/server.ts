import { loadDotEnv } from '@adreel/config';
import { createDb } from '@adreel/db';
import { createProducer, createRedis } from '@adreel/queue';
import { buildApp } from './app.ts';
import { loadApiEnv } from './env.ts';
import { buildPublicConfig } from './public-config.ts';

loadDotEnv();
const env = loadApiEnv();
const db = createDb(env.DATABASE_URL);
const redis = createRedis(env.REDIS_URL);
const producer = createProducer(redis, env.QUEUE_PREFIX);
const app = await buildApp({ env, db, redis, producer, publicConfig: buildPublicConfig(env, null) });

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await producer.close();
  redis.disconnect();
  await db.$disconnect();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: env.HOST, port: env.PORT });
