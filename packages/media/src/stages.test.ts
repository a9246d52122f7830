import { describe, expect, it } from 'vitest';
import { overallProgress, RENDER_STAGES, type StageIndex } from './stages.ts';

const uiStage = (p: number) => Math.floor(p / (100 / 6));

describe('overallProgress', () => {
  it('lists the six spec stages', () => {
    expect(RENDER_STAGES).toEqual([
      'Preparing Assets',
      'Generating Voiceovers',
      'Downloading Backgrounds',
      'Creating Text Overlays',
      'Compositing Video',
      'Finalizing',
    ]);
  });

  it('keeps every stage inside its own UI band and is monotone', () => {
    let last = -1;
    for (let s = 0; s <= 5; s++) {
      for (let i = 0; i <= 20; i++) {
        const p = overallProgress(s as StageIndex, i / 20);
        expect(p).toBeGreaterThanOrEqual(last);
        last = p;
        if (!(s === 5 && i === 20)) expect(uiStage(p)).toBe(s);
      }
    }
    expect(overallProgress(0, 0)).toBe(0);
    expect(overallProgress(5, 1)).toBe(100);
  });

  it('clamps nonsense fractions', () => {
    expect(overallProgress(2, -3)).toBe(overallProgress(2, 0));
    expect(overallProgress(2, 7)).toBe(overallProgress(2, 1));
    expect(overallProgress(3, Number.NaN)).toBe(overallProgress(3, 0));
  });
});
