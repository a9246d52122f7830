import { readFileSync } from 'node:fs';
import { createSafeFetcher } from '@adreel/fetch';
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CloneError, cloneSite } from '../src/index.ts';
import { benchmarkSite, type FixtureServer, startFixtureServer, tinyPng } from './fixtures/server.ts';

const FONT = readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf');
const b64 = (buf: Buffer) => buf.toString('base64');

let site: FixtureServer;
let canary: FixtureServer;

function fetcherFor(server: FixtureServer) {
  // Only the fixture's exact origin is exempt from the address rules: the canary (another loopback
  // port) is an internal address like any other and must be refused.
  return createSafeFetcher({ allowOrigins: [server.origin], defaultTimeoutMs: 5_000 });
}

beforeAll(async () => {
  canary = await startFixtureServer({ '/secret.png': { type: 'image/png', body: tinyPng(99) } });
  const canaryImage = canary.url('/secret.png');
  site = await startFixtureServer({
    '/shop/index.html': {
      type: 'text/html; charset=utf-8',
      body: `<!doctype html>
<html><head>
<meta charset="iso-8859-1">
<meta http-equiv="Content-Security-Policy" content="img-src 'self'">
<base href="/static/">
<title>Shop</title>
<link rel="stylesheet" href="css/main.css" media="screen">
<link rel="icon" href="icon.png">
<link rel="apple-touch-icon" href="/static/icon.png">
<style>.hero { background-image: url('img/hero.png'); }</style>
<script src="js/app.js"></script>
</head><body>
<h1>Welcome — café</h1>
<a id="rel" href="about.html">About</a>
<a id="frag" href="#top">Top</a>
<a id="mail" href="mailto:a@b.c">Mail</a>
<form id="f" action="../order/submit"></form>
<iframe id="frame" src="embed/video.html"></iframe>
<video id="vid" poster="img/poster.jpg"><source id="vsrc" src="media/clip.mp4" type="video/mp4"></video>
<img id="plain" src="img/a.png" alt="a">
<img id="dupe" src="/static/img/a.png" alt="a again">
<img id="set" src="img/a.png" srcset="img/small.png 480w, img/large.png 1080w">
<img id="lazy" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="img/lazy.png" data-srcset="img/lazy.png 1x, img/lazy2x.png 2x" class="lazyload">
<img id="lazy2" data-lazy-src="img/lazy3.png">
<picture><source id="pic" srcset="img/pic.webp" type="image/webp"><img src="img/a.png"></picture>
<div id="styled" style="background: url(img/inline.png) center">x</div>
<img id="evil" src="${canaryImage}">
<img id="missing" src="img/missing.png">
</body></html>`,
    },
    '/static/css/main.css': {
      type: 'text/css',
      body: `@charset "utf-8";
@import url("theme.css");
@import 'print.css' print;
/* url(commented-out.png) must not be fetched */
@font-face { font-family: "Dejavu"; src: url(../fonts/DejaVuSans.ttf) format("truetype"); }
body { font-family: Dejavu; background: url("../img/bg.png"); }
.evil { background: url(${canaryImage}); }
.svgref { fill: url(#gradient); }`,
    },
    // theme.css imports main.css back: the cycle must be cut, not followed forever.
    '/static/css/theme.css': { type: 'text/css', body: '@import "main.css";\n.theme-marker { color: red; }' },
    '/static/css/print.css': { type: 'text/css', body: '.print-marker { color: black; }' },
    '/static/fonts/DejaVuSans.ttf': { type: 'font/ttf', body: FONT },
    '/static/img/a.png': { type: 'image/png', body: tinyPng(1) },
    '/static/img/small.png': { type: 'image/png', body: tinyPng(2) },
    '/static/img/large.png': { type: 'image/png', body: tinyPng(3) },
    '/static/img/lazy.png': { type: 'image/png', body: tinyPng(4) },
    '/static/img/lazy2x.png': { type: 'image/png', body: tinyPng(5) },
    '/static/img/lazy3.png': { type: 'image/png', body: tinyPng(6) },
    '/static/img/pic.webp': { type: 'image/webp', body: tinyPng(7) },
    '/static/img/inline.png': { type: 'image/png', body: tinyPng(8) },
    '/static/img/hero.png': { type: 'image/png', body: tinyPng(9) },
    '/static/img/bg.png': { type: 'image/png', body: tinyPng(10) },
    '/static/icon.png': { type: 'image/png', body: tinyPng(11) },
    '/big/index.html': {
      type: 'text/html',
      body: '<html><body><img src="one.png"><img src="two.png"></body></html>',
    },
    '/big/one.png': { type: 'image/png', body: Buffer.alloc(3000, 1) },
    '/big/two.png': { type: 'image/png', body: Buffer.alloc(3000, 2) },
    '/many/index.html': {
      type: 'text/html',
      body: `<html><body>${Array.from({ length: 8 }, (_, i) => `<img src="i${i}.png">`).join('')}</body></html>`,
    },
    '/data.json': { type: 'application/json', body: '{"not":"html"}' },
    '/slow/index.html': { type: 'text/html', body: '<html><body><img src="slow.png"></body></html>' },
    '/slow/slow.png': { type: 'image/png', body: tinyPng(), delayMs: 3_000 },
    ...Object.fromEntries(
      Object.entries(benchmarkSite(30, 20_000)).map(([path, route]) => [`/bench${path}`, route]),
    ),
  });
});

afterAll(async () => {
  await site?.close();
  await canary?.close();
});

describe('cloneSite', () => {
  it('produces a self-contained page and refuses an internal address inside it', async () => {
    const result = await cloneSite(site.url('/shop/index.html'), { fetcher: fetcherFor(site) });
    const $ = cheerio.load(result.html);
    const dataUri = (variant: number) => `data:image/png;base64,${b64(tinyPng(variant))}`;

    expect(result.finalUrl).toBe(site.url('/shop/index.html'));
    // <base href> is honoured for resolution, then removed.
    expect($('base').length).toBe(0);
    expect($('#rel').attr('href')).toBe(site.url('/static/about.html'));
    expect($('#frag').attr('href')).toBe('#top');
    expect($('#mail').attr('href')).toBe('mailto:a@b.c');
    expect($('#f').attr('action')).toBe(site.url('/order/submit'));
    expect($('#frame').attr('src')).toBe(site.url('/static/embed/video.html'));
    expect($('#vid').attr('poster')).toBe(site.url('/static/img/poster.jpg'));
    expect($('#vsrc').attr('src')).toBe(site.url('/static/media/clip.mp4'));
    expect($('script').attr('src')).toBe(site.url('/static/js/app.js'));
    // Declared ISO-8859-1 text is decoded, and the copy is re-declared as UTF-8; the meta CSP is gone.
    expect($('h1').text()).toBe('Welcome — café');
    expect($('meta[charset]').attr('charset')).toBe('utf-8');
    expect($('meta[http-equiv]').length).toBe(0);

    // Images: src, every srcset candidate, lazy attributes promoted, <picture> sources.
    expect($('#plain').attr('src')).toBe(dataUri(1));
    expect($('#dupe').attr('src')).toBe(dataUri(1));
    expect($('#set').attr('srcset')).toBe(`${dataUri(2)} 480w, ${dataUri(3)} 1080w`);
    expect($('#lazy').attr('src')).toBe(dataUri(4));
    expect($('#lazy').attr('data-src')).toBe(dataUri(4));
    expect($('#lazy').attr('srcset')).toBe(`${dataUri(4)} 1x, ${dataUri(5)} 2x`);
    expect($('#lazy2').attr('src')).toBe(dataUri(6));
    expect($('#pic').attr('srcset')).toBe(`data:image/webp;base64,${b64(tinyPng(7))}`);
    expect($('#styled').attr('style')).toContain(`url("${dataUri(8)}")`);
    expect($('link[rel=icon]').attr('href')).toBe(dataUri(11));
    expect($('link[rel=apple-touch-icon]').attr('href')).toBe(dataUri(11));

    // Stylesheets are inlined with their imports (the cycle cut), media kept, comments dropped.
    expect($('link[rel=stylesheet]').length).toBe(0);
    const sheet = $('style[media=screen]');
    expect(sheet.length).toBe(1);
    const css = sheet.text();
    expect(css).toContain('.theme-marker');
    expect(css).toMatch(/@media print \{\s*\.print-marker/);
    expect(css).not.toContain('@import');
    expect(css).not.toContain('@charset');
    expect(css).not.toContain('commented-out');
    expect(css).toContain(`url("data:font/ttf;base64,${b64(FONT)}")`);
    expect(css).toContain(`url("${dataUri(10)}")`);
    expect(css).toContain('url(#gradient)');
    expect($('style').not('[media]').text()).toContain(`url("${dataUri(9)}")`);

    // The internal address was refused by the fetcher, listed, left as an absolute URL, never reached.
    expect($('#evil').attr('src')).toBe(canary.url('/secret.png'));
    expect(result.skipped).toContainEqual({
      url: canary.url('/secret.png'),
      reason: expect.stringContaining('BLOCKED_ADDRESS'),
    });
    expect(canary.hits).toEqual([]);
    expect(result.skipped.map((s) => s.url)).toContain(site.url('/static/img/missing.png'));
    expect($('#missing').attr('src')).toBe(site.url('/static/img/missing.png'));

    // Each sub-resource was fetched once, however often it is used.
    const counts = new Map<string, number>();
    for (const hit of site.hits) counts.set(hit, (counts.get(hit) ?? 0) + 1);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(site.hits).not.toContain('/static/img/commented-out.png');
    expect(result.resources).toBe(new Set([...site.hits, canary.url('/secret.png')]).size - 1);
    expect(result.bytes).toBeGreaterThan(FONT.length);
  });

  it('fails with TOO_LARGE when the page and its resources exceed the byte limit', async () => {
    const attempt = cloneSite(site.url('/big/index.html'), {
      fetcher: fetcherFor(site),
      limits: { maxTotalBytes: 5_000 },
    });
    await expect(attempt).rejects.toBeInstanceOf(CloneError);
    await expect(attempt).rejects.toMatchObject({
      code: 'TOO_LARGE',
      message: 'This site is larger than the 5 KB clone limit.',
    });
    const page = cloneSite(site.url('/shop/index.html'), {
      fetcher: fetcherFor(site),
      limits: { maxTotalBytes: 500 },
    });
    await expect(page).rejects.toMatchObject({ code: 'TOO_LARGE' });
  });

  it('fails with TOO_MANY_RESOURCES past the resource limit', async () => {
    const attempt = cloneSite(site.url('/many/index.html'), {
      fetcher: fetcherFor(site),
      limits: { maxResources: 5 },
    });
    await expect(attempt).rejects.toMatchObject({
      code: 'TOO_MANY_RESOURCES',
      message: expect.stringContaining('more than 5'),
    });
  });

  it('fails with NOT_HTML for an address that is not a web page', async () => {
    await expect(cloneSite(site.url('/data.json'), { fetcher: fetcherFor(site) })).rejects.toMatchObject({
      code: 'NOT_HTML',
      message: expect.stringContaining('not a web page'),
    });
  });

  it('fails with FETCH_FAILED when the page itself cannot be fetched', async () => {
    await expect(cloneSite(site.url('/nope.html'), { fetcher: fetcherFor(site) })).rejects.toMatchObject({
      code: 'FETCH_FAILED',
    });
    await expect(cloneSite(canary.url('/secret.png'), { fetcher: fetcherFor(site) })).rejects.toMatchObject({
      code: 'FETCH_FAILED',
    });
    expect(canary.hits).toEqual([]);
  });

  it('fails with TIMEOUT when the whole clone takes longer than allowed', async () => {
    const started = Date.now();
    await expect(
      cloneSite(site.url('/slow/index.html'), { fetcher: fetcherFor(site), limits: { timeoutMs: 600 } }),
    ).rejects.toMatchObject({ code: 'TIMEOUT', message: expect.stringContaining('took longer than') });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('clones a page with 30 sub-resources (timed by scripts/bench-clone.ts)', async () => {
    const result = await cloneSite(site.url('/bench/'), { fetcher: fetcherFor(site) });
    expect(result.resources).toBe(30);
    expect(result.skipped).toEqual([]);
    expect(result.ms).toBeGreaterThan(0);
    expect(result.html).not.toContain('img/photo-');
  });
});
