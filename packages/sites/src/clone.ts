import * as cheerio from 'cheerio';
import { CloneError, cloneMessages } from './clone-error.ts';
import { refusalCode, type SafeFetcher, type SafeResponse } from './fetcher-types.ts';
import { inlineResources } from './inline-document.ts';
import { prepareDocument } from './prepare-document.ts';
import { createResourceLoader, type SkippedResource } from './resource-loader.ts';

export interface CloneLimits {
  maxTotalBytes: number;
  maxResources: number;
  timeoutMs: number;
}

export const DEFAULT_CLONE_LIMITS: CloneLimits = {
  maxTotalBytes: 20 * 1024 * 1024,
  maxResources: 300,
  timeoutMs: 30_000,
};

/** Sub-resources fetched at once: enough to hide latency, few enough to be polite to the site. */
export const CLONE_CONCURRENCY = 6;

export interface CloneResult {
  html: string;
  finalUrl: string;
  /** Bytes downloaded: the page plus every sub-resource. */
  bytes: number;
  /** Distinct sub-resources requested (including refused ones). */
  resources: number;
  skipped: SkippedResource[];
  ms: number;
}

export interface CloneDeps {
  fetcher: SafeFetcher;
  limits?: Partial<CloneLimits>;
  /** Renders the page with JavaScript (see createChromiumRenderer); its HTML replaces the raw page. */
  render?: (url: string) => Promise<string>;
}

function toCloneError(error: unknown, limits: CloneLimits): CloneError {
  if (error instanceof CloneError) return error;
  const detail = error instanceof Error ? error.message : '';
  switch (refusalCode(error)) {
    case 'BAD_CONTENT_TYPE':
      return new CloneError('NOT_HTML', cloneMessages.notHtml(detail), { cause: error });
    case 'TOO_LARGE':
      return new CloneError('TOO_LARGE', cloneMessages.tooLarge(limits.maxTotalBytes), { cause: error });
    case 'TIMEOUT':
      return new CloneError('TIMEOUT', cloneMessages.timeout(limits.timeoutMs), { cause: error });
    default:
      return new CloneError('FETCH_FAILED', cloneMessages.fetchFailed(detail), { cause: error });
  }
}

function charsetOf(contentType: string): string | undefined {
  return /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1];
}

/**
 * Downloads a page and everything it needs to look right (stylesheets, images, fonts, icons) through
 * the SSRF-safe fetcher and returns it as one self-contained HTML document. Scripts, iframes and links
 * stay as absolute URLs. Refused sub-resources are listed in `skipped`; exceeding a limit throws.
 */
export async function cloneSite(url: string, deps: CloneDeps): Promise<CloneResult> {
  const limits: CloneLimits = { ...DEFAULT_CLONE_LIMITS, ...deps.limits };
  const started = performance.now();
  const deadline = Date.now() + limits.timeoutMs;
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new CloneError('TIMEOUT', cloneMessages.timeout(limits.timeoutMs))),
    limits.timeoutMs,
  );
  // Rejects when the deadline passes, so a stuck step (or renderer) cannot hold the clone past it.
  const deadlinePassed = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
  });
  deadlinePassed.catch(() => {});

  async function run(): Promise<CloneResult> {
    let page: SafeResponse;
    try {
      page = await deps.fetcher.fetch(url, {
        kind: 'html',
        maxBytes: limits.maxTotalBytes,
        // A little longer than the clone's own deadline, so that deadline (one clear TIMEOUT) always wins.
        timeoutMs: limits.timeoutMs + 1_000,
        signal: controller.signal,
      });
    } catch (error) {
      throw controller.signal.aborted ? controller.signal.reason : toCloneError(error, limits);
    }
    const skipped: SkippedResource[] = [];
    let $ = cheerio.loadBuffer(page.body, {
      encoding: { transportLayerEncodingLabel: charsetOf(page.contentType) },
    });
    if (deps.render) {
      try {
        $ = cheerio.load(await deps.render(page.url));
      } catch (error) {
        // The static page is still a usable clone; say why it is not the rendered one.
        skipped.push({ url: page.url, reason: `JavaScript render failed: ${(error as Error).message}` });
      }
    }
    const loader = createResourceLoader({
      fetcher: deps.fetcher,
      maxTotalBytes: limits.maxTotalBytes,
      maxResources: limits.maxResources,
      initialBytes: page.body.length,
      concurrency: CLONE_CONCURRENCY,
      signal: controller.signal,
      deadline,
    });
    const base = prepareDocument($, page.url);
    await inlineResources($, base, loader);
    return {
      html: $.html(),
      finalUrl: page.url,
      bytes: loader.bytes,
      resources: loader.resources,
      skipped: [...skipped, ...loader.skipped],
      ms: Math.round(performance.now() - started),
    };
  }

  try {
    return await Promise.race([run(), deadlinePassed]);
  } finally {
    clearTimeout(timer);
    // Stops fetches still in flight after a failure (their results are no longer wanted).
    if (!controller.signal.aborted) controller.abort(new CloneError('FETCH_FAILED', 'Clone finished.'));
  }
}
