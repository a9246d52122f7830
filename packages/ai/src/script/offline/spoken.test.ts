import { describe, expect, it } from 'vitest';
import { categoryPhrase, spokenName, voiceLine } from './spoken.ts';

describe('spokenName', () => {
  it('drops taglines and keeps at most five words', () => {
    expect(spokenName('FitBand Pro 2 - Smart Fitness Tracker')).toBe('FitBand Pro 2');
    expect(spokenName('Keto Kickstart 30-Day Meal Plan: Lose Weight (2024)')).toBe(
      'Keto Kickstart 30-Day Meal Plan',
    );
    expect(spokenName('One Two Three Four Five Six Seven')).toBe('One Two Three Four Five');
  });
});

describe('categoryPhrase', () => {
  it('takes the most specific breadcrumb part', () => {
    expect(categoryPhrase('Health & Fitness > Diets & Nutrition', false)).toBe('diets & nutrition');
    expect(categoryPhrase('Wellness > Schlaf', true)).toBe('Schlaf');
    expect(categoryPhrase(null, false)).toBeNull();
  });
});

describe('voiceLine', () => {
  it('makes a sentence and cuts long lines at a clause boundary', () => {
    expect(voiceLine('  heart-rate monitoring ')).toBe('Heart-rate monitoring.');
    const long =
      'Memory foam adapts to your head, neck and shoulders all night long, relieving pressure points and keeping your spine aligned while you sleep on any side';
    const line = voiceLine(long);
    expect(line).toBe('Memory foam adapts to your head, neck and shoulders all night long.');
  });

  it('stops shouting', () => {
    expect(voiceLine('WATER RESISTANT TO FIFTY METRES')).toBe('Water resistant to fifty metres.');
  });
});
