import {
  DFY_REVIEW_SITES_PAGE_SIZE,
  DFY_VIDEOS_PAGE_SIZE,
  type DfyListResponse,
  dfyListResponseSchema,
} from '@adreel/contracts';
import { api } from '../../lib/api.ts';

export const dfyKeys = {
  videos: (page: number) => ['dfy', 'videos', page] as const,
  sites: (page: number) => ['dfy', 'review-sites', page] as const,
};

export function fetchDfyVideos(page: number): Promise<DfyListResponse> {
  return api('/videos/dfy-videos', {
    query: { page, limit: DFY_VIDEOS_PAGE_SIZE },
    schema: dfyListResponseSchema,
  });
}

export function fetchDfyReviewSites(page: number): Promise<DfyListResponse> {
  return api('/videos/dfy-videos', {
    query: { page, limit: DFY_REVIEW_SITES_PAGE_SIZE, type: 'review_site' },
    schema: dfyListResponseSchema,
  });
}

/** 'Showing X to Y of Z videos' numbers for a page. */
export function showingRange(page: number, perPage: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * perPage + 1, total);
  return { from, to: Math.min(page * perPage, total) };
}

export const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
