import { describe, expect, it } from 'vitest';
import { DFY_RENDER_PRIORITY, payloadSchema, renderJobOptions } from './definitions.ts';

describe('job definitions', () => {
  it('puts done-for-you renders behind users’ own videos, deduplicated by video id', () => {
    expect(renderJobOptions('v1', 'user')).toEqual({ jobId: 'v1' });
    expect(renderJobOptions('v2', 'dfy')).toEqual({ jobId: 'v2', priority: DFY_RENDER_PRIORITY });
    expect(renderJobOptions('v3', 'dfy', 4)).toEqual({ jobId: 'v3', priority: DFY_RENDER_PRIORITY });
  });

  it('ranks a user’s later renders behind every user’s earlier ones', () => {
    expect(renderJobOptions('v1', 'user', 0)).toEqual({ jobId: 'v1' });
    expect(renderJobOptions('v2', 'user', 1)).toEqual({ jobId: 'v2', priority: 1 });
    expect(renderJobOptions('v3', 'user', 19)).toEqual({ jobId: 'v3', priority: 19 });
    // Never as late as done-for-you work.
    expect(renderJobOptions('v4', 'user', 5_000_000).priority).toBeLessThan(DFY_RENDER_PRIORITY);
  });

  it('validates payloads by queue and job name', () => {
    expect(payloadSchema('renders', 'render-video')?.safeParse({ videoId: 'nope' }).success).toBe(false);
    expect(payloadSchema('mail', 'unknown')).toBeUndefined();
  });
});
