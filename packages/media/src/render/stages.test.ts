import { VIDEO_STAGES } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { overallProgress, RENDER_STAGES, type StageIndex } from './stages.ts';

const uiStage = (p: number) => Math.floor(p / (100 / 6));

describe('overallProgress', () => {
  it('reports the six spec stages the contract names, in order', () => {
    expect(RENDER_STAGES).toBe(VIDEO_STAGES);
    expect(RENDER_STAGES).toHaveLength(6);
    expect([RENDER_STAGES[0], RENDER_STAGES[5]]).toEqual(['Preparing Assets', 'Finalizing']);
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
