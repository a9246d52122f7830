import { type ReviewScript, scriptStatusResponseSchema } from '@adreel/contracts';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api.ts';

/** Spec §9: script status is polled every 3 seconds. */
export const POLL_MS = 3000;

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
 * Polls GET /videos/script-status/{id} every 3 s while `jobId` is set. A polling error is reported
 * and the next poll still happens 3 s later (spec §4). Stops on completed or failed.
 */
export function useScriptJob(jobId: string | null, handlers: ScriptJobHandlers): ScriptJobState {
  const [state, setState] = useState<ScriptJobState>({ progress: 0, message: '' });
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!jobId) {
      setState({ progress: 0, message: '' });
      return;
    }
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();

    const tick = async () => {
      try {
        const s = await api(`/videos/script-status/${encodeURIComponent(jobId)}`, {
          schema: scriptStatusResponseSchema,
          signal: controller.signal,
        });
        if (cancelled) return;
        if (s.status === 'completed' && s.script) {
          setState({ progress: 100, message: s.message });
          latest.current.onCompleted(s.script);
          return;
        }
        if (s.status === 'failed') {
          latest.current.onFailed(s.message);
          return;
        }
        setState({ progress: s.progress, message: s.message });
      } catch {
        if (cancelled) return;
        latest.current.onPollError();
      }
      timer = setTimeout(tick, POLL_MS);
    };
    timer = setTimeout(tick, POLL_MS);
    return () => {
      cancelled = true;
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [jobId]);

  return state;
}
