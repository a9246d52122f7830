import { describe, expect, it } from 'vitest';
import { planProblem, variantPlan } from './plan.ts';

describe('variantPlan', () => {
  it('letters the original first, then ticked hooks in page order', () => {
    expect(variantPlan(new Set([3, 1]), true)).toEqual([
      { label: 'A', hook: 0 },
      { label: 'B', hook: 1 },
      { label: 'C', hook: 3 },
    ]);
    expect(variantPlan(new Set([2]), false)).toEqual([{ label: 'A', hook: 2 }]);
  });
});

describe('planProblem', () => {
  it('needs a hook, two versions and no empty hook text', () => {
    expect(planProblem(variantPlan(new Set(), true), null)).toBe('Tick at least one hook');
    expect(planProblem(variantPlan(new Set([1]), false), null)).toMatch(/compare/);
    expect(planProblem(variantPlan(new Set([1]), true), 1)).toBe('Hook 1 needs some text');
    expect(planProblem(variantPlan(new Set([1, 2]), false), null)).toBeNull();
  });
});
