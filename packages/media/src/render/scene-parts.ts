/**
 * A scene's frames split where its captions end, so the caption-free rest is a segment of its own.
 *
 * Captions are burned into the picture, so editing a scene's voiceover re-encodes every frame that
 * shows a caption; the frames after the last caption are the same picture as before. Encoding them
 * as a separate segment (behind a forced keyframe) lets a re-render after a voice edit — or a
 * translation whose captions end earlier — take them from the cache. The split lands on a grid
 * counted back from the scene's end, so a new voice a few words longer or shorter still finds the
 * same tail; a tail shorter than MIN_TAIL_FRAMES is not worth its keyframe (~30 KB at 1080x1920).
 */

import { frameCount } from '../encode/filtergraph.ts';
import type { PlanScene } from '../encode/plan.ts';

/** The tail's start moves in steps of this many frames, counted back from the scene's end. */
export const TAIL_GRID_FRAMES = 15;
/** Shorter caption-free tails stay in the scene's one segment. */
export const MIN_TAIL_FRAMES = 30;

export interface ScenePart {
  /** First frame of the part within its scene. */
  from: number;
  frames: number;
  /** Whether the part can show captions (the tail never does). */
  captioned: boolean;
}

/**
 * Where a caption-free tail may start in a scene of `sceneFrames` frames whose captions leave the
 * screen at `captionsEndS`, earliest (longest tail) first: the grid points at or after the captions'
 * end that leave at least MIN_TAIL_FRAMES. None for a scene without captions (it stays whole).
 */
export function tailStarts(sceneFrames: number, captionsEndS: number, fps: number): number[] {
  if (captionsEndS <= 0) return [];
  const captionFrames = Math.ceil(captionsEndS * fps - 1e-6);
  const longest = Math.floor((sceneFrames - captionFrames) / TAIL_GRID_FRAMES) * TAIL_GRID_FRAMES;
  const starts: number[] = [];
  for (let tail = longest; tail >= MIN_TAIL_FRAMES; tail -= TAIL_GRID_FRAMES) starts.push(sceneFrames - tail);
  return starts;
}

/**
 * The parts of a scene of `sceneFrames` frames whose captions leave the screen at `captionsEndS`
 * (0: the scene has none, and stays whole: nothing in it changes with a voice edit but its length).
 * The tail starts at the earliest grid point after the captions, unless a later one is already
 * cached (`cachedTail`): another render of the same picture (a translation into another language, an
 * earlier voice) left it, and taking it leaves fewer frames to encode than a new, longer tail.
 */
export function sceneParts(
  sceneFrames: number,
  captionsEndS: number,
  fps: number,
  cachedTail: (from: number) => boolean = () => false,
): ScenePart[] {
  const whole = [{ from: 0, frames: sceneFrames, captioned: captionsEndS > 0 }];
  const starts = tailStarts(sceneFrames, captionsEndS, fps);
  const head = starts.find(cachedTail) ?? starts[0];
  if (head === undefined) return whole;
  return [
    { from: 0, frames: head, captioned: true },
    { from: head, frames: sceneFrames - head, captioned: false },
  ];
}

/**
 * The chains of a pass graph for parts to encode in order: neighbouring parts of one scene (same
 * `scene`, windows back to back) are drawn by one chain — one input, one decoded still — and cut
 * apart afterwards at the keyframe between them; a chain that covers its whole scene has no window.
 */
export function passChains(parts: { plan: PlanScene; scene?: number }[], fps: number): PlanScene[] {
  const chains: { plan: PlanScene; scene?: number }[] = [];
  for (const part of parts) {
    const last = chains.at(-1);
    const a = last?.plan.window;
    const b = part.plan.window;
    if (
      last &&
      part.scene !== undefined &&
      last.scene === part.scene &&
      a &&
      b &&
      a.from + a.frames === b.from
    ) {
      last.plan = { ...last.plan, window: { from: a.from, frames: a.frames + b.frames } };
    } else {
      chains.push({ plan: part.plan, scene: part.scene });
    }
  }
  return chains.map(({ plan }) => {
    const w = plan.window;
    if (w?.from !== 0 || w.frames !== frameCount(plan.durationS, fps)) return plan;
    const { window: _whole, ...rest } = plan;
    return rest;
  });
}
