import { VIDEO_STAGES } from '@adreel/contracts';

/** The six stages the video-generation page lists, in order (spec §4): the contract's list. */
export const RENDER_STAGES: readonly string[] = VIDEO_STAGES;

export type StageIndex = 0 | 1 | 2 | 3 | 4 | 5;

const SPAN = 100 / RENDER_STAGES.length;

/**
 * Maps (stage, fraction of that stage) to overall percent. The UI shows stage
 * floor(progress / (100/6)), so stage k must stay inside [k·100/6, (k+1)·100/6): a fraction of 1
 * is held just below the next boundary, and only the end of the last stage reaches 100.
 */
export function overallProgress(stage: StageIndex, stageFraction: number): number {
  const f = Number.isFinite(stageFraction) ? Math.min(1, Math.max(0, stageFraction)) : 0;
  if (stage === 5 && f === 1) return 100;
  const lo = stage * SPAN;
  // Integer percent keeps the stored value tidy; flooring never crosses into the next stage.
  const value = Math.floor(lo + f * SPAN);
  const max = Math.ceil((stage + 1) * SPAN) - 1;
  return Math.min(Math.max(value, Math.ceil(lo)), max);
}
