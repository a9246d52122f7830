import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { type MutationCallbacks, type Refreshes, refreshingMutationOptions } from './mutation.ts';

/** A list in use whose next read waits until `release` is called, so a test sees when it is re-read. */
function cachedList(queryClient: QueryClient) {
  let reads = 0;
  let release = () => {};
  const observer = new QueryObserver(queryClient, {
    queryKey: ['things', 'list'],
    queryFn: () => {
      reads += 1;
      if (reads === 1) return Promise.resolve(['old']);
      return new Promise<string[]>((resolve) => {
        release = () => resolve(['new']);
      });
    },
  });
  const unsubscribe = observer.subscribe(() => {});
  return {
    reads: () => reads,
    release: () => release(),
    stale: () => queryClient.getQueryState(['things', 'list'])?.isInvalidated ?? false,
    unsubscribe,
  };
}

async function run<V>(
  queryClient: QueryClient,
  refreshes: Refreshes<string, V>,
  variables: V,
  callbacks?: MutationCallbacks<string, V>,
) {
  const observer = new MutationObserver(
    queryClient,
    refreshingMutationOptions(queryClient, refreshes, callbacks),
  );
  return observer.mutate(variables).catch((error: Error) => error.message);
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('refreshingMutationOptions', () => {
  it('marks the keys stale on success and calls the page at once, without waiting for the read', async () => {
    const queryClient = new QueryClient();
    const list = cachedList(queryClient);
    await tick();
    const seen: string[] = [];
    const answer = await run(
      queryClient,
      {
        mutationFn: async (name: string) => `saved ${name}`,
        refresh: [['things', 'list']],
        store: (client, data) => client.setQueryData(['things', 'one'], data),
      },
      'a',
      {
        onSuccess: (data, variables) => {
          seen.push(`${data} for ${variables}, stale ${list.stale()}, reads ${list.reads()}`);
        },
      },
    );
    expect(answer).toBe('saved a');
    expect(queryClient.getQueryData(['things', 'one'])).toBe('saved a');
    expect(seen).toEqual(['saved a for a, stale true, reads 2']);
    list.release();
    list.unsubscribe();
  });

  it('with wait, calls the page only once the stale queries are read again', async () => {
    const queryClient = new QueryClient();
    const list = cachedList(queryClient);
    await tick();
    let called = false;
    const done = run(
      queryClient,
      { mutationFn: async () => 'ok', refresh: [['things']], wait: true },
      undefined,
      {
        onSuccess: () => {
          called = true;
        },
      },
    );
    await tick();
    expect(list.reads()).toBe(2);
    expect(called).toBe(false);
    list.release();
    await done;
    expect(called).toBe(true);
    expect(queryClient.getQueryData(['things', 'list'])).toEqual(['new']);
    list.unsubscribe();
  });

  it('refreshes after a success only: a failed call leaves the cache alone', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['things', 'list'], ['old']);
    const errors: string[] = [];
    const answer = await run(
      queryClient,
      { mutationFn: async () => Promise.reject(new Error('refused')), refresh: [['things', 'list']] },
      undefined,
      { onError: (error) => void errors.push(error.message) },
    );
    expect(answer).toBe('refused');
    expect(errors).toEqual(['refused']);
    expect(queryClient.getQueryState(['things', 'list'])?.isInvalidated).toBe(false);
  });

  it('with always, refreshes the keys named by the variables after a failure too, then settles the page', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['deliveries', 'w1'], []);
    queryClient.setQueryData(['deliveries', 'w2'], []);
    const seen: string[] = [];
    const refreshes: Refreshes<string, string> = {
      mutationFn: async () => Promise.reject(new Error('refused')),
      refresh: (id) => [['deliveries', id]],
      always: true,
    };
    await run(queryClient, refreshes, 'w1', {
      onError: () => void seen.push('error'),
      onSettled: (_data, error, id) =>
        void seen.push(
          `settled ${id} (${error?.message}), stale ${queryClient.getQueryState(['deliveries', id])?.isInvalidated}`,
        ),
    });
    expect(seen).toEqual(['error', 'settled w1 (refused), stale true']);
    expect(queryClient.getQueryState(['deliveries', 'w2'])?.isInvalidated).toBe(false);
  });

  it('with always, a success calls both the page’s success and settled callbacks', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['things', 'list'], ['old']);
    const seen: string[] = [];
    await run(
      queryClient,
      { mutationFn: async () => 'ok', refresh: [['things', 'list']], always: true },
      undefined,
      {
        onSuccess: () =>
          void seen.push(`success, stale ${queryClient.getQueryState(['things', 'list'])?.isInvalidated}`),
        onSettled: () =>
          void seen.push(`settled, stale ${queryClient.getQueryState(['things', 'list'])?.isInvalidated}`),
      },
    );
    expect(seen).toEqual(['success, stale false', 'settled, stale true']);
  });
});
