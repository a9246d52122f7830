import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';

/**
 * A failed query is asked once more only when asking again can help: not after a 4xx (the request
 * itself is wrong, e.g. a bad period on the Performance page; the same request fails the same way).
 */
export function retryOnce(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: retryOnce, refetchOnWindowFocus: false } },
  });
}
