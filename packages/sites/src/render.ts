import type { Route } from 'playwright-core';
import { withChromium } from './chromium.ts';
import type { SafeFetcher } from './fetcher-types.ts';

export interface ChromiumRendererOptions {
  fetcher: SafeFetcher;
  executablePath?: string;
  viewport?: { width: number; height: number };
  /** Budget for the page's load event. */
  navigationTimeoutMs?: number;
  /** How long to wait for the network to go quiet after load; a chatty page is taken as it is then. */
  idleTimeoutMs?: number;
}

/** Headers the fetcher already dealt with (it decodes bodies) or that would confuse a fulfilled response. */
const DROPPED_HEADERS = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'set-cookie',
]);

export type RouteDecision = { action: 'fulfil'; url: string } | { action: 'abort' };

/** Only plain GETs over http(s) can go through the fetcher; anything else is refused outright. */
export function routeDecision(method: string, url: string): RouteDecision {
  if (method !== 'GET') return { action: 'abort' };
  return /^https?:\/\//i.test(url) ? { action: 'fulfil', url } : { action: 'abort' };
}

/** Answers one browser request with the SafeFetcher's response, or aborts it. */
export async function handleRoute(route: Route, fetcher: SafeFetcher): Promise<void> {
  const request = route.request();
  const decision = routeDecision(request.method(), request.url());
  if (decision.action === 'abort') {
    await route.abort('blockedbyclient').catch(() => {});
    return;
  }
  try {
    const response = await fetcher.fetch(decision.url, { kind: 'any', timeoutMs: 10_000 });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (!DROPPED_HEADERS.has(name)) headers[name] = value;
    }
    await route.fulfill({ status: response.status, headers, body: response.body });
  } catch {
    await route.abort('blockedbyclient').catch(() => {});
  }
}

/**
 * A renderer for cloneSite that runs the page's JavaScript in Chromium. Every request the page makes,
 * the document included, is answered by the SafeFetcher, so the browser itself never touches the
 * network and an internal address inside the page is refused exactly like one typed by the user.
 */
export function createChromiumRenderer(options: ChromiumRendererOptions): (url: string) => Promise<string> {
  const navigationTimeoutMs = options.navigationTimeoutMs ?? 15_000;
  const idleTimeoutMs = options.idleTimeoutMs ?? 3_000;
  return (url) =>
    withChromium(options.executablePath, async (browser) => {
      const context = await browser.newContext({
        serviceWorkers: 'block',
        viewport: options.viewport ?? { width: 1280, height: 800 },
      });
      await context.route('**/*', (route) => handleRoute(route, options.fetcher));
      await context.routeWebSocket(/.*/, (socket) => socket.close());
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'load', timeout: navigationTimeoutMs });
      await page.waitForLoadState('networkidle', { timeout: idleTimeoutMs }).catch(() => {});
      return page.content();
    });
}
