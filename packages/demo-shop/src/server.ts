import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OFFER_IMAGES_DIR } from '@adreel/digistore/catalog/assets';
import { findDemoOfferPage, offerLandingPage, offerOrderPage } from './offer-pages.ts';
import { checkoutPage, homePage, landingPage, notFoundPage, productPage } from './pages.ts';
import { findDemoProduct } from './products.ts';

const PUBLIC_DIR = fileURLToPath(new URL('../public/', import.meta.url));

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.ttf': 'font/ttf',
};

type Reply = { status: number; headers: Record<string, string>; body: string | Buffer };

const html = (status: number, body: string): Reply => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body,
});

/** Only files under `dir` with a known type are served; `..` tricks resolve outside and miss. */
async function staticFile(dir: string, pathname: string): Promise<Reply | null> {
  const type = CONTENT_TYPES[extname(pathname).toLowerCase()];
  if (!type) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const file = resolve(dir, `.${decoded}`);
  if (!file.startsWith(dir.endsWith(sep) ? dir : `${dir}${sep}`)) return null;
  try {
    const body = await readFile(file);
    return { status: 200, headers: { 'content-type': type, 'cache-control': 'public, max-age=3600' }, body };
  } catch {
    return null;
  }
}

export async function route(pathname: string, origin: string): Promise<Reply> {
  if (pathname === '/' || pathname === '/index.html') return html(200, homePage());
  const [, section, slug, extra] = pathname.split('/');
  if (section === 'networks') return networkLink(pathname);
  if (section === 'offer-images' && slug && extra === undefined) {
    return (await staticFile(OFFER_IMAGES_DIR, `/${slug}`)) ?? html(404, notFoundPage());
  }
  if (section === 'offers' && slug) {
    const offer = findDemoOfferPage(safeDecode(slug));
    if (offer && extra === undefined) return html(200, offerLandingPage(offer));
    if (offer && extra === 'order') return html(200, offerOrderPage(offer));
    return html(404, notFoundPage());
  }
  const product = slug ? findDemoProduct(slug) : undefined;
  if (product && extra === undefined) {
    if (section === 'products') return html(200, productPage(product, origin));
    if (section === 'landing') return html(200, landingPage(product));
    if (section === 'checkout') return html(200, checkoutPage(product));
    if (section === 'go')
      return { status: 302, headers: { location: `/products/${product.slug}` }, body: '' };
  }
  return (await staticFile(PUBLIC_DIR, pathname)) ?? html(404, notFoundPage());
}

/**
 * Stand-in for an S2S-postback network's affiliate link (custom networks, issue 34 item 4), e.g.
 * JVZoo's `/c/{affiliate}/{product}` as `/networks/jvzoo/c/{affiliate}/{demo product slug}`: like the
 * network, it sends the buyer on to the product's page (the sub-id in the query stays with the network).
 */
function networkLink(pathname: string): Reply {
  const segments = pathname.split('/').filter(Boolean);
  const product = segments.length >= 3 ? findDemoProduct(segments.at(-1) as string) : undefined;
  if (!product) return html(404, notFoundPage());
  return { status: 302, headers: { location: `/products/${product.slug}` }, body: '' };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Serves the bundled pretend shop on its own port, so the safe fetcher's allowlist can name exactly
 * this origin and nothing else on the machine.
 */
export async function startDemoShop(opts: {
  host?: string;
  port: number;
}): Promise<{ origin: string; close(): Promise<void> }> {
  const host = opts.host ?? '127.0.0.1';
  let origin = '';
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const { pathname } = new URL(req.url ?? '/', origin);
    route(pathname, origin).then(
      (reply) => {
        res.writeHead(reply.status, reply.headers);
        res.end(req.method === 'HEAD' ? undefined : reply.body);
      },
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal error'),
    );
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, resolveListen);
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    origin,
    close: () =>
      new Promise<void>((resolveClose) => {
        server.closeAllConnections();
        server.close(() => resolveClose());
      }),
  };
}
