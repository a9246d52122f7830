import { END_CARD_SECONDS, type Scene } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { scriptLength } from './script-length.ts';

const scene = (duration: number, voiceover: string): Scene => ({
  duration,
  visual: { background: 'Blue gradient' },
  audio: { voiceover, musicMood: 'upbeat' },
});

describe('scriptLength', () => {
  const scenes = [scene(4, 'Meet FitBand Pro 2.'), scene(3, 'Tap the link!')];

  it('counts the scenes and the end card', () => {
    expect(scriptLength(scenes, null).totalSeconds).toBe(4 + 3 + END_CARD_SECONDS);
  });

  it('follows a voiceover being typed, longer than its scene', () => {
    const long =
      'Tap the link below to get FitBand Pro 2 today, with free shipping, a two-year warranty and a sixty day money back guarantee.';
    const typed = scriptLength(scenes, { index: 1, voiceover: long });
    expect(typed.sceneSeconds[1]).toBeGreaterThan(6);
    expect(typed.totalSeconds).toBeCloseTo(4 + (typed.sceneSeconds[1] ?? 0) + END_CARD_SECONDS, 9);
    // A draft for another scene than the one shown changes nothing else.
    expect(typed.sceneSeconds[0]).toBe(4);
  });
});
