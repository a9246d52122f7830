import type { ReviewScript } from '@adreel/contracts';
import { useEffect, useRef } from 'react';
import { useEachError } from '../../lib/use-each-error.ts';
import { useScriptStatusQuery } from './api.ts';

export interface ScriptJobHandlers {
  onCompleted(script: ReviewScript): void;
  onFailed(reason: string): void;
  onPollError(): void;
}

export interface ScriptJobState {
  progress: number;
  message: string;
}

/**
 * Follows the script job `jobId` while it is set (polling every 3 s, see useScriptStatusQuery) and
 * calls the handler for its outcome once; every failed poll is reported.
 */
export function useScriptJob(jobId: string | null, handlers: ScriptJobHandlers): ScriptJobState {
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

  if (!jobId) return { progress: 0, message: '' };
  const done = status.status === 'completed' && status.script;
  return { progress: done ? 100 : status.progress, message: status.message };
}
