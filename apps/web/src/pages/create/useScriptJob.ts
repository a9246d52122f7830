import { type ReviewScript, type ScriptStep, scriptStepsFor } from '@adreel/contracts';
import { useEffect, useRef } from 'react';
import { useEachError } from '../../lib/use-each-error.ts';
import { useScriptStatusQuery } from './api.ts';

export interface ScriptJobHandlers {
  onCompleted(script: ReviewScript): void;
  onFailed(reason: string): void;
  onPollError(): void;
}

export interface ScriptJobState {
  /** Percent of the steps finished, as the worker wrote it. */
  progress: number;
  message: string;
  /** The step under way; null while the job waits for a writer (or before there is a job). */
  step: ScriptStep | null;
  /** The steps this job passes, in order. */
  steps: readonly ScriptStep[];
  /** Waiting in the queue: nothing is known about its progress yet. */
  waiting: boolean;
  done: boolean;
}

/**
 * Follows the script job `jobId` while it is set (polling every 3 s, see useScriptStatusQuery) and
 * calls the handler for its outcome once; every failed poll is reported. `source` names the steps to
 * list before the first answer arrives.
 */
export function useScriptJob(
  jobId: string | null,
  source: 'url' | 'text',
  handlers: ScriptJobHandlers,
): ScriptJobState {
  const query = useScriptStatusQuery(jobId);
  const latest = useRef(handlers);
  latest.current = handlers;
  useEachError(query, () => latest.current.onPollError());

  const status = query.data;
  // One outcome per job, even if the finished status is read again.
  const settledJob = useRef<string | null>(null);
  useEffect(() => {
    if (!jobId || settledJob.current === jobId) return;
    if (status.status === 'completed' && status.script) latest.current.onCompleted(status.script);
    else if (status.status === 'failed') latest.current.onFailed(status.message);
    else return;
    settledJob.current = jobId;
  }, [jobId, status]);

  const steps = status.steps.length > 0 ? status.steps : scriptStepsFor(source);
  if (!jobId) return { progress: 0, message: '', step: null, steps, waiting: false, done: false };
  const done = status.status === 'completed' && status.script !== null;
  return {
    progress: done ? 100 : status.progress,
    message: status.message,
    step: done ? null : status.step,
    steps,
    waiting: !done && status.step === null && status.status !== 'failed',
    done,
  };
}
