import {
  type CaptionFormat,
  type CreateTranslationsResponse,
  captionsDownloadName,
  createTranslationsResponseSchema,
  deleteVideoResponseSchema,
  eventsTokenResponseSchema,
  isFinishedStatus,
  type LanguageCode,
  myVideosResponseSchema,
  type ReviewScript,
  scriptStatusResponseSchema,
  type TrackedLinkDto,
  type VideoStatusResponse,
  videoDetailsResponseSchema,
  videoInProgress,
  videoStatusResponseSchema,
} from '@adreel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { saveBlob } from '../../components/video/media-actions.ts';
import { API_BASE, api, apiText } from '../../lib/api.ts';
import { type MutationCallbacks, useMutationThatRefreshes } from '../../lib/mutation.ts';
import { useEventStream } from '../../lib/use-event-stream.ts';
import { useSetDirectLinkMutation } from '../../queries/links.ts';
import { videoKeys } from '../../queries/videos.ts';

/** Spec §9: a video still rendering is asked about every 3 seconds. */
export const VIDEO_POLL_MS = 3000;

const videoPath = (id: string) => `/videos/${encodeURIComponent(id)}`;

/** My Videos, newest first; while any card is rendering or queued the list refreshes itself. */
export function useMyVideosQuery() {
  return useQuery({
    queryKey: videoKeys.list(),
    queryFn: () => api('/videos/my-videos', { schema: myVideosResponseSchema }),
    refetchInterval: (q) => (q.state.data?.some((v) => videoInProgress(v.status)) ? VIDEO_POLL_MS : false),
  });
}

const finished = (video: VideoStatusResponse | undefined) => isFinishedStatus(video?.status);

/** Mints a stream token (signed-in call) and returns the video's progress stream URL. */
async function videoStreamUrl(id: string): Promise<string> {
  const { token } = await api(`${videoPath(id)}/events-token`, {
    method: 'POST',
    schema: eventsTokenResponseSchema,
  });
  return `${API_BASE}${videoPath(id)}/events?token=${encodeURIComponent(token)}`;
}

/**
 * A video with its script. While it renders, its status is pushed over the progress stream and
 * merged in; when the stream is down it refreshes every 3 s. `enabled` waits until it is wanted.
 */
export function useVideoDetailsQuery(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  const key = videoKeys.detail(id);
  const current = queryClient.getQueryData<z.infer<typeof videoDetailsResponseSchema>>(key);
  const { live } = useEventStream({
    key: id,
    enabled: enabled && videoInProgress(current?.status),
    open: () => videoStreamUrl(id),
    schema: videoStatusResponseSchema,
    isFinal: finished,
    onStatus: (status) => {
      queryClient.setQueryData<z.infer<typeof videoDetailsResponseSchema>>(key, (old) =>
        old ? { ...old, ...status } : old,
      );
      if (finished(status)) void queryClient.invalidateQueries({ queryKey: key });
    },
    onGone: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
  return useQuery({
    queryKey: key,
    queryFn: () => api(`${videoPath(id)}/details`, { schema: videoDetailsResponseSchema }),
    enabled,
    retry: false,
    refetchInterval: (q) => (videoInProgress(q.state.data?.status) && !live ? VIDEO_POLL_MS : false),
  });
}

/**
 * The render's progress, pushed over the progress stream until it is completed or failed. Whenever
 * the stream is down it is polled every 3 s instead; a failed poll is not retried on the spot: the
 * next one follows 3 s later (spec §4), also while the tab is in the background.
 */
export function useVideoStatusQuery(id: string) {
  const queryClient = useQueryClient();
  const key = videoKeys.status(id);
  const { live } = useEventStream({
    key: id,
    enabled: !finished(queryClient.getQueryData<VideoStatusResponse>(key)),
    open: () => videoStreamUrl(id),
    schema: videoStatusResponseSchema,
    isFinal: finished,
    onStatus: (status) => queryClient.setQueryData(key, status),
    onGone: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api(videoPath(id), { schema: videoStatusResponseSchema, signal }),
    retry: false,
    refetchInterval: (q) => (finished(q.state.data) || live ? false : VIDEO_POLL_MS),
    refetchIntervalInBackground: true,
  });
}

export function useDeleteVideoMutation(
  id: string,
  callbacks?: MutationCallbacks<z.infer<typeof deleteVideoResponseSchema>>,
) {
  return useMutationThatRefreshes(
    {
      mutationFn: () => api(videoPath(id), { method: 'DELETE', schema: deleteVideoResponseSchema }),
      refresh: [videoKeys.list()],
      wait: true,
    },
    callbacks,
  );
}

/** The translation scripts made of a video (GET /videos/{id}/translations), each a review page away. */
export function useVideoTranslations(videoId: string) {
  return useQuery({
    queryKey: videoKeys.translations(videoId),
    queryFn: () => api(`${videoPath(videoId)}/translations`, { schema: createTranslationsResponseSchema }),
  });
}

/** "Make it in another language": one reviewable script per language, linked to this video. */
export function useCreateTranslationsMutation(
  videoId: string,
  callbacks?: MutationCallbacks<CreateTranslationsResponse, LanguageCode[]>,
) {
  return useMutationThatRefreshes(
    {
      mutationFn: (languages: LanguageCode[]) =>
        api(`${videoPath(videoId)}/translations`, {
          method: 'POST',
          body: { languages },
          schema: createTranslationsResponseSchema,
        }),
      refresh: [videoKeys.translations(videoId)],
      wait: true,
    },
    callbacks,
  );
}

/** The review page opens with the script in hand: a translation's script, read once on the way there. */
export function useTranslationScriptMutation(callbacks?: MutationCallbacks<ReviewScript, string>) {
  return useMutation({
    ...callbacks,
    mutationFn: async (scriptId: string) => {
      const { script } = await api(`/videos/script-status/${encodeURIComponent(scriptId)}`, {
        schema: scriptStatusResponseSchema,
      });
      if (!script) throw new Error('This translation has no script to review.');
      return script;
    },
  });
}

/** A video's link turned direct or tracked: its share buttons read the link, so the videos are read again. */
export function useVideoDirectLinkMutation(
  callbacks?: MutationCallbacks<TrackedLinkDto, { code: string; direct: boolean }>,
) {
  const queryClient = useQueryClient();
  return useSetDirectLinkMutation({
    ...callbacks,
    onSuccess: async (...args) => {
      await callbacks?.onSuccess?.(...args);
      await queryClient.invalidateQueries({ queryKey: videoKeys.all });
    },
  });
}

const CAPTION_TYPES: Record<CaptionFormat, string> = { srt: 'application/x-subrip', vtt: 'text/vtt' };

/** A caption file of the video (signed-in call, so fetched, then saved as a download). */
export function useCaptionDownloadMutation(
  videoId: string,
  callbacks?: MutationCallbacks<void, CaptionFormat>,
) {
  return useMutation({
    ...callbacks,
    mutationFn: async (format: CaptionFormat) => {
      const text = await apiText(`/videos/${encodeURIComponent(videoId)}/captions`, {
        query: { format },
        accept: CAPTION_TYPES[format],
      });
      saveBlob(new Blob([text], { type: CAPTION_TYPES[format] }), captionsDownloadName(videoId, format));
    },
  });
}
