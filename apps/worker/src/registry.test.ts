import { jobDefinitions, type QueueName } from '@adreel/queue';
import { describe, expect, it } from 'vitest';
import { type AnyJobHandler, defineJob } from './job.ts';
import { checkRegistry } from './registry.ts';

const noop = async () => undefined;
const everyJob: AnyJobHandler[] = (Object.keys(jobDefinitions) as QueueName[]).flatMap((queue) =>
  Object.keys(jobDefinitions[queue]).map((name) => ({ queue, name, handle: noop })),
);

describe('checkRegistry', () => {
  it('accepts a handler for every defined job', () => {
    expect(() => checkRegistry(everyJob)).not.toThrow();
  });
  it('refuses a registry with a job the API can enqueue but nobody handles', () => {
    expect(() => checkRegistry(everyJob.filter((h) => h.name !== 'send-email'))).toThrow(
      /Missing handlers: mail\/send-email/,
    );
  });
  it('refuses duplicate and unknown handlers', () => {
    const h = defineJob({ queue: 'mail', name: 'send-email', handle: noop });
    expect(() => checkRegistry([...everyJob, h])).toThrow(/duplicates: 1/);
    expect(() => checkRegistry([...everyJob, { queue: 'mail', name: 'nope', handle: noop }])).toThrow(
      /unknown: mail\/nope/,
    );
  });
});
