import { scriptContentSchema, WALKTHROUGH_IDS } from '@adreel/contracts';
import { assignSceneImages } from '@adreel/media';
import { describe, expect, it } from 'vitest';
import { OFFERS_SPEC } from '../test/fixtures.ts';
import {
  screenKey,
  screenshotUrl,
  walkthroughChapters,
  walkthroughProduct,
  walkthroughScript,
} from './scenes.ts';
import { WALKTHROUGHS } from './table.ts';

const spec = OFFERS_SPEC;

describe('walkthroughScript', () => {
  const offers = screenshotUrl(Buffer.from('offers page'));
  const dashboard = screenshotUrl(Buffer.from('dashboard page'));
  const screens = [offers, offers, dashboard];

  it('makes one valid scene per step: its screenshot behind its sentence', () => {
    const content = scriptContentSchema.parse(walkthroughScript(spec, screens));
    expect(content.reelScript.scenes.map((s) => s.audio.voiceover)).toEqual([
      'Open Offers and pick a product you like.',
      'Copy your link.',
      'Paste its page here and press Generate Video.',
    ]);
    // The render pins each scene to the screenshot its background names, repeats included.
    const product = walkthroughProduct(spec, screens);
    expect(product.images).toEqual([offers, dashboard]);
    expect(assignSceneImages(content.reelScript.scenes, product.images)).toEqual(screens);
  });

  it('refuses a screenshot list that does not match the steps', () => {
    expect(() => walkthroughScript(spec, [offers])).toThrow(/3 steps but 1 screenshots/);
  });

  it('names screenshots after their bytes', () => {
    expect(screenshotUrl(Buffer.from('a'))).toBe(screenshotUrl(Buffer.from('a')));
    expect(screenshotUrl(Buffer.from('a'))).not.toBe(screenshotUrl(Buffer.from('b')));
  });
});

describe('screenKey', () => {
  it('shares a screenshot between steps that open the same page the same way', () => {
    expect(screenKey(spec.steps[0]!)).toBe(screenKey(spec.steps[1]!));
    expect(screenKey(spec.steps[0]!)).not.toBe(
      screenKey({ route: '/offers', actions: [{ click: 'button' }] }),
    );
  });
});

describe('walkthroughChapters', () => {
  it('puts each step at its scene start, with its sentence as transcript', () => {
    expect(walkthroughChapters(spec, [0, 2.4333, 5.1])).toEqual([
      { title: 'Open Offers', startS: 0, narration: OFFERS_SPEC.steps[0]!.narration },
      { title: 'Copy the link', startS: 2.43, narration: 'Copy your link.' },
      { title: 'Create', startS: 5.1, narration: OFFERS_SPEC.steps[2]!.narration },
    ]);
    expect(() => walkthroughChapters(spec, [0])).toThrow();
  });
});

describe('the walkthrough table', () => {
  it('has exactly one walkthrough per id, each a valid script with a distinct Missing Piece path', () => {
    expect(WALKTHROUGHS.map((w) => w.id).sort()).toEqual([...WALKTHROUGH_IDS].sort());
    expect(new Set(WALKTHROUGHS.map((w) => w.trainingPath)).size).toBe(WALKTHROUGHS.length);
    for (const w of WALKTHROUGHS) {
      expect(w.trainingPath).toMatch(/^[^/]+\/[^/]+\.mp4$/);
      const screens = w.steps.map((s) => screenshotUrl(Buffer.from(screenKey(s))));
      expect(() => scriptContentSchema.parse(walkthroughScript(w, screens))).not.toThrow();
    }
  });
});
