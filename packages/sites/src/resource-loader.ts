import { CloneError, cloneMessages } from './clone-error.ts';
import { type FetchKind, refusalCode, type SafeFetcher } from './fetcher-types.ts';

export interface LoadedResource {
  url: string;
  contentType: string;
  body: Buffer;
}

export interface SkippedResource {
  url: string;
  reason: string;
}

/** What the page rewriters need: a sub-resource or null when it was refused (and recorded as skipped). */
export interface ResourceLoader {
  load(url: string, kind: FetchKind): Promise<LoadedResource | null>;
}

export interface CountingLoader extends ResourceLoader {
  readonly bytes: number;
  readonly resources: number;
  readonly skipped: readonly SkippedResource[];
}

export interface LoaderOptions {
  fetcher: SafeFetcher;
  maxTotalBytes: number;
  maxResources: number;
  /** Bytes already spent (the page itself). */
  initialBytes: number;
  concurrency: number;
  /** Aborting it stops queued and in-flight fetches; its reason is what they fail with. */
  signal: AbortSignal;
  /** Epoch ms by which every fetch must finish. */
  deadline: number;
  now?: () => number;
}

/**
 * Fetches sub-resources through the one SafeFetcher, each URL once, a few at a time. A refused or
 * failed resource is recorded and answered with null, so one bad image never fails a clone; going
 * over the byte or count budget fails the whole clone, as does the caller's signal.
 */
export function createResourceLoader(options: LoaderOptions): CountingLoader {
  const now = options.now ?? Date.now;
  const cache = new Map<string, Promise<LoadedResource | null>>();
  const skipped: SkippedResource[] = [];
  const waiting: (() => void)[] = [];
  let active = 0;
  let bytes = options.initialBytes;
  let fatal: CloneError | null = null;

  function fail(error: CloneError): never {
    fatal ??= error;
    throw fatal;
  }

  function markFatal(error: CloneError): CloneError {
    fatal ??= error;
    return fatal;
  }

  async function acquire(): Promise<void> {
    if (active < options.concurrency) {
      active++;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else active--;
  }

  async function fetchOne(url: string, kind: FetchKind): Promise<LoadedResource | null> {
    await acquire();
    try {
      if (options.signal.aborted) throw options.signal.reason;
      if (fatal) throw fatal;
      const remaining = options.maxTotalBytes - bytes;
      if (remaining <= 0) fail(new CloneError('TOO_LARGE', cloneMessages.tooLarge(options.maxTotalBytes)));
      let response: Awaited<ReturnType<SafeFetcher['fetch']>>;
      try {
        response = await options.fetcher.fetch(url, {
          kind,
          // The whole clone shares one byte budget, so no single file may exceed what is left of it.
          maxBytes: remaining,
          // Past the clone's deadline on purpose: that deadline aborts `signal` first, so a slow file ends
          // the clone with one clear TIMEOUT instead of racing it and being skipped as a slow resource.
          timeoutMs: Math.max(1, options.deadline - now()) + 1_000,
          signal: options.signal,
        });
      } catch (error) {
        if (options.signal.aborted) throw options.signal.reason;
        if (refusalCode(error) === 'TOO_LARGE') {
          fail(new CloneError('TOO_LARGE', cloneMessages.tooLarge(options.maxTotalBytes), { cause: error }));
        }
        skipped.push({ url, reason: describeFailure(error) });
        return null;
      }
      bytes += response.body.length;
      if (bytes > options.maxTotalBytes) {
        fail(new CloneError('TOO_LARGE', cloneMessages.tooLarge(options.maxTotalBytes)));
      }
      return { url: response.url, contentType: response.contentType, body: response.body };
    } finally {
      release();
    }
  }

  return {
    load(url, kind) {
      if (fatal) return Promise.reject(fatal);
      const cached = cache.get(url);
      if (cached) return cached;
      if (cache.size >= options.maxResources) {
        return Promise.reject(
          markFatal(
            new CloneError('TOO_MANY_RESOURCES', cloneMessages.tooManyResources(options.maxResources)),
          ),
        );
      }
      const pending = fetchOne(url, kind);
      cache.set(url, pending);
      return pending;
    },
    get bytes() {
      return bytes;
    },
    get resources() {
      return cache.size;
    },
    get skipped() {
      return skipped;
    },
  };
}

function describeFailure(error: unknown): string {
  const code = refusalCode(error);
  const message = error instanceof Error ? error.message : String(error);
  return code ? `${code}: ${message}` : message;
}
