import {
  eventsTokenResponseSchema,
  generateScriptResponseSchema,
  isFinishedStatus,
  type LanguageCode,
  type RenderLook,
  type ReviewScript,
  regenerateScriptResponseSchema,
  type ScriptContent,
  type ScriptStatusResponse,
  scriptDraftResponseSchema,
  scriptStatusResponseSchema,
  storyboardResponseSchema,
  videoTemplatesResponseSchema,
  voicesResponseSchema,
} from '@adreel/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, api } from '../../lib/api.ts';
import type { MutationCallbacks } from '../../lib/mutation.ts';
import { useEventStream } from '../../lib/use-event-stream.ts';

/** Spec §9: script status is polled every 3 seconds. */
export const SCRIPT_POLL_MS = 3000;

/** Ad scripts: the job that writes one, by its id. */
export const scriptKeys = {
  all: ['scripts'] as const,
  status: (jobId: string) => [...scriptKeys.all, 'status', jobId] as const,
  review: (id: string) => [...scriptKeys.all, 'review', id] as const,
};

/**
 * The review page's script read back from the API by its id (the page's ?script= address), with the
 * user's saved draft: a reload or a copied address finds it (issue 33). Read once, not polled.
 */
export function useReviewScriptQuery(id: string | null) {
  return useQuery({
    queryKey: scriptKeys.review(id ?? ''),
    queryFn: async ({ signal }) => {
      const status = await api(`/videos/script-status/${encodeURIComponent(id ?? '')}`, {
        schema: scriptStatusResponseSchema,
        signal,
      });
      if (!status.script) throw new Error('This script is not ready to review.');
      return status.script;
    },
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** Keeps the review page's edits on the server (`null` drops them); see PUT /videos/script-draft/{id}. */
export function useSaveScriptDraftMutation() {
  return useMutation({
    mutationFn: ({ scriptId, content }: { scriptId: string; content: ScriptContent | null }) =>
      api(`/videos/script-draft/${encodeURIComponent(scriptId)}`, {
        method: 'PUT',
        body: { content },
        schema: scriptDraftResponseSchema,
      }),
  });
}

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
/** `language` (the review page's picker) rewrites the script in that language (issue 25). */
type RegenerateRequest = { scriptId: string; text?: string; language?: LanguageCode };

export function useRegenerateScriptMutation(callbacks?: MutationCallbacks<ReviewScript, RegenerateRequest>) {
  return useMutation({
    ...callbacks,
    mutationFn: ({ scriptId, text, language }: RegenerateRequest) =>
      text === undefined
        ? api('/videos/regenerate-script', {
            method: 'POST',
            body: { scriptId, language },
            schema: regenerateScriptResponseSchema,
          })
        : api('/videos/regenerate-script-from-text', {
            method: 'POST',
            body: { scriptId, text, language },
            schema: regenerateScriptResponseSchema,
          }),
  });
}

/** The review page's rewrite: the fresh script is cached under its id, so its new address opens at once. */
export function useRegenerateReviewedScriptMutation(
  callbacks?: MutationCallbacks<ReviewScript, RegenerateRequest>,
) {
  const queryClient = useQueryClient();
  return useRegenerateScriptMutation({
    ...callbacks,
    onSuccess: (fresh, ...rest) => {
      queryClient.setQueryData(scriptKeys.review(fresh.id), fresh);
      return callbacks?.onSuccess?.(fresh, ...rest);
    },
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
    isFinal: (s) => isFinishedStatus(s.status),
    onStatus: (s) => queryClient.setQueryData(key, s),
  });
  return live;
}

/** The look of a video: the template list and the storyboard of a script in a look. */
export const lookKeys = {
  all: ['video-looks'] as const,
  templates: () => [...lookKeys.all, 'templates'] as const,
  voices: () => [...lookKeys.all, 'voices'] as const,
  storyboard: (body: StoryboardRequest) => [...lookKeys.all, 'storyboard', body] as const,
};

export interface StoryboardRequest extends RenderLook {
  scriptId: string;
  content: ScriptContent;
}

export function useTemplatesQuery() {
  return useQuery({
    queryKey: lookKeys.templates(),
    queryFn: ({ signal }) => api('/videos/templates', { schema: videoTemplatesResponseSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * One still per scene for the script in the look; `null` waits (the caller debounces edits). While a
 * new storyboard is drawn the previous one stays on screen.
 */
export function useStoryboardQuery(body: StoryboardRequest | null) {
  return useQuery({
    queryKey: lookKeys.storyboard(body as StoryboardRequest),
    queryFn: ({ signal }) =>
      api('/videos/storyboard', { method: 'POST', body, schema: storyboardResponseSchema, signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/**
 * The voices this server offers (offline ones always, OpenAI ones with a speech key), each with a
 * signed preview link. Links stay valid for a day, so an hour of staleness is safe.
 */
/** The voices that speak `language`, previews read in it (issue 25). */
export function useVoicesQuery(language: LanguageCode = 'en') {
  return useQuery({
    queryKey: [...lookKeys.voices(), language],
    queryFn: ({ signal }) =>
      api(`/videos/voices?language=${language}`, { schema: voicesResponseSchema, signal }),
    staleTime: 60 * 60 * 1000,
  });
}
