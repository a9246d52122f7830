import { letterVariants } from '@adreel/contracts';

/** One video of the plan: its letter, and 0 for the original first scene or the 1-based hook number. */
export type PlannedVariant = ReturnType<typeof letterVariants>[number];

/**
 * The videos "Create N variants" will make, lettered as the server letters them: the original first
 * (when ticked), then the ticked hooks in their order on the page.
 */
export function variantPlan(selected: ReadonlySet<number>, includeOriginal: boolean): PlannedVariant[] {
  return letterVariants(
    [...selected].sort((a, b) => a - b),
    includeOriginal,
  );
}

/** Why the button is off, or null when the plan can be sent. */
export function planProblem(plan: readonly PlannedVariant[], emptyHook: number | null): string | null {
  if (emptyHook !== null) return `Hook ${emptyHook} needs some text`;
  if (!plan.some((p) => p.hook > 0)) return 'Tick at least one hook';
  if (plan.length < 2) return 'Tick the original or another hook to compare against';
  return null;
}
