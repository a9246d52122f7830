import { SCRIPT_STEP_LABELS, type ScriptStep } from '@adreel/contracts';
import { Check, Loader2 } from 'lucide-react';

/**
 * The steps a script job really passes (from the status endpoint): finished ones ticked, the one under
 * way spinning (no step reports how far along it is), the rest still to come.
 */
export function ScriptSteps({
  steps,
  step,
  done,
  failed = false,
}: {
  steps: readonly ScriptStep[];
  step: ScriptStep | null;
  done: boolean;
  failed?: boolean;
}) {
  const current = step === null ? -1 : steps.indexOf(step);
  return (
    <ol className="space-y-3 text-left" aria-label="Script steps">
      {steps.map((name, i) => {
        const state = done || i < current ? 'done' : i === current && !failed ? 'active' : 'pending';
        return (
          <li
            key={name}
            data-state={state}
            aria-current={state === 'active' ? 'step' : undefined}
            className="flex items-center gap-3 text-sm"
          >
            <span
              className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                state === 'done'
                  ? 'bg-green-600 text-white'
                  : state === 'active'
                    ? 'bg-brand-600 text-white ring-4 ring-brand-100'
                    : 'bg-slate-200 text-slate-600'
              }`}
            >
              {state === 'done' ? (
                <Check className="h-4 w-4" aria-hidden="true" />
              ) : state === 'active' ? (
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : (
                i + 1
              )}
            </span>
            <span className={state === 'pending' ? 'text-slate-500' : 'font-medium text-slate-900'}>
              {SCRIPT_STEP_LABELS[name]}
              <span className="sr-only">
                {state === 'done' ? ' (done)' : state === 'active' ? ' (in progress)' : ''}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The share of steps finished, as the job reports it. While the job waits for a writer nothing is
 * known yet, so the bar is indeterminate (no aria-valuenow) instead of sitting at an invented value.
 */
export function ScriptStepsBar({ percent, waiting }: { percent: number; waiting: boolean }) {
  const pct = Math.round(Math.min(100, Math.max(0, percent)));
  return (
    <div
      className="h-2.5 overflow-hidden rounded-full bg-slate-200"
      role="progressbar"
      aria-label="Script generation progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={waiting ? undefined : pct}
      aria-valuetext={waiting ? 'Waiting for a free script writer' : `${pct}% of the steps done`}
    >
      {waiting ? (
        <div className="h-full w-full animate-pulse rounded-full bg-brand-100" />
      ) : (
        <div
          className="h-full rounded-full bg-gradient-to-r from-brand-600 to-accent-500 transition-[width] duration-500"
          style={{ width: `${pct}%` }}
        />
      )}
    </div>
  );
}
