import { describe, expect, it } from 'vitest';
import { payloadSchema, renderJobOptions } from './definitions.ts';

describe('job definitions', () => {
  it('puts done-for-you renders behind users’ own videos, deduplicated by video id', () => {
    expect(renderJobOptions('v1', 'user')).toEqual({ jobId: 'v1' });
    expect(renderJobOptions('v2', 'dfy')).toEqual({ jobId: 'v2', priority: 10 });
  });

  it('validates payloads by queue and job name', () => {
    expect(payloadSchema('renders', 'render-video')?.safeParse({ videoId: 'nope' }).success).toBe(false);
    expect(payloadSchema('mail', 'unknown')).toBeUndefined();
  });
});
