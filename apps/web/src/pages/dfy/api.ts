import {
  type ClonedSite,
  clonedSiteSchema,
  DFY_REVIEW_SITES_PAGE_SIZE,
  DFY_VIDEOS_PAGE_SIZE,
  dfyCloneSiteResponseSchema,
  dfyListResponseSchema,
} from '@adreel/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { MutationCallbacks } from '../../lib/mutation.ts';

export const dfyKeys = {
  all: ['dfy'] as const,
  videos: (page: number) => [...dfyKeys.all, 'videos', page] as const,
  reviewSites: (page: number) => [...dfyKeys.all, 'review-sites', page] as const,
};

/** Done-for-you videos, 12 a page; pages with a video still rendering refresh every 15 s. */
export function useDfyVideosQuery(page: number) {
  return useQuery({
    queryKey: dfyKeys.videos(page),
    queryFn: () =>
      api('/videos/dfy-videos', {
        query: { page, limit: DFY_VIDEOS_PAGE_SIZE },
        schema: dfyListResponseSchema,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.data.some((v) => v.status === 'processing') ? 15_000 : false),
  });
}

/** Done-for-you review sites; pages with a screenshot still missing refresh every 10 s. */
export function useDfyReviewSitesQuery(page: number) {
  return useQuery({
    queryKey: dfyKeys.reviewSites(page),
    queryFn: () =>
      api('/videos/dfy-videos', {
        query: { page, limit: DFY_REVIEW_SITES_PAGE_SIZE, type: 'review_site' },
        schema: dfyListResponseSchema,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.data.some((s) => !s.thumbnail_url) ? 10_000 : false),
  });
}

/** Copies a review site into the user's account and records it as one of their cloned sites. */
export function useCloneReviewSiteMutation(callbacks?: MutationCallbacks<ClonedSite, string>) {
  return useMutation({
    ...callbacks,
    mutationFn: async (reviewSiteId: string) => {
      const copy = await api(`/dfy/review-sites/${reviewSiteId}/clone`, {
        method: 'POST',
        schema: dfyCloneSiteResponseSchema,
      });
      return api('/cloned-sites', {
        method: 'POST',
        body: { link: copy.link, fileLocation: copy.fileLocation },
        schema: clonedSiteSchema,
      });
    },
  });
}
