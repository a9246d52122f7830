import { describe, expect, it } from 'vitest';
import type { SafeFetcher, SafeFetchOptions } from './fetcher-types.ts';
import { createResourceLoader } from './resource-loader.ts';

/** A fetcher answering after `delayMs`, recording how many requests were open at once. */
function slowFetcher(delayMs: number) {
  const seen: { url: string; options: SafeFetchOptions | undefined }[] = [];
  let open = 0;
  let maxOpen = 0;
  const fetcher: SafeFetcher = {
    async fetch(url, options) {
      seen.push({ url, options });
      open++;
      maxOpen = Math.max(maxOpen, open);
      await new Promise((r) => setTimeout(r, delayMs));
      open--;
      return { url, status: 200, contentType: 'image/png', headers: {}, body: Buffer.alloc(10) };
    },
  };
  return { fetcher, seen, maxOpen: () => maxOpen };
}

function loaderWith(
  fetcher: SafeFetcher,
  overrides: Partial<Parameters<typeof createResourceLoader>[0]> = {},
) {
  return createResourceLoader({
    fetcher,
    maxTotalBytes: 1_000,
    maxResources: 100,
    initialBytes: 0,
    concurrency: 3,
    signal: new AbortController().signal,
    deadline: Date.now() + 10_000,
    ...overrides,
  });
}

describe('createResourceLoader', () => {
  it('fetches each URL once and never more than `concurrency` at a time', async () => {
    const { fetcher, seen, maxOpen } = slowFetcher(20);
    const loader = loaderWith(fetcher);
    const urls = Array.from({ length: 10 }, (_, i) => `https://x.test/${i % 5}.png`);
    const results = await Promise.all(urls.map((url) => loader.load(url, 'image')));
    expect(results.every((r) => r?.body.length === 10)).toBe(true);
    expect(seen.length).toBe(5);
    expect(maxOpen()).toBe(3);
    expect(loader.resources).toBe(5);
    expect(loader.bytes).toBe(50);
    // Every fetch is told how much of the shared byte budget is left.
    expect(seen[0]?.options?.maxBytes).toBe(1_000);
    expect(seen[0]?.options?.kind).toBe('image');
  });

  it('records refusals as skipped instead of failing', async () => {
    const refusing: SafeFetcher = {
      fetch: async () => {
        throw Object.assign(new Error('internal address'), { code: 'BLOCKED_ADDRESS' });
      },
    };
    const loader = loaderWith(refusing);
    expect(await loader.load('http://10.0.0.1/a.png', 'image')).toBeNull();
    expect(loader.skipped).toEqual([
      { url: 'http://10.0.0.1/a.png', reason: 'BLOCKED_ADDRESS: internal address' },
    ]);
  });

  it('stops the clone when the signal is aborted', async () => {
    const controller = new AbortController();
    const { fetcher, seen } = slowFetcher(50);
    const loader = loaderWith(fetcher, { concurrency: 1, signal: controller.signal });
    const first = loader.load('https://x.test/1.png', 'image');
    const second = loader.load('https://x.test/2.png', 'image');
    await new Promise((r) => setTimeout(r, 10));
    // The first fetch is in flight (this fetcher ignores the signal); the queued one must not start.
    controller.abort(new Error('stop'));
    const secondFails = expect(second).rejects.toThrow('stop');
    expect(await first).not.toBeNull();
    await secondFails;
    expect(seen.map((s) => s.url)).toEqual(['https://x.test/1.png']);
  });
});
