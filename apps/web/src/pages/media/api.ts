import { type MediaLibraryResponse, mediaLibraryResponseSchema } from '@adreel/contracts';
import { api } from '../../lib/api.ts';
import { type MutationCallbacks, useMutationThatRefreshes } from '../../lib/mutation.ts';
import { MEDIA_REFRESH } from '../../queries/media.ts';

export function useDeleteMediaMutation(callbacks?: MutationCallbacks<MediaLibraryResponse, string>) {
  return useMutationThatRefreshes(
    {
      mutationFn: (id: string) =>
        api(`/media-library/${encodeURIComponent(id)}`, {
          method: 'DELETE',
          schema: mediaLibraryResponseSchema,
        }),
      refresh: MEDIA_REFRESH,
      wait: true,
    },
    callbacks,
  );
}
