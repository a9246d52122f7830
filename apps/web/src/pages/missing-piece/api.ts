import { TRAINING_TREE_PATH, videoTreeSchema } from '@adreel/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const trainingKeys = {
  all: ['training-media'] as const,
  tree: () => [...trainingKeys.all, 'tree'] as const,
};

/** The Missing Piece's folders of training videos. */
export function useTrainingVideosQuery() {
  return useQuery({
    queryKey: trainingKeys.tree(),
    queryFn: () => api(TRAINING_TREE_PATH, { schema: videoTreeSchema }),
  });
}
