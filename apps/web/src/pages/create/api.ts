import {
  eventsTokenResponseSchema,
  generateScriptResponseSchema,
  type ReviewScript,
  regenerateScriptResponseSchema,
  type ScriptStatusResponse,
  scriptStatusResponseSchema,
} from '@adreel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, api } from '../../lib/api.ts';
import type { MutationCallbacks } from '../../lib/mutation.ts';
import { useEventStream } from '../../lib/use-event-stream.ts';

/** Spec §9: script status is polled every 3 seconds. */
export const SCRIPT_POLL_MS = 3000;

/** Ad scripts: the job that writes one, by its id. */
export const scriptKeys = {
  all: ['scripts'] as const,
  status: (jobId: string) => [...scriptKeys.all, 'status', jobId] as const,
};

type StartedJob = { id: string };

/** Starts writing a script from a product address; answers the job's id. */
export function useGenerateScriptMutation(callbacks?: MutationCallbacks<StartedJob, string>) {
  return useMutation({
    ...callbacks,
    mutationFn: (url: string) =>
      api('/videos/generate-script', { method: 'POST', body: { url }, schema: generateScriptResponseSchema }),
  });
}

/** Starts writing a script from the user's own text; answers the job's id. */
export function useGenerateScriptFromTextMutation(callbacks?: MutationCallbacks<StartedJob, string>) {
  return useMutation({
    ...callbacks,
    mutationFn: (text: string) =>
      api('/videos/generate-script-from-text', {
        method: 'POST',
        body: { text },
        schema: generateScriptResponseSchema,
      }),
  });
}

/** Rewrites a script in place: from new text when `text` is given, else from its product page. */
export function useRegenerateScriptMutation(
  callbacks?: MutationCallbacks<ReviewScript, { scriptId: string; text?: string }>,
) {
  return useMutation({
    ...callbacks,
    mutationFn: ({ scriptId, text }: { scriptId: string; text?: string }) =>
      text === undefined
        ? api('/videos/regenerate-script', {
            method: 'POST',
            body: { scriptId },
            schema: regenerateScriptResponseSchema,
          })
        : api('/videos/regenerate-script-from-text', {
            method: 'POST',
            body: { scriptId, text },
            schema: regenerateScriptResponseSchema,
          }),
  });
}

/** Where a job stands before its first answer: the spec's first poll comes 3 s after the start. */
const JUST_STARTED: ScriptStatusResponse = {
  status: 'pending',
  progress: 0,
  message: '',
  step: null,
  steps: [],
  script: null,
};

/** Completed counts only once the script is there to review. */
const finished = (s: ScriptStatusResponse | undefined) =>
  (s?.status === 'completed' && s.script !== null) || s?.status === 'failed';

/**
 * A script job's status, asked every 3 s (the first time 3 s after the start) until it is completed
 * or failed. A failed poll is not retried on the spot: the next one follows 3 s later (spec §4), also
 * while the tab is in the background.
 */
export function useScriptStatusQuery(jobId: string | null) {
  // Pushed over the job's progress stream while it runs; polled only while the stream is down.
  const live = useScriptStream(jobId);
  return useQuery({
    queryKey: scriptKeys.status(jobId ?? ''),
    queryFn: ({ signal }) =>
      api(`/videos/script-status/${encodeURIComponent(jobId ?? '')}`, {
        schema: scriptStatusResponseSchema,
        signal,
      }),
    enabled: jobId !== null,
    initialData: JUST_STARTED,
    // The placeholder counts as fresh, so only the 3 s interval asks the server.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchInterval: (q) => (finished(q.state.data) || live ? false : SCRIPT_POLL_MS),
    refetchIntervalInBackground: true,
  });
}

function useScriptStream(jobId: string | null): boolean {
  const queryClient = useQueryClient();
  const path = `/videos/script-status/${encodeURIComponent(jobId ?? '')}`;
  const key = scriptKeys.status(jobId ?? '');
  const { live } = useEventStream({
    key: jobId ?? '',
    enabled: jobId !== null && !finished(queryClient.getQueryData<ScriptStatusResponse>(key)),
    open: async () => {
      const { token } = await api(`${path}/events-token`, {
        method: 'POST',
        schema: eventsTokenResponseSchema,
      });
      return `${API_BASE}${path}/events?token=${encodeURIComponent(token)}`;
    },
    schema: scriptStatusResponseSchema,
    isFinal: (s) => s.status === 'completed' || s.status === 'failed',
    onStatus: (s) => queryClient.setQueryData(key, s),
  });
  return live;
}
