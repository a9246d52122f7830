import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { applyAffiliateLink } from './affiliate.ts';

const PAGE = 'https://vendor.test/offer/';
const AFF = 'https://www.digistore24.com/redir/12345/myaff/';

describe('applyAffiliateLink', () => {
  const html = `<body>
    <a id="buy" href="/checkout" onclick="location='https://vendor.test/real-checkout'">Buy now</a>
    <a id="again" href="https://vendor.test/checkout">Start today</a>
    <a id="text" href="/plans" rel="nofollow">Order Now</a>
    <a id="about" href="/about">About us</a>
    <a id="faq" href="#faq">FAQ</a>
    <a id="chosen" href="/bonus">See the bonus</a>
  </body>`;

  it('points checkout and chosen links at the affiliate link and leaves the rest alone', () => {
    const result = applyAffiliateLink(html, { affiliateLink: AFF, pageUrl: PAGE, extraLinks: ['/bonus'] });
    const $ = cheerio.load(result.html);
    expect(result.replaced).toBe(4);
    for (const id of ['buy', 'again', 'text', 'chosen']) {
      expect($(`#${id}`).attr('href')).toBe(AFF);
      expect($(`#${id}`).attr('target')).toBe('_blank');
      expect($(`#${id}`).attr('rel')?.split(' ')).toEqual(expect.arrayContaining(['sponsored', 'noopener']));
    }
    expect($('#text').attr('rel')).toContain('nofollow');
    expect($('#buy').attr('onclick')).toBeUndefined();
    expect($('#about').attr('href')).toBe('/about');
    expect($('#about').attr('target')).toBeUndefined();
    expect($('#faq').attr('href')).toBe('#faq');
  });

  it('refuses an affiliate link that is not an http(s) URL', () => {
    expect(() => applyAffiliateLink(html, { affiliateLink: 'javascript:alert(1)', pageUrl: PAGE })).toThrow(
      /http/,
    );
  });

  it('escapes the affiliate link in the attribute', () => {
    const { html: out } = applyAffiliateLink('<a href="/buy">Buy</a>', {
      affiliateLink: 'https://aff.test/?a="><script>x</script>',
      pageUrl: PAGE,
    });
    expect(out).not.toContain('<script>x');
    expect(cheerio.load(out)('a').attr('href')).toBe('https://aff.test/?a=%22%3E%3Cscript%3Ex%3C/script%3E');
  });
});
