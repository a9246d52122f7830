import { describe, expect, it } from 'vitest';
import { cloneMessages, formatSize } from './clone-error.ts';

describe('clone messages', () => {
  it('states the limits the way the user reads them', () => {
    expect(cloneMessages.tooLarge(20 * 1024 * 1024)).toBe('This site is larger than the 20 MB clone limit.');
    expect(cloneMessages.tooManyResources(300)).toContain('more than 300');
    expect(cloneMessages.timeout(30_000)).toBe(
      'Cloning this site took longer than 30 seconds, so it was stopped.',
    );
    expect(formatSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatSize(5_000)).toBe('5 KB');
  });
});
