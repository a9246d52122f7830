import { VARIANT_LABELS } from '@adreel/contracts';

export interface PlannedVariant {
  label: string;
  /** 0 for the script's own first scene, else the 1-based hook number. */
  hook: number;
}

/**
 * The videos "Create N variants" will make, lettered as the server letters them: the original first
 * (when ticked), then the ticked hooks in their order on the page.
 */
export function variantPlan(selected: ReadonlySet<number>, includeOriginal: boolean): PlannedVariant[] {
  const hooks = [...selected].sort((a, b) => a - b);
  return [...(includeOriginal ? [0] : []), ...hooks].flatMap((hook, i) => {
    const label = VARIANT_LABELS[i];
    return label ? [{ label, hook }] : [];
  });
}

/** Why the button is off, or null when the plan can be sent. */
export function planProblem(plan: readonly PlannedVariant[], emptyHook: number | null): string | null {
  if (emptyHook !== null) return `Hook ${emptyHook} needs some text`;
  if (!plan.some((p) => p.hook > 0)) return 'Tick at least one hook';
  if (plan.length < 2) return 'Tick the original or another hook to compare against';
  return null;
}
