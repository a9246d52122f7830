import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * What a page adds to a feature's mutation hook: its toasts and navigation. The request and the cache
 * updates stay in the feature's api.ts, so every page that runs the mutation updates the cache alike.
 */
export type MutationCallbacks<TData, TVariables = void> = Pick<
  UseMutationOptions<TData, Error, TVariables>,
  'onMutate' | 'onSuccess' | 'onError' | 'onSettled'
>;
