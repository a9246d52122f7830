import { apiErrorSchema } from '@adreel/contracts';
import type { z } from 'zod';
import { session } from './session.ts';

/** The API's base path; one origin in production, proxied by Vite in development. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: { path: string; message: string }[] = [],
  ) {
    super(message);
  }
}

interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  schema: S;
  signal?: AbortSignal;
}

/**
 * The one way the web app talks to the API: adds the bearer token, removes it on any 401 (spec §4),
 * and parses every answer with the endpoint's contract so a mismatch fails loudly, not silently.
 */
export async function api<S extends z.ZodType>(path: string, opts: RequestOptions<S>): Promise<z.infer<S>> {
  const url = new URL(API_BASE + path, window.location.origin);
  for (const [k, v] of Object.entries(opts.query ?? {}))
    if (v !== undefined) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = session.getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const isForm = opts.body instanceof FormData;
  if (opts.body !== undefined && !isForm) headers['content-type'] = 'application/json';

  let res: Response;
  try {
    res = await fetch(url, {
      method: opts.method ?? 'GET',
      headers,
      body:
        opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'Cannot reach the server. Check your connection and try again.');
  }
  if (res.status === 401) session.removeToken();
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) {
    const parsed = apiErrorSchema.safeParse(json);
    throw new ApiError(
      res.status,
      parsed.success ? parsed.data.message : `Request failed (${res.status})`,
      parsed.success ? (parsed.data.issues ?? []) : [],
    );
  }
  const parsed = opts.schema.safeParse(json);
  if (!parsed.success) {
    console.error('Unexpected API answer', path, parsed.error);
    throw new ApiError(res.status, 'The server sent an unexpected answer.');
  }
  return parsed.data;
}

export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
