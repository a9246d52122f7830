import { useEffect, useRef } from 'react';

/**
 * Calls `onError` once for every failed fetch of a polled query (TanStack's errorUpdateCount), not
 * once per streak of failures, counting from when the component mounted: a poll that fails three
 * times in a row is reported three times, as the spec asks of status polling.
 */
export function useEachError(query: { errorUpdateCount: number }, onError: () => void): void {
  const { errorUpdateCount } = query;
  const seen = useRef(errorUpdateCount);
  const latest = useRef(onError);
  latest.current = onError;
  useEffect(() => {
    if (errorUpdateCount > seen.current) latest.current();
    seen.current = errorUpdateCount;
  }, [errorUpdateCount]);
}
