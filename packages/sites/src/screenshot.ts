import { withChromium } from './chromium.ts';
import type { SafeFetcher } from './fetcher-types.ts';
import { handleRoute } from './render.ts';

export interface ScreenshotOptions {
  width?: number;
  height?: number;
  executablePath?: string;
  /** Abort every request (default): the HTML is expected to be self-contained. */
  blockNetwork?: boolean;
  /** With blockNetwork false, requests are answered through this fetcher (else still aborted). */
  fetcher?: SafeFetcher;
  /** JPEG quality 1–100. */
  quality?: number;
}

/**
 * A JPEG of the top of a page, for review-site thumbnails. JavaScript is off (a thumbnail needs no
 * script, and cloned HTML is untrusted) and, by default, the page may not load anything.
 */
export async function screenshotHtml(html: string, opts: ScreenshotOptions = {}): Promise<Buffer> {
  const width = opts.width ?? 1280;
  const height = opts.height ?? 800;
  return withChromium(opts.executablePath, async (browser) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      serviceWorkers: 'block',
      viewport: { width, height },
    });
    // The browser never reaches the network itself (see CHROMIUM_ARGS); requests are aborted or
    // answered by the SSRF-safe fetcher.
    const fetcher = opts.blockNetwork === false ? opts.fetcher : undefined;
    await context.route('**/*', (route) =>
      fetcher ? handleRoute(route, fetcher) : route.abort('blockedbyclient').catch(() => {}),
    );
    const page = await context.newPage();
    await page.setContent(html, { waitUntil: 'load', timeout: 15_000 });
    return page.screenshot({ type: 'jpeg', quality: opts.quality ?? 80, fullPage: false });
  });
}
