import { createSafeFetcher } from '@adreel/fetch';
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneSite, createChromiumRenderer, type SafeFetcher } from '../src/index.ts';
import { type FixtureServer, startFixtureServer } from './fixtures/server.ts';

let site: FixtureServer;
let canary: FixtureServer;

beforeAll(async () => {
  canary = await startFixtureServer({ '/track.png': { type: 'image/png', body: Buffer.from('png') } });
  site = await startFixtureServer({
    '/app/': {
      type: 'text/html',
      body: `<!doctype html><html><head><title>SPA</title></head><body><div id="app"></div>
<script>
document.getElementById('app').innerHTML = '<h1 id="built">Built by ' + 'JavaScript</h1>';
var img = new Image();
img.onload = function () { document.body.setAttribute('data-canary', 'loaded'); };
img.onerror = function () { document.body.setAttribute('data-canary', 'blocked'); };
img.src = '${canary.url('/track.png')}';
fetch('data.json').then(function (r) { return r.json(); }).then(function (d) {
  var p = document.createElement('p'); p.id = 'api'; p.textContent = d.message; document.body.appendChild(p);
});
</script></body></html>`,
    },
    '/app/data.json': { type: 'application/json', body: '{"message":"loaded through the fetcher"}' },
  });
});

afterAll(async () => {
  await site?.close();
  await canary?.close();
});

describe('createChromiumRenderer', () => {
  it('renders script-built content with every request going through the SafeFetcher', async () => {
    const real = createSafeFetcher({ allowOrigins: [site.origin], defaultTimeoutMs: 5_000 });
    const asked: { url: string; outcome: string }[] = [];
    // Records what the browser asked for and how the real fetcher answered.
    const fetcher: SafeFetcher = {
      async fetch(url, options) {
        try {
          const response = await real.fetch(url, options);
          asked.push({ url, outcome: 'ok' });
          return response;
        } catch (error) {
          asked.push({ url, outcome: (error as { code?: string }).code ?? 'error' });
          throw error;
        }
      },
    };
    const render = createChromiumRenderer({ fetcher, idleTimeoutMs: 2_000 });
    const result = await cloneSite(site.url('/app/'), { fetcher, render });
    const $ = cheerio.load(result.html);

    expect($('#built').text()).toBe('Built by JavaScript');
    expect($('#api').text()).toBe('loaded through the fetcher');
    expect($('body').attr('data-canary')).toBe('blocked');
    expect(asked).toContainEqual({ url: canary.url('/track.png'), outcome: 'BLOCKED_ADDRESS' });
    expect(asked).toContainEqual({ url: site.url('/app/data.json'), outcome: 'ok' });
    expect(canary.hits).toEqual([]);
  });
});
