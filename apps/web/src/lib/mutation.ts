import {
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

/**
 * What a page adds to a feature's mutation hook: its toasts and navigation. The request and the cache
 * updates stay in the feature's api.ts, so every page that runs the mutation updates the cache alike.
 */
export type MutationCallbacks<TData, TVariables = void> = Pick<
  UseMutationOptions<TData, Error, TVariables>,
  'onMutate' | 'onSuccess' | 'onError' | 'onSettled'
>;

/** A feature's mutation and the cached queries it makes stale. */
export interface Refreshes<TData, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** The stale queries; a function where they depend on the call's variables. */
  refresh: readonly QueryKey[] | ((variables: TVariables) => readonly QueryKey[]);
  /** Hold the page's callback until the stale queries are read again, so what it shows next is fresh. */
  wait?: boolean;
  /** Refresh after a failed call too (on settled): a refused change may still mean the list moved on. */
  always?: boolean;
  /** Writes the answer into the cache on success, before the refresh. */
  store?: (queryClient: QueryClient, data: TData, variables: TVariables) => void;
}

const andThen = <T>(first: Promise<unknown> | undefined, next: () => T) =>
  first ? first.then(next) : next();

/** The options behind `useMutationThatRefreshes`: the page's callbacks run after the feature's refresh. */
export function refreshingMutationOptions<TData, TVariables>(
  queryClient: QueryClient,
  { mutationFn, refresh, wait = false, always = false, store }: Refreshes<TData, TVariables>,
  callbacks?: MutationCallbacks<TData, TVariables>,
): UseMutationOptions<TData, Error, TVariables> {
  const markStale = (variables: TVariables): Promise<unknown> | undefined => {
    const keys = typeof refresh === 'function' ? refresh(variables) : refresh;
    const refreshed = Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    return wait ? refreshed : undefined;
  };
  return {
    ...callbacks,
    mutationFn,
    onSuccess: (data, variables, ...rest) => {
      store?.(queryClient, data, variables);
      return andThen(always ? undefined : markStale(variables), () =>
        callbacks?.onSuccess?.(data, variables, ...rest),
      );
    },
    onSettled: (data, error, variables, ...rest) =>
      andThen(always ? markStale(variables) : undefined, () =>
        callbacks?.onSettled?.(data, error, variables, ...rest),
      ),
  };
}

/**
 * A mutation that, once it is done, marks the cached queries it changed as stale (read again when in
 * use), then runs the page's own callback.
 */
export function useMutationThatRefreshes<TData, TVariables = void>(
  refreshes: Refreshes<TData, TVariables>,
  callbacks?: MutationCallbacks<TData, TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation(refreshingMutationOptions(queryClient, refreshes, callbacks));
}
