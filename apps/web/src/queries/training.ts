import { TRAINING_PAGES, type TrainingPageKey, walkthroughListResponseSchema } from '@adreel/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

export const walkthroughKeys = {
  all: ['walkthroughs'] as const,
  list: () => [...walkthroughKeys.all, 'list'] as const,
};

/** While a page's video is still being prepared (first start), look again this often. */
const PREPARING_POLL_MS = 15_000;

/** The built-in training videos; polls until every one the page plays is ready. */
export function useWalkthroughsQuery(page: TrainingPageKey) {
  return useQuery({
    queryKey: walkthroughKeys.list(),
    queryFn: () => api('/training-media/walkthroughs', { schema: walkthroughListResponseSchema }),
    refetchInterval: (query) => {
      const ready = new Set(query.state.data?.walkthroughs.map((w) => w.id));
      return TRAINING_PAGES[page].every((id) => ready.has(id)) ? false : PREPARING_POLL_MS;
    },
  });
}
