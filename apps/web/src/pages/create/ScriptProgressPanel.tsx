import { FileText } from 'lucide-react';
import { Card } from '../../components/ui/Card.tsx';
import { ScriptSteps, ScriptStepsBar } from './ScriptSteps.tsx';
import type { ScriptJobState } from './useScriptJob.ts';

/**
 * Text to Video's side panel (spec §2.15, with only the steps that really happen for free text): the
 * share of steps finished, what the writer is doing, and the steps themselves.
 */
export function ScriptProgressPanel({
  job,
  processing,
  status,
}: {
  job: ScriptJobState;
  processing: boolean;
  status: string;
}) {
  const pct = processing ? Math.round(job.progress) : 0;
  return (
    <Card className="h-fit">
      <h2 className="flex items-center gap-2 font-semibold text-slate-900">
        <FileText className="h-4 w-4 text-brand-600" aria-hidden="true" /> Progress
      </h2>
      <div className="mt-4">
        <ScriptStepsBar percent={pct} waiting={processing && job.waiting} />
      </div>
      <div className="mt-2 flex justify-between gap-2 text-sm">
        <span className="text-slate-600" aria-live="polite">
          {status}
        </span>
        {processing && job.waiting ? null : <span className="font-semibold text-slate-900">{pct}%</span>}
      </div>
      <div className="mt-5">
        <ScriptSteps steps={job.steps} step={processing ? job.step : null} done={processing && job.done} />
      </div>
    </Card>
  );
}
