import {
  type CreateVariantsBody,
  type CreateVariantsResponse,
  type CreateVideoBody,
  createVariantsResponseSchema,
  createVideoResponseSchema,
  type VideoStatusResponse,
} from '@adreel/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadVideo } from '../components/video/media-actions.ts';
import { api } from '../lib/api.ts';
import { type MutationCallbacks, useMutationThatRefreshes } from '../lib/mutation.ts';

// Video keys and the calls that start videos: create (script review, hook variants) starts them,
// the videos area lists and polls them.
export const videoKeys = {
  all: ['videos'] as const,
  list: () => [...videoKeys.all, 'list'] as const,
  detail: (id: string) => [...videoKeys.all, 'detail', id] as const,
  status: (id: string) => [...videoKeys.all, 'status', id] as const,
  translations: (id: string) => [...videoKeys.all, 'translations', id] as const,
};

export function useCreateVideoMutation(callbacks?: MutationCallbacks<VideoStatusResponse, CreateVideoBody>) {
  return useMutation({
    ...callbacks,
    mutationFn: (body: CreateVideoBody) =>
      api('/videos/create', { method: 'POST', body, schema: createVideoResponseSchema }),
  });
}

/** Hook variants: one video per chosen hook, grouped (POST /videos/variants). */
export function useCreateVariantsMutation(
  callbacks?: MutationCallbacks<CreateVariantsResponse, CreateVariantsBody>,
) {
  return useMutationThatRefreshes(
    {
      mutationFn: (body: CreateVariantsBody) =>
        api('/videos/variants', { method: 'POST', body, schema: createVariantsResponseSchema }),
      refresh: [videoKeys.list()],
      wait: true,
    },
    callbacks,
  );
}

/** The video file saved as a download; `downloadVideo` toasts its outcome, this only tracks that it runs. */
export function useDownloadVideoMutation(id: string, outputUrl: string | null) {
  return useMutation({ mutationFn: () => downloadVideo(id, outputUrl) });
}
