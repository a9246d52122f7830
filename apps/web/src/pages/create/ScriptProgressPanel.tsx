import { Check, FileText } from 'lucide-react';
import { Card } from '../../components/ui/Card.tsx';

/** Spec §2.15: the four stages of writing a script from text. */
const TEXT_STAGES = ['Analyzing Text', 'Generating Script', 'Optimizing Content', 'Finalizing'] as const;

/**
 * Text to Video's side panel: the percentage bar, what the writer is doing, and the four stages
 * (`stage` is the active one, -1 before a job starts).
 */
export function ScriptProgressPanel({
  percent,
  stage,
  status,
}: {
  percent: number;
  stage: number;
  status: string;
}) {
  return (
    <Card className="h-fit">
      <h2 className="flex items-center gap-2 font-semibold text-slate-900">
        <FileText className="h-4 w-4 text-brand-600" aria-hidden="true" /> Progress
      </h2>
      <div
        className="mt-4 h-2.5 overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label="Script generation progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-brand-600 to-accent-500 transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <div className="mt-2 flex justify-between gap-2 text-sm">
        <span className="text-slate-600" aria-live="polite">
          {status}
        </span>
        <span className="font-semibold text-slate-900">{percent}%</span>
      </div>
      <ol className="mt-5 space-y-3" aria-label="Script stages">
        {TEXT_STAGES.map((name, i) => {
          const state = stage > i ? 'done' : stage === i ? 'active' : 'pending';
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
                      ? 'animate-pulse bg-brand-600 text-white'
                      : 'bg-slate-200 text-slate-600'
                }`}
              >
                {state === 'done' ? <Check className="h-4 w-4" aria-label="done" /> : i + 1}
              </span>
              <span className={state === 'pending' ? 'text-slate-500' : 'font-medium text-slate-900'}>
                {name}
              </span>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
