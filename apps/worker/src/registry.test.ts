import { describe, expect, it } from 'vitest';
import { defineJob } from './job.ts';
import { checkRegistry } from './registry.ts';

const noop = async () => undefined;

describe('checkRegistry', () => {
  it('accepts a handler for every defined job', () => {
    expect(() =>
      checkRegistry([defineJob({ queue: 'mail', name: 'send-email', handle: noop })]),
    ).not.toThrow();
  });
  it('refuses a registry with a job the API can enqueue but nobody handles', () => {
    expect(() => checkRegistry([])).toThrow(/Missing handlers: mail\/send-email/);
  });
  it('refuses duplicate handlers', () => {
    const h = defineJob({ queue: 'mail', name: 'send-email', handle: noop });
    expect(() => checkRegistry([h, h])).toThrow(/duplicates: 1/);
  });
});
