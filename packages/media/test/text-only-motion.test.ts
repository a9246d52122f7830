import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { changedShare, textOnlyFrames, writeMotionSheet } from './motion-frames.ts';

const root = await mkdtemp(path.join(tmpdir(), 'text-only-motion-'));
afterAll(() => rm(root, { recursive: true, force: true }));

// The frame's upper band, above every caption position, so only the background is compared.
const TOP = 0.05;
const BOTTOM = 0.38;

/**
 * Issue 36 item 1: a text-only ad (no product page, no images) moves in every scene and no scene
 * looks like its neighbour. The old look — one blurred gradient under a slow pan for the whole ad —
 * changes almost no pixel by more than a few levels between a scene's start and end, and fails.
 */
describe('a text-only ad in designed motion', () => {
  // Classic draws its shapes over a plain still; Offer also slides in its badge and bakes its ribbon
  // into the still, so the shapes' inputs come after the template's own layers.
  it.each(['classic', 'offer'] as const)(
    '%s: every scene moves and differs from its neighbours (contact sheet in the work folder)',
    async (template) => {
      const scenes = await textOnlyFrames(root, template);
      await writeMotionSheet(path.join(root, `${template}.png`), [{ template, scenes }]);
      expect(scenes).toHaveLength(4);
      for (const [i, scene] of scenes.entries()) {
        const [early, middle, late] = scene.frames;
        // A tenth of the band changes clearly between the scene's start and end: shapes, not noise.
        expect(changedShare(early!, late!, TOP, BOTTOM), `scene ${i} moves`).toBeGreaterThan(0.1);
        const next = scenes[i + 1];
        if (next) {
          expect(
            changedShare(middle!, next.frames[1]!, TOP, BOTTOM),
            `scene ${i} vs ${i + 1}`,
          ).toBeGreaterThan(0.5);
        }
      }
    },
    600_000,
  );
});
