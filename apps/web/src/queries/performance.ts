import {
  type PerformanceQuery,
  performanceResponseSchema,
  performanceSalesResponseSchema,
  reportSyncRequestResponseSchema,
  reportSyncStatusSchema,
  type SimulateSaleBody,
  type SimulateSaleResponse,
  simulateSaleResponseSchema,
} from '@adreel/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import { api } from '../lib/api.ts';
import { type MutationCallbacks, useMutationThatRefreshes } from '../lib/mutation.ts';

/** What one read is narrowed to: the video, the marketplace and the currency of the money figures. */
const narrowedTo = (q: PerformanceQuery) =>
  [q.videoId ?? 'all', q.marketplace ?? 'all', q.currency ?? 'main'] as const;

export const performanceKeys = {
  all: ['performance'] as const,
  report: (q: PerformanceQuery) => [...performanceKeys.all, q.from, q.to, ...narrowedTo(q)] as const,
  sales: (q: PerformanceQuery) => [...performanceKeys.all, 'sales', q.from, q.to, ...narrowedTo(q)] as const,
};

/** The Digistore24 report sync's last run; polled, so a finished "Sync now" shows up by itself. */
export function useReportSyncQuery() {
  return useQuery({
    queryKey: [...performanceKeys.all, 'sync'] as const,
    queryFn: ({ signal }) => api('/performance/sync', { schema: reportSyncStatusSchema, signal }),
    refetchInterval: 10_000,
  });
}

/** "Sync now": the worker reads the Digistore24 report in the background. */
export function useReportSyncMutation(callbacks?: MutationCallbacks<{ queued: true }>) {
  return useMutation({
    ...callbacks,
    mutationFn: () => api('/performance/sync', { method: 'POST', schema: reportSyncRequestResponseSchema }),
  });
}

/** One of the page's reads over the chosen period (and video, marketplace, currency), keeping the last answer while the next loads. */
function usePeriodQuery<S extends z.ZodType>(
  path: string,
  schema: S,
  queryKey: readonly unknown[],
  query: PerformanceQuery,
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      api(path, {
        query: {
          from: query.from,
          to: query.to,
          videoId: query.videoId,
          marketplace: query.marketplace,
          currency: query.currency,
        },
        schema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The period's sales, newest first, each with the click that bought. */
export const usePerformanceSalesQuery = (query: PerformanceQuery) =>
  usePeriodQuery('/performance/sales', performanceSalesResponseSchema, performanceKeys.sales(query), query);

/** Clicks, sales and earnings per source and per day over a period (optionally one video's links). */
export const usePerformanceQuery = (query: PerformanceQuery) =>
  usePeriodQuery('/performance', performanceResponseSchema, performanceKeys.report(query), query);

/** Sandbox only: the stand-in marketplace sends a signed sale (or refund) IPN for one of the user's links. */
export function useSimulateSaleMutation(
  callbacks?: MutationCallbacks<SimulateSaleResponse, SimulateSaleBody>,
) {
  return useMutationThatRefreshes(
    {
      mutationFn: (body: SimulateSaleBody) =>
        api('/sandbox/digistore/simulate-sale', { method: 'POST', body, schema: simulateSaleResponseSchema }),
      refresh: [performanceKeys.all],
      wait: true,
    },
    callbacks,
  );
}

/** A finished run (a new `lastSyncedAt`) may have added sales: the figures on screen are read again. */
export function useRereadAfterSync(last: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (last) void queryClient.invalidateQueries({ queryKey: performanceKeys.all, refetchType: 'active' });
  }, [last, queryClient]);
}
