// The fetcher's types come from @adreel/fetch itself: callers (and tests) pass the real fetcher in.
export type { FetchKind, SafeFetcher, SafeFetchOptions, SafeResponse } from '@adreel/fetch';

/** The `code` of a FetchRefusedError (or anything shaped like one), else undefined. */
export function refusalCode(error: unknown): string | undefined {
  if (error instanceof Error && 'code' in error && typeof error.code === 'string') return error.code;
  return undefined;
}
