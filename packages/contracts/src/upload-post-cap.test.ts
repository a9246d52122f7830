import { describe, expect, it } from 'vitest';
import { uploadPostCapProblem } from './posts.ts';

describe('uploadPostCapProblem', () => {
  const at = new Date('2026-12-01T10:00:00Z');
  it('is null for a channel on its own app and for a cap with room', () => {
    expect(uploadPostCapProblem('tiktok', null, at)).toBeNull();
    expect(uploadPostCapProblem('tiktok', { cap: 15, remaining: 1, nextFreeAt: null }, at)).toBeNull();
  });
  it('refuses a used-up cap before it frees up, in words, and lets a later time through', () => {
    const full = { cap: 10, remaining: 0, nextFreeAt: '2026-12-01T12:00:00.000Z' };
    expect(uploadPostCapProblem('youtube', full, at)).toBe(
      'No YouTube posts left at Upload-Post: its cap is 10 YouTube posts per 24 hours. Schedule it for after the cap frees up, or choose another channel.',
    );
    expect(uploadPostCapProblem('youtube', full, new Date('2026-12-01T12:00:00Z'))).toBeNull();
  });
});
