import type { z } from 'zod';
import { queuePrefixRefusal } from './queue-prefix.ts';

export class EnvError extends Error {}

/**
 * Parses the environment once at boot; the error names every bad variable and why. A test process
 * (vitest, or NODE_ENV=test) is refused the default Redis prefix, so it never shares keys with a
 * running AdReel.
 */
export function parseEnv<S extends z.ZodType>(
  schema: S,
  source: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  const result = schema.safeParse(source);
  if (result.success) {
    const prefix = (result.data as { QUEUE_PREFIX?: unknown } | null)?.QUEUE_PREFIX;
    const refusal = typeof prefix === 'string' ? queuePrefixRefusal(prefix, source) : null;
    if (!refusal) return result.data;
    throw new EnvError(`Invalid environment:\n  QUEUE_PREFIX: ${refusal}`);
  }
  const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
  throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
}
