/**
 * The SafeFetcher contract of @adreel/fetch, restated structurally so this package only depends on
 * its shape: callers pass the real fetcher in, tests pass the real one too.
 */
export type FetchKind = 'html' | 'image' | 'css' | 'font' | 'any';

export interface SafeFetchOptions {
  kind?: FetchKind;
  maxBytes?: number;
  timeoutMs?: number;
  accept?: string;
  signal?: AbortSignal;
}

export interface SafeResponse {
  /** Final URL after redirects. */
  url: string;
  status: number;
  contentType: string;
  headers: Record<string, string>;
  body: Buffer;
}

export interface SafeFetcher {
  fetch(url: string, options?: SafeFetchOptions): Promise<SafeResponse>;
}

/** The `code` of a FetchRefusedError (or anything shaped like one), else undefined. */
export function refusalCode(error: unknown): string | undefined {
  if (error instanceof Error && 'code' in error && typeof error.code === 'string') return error.code;
  return undefined;
}
