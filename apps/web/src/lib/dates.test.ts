import { describe, expect, it } from 'vitest';
import { receivedAt } from './dates.ts';

describe('receivedAt', () => {
  it('reads as a medium US date and a short time, in the browser zone', () => {
    // Noon UTC is the same calendar day in every zone from UTC−11 to UTC+11.
    expect(receivedAt('2026-11-27T12:00:00Z')).toMatch(/^Nov 27, 2026, \d{1,2}:\d{2}\s[AP]M$/);
  });
});
