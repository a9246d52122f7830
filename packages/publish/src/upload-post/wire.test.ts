import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { connectedPlatforms, parseAnalytics, parseStatus, waitSeconds } from './wire.ts';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as {
    source: string;
    body: Record<string, unknown>;
  };

describe('Upload-Post wire', () => {
  it('reads the documented status examples', () => {
    const doc = fixture('status-in-progress.json');
    expect(doc.source).toMatch(/^https:\/\/docs\.upload-post\.com\//);
    const s = parseStatus(doc.body);
    expect(s.status).toBe('in_progress');
    expect(s.results[0]).toMatchObject({ platform: 'x', status: 'processing', message: 'Queued' });
    expect(parseStatus(fixture('status-pending.json').body)).toMatchObject({
      status: 'pending',
      results: [],
    });
  });

  it('reads a finished and a failed platform result', () => {
    const s = parseStatus({
      request_id: 'r',
      status: 'completed',
      results: [
        { platform: 'youtube', success: true, status: 'completed', url: 'https://youtu.be/x', video_id: 'x' },
        { platform: 'tiktok', success: false, error_message: 'Video too long' },
      ],
    });
    expect(s.results[0]).toMatchObject({ status: 'completed', url: 'https://youtu.be/x', videoId: 'x' });
    expect(s.results[1]).toMatchObject({ status: 'failed', message: 'Video too long' });
  });

  it('reads profiles, analytics and rate-limit waits', () => {
    expect(connectedPlatforms(fixture('user-created.json').body.profile)).toEqual([]);
    expect(connectedPlatforms({ tiktok: { username: 'a' }, youtube: '', instagram: { id: 1 } })).toEqual([
      'tiktok',
      'instagram',
    ]);
    expect(parseAnalytics({ metrics: { views: 12, likes: 3, comments: 1, shares: -1 } })).toEqual({
      views: 12,
      likes: 3,
      comments: 1,
      shares: 0,
    });
    expect(waitSeconds(new Headers({ 'retry-after': '7' }), 0)).toBe(7);
    expect(waitSeconds(new Headers({ 'x-ratelimit-reset': '2000000030' }), 2_000_000_000_000)).toBe(30);
  });
});
