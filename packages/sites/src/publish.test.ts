import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { countdownExpiresAt } from './banner.ts';
import { publishSite } from './publish.ts';

const NOW = new Date('2025-01-01T00:00:00Z');
const PAGE = 'https://vendor.test/';
const AFF = 'https://www.digistore24.com/redir/1/me/';
const HTML =
  '<html><body><h1>Vendor</h1><a id="buy" href="/order">Order now</a><a id="home" href="/">Home</a></body></html>';

describe('publishSite', () => {
  it('applies the affiliate link, the headline and the banner', () => {
    const out = publishSite(HTML, {
      affiliateLink: AFF,
      headline: 'My <best> offer',
      banner: { expiresAt: countdownExpiresAt(NOW), spotsLeft: 4 },
      pageUrl: PAGE,
      now: NOW,
    });
    const $ = cheerio.load(out);
    expect($('#buy').attr('href')).toBe(AFF);
    expect($('#home').attr('href')).toBe('/');
    expect($('h1').text()).toBe('My <best> offer');
    expect($('[data-adreel-banner]').length).toBe(1);
    expect($('[data-adreel-countdown]').text()).toBe('Offer ends in 24:00:00');
    expect($('[data-adreel-banner] a').attr('href')).toBe(AFF);
  });

  it('republishing without a banner or link removes the banner and changes no links', () => {
    const first = publishSite(HTML, {
      affiliateLink: AFF,
      banner: { expiresAt: countdownExpiresAt(NOW), spotsLeft: 4 },
      pageUrl: PAGE,
      now: NOW,
    });
    const second = publishSite(first, { affiliateLink: null, banner: null, pageUrl: PAGE });
    const $ = cheerio.load(second);
    expect($('[data-adreel-banner]').length).toBe(0);
    expect($('#buy').attr('href')).toBe(AFF);
    expect($('h1').text()).toBe('Vendor');
  });
});
