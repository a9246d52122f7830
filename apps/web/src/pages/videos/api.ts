import {
  type CreateVideoBody,
  createVideoResponseSchema,
  deleteVideoResponseSchema,
  myVideosResponseSchema,
  type VideoStatusResponse,
  videoDetailsResponseSchema,
  videoStatusResponseSchema,
} from '@adreel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import type { MutationCallbacks } from '../../lib/mutation.ts';

/** Spec §9: a video still rendering is asked about every 3 seconds. */
export const VIDEO_POLL_MS = 3000;

export const videoKeys = {
  all: ['videos'] as const,
  list: () => [...videoKeys.all, 'list'] as const,
  detail: (id: string) => [...videoKeys.all, 'detail', id] as const,
  status: (id: string) => [...videoKeys.all, 'status', id] as const,
};

const videoPath = (id: string) => `/videos/${encodeURIComponent(id)}`;

/** My Videos, newest first; while any card is rendering the list refreshes itself. */
export function useMyVideosQuery() {
  return useQuery({
    queryKey: videoKeys.list(),
    queryFn: () => api('/videos/my-videos', { schema: myVideosResponseSchema }),
    refetchInterval: (q) => (q.state.data?.some((v) => v.status === 'processing') ? VIDEO_POLL_MS : false),
  });
}

/** A video with its script; refreshes while it renders. `enabled` waits until it is wanted. */
export function useVideoDetailsQuery(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: videoKeys.detail(id),
    queryFn: () => api(`${videoPath(id)}/details`, { schema: videoDetailsResponseSchema }),
    enabled,
    retry: false,
    refetchInterval: (q) => (q.state.data?.status === 'processing' ? VIDEO_POLL_MS : false),
  });
}

const finished = (video: VideoStatusResponse | undefined) =>
  video?.status === 'completed' || video?.status === 'failed';

/**
 * The render's progress, every 3 s until it is completed or failed. A failed poll is not retried on
 * the spot: the next one follows 3 s later (spec §4), also while the tab is in the background.
 */
export function useVideoStatusQuery(id: string) {
  return useQuery({
    queryKey: videoKeys.status(id),
    queryFn: ({ signal }) => api(videoPath(id), { schema: videoStatusResponseSchema, signal }),
    retry: false,
    refetchInterval: (q) => (finished(q.state.data) ? false : VIDEO_POLL_MS),
    refetchIntervalInBackground: true,
  });
}

export function useCreateVideoMutation(callbacks?: MutationCallbacks<VideoStatusResponse, CreateVideoBody>) {
  return useMutation({
    ...callbacks,
    mutationFn: (body: CreateVideoBody) =>
      api('/videos/create', { method: 'POST', body, schema: createVideoResponseSchema }),
  });
}

export function useDeleteVideoMutation(
  id: string,
  callbacks?: MutationCallbacks<z.infer<typeof deleteVideoResponseSchema>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: () => api(videoPath(id), { method: 'DELETE', schema: deleteVideoResponseSchema }),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: videoKeys.list() });
      return callbacks?.onSuccess?.(...args);
    },
  });
}
