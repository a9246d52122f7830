import { jobDefinitions, type QueueName } from '@adreel/queue';
import type { AnyJobHandler } from './job.ts';

/** Fails boot when a job the API can enqueue has no handler here, or a handler names an unknown job. */
export function checkRegistry(handlers: AnyJobHandler[]): void {
  const have = new Set(handlers.map((h) => `${h.queue}/${h.name}`));
  const want = new Set(
    (Object.keys(jobDefinitions) as QueueName[]).flatMap((q) =>
      Object.keys(jobDefinitions[q]).map((n) => `${q}/${n}`),
    ),
  );
  const missing = [...want].filter((k) => !have.has(k));
  const unknown = [...have].filter((k) => !want.has(k));
  if (missing.length || unknown.length || have.size !== handlers.length) {
    throw new Error(
      `Job registry mismatch. Missing handlers: ${missing.join(', ') || 'none'}; unknown: ${unknown.join(', ') || 'none'}; duplicates: ${handlers.length - have.size}`,
    );
  }
}
