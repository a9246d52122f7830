import { type WhatWorksQuery, whatWorksResponseSchema } from '@adreel/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api.ts';
import { performanceKeys } from './performance.ts';

/** The browser's own time zone, so posting times read on the user's clock. */
const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * "What works" over a period (optionally one campaign's posts): each dimension ranked by earnings and
 * clicks per 1,000 views with intervals and P(best). Under the performance keys, so whatever refreshes
 * the figures (a sync, a sandbox sale) refreshes it too.
 */
export function useWhatWorksQuery(query: Omit<WhatWorksQuery, 'timeZone'>) {
  const timeZone = viewerTimeZone();
  return useQuery({
    queryKey: [
      ...performanceKeys.all,
      'what-works',
      query.from,
      query.to,
      query.campaignId ?? 'all',
      timeZone,
    ] as const,
    queryFn: ({ signal }) =>
      api('/performance/what-works', {
        query: { from: query.from, to: query.to, campaignId: query.campaignId, timeZone },
        schema: whatWorksResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
