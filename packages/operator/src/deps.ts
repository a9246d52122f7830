import { join } from 'node:path';
import { demoShopOrigin, queuePrefixFrom, REPO_ROOT } from '@adreel/config';
import { createDb, type Db } from '@adreel/db';
import { createProducer, createRedis, type Producer } from '@adreel/queue';
import { createStorage, type Storage } from '@adreel/storage';

/** What operator commands write to: rows in Postgres, jobs for the worker. */
export interface OperatorDeps {
  db: Db;
  producer: Producer;
}

/** Database, queue and storage for an operator command or the seed, from plain env variables. */
export async function withOperatorDeps<T>(
  env: NodeJS.ProcessEnv,
  db: Db | null,
  fn: (deps: OperatorDeps & { storage: Storage; shopOrigin: string }) => Promise<T>,
): Promise<T> {
  const prefix = queuePrefixFrom(env);
  const redis = createRedis(env.REDIS_URL || 'redis://127.0.0.1:6379');
  const producer = createProducer(redis, prefix);
  const ownDb = db ?? createDb(env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/adreel');
  const storage = createStorage({
    ...env,
    STORAGE_DIR: join(env.DATA_DIR || join(REPO_ROOT, '.data'), 'storage'),
  });
  const shopOrigin = demoShopOrigin({
    DEMO_SHOP_HOST: env.DEMO_SHOP_HOST || '127.0.0.1',
    DEMO_SHOP_PORT: Number(env.DEMO_SHOP_PORT || 4100),
  });
  try {
    return await fn({ db: ownDb, producer, storage, shopOrigin });
  } finally {
    await producer.close();
    redis.disconnect();
    if (!db) await ownDb.$disconnect();
  }
}
