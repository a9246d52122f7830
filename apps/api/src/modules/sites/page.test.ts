import { describe, expect, it } from 'vitest';
import { firstHeadline, outgoingLinks } from './page.ts';

describe('firstHeadline', () => {
  it('reads the first h1 with whitespace collapsed', () => {
    expect(firstHeadline('<h2>x</h2><h1> Sleep\n  better </h1><h1>Second</h1>')).toBe('Sleep better');
  });
  it('is empty without an h1', () => {
    expect(firstHeadline('<p>none</p>')).toBe('');
  });
});

describe('outgoingLinks', () => {
  it('resolves links, drops in-page, duplicate and non-http ones', () => {
    const html = `<a href="/checkout/a">Buy</a><a href="#top">Top</a><a href="mailto:x@y.z">Mail</a>
      <a href="https://other.example/p">Other</a><a href="/checkout/a">Again</a><a href="/landing/a#x">Self</a>`;
    expect(outgoingLinks(html, 'http://shop.test/landing/a')).toEqual([
      'http://shop.test/checkout/a',
      'https://other.example/p',
    ]);
  });
  it('stops at the cap', () => {
    const html = Array.from({ length: 5 }, (_, i) => `<a href="/p${i}">p</a>`).join('');
    expect(outgoingLinks(html, 'http://shop.test/', 3)).toHaveLength(3);
  });
});
