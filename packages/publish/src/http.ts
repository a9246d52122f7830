import { PlatformError } from './errors.ts';
import type { TokenSet } from './types.ts';

export type Fetch = typeof fetch;

/** fetch with a timeout; a network failure or timeout becomes a transient PlatformError. */
export async function send(
  fetchFn: Fetch,
  url: string,
  init: RequestInit & { timeoutMs?: number } = {},
): Promise<Response> {
  const { timeoutMs = 60_000, ...rest } = init;
  try {
    return await fetchFn(url, { ...rest, signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
  } catch (e) {
    // undici's "fetch failed" hides the reason (refused, reset, timeout) in `cause`: keep it for the user.
    const cause = (e as Error & { cause?: { code?: string; message?: string } }).cause;
    const why = cause ? ` (${cause.code ?? cause.message})` : '';
    throw new PlatformError(
      'transient',
      `Could not reach ${new URL(url).host}: ${(e as Error).message}${why}`,
    );
  }
}

export async function readJson(res: Response): Promise<Record<string, unknown>> {
  const text = await res.text();
  if (!text) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return { raw: text.slice(0, 300) };
  }
}

export function form(values: Record<string, string | undefined>): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v !== undefined) out.set(k, v);
  return out;
}

export function retryAfter(res: Response): number | undefined {
  const v = Number(res.headers.get('retry-after'));
  return Number.isFinite(v) && v > 0 ? v : undefined;
}

export const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);
export const num = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? v : undefined;

/** A standard OAuth token reply (`access_token`, `refresh_token`, `expires_in`, …) as a TokenSet. */
export function tokenSetFrom(
  body: Record<string, unknown>,
  previousRefresh: string | null,
  now = Date.now(),
): TokenSet {
  const access = str(body.access_token);
  if (!access) throw new PlatformError('bad_request', 'The token reply had no access_token');
  const expiresIn = num(body.expires_in);
  const refreshIn = num(body.refresh_expires_in);
  const scope = str(body.scope) ?? '';
  return {
    accessToken: access,
    refreshToken: str(body.refresh_token) ?? previousRefresh,
    expiresAt: expiresIn ? new Date(now + expiresIn * 1000) : null,
    refreshExpiresAt: refreshIn ? new Date(now + refreshIn * 1000) : null,
    scopes: scope.split(/[\s,]+/).filter(Boolean),
  };
}

/** OAuth token endpoint errors: invalid_grant and friends mean the grant is gone → reconnect. */
export function tokenError(res: Response, body: Record<string, unknown>, what: string): PlatformError {
  const code =
    str(body.error) ??
    (typeof body.error === 'object' ? str((body.error as Record<string, unknown>).code) : undefined);
  const desc = str(body.error_description) ?? str(body.message) ?? `HTTP ${res.status}`;
  if (res.status === 429)
    return new PlatformError('rate_limited', `${what}: rate limited`, {
      status: 429,
      retryAfterS: retryAfter(res),
    });
  if (res.status >= 500)
    return new PlatformError('transient', `${what}: ${desc}`, { status: res.status, code });
  return new PlatformError('reconnect_needed', `${what} was refused: ${desc}`, { status: res.status, code });
}

export async function defaultSleep(ms: number): Promise<void> {
  await new Promise((r) => setTimeout(r, ms));
}

/** Text from a platform, safe to store: control characters (NUL included) dropped, length capped. */
export function cleanText(text: string, max: number): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 32 && code !== 127) out += ch;
  }
  return out.slice(0, max);
}
