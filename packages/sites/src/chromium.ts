import { type Browser, chromium } from 'playwright-core';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Flags for Debian's Chromium run as root on a closed network. The proxy and resolver rules are a
 * second wall behind request routing: anything that slipped past page.route (a prefetch, a WebRTC or
 * WebSocket attempt) goes to a dead proxy and resolves nowhere instead of reaching the network.
 */
/** What Debian's headless Chromium needs here (root, no GPU, no phoning home), for any use. */
export const CHROMIUM_BASE_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export const CHROMIUM_ARGS = [
  ...CHROMIUM_BASE_ARGS,
  '--proxy-server=http://127.0.0.1:9',
  '--proxy-bypass-list=<-loopback>',
  '--host-resolver-rules=MAP * ~NOTFOUND',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
];

/** Runs `use` with a fresh browser and closes it whatever happens. */
export async function withChromium<T>(
  executablePath: string | undefined,
  use: (browser: Browser) => Promise<T>,
): Promise<T> {
  const browser = await chromium.launch({
    executablePath: executablePath ?? DEFAULT_CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    timeout: 20_000,
  });
  try {
    return await use(browser);
  } finally {
    await browser.close().catch(() => {});
  }
}
