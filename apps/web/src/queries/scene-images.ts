import {
  type SceneImage,
  sceneImageSearchResponseSchema,
  scriptImagesResponseSchema,
} from '@adreel/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../lib/api.ts';

// Shared by create (scene cards, the image picker) and videos (the scenes of a made video).
/** Scene images of a script: its product images, Pexels searches, and the Pexels photos picked. */
export const sceneImageKeys = {
  all: ['scene-images'] as const,
  list: (scriptId: string) => [...sceneImageKeys.all, scriptId, 'list'] as const,
  search: (scriptId: string, q: string) => [...sceneImageKeys.all, scriptId, 'search', q] as const,
  picked: (scriptId: string) => [...sceneImageKeys.all, scriptId, 'picked'] as const,
};

/** Thumbnail links are signed for hours; a half-hour-old list is still good. */
const FRESH_MS = 30 * 60_000;

export function useScriptImagesQuery(scriptId: string) {
  return useQuery({
    queryKey: sceneImageKeys.list(scriptId),
    queryFn: ({ signal }) =>
      api(`/scripts/${encodeURIComponent(scriptId)}/images`, { schema: scriptImagesResponseSchema, signal }),
    staleTime: FRESH_MS,
  });
}

/** Pexels photos for `q`; waits while `q` is empty. */
export function usePexelsSearchQuery(scriptId: string, q: string) {
  return useQuery({
    queryKey: sceneImageKeys.search(scriptId, q),
    queryFn: ({ signal }) =>
      api(`/scripts/${encodeURIComponent(scriptId)}/images/search`, {
        query: { q },
        schema: sceneImageSearchResponseSchema,
        signal,
      }),
    enabled: q.trim().length > 0,
    staleTime: FRESH_MS,
    retry: false,
  });
}

/**
 * Pexels photos the user picked on this page, by address: a scene's background names only the
 * address, and these remember its thumbnail and credit (kept in the query cache, never refetched).
 */
export function usePickedPexels(scriptId: string) {
  const queryClient = useQueryClient();
  const key = sceneImageKeys.picked(scriptId);
  const picked = useQuery({
    queryKey: key,
    queryFn: () => ({}) as Record<string, SceneImage>,
    initialData: {} as Record<string, SceneImage>,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  }).data;
  const remember = useCallback(
    (image: SceneImage) =>
      queryClient.setQueryData<Record<string, SceneImage>>(key, (old) => ({ ...old, [image.url]: image })),
    [queryClient, key],
  );
  return { picked, remember };
}
