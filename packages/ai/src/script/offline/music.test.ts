import { describe, expect, it } from 'vitest';
import { musicMood, musicSuggestion } from './music.ts';

describe('musicMood', () => {
  it.each([
    ['Fitness', 'energetic'],
    ['Health & Wellness', 'calm'],
    ['Sleep', 'calm'],
    ['Education / Online Course', 'inspiring'],
    ['Electronics', 'upbeat'],
    ['Food & Drink', 'playful'],
    ['Garden', 'upbeat'],
  ])('%s → %s', (category, mood) => {
    expect(musicMood(category)).toBe(mood);
  });

  it('falls back to the name when the category says nothing', () => {
    expect(musicMood(null, 'Yoga Mat Ultra')).toBe('calm');
    expect(musicMood('Misc', 'Kettlebell Workout Plan')).toBe('energetic');
  });

  it('suggests music matching the mood', () => {
    expect(musicSuggestion('calm')).toMatch(/calm/i);
    expect(musicSuggestion('unknown mood')).toMatch(/upbeat/i);
  });
});
