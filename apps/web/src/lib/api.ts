import { apiErrorSchema } from '@adreel/contracts';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import { session } from './session.ts';

export { ApiError } from './api-error.ts';

/** The API's base path; one origin in production, proxied by Vite in development. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';

interface SendOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
}

interface RequestOptions<S extends z.ZodType> extends SendOptions {
  schema: S;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * One request: adds the bearer token, removes it on any 401 (spec §4), and turns a failed answer into
 * an ApiError carrying the server's message. Answers the body as text.
 */
async function send(
  path: string,
  opts: SendOptions,
  accept: string,
): Promise<{ status: number; text: string }> {
  const url = new URL(API_BASE + path, window.location.origin);
  for (const [k, v] of Object.entries(opts.query ?? {}))
    if (v !== undefined) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { accept };
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
  if (!res.ok) {
    const parsed = apiErrorSchema.safeParse(parseJson(text));
    throw new ApiError(
      res.status,
      parsed.success ? parsed.data.message : `Request failed (${res.status})`,
      parsed.success ? (parsed.data.issues ?? []) : [],
    );
  }
  return { status: res.status, text };
}

/**
 * The one way the web app talks to the API: `send`'s token handling, and every answer parsed with the
 * endpoint's contract so a mismatch fails loudly, not silently.
 */
export async function api<S extends z.ZodType>(path: string, opts: RequestOptions<S>): Promise<z.infer<S>> {
  const { status, text } = await send(path, opts, 'application/json');
  const parsed = opts.schema.safeParse(parseJson(text));
  if (!parsed.success) {
    console.error('Unexpected API answer', path, parsed.error);
    throw new ApiError(status, 'The server sent an unexpected answer.');
  }
  return parsed.data;
}

/** The same request for an answer that is text, not JSON (e.g. `GET /preview/{id}` answers HTML). */
export async function apiText(path: string, opts: SendOptions & { accept?: string } = {}): Promise<string> {
  return (await send(path, opts, opts.accept ?? 'text/plain')).text;
}

export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
