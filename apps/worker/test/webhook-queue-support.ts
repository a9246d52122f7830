import { createProducer, createRedis } from '@adreel/queue';
import { Queue } from 'bullmq';
import { testPrefix } from './render-support.ts';

/**
 * A sale-recording job's queues for one test file: its own prefix, a producer for the webhook
 * deliveries the recorder queues, and a close that empties that prefix's webhooks queue.
 */
export function webhookQueueForTest() {
  const prefix = testPrefix();
  const redis = createRedis('redis://127.0.0.1:6379');
  const producer = createProducer(redis, prefix);
  return {
    prefix,
    producer,
    async close() {
      await producer.close();
      const webhooks = new Queue('webhooks', { connection: redis, prefix });
      await webhooks.obliterate({ force: true }).catch(() => undefined);
      await webhooks.close();
      redis.disconnect();
    },
  };
}
