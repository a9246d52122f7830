import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startLocalServer } from '../../test/local-server.ts';
import { FetchRefusedError } from '../errors.ts';
import { createSafeFetcher, type SafeFetcher } from '../safe-fetcher.ts';
import { ExtractionError } from './errors.ts';
import { decodeHtml, extractProductFromUrl } from './extract-from-url.ts';

let site: LocalServer;
let fetcher: SafeFetcher;
let orangeJpeg: Buffer;

const page = (image: string) => `<!doctype html><html lang="en"><head>
  <meta property="og:title" content="Orange Juicer 3000">
  <meta property="og:image" content="${image}">
  <meta name="theme-color" content="#112233">
  <meta property="product:price:amount" content="79.00"><meta property="product:price:currency" content="GBP">
</head><body><main><h1>Orange Juicer</h1></main></body></html>`;

beforeAll(async () => {
  orangeJpeg = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#f28c28' } })
    .jpeg()
    .toBuffer();
  site = await startLocalServer((req, res) => {
    const path = req.url ?? '/';
    if (path.startsWith('/hop/')) {
      const left = Number(path.split('/')[2]);
      res.writeHead(302, { location: left > 1 ? `/hop/${left - 1}` : '/product' });
      res.end();
    } else if (path === '/product') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page('/img/juicer.jpg'));
    } else if (path === '/product-broken-image') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(page('/img/missing.jpg'));
    } else if (path === '/img/juicer.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.end(orangeJpeg);
    } else if (path === '/file.pdf') {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.end('%PDF-1.4');
    } else if (path === '/latin1') {
      res.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' });
      res.end(Buffer.from('<html><body><h1>Crème brûlée set</h1></body></html>', 'latin1'));
    } else {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<h1>Not found</h1>');
    }
  });
  fetcher = createSafeFetcher({ allowOrigins: [site.origin] });
});

afterAll(() => site.close());

describe('extractProductFromUrl', () => {
  it('follows redirects, extracts the product from the final page and adds image colours after theme-color', async () => {
    const product = await extractProductFromUrl(fetcher, `${site.origin}/hop/3`);
    expect(product.url).toBe(`${site.origin}/product`);
    expect(product.name).toBe('Orange Juicer 3000');
    expect(product.price).toBe(79);
    expect(product.currency).toBe('GBP');
    expect(product.images).toEqual([`${site.origin}/img/juicer.jpg`]);
    expect(product.colors[0]).toBe('#112233');
    const sampled = Number.parseInt((product.colors[1] ?? '#000000').slice(1), 16);
    expect(Math.abs((sampled >> 16) - 0xf2)).toBeLessThan(16);
    expect(Math.abs(((sampled >> 8) & 255) - 0x8c)).toBeLessThan(16);
  });

  it('ignores an image that cannot be fetched', async () => {
    const product = await extractProductFromUrl(fetcher, `${site.origin}/product-broken-image`);
    expect(product.colors).toEqual(['#112233']);
  });

  it('turns a non-HTML response into a clear ExtractionError', async () => {
    const error = await extractProductFromUrl(fetcher, `${site.origin}/file.pdf`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExtractionError);
    expect((error as ExtractionError).code).toBe('NOT_HTML');
  });

  it('tells the caller when the page is downloaded, once, and not for a page that failed', async () => {
    const fetched: string[] = [];
    await extractProductFromUrl(fetcher, `${site.origin}/product`, {
      onPageFetched: () => void fetched.push('product'),
    });
    await extractProductFromUrl(fetcher, `${site.origin}/nope`, {
      onPageFetched: () => void fetched.push('nope'),
    }).catch(() => undefined);
    expect(fetched).toEqual(['product']);
  });

  it('passes fetch refusals through unchanged', async () => {
    const error = await extractProductFromUrl(fetcher, `${site.origin}/nope`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchRefusedError);
    expect((error as FetchRefusedError).code).toBe('HTTP_ERROR');
  });

  it('decodes pages in their declared charset', async () => {
    const product = await extractProductFromUrl(fetcher, `${site.origin}/latin1`);
    expect(product.name).toBe('Crème brûlée set');
  });
});

describe('decodeHtml', () => {
  it('uses <meta charset> when the header has none', () => {
    const body = Buffer.from(
      '<html><head><meta charset="windows-1252"></head><body>caf\xe9</body></html>',
      'latin1',
    );
    expect(decodeHtml({ body, contentType: 'text/html' })).toContain('café');
  });
});
