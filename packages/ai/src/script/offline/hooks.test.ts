import { describe, expect, it } from 'vitest';
import { scriptFromProduct } from './from-product.ts';
import { scriptFromText } from './from-text.ts';
import { alternativeHookLines } from './hooks.ts';

const product = {
  url: 'https://shop.test/blender',
  name: 'SuperBlend Pro',
  summary: 'A fast, quiet blender for smoothies.',
  price: 49,
  currency: 'USD',
  brand: null,
  category: 'Kitchen',
  features: ['Blends in 10 seconds', 'Whisper quiet motor'],
  images: ['https://shop.test/a.jpg'],
  colors: [],
  language: 'en',
};

describe('alternativeHookLines', () => {
  it('proposes a question, a bold claim and a pain point, all different', () => {
    const [question, claim, pain] = alternativeHookLines('en', 'SuperBlend', 'kitchen', 'Meet SuperBlend.');
    expect(question).toMatch(/\?/);
    expect(claim).toMatch(/best|raised the bar/i);
    expect(pain).toMatch(/tired|sick/i);
    expect(new Set([question, claim, pain]).size).toBe(3);
    for (const line of [question, claim, pain]) expect(line).toContain('SuperBlend');
  });

  it('is deterministic and never repeats the original hook', () => {
    const a = alternativeHookLines('en', 'Glow Serum', null, 'x');
    expect(alternativeHookLines('en', 'Glow Serum', null, 'x')).toEqual(a);
    const again = alternativeHookLines('en', 'Glow Serum', null, a[1] ?? '');
    expect(again[1]).not.toBe(a[1]);
    expect(again[0]).toBe(a[0]);
  });

  it('speaks German for German products', () => {
    const lines = alternativeHookLines('de', 'Turbo 3000', null, 'x');
    expect(lines.join(' ')).toMatch(/Was wäre|Schon gehört/);
    expect(lines.join(' ')).toMatch(/Genug|Schluss/);
  });
});

describe('offline writer hooks', () => {
  it('adds 3 hook scenes that share scene 1’s picture and fit their voiceover', () => {
    const script = scriptFromProduct(product);
    const first = script.reelScript.scenes[0];
    expect(script.hooks).toHaveLength(3);
    for (const hook of script.hooks ?? []) {
      expect(hook.visual).toEqual(first?.visual);
      expect(hook.audio.musicMood).toBe(first?.audio.musicMood);
      expect(hook.audio.voiceover).not.toBe(first?.audio.voiceover);
      expect(hook.duration).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(script.hooks?.map((h) => h.audio.voiceover)).size).toBe(3);
  });

  it('adds hooks to text-to-video scripts too', () => {
    const script = scriptFromText(
      'Tired of boring workouts? The HIIT Hero app gives you 15-minute routines.',
    );
    expect(script.hooks).toHaveLength(3);
    expect(script.hooks?.every((h) => h.audio.voiceover.includes('HIIT'))).toBe(true);
  });
});
