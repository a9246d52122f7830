import { createHash } from 'node:crypto';
import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { COUNTDOWN_SCRIPT, COUNTDOWN_SCRIPT_HASH } from './banner.ts';
import { previewPage } from './preview.ts';
import { publishSite } from './publish.ts';

const PAGE = `<!doctype html><html><head>
<script type="application/ld+json">{"@type":"Product","name":"Mug"}</script>
<script src="https://vendor.example/track.js"></script>
<script type="module">import "./app.js";</script>
<script type="text/javascript">document.title = "hijacked";</script>
</head><body onload="steal()"><h1>Mug</h1>
<img src="https://vendor.example/mug.jpg" onerror="alert(1)" alt="Mug">
<a href="https://vendor.example/checkout/mug" onclick="track()">Buy now</a>
</body></html>`;

function published() {
  return publishSite(PAGE, {
    affiliateLink: 'https://www.digistore24.com/redir/1/aff/',
    headline: 'A better mug',
    banner: { expiresAt: new Date('2030-01-02T00:00:00Z'), spotsLeft: 4 },
    pageUrl: 'https://vendor.example/mug',
    now: new Date('2030-01-01T00:00:00Z'),
  });
}

describe('previewPage', () => {
  it('keeps the banner, headline and affiliate links, and only the countdown script', () => {
    const $ = cheerio.load(previewPage(published()));
    expect($('[data-adreel-countdown]').text()).toBe('Offer ends in 24:00:00');
    expect($('h1').first().text()).toBe('A better mug');
    expect($('a:contains("Buy now")').attr('href')).toBe('https://www.digistore24.com/redir/1/aff/');
    const scripts = $('script')
      .toArray()
      .map((s) => ({ type: $(s).attr('type') ?? '', text: $(s).text() }));
    expect(scripts).toEqual([
      { type: 'application/ld+json', text: '{"@type":"Product","name":"Mug"}' },
      { type: '', text: COUNTDOWN_SCRIPT },
    ]);
  });

  it('takes out every inline event handler', () => {
    const html = previewPage(published());
    expect(html).not.toMatch(/\son(load|error|click)=/i);
    expect(html).toContain('alt="Mug"');
  });

  it('drops a copy of the countdown script placed outside the banner', () => {
    const html = previewPage(`<body><script>${COUNTDOWN_SCRIPT}</script><p>x</p></body>`);
    expect(cheerio.load(html)('script')).toHaveLength(0);
  });
});

describe('COUNTDOWN_SCRIPT_HASH', () => {
  it('is the CSP hash of the script text exactly as the serialized page carries it', () => {
    const text = cheerio.load(previewPage(published()))('[data-adreel-banner] script').text();
    const digest = createHash('sha256').update(text, 'utf8').digest('base64');
    expect(COUNTDOWN_SCRIPT_HASH).toBe(`'sha256-${digest}'`);
  });
});
