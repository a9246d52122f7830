import { join } from 'node:path';
import { createFliteTts, createOpenAITts, createPexelsStockClips, type TtsProvider } from '@adreel/media';
import type { WorkerDeps } from '../deps.ts';

/** OpenAI speech when a key is configured (honouring OPENAI_BASE_URL), else offline flite. */
export function selectTts(env: Pick<WorkerDeps['env'], 'OPENAI_API_KEY' | 'OPENAI_BASE_URL'>): TtsProvider {
  if (env.OPENAI_API_KEY)
    return createOpenAITts({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL });
  return createFliteTts();
}

/** Images for backgrounds come only through the SSRF-safe fetcher. */
export function imageFetcher(deps: Pick<WorkerDeps, 'fetcher'>, signal?: AbortSignal) {
  return async (url: string): Promise<Buffer> =>
    (await deps.fetcher.fetch(url, { kind: 'image', signal })).body;
}

/** Pexels stock clips when a key is configured; otherwise none (stills and colours are used). */
export function selectStockClips(
  deps: Pick<WorkerDeps, 'env' | 'fetcher' | 'cacheDir'>,
): ((query: string) => Promise<string | null>) | undefined {
  const apiKey = deps.env.PEXELS_API_KEY;
  if (!apiKey) return undefined;
  return createPexelsStockClips({
    apiKey,
    baseUrl: deps.env.PEXELS_BASE_URL,
    downloadDir: join(deps.cacheDir, 'pexels'),
    fetchFile: async (url) =>
      (await deps.fetcher.fetch(url, { kind: 'any', maxBytes: 80 * 1024 * 1024 })).body,
  });
}
