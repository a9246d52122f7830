import { describe, expect, it } from 'vitest';
import { addDays, dropTime, fromLocalInput, monthGrid, startOfWeek, toLocalInput } from './when.ts';

describe('calendar and schedule times', () => {
  it('round-trips a datetime-local value in the local zone and refuses junk', () => {
    const d = new Date(2026, 11, 3, 9, 5);
    expect(toLocalInput(d)).toBe('2026-12-03T09:05');
    expect(fromLocalInput('2026-12-03T09:05')?.getTime()).toBe(d.getTime());
    expect(fromLocalInput('tomorrow')).toBeNull();
  });

  it('weeks start on Monday and a month grid covers the whole month', () => {
    expect(startOfWeek(new Date(2026, 10, 26, 15)).getDate()).toBe(23);
    const weeks = monthGrid(new Date(2026, 10, 10));
    expect(weeks[0]?.[0]?.getDate()).toBe(26); // Monday 26 October
    expect(weeks.at(-1)?.some((day) => day.getMonth() === 10 && day.getDate() === 30)).toBe(true);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it('a drop keeps the minutes, takes the slot’s hour in week view and the post’s own in month view', () => {
    const post = new Date(2026, 10, 26, 9, 30);
    const target = addDays(post, 2);
    expect(dropTime(post, target, 18)).toEqual(new Date(2026, 10, 28, 18, 30));
    expect(dropTime(post, target, null)).toEqual(new Date(2026, 10, 28, 9, 30));
  });
});
