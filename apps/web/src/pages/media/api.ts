import {
  type MediaItem,
  type MediaLibraryResponse,
  mediaItemSchema,
  mediaLibraryResponseSchema,
} from '@adreel/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { type MutationCallbacks, useMutationThatRefreshes } from '../../lib/mutation.ts';
import { shellKeys } from '../notifications/api.ts';

/** The user's media library (API modules/media-library): images and short clips for scene backgrounds. */
export const mediaLibraryKeys = { all: ['media-library'] as const };

export function useMediaLibraryQuery() {
  return useQuery({
    queryKey: mediaLibraryKeys.all,
    queryFn: ({ signal }) => api('/media-library', { schema: mediaLibraryResponseSchema, signal }),
  });
}

/** Uploads and deletions change the storage meter in the shell too. */
const REFRESH = [mediaLibraryKeys.all, shellKeys.meter()] as const;

export function useUploadMediaMutation(callbacks?: MutationCallbacks<MediaItem, File>) {
  return useMutationThatRefreshes(
    {
      mutationFn: (file: File) => {
        const form = new FormData();
        form.append('file', file);
        return api('/media-library', { method: 'POST', body: form, schema: mediaItemSchema });
      },
      refresh: REFRESH,
      wait: true,
    },
    callbacks,
  );
}

export function useDeleteMediaMutation(callbacks?: MutationCallbacks<MediaLibraryResponse, string>) {
  return useMutationThatRefreshes(
    {
      mutationFn: (id: string) =>
        api(`/media-library/${encodeURIComponent(id)}`, {
          method: 'DELETE',
          schema: mediaLibraryResponseSchema,
        }),
      refresh: REFRESH,
      wait: true,
    },
    callbacks,
  );
}
