import { z } from 'zod';

/** The key prefix of a real deployment (`npm start`, docker compose): limits, queues, pub/sub, caches. */
export const DEFAULT_QUEUE_PREFIX = 'adreel';

export const queuePrefixField = z
  .string()
  .regex(/^[a-z0-9_-]+$/i)
  .default(DEFAULT_QUEUE_PREFIX)
  .describe('Redis key prefix of this deployment: BullMQ queues, rate limits, pub/sub channels, caches');

/** A test runner's process (vitest sets VITEST) or a product started for tests (NODE_ENV=test). */
export function isTestProcess(
  source: NodeJS.ProcessEnv,
  processEnv: NodeJS.ProcessEnv = process.env,
): boolean {
  return source.NODE_ENV === 'test' || Boolean(source.VITEST || processEnv.VITEST);
}

/**
 * Why a process may not use this prefix, or null. A test sharing the default prefix shares sign-up
 * limits, queues and channels with an AdReel running on the same machine: each test run names its own.
 */
export function queuePrefixRefusal(
  prefix: string,
  source: NodeJS.ProcessEnv,
  processEnv: NodeJS.ProcessEnv = process.env,
): string | null {
  if (prefix !== DEFAULT_QUEUE_PREFIX || !isTestProcess(source, processEnv)) return null;
  return `a test process must not use the default prefix "${DEFAULT_QUEUE_PREFIX}" (it is the running product's); set a per-run prefix such as test_<random>`;
}

/** The prefix for a command reading plain env variables (operator commands, the seed), checked. */
export function queuePrefixFrom(env: NodeJS.ProcessEnv): string {
  const prefix = env.QUEUE_PREFIX || DEFAULT_QUEUE_PREFIX;
  const refusal = queuePrefixRefusal(prefix, env);
  if (refusal) throw new Error(`QUEUE_PREFIX: ${refusal}`);
  return prefix;
}
