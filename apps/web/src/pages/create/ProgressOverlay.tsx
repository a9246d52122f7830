import { SCRIPT_STEP_LABELS } from '@adreel/contracts';
import { Modal } from '../../components/ui/Modal.tsx';
import { ScriptSteps, ScriptStepsBar } from './ScriptSteps.tsx';
import type { ScriptJobState } from './useScriptJob.ts';

/**
 * Full-screen progress shown while a script is being written (spec §2.6): the step the worker is on,
 * the share of steps finished and the list of real steps. Only the job ends it.
 */
export function ProgressOverlay({ job }: { job: ScriptJobState }) {
  const pct = Math.round(Math.min(100, Math.max(0, job.progress)));
  const index = job.step ? job.steps.indexOf(job.step) : -1;
  const heading = job.waiting
    ? 'Waiting for a free script writer'
    : job.step
      ? `Step ${index + 1} of ${job.steps.length}: ${SCRIPT_STEP_LABELS[job.step]}`
      : 'Generating your script';
  return (
    <Modal title="Generating your script" look="status">
      <p className="font-semibold text-slate-900" aria-live="polite" data-testid="script-step">
        {heading}
      </p>
      <div className="mt-4">
        <ScriptStepsBar percent={pct} waiting={job.waiting} />
        <div className="mt-2 flex justify-between gap-2 text-sm">
          <span className="text-slate-600">{job.message || 'Generating your script...'}</span>
          {job.waiting ? null : <span className="font-semibold text-slate-900">{pct}%</span>}
        </div>
      </div>
      <div className="mt-6">
        <ScriptSteps steps={job.steps} step={job.step} done={job.done} />
      </div>
    </Modal>
  );
}
