import { type MediaItem, mediaItemSchema, mediaLibraryResponseSchema } from '@adreel/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api.ts';
import { type MutationCallbacks, useMutationThatRefreshes } from '../lib/mutation.ts';
import { shellKeys } from './notifications.ts';

/** The user's media library (API modules/media-library): images and short clips for scene backgrounds. */
export const mediaLibraryKeys = { all: ['media-library'] as const };

export function useMediaLibraryQuery() {
  return useQuery({
    queryKey: mediaLibraryKeys.all,
    queryFn: ({ signal }) => api('/media-library', { schema: mediaLibraryResponseSchema, signal }),
  });
}

/** Uploads and deletions change the storage meter in the shell too. */
export const MEDIA_REFRESH = [mediaLibraryKeys.all, shellKeys.meter()] as const;

export function useUploadMediaMutation(callbacks?: MutationCallbacks<MediaItem, File>) {
  return useMutationThatRefreshes(
    {
      mutationFn: (file: File) => {
        const form = new FormData();
        form.append('file', file);
        return api('/media-library', { method: 'POST', body: form, schema: mediaItemSchema });
      },
      refresh: MEDIA_REFRESH,
      wait: true,
    },
    callbacks,
  );
}
