import { describe, expect, it } from 'vitest';
import { buildShareLinks, instagramClipboardText } from './share-links.ts';

describe('buildShareLinks', () => {
  const links = buildShareLinks({
    url: 'https://shop.example/p?id=1&ref=a b',
    commentary: 'Love it! #1 & more',
  });

  it('builds the Facebook sharer with u and quote', () => {
    const u = new URL(links.facebook);
    expect(`${u.origin}${u.pathname}`).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(u.searchParams.get('u')).toBe('https://shop.example/p?id=1&ref=a b');
    expect(u.searchParams.get('quote')).toBe('Love it! #1 & more');
  });

  it('builds the Twitter intent with url, text and the spec hashtags', () => {
    const u = new URL(links.twitter);
    expect(`${u.origin}${u.pathname}`).toBe('https://twitter.com/intent/tweet');
    expect(u.searchParams.get('url')).toBe('https://shop.example/p?id=1&ref=a b');
    expect(u.searchParams.get('text')).toBe('Love it! #1 & more');
    expect(u.searchParams.get('hashtags')).toBe('AIVideo,ContentCreation');
  });

  it('builds the LinkedIn share-offsite link with url and summary', () => {
    const u = new URL(links.linkedin);
    expect(`${u.origin}${u.pathname}`).toBe('https://www.linkedin.com/sharing/share-offsite/');
    expect(u.searchParams.get('url')).toBe('https://shop.example/p?id=1&ref=a b');
    expect(u.searchParams.get('summary')).toBe('Love it! #1 & more');
  });

  it('uses the bare URL for Instagram, and copies URL plus commentary', () => {
    expect(links.instagram).toBe('https://shop.example/p?id=1&ref=a b');
    expect(instagramClipboardText('https://x.test', 'Hi')).toBe('https://x.test\n\nHi');
    expect(instagramClipboardText('https://x.test', '')).toBe('https://x.test');
  });

  it('never lets the commentary break out of its parameter', () => {
    const l = buildShareLinks({ url: 'https://a.test', commentary: 'x&u=https://evil.test#y' });
    expect(new URL(l.facebook).searchParams.get('u')).toBe('https://a.test');
  });
});
