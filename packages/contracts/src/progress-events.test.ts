import { describe, expect, it } from 'vitest';
import { isFinishedStatus } from './progress-events.ts';

describe('the finished rule', () => {
  it('is completed or failed; pending, queued and processing are still on their way', () => {
    expect(isFinishedStatus('completed')).toBe(true);
    expect(isFinishedStatus('failed')).toBe(true);
    for (const s of ['pending', 'queued', 'processing', undefined]) expect(isFinishedStatus(s)).toBe(false);
  });
});
