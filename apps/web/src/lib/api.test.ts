import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, api, apiText } from './api.ts';

// The client runs in the browser: give it a location, a localStorage and a fetch that records calls.
const calls: { url: string; init: RequestInit }[] = [];
let answer: () => Response;

beforeEach(() => {
  calls.length = 0;
  const store = new Map<string, string>([['token', 'tok-1']]);
  vi.stubGlobal('window', { location: { origin: 'http://app.test' } });
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  });
  vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
    calls.push({ url: String(url), init });
    return answer();
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiText', () => {
  it('answers the body as text, with the bearer header of every API call', async () => {
    answer = () => new Response('<h1>Hi</h1>', { status: 200, headers: { 'content-type': 'text/html' } });
    expect(await apiText('/preview/a b', { accept: 'text/html' })).toBe('<h1>Hi</h1>');
    expect(calls[0]?.url).toBe('http://app.test/api/preview/a%20b');
    expect(calls[0]?.init.headers).toMatchObject({ accept: 'text/html', authorization: 'Bearer tok-1' });
  });

  it('drops the token on a 401 and throws the server message, like api()', async () => {
    answer = () =>
      new Response(JSON.stringify({ statusCode: 401, error: 'Unauthorized', message: 'Sign in again' }), {
        status: 401,
      });
    const failure = await apiText('/preview/x').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect((failure as ApiError).message).toBe('Sign in again');
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('api', () => {
  it('still parses JSON answers with the contract', async () => {
    answer = () => new Response(JSON.stringify({ ok: true }), { status: 200 });
    expect(await api('/x', { schema: z.object({ ok: z.literal(true) }) })).toEqual({ ok: true });
    answer = () => new Response(JSON.stringify({ ok: 'no' }), { status: 200 });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(api('/x', { schema: z.object({ ok: z.literal(true) }) })).rejects.toThrow(
      'The server sent an unexpected answer.',
    );
  });
});
