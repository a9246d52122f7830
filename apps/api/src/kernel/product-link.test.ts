import { describe, expect, it } from 'vitest';
import { offerLinkKey, resolveProductLink } from './product-link.ts';

const ORIGIN = 'https://adreel.example';

describe('resolveProductLink', () => {
  it('reads our own /go/ links as a code, never as a page to fetch', () => {
    expect(resolveProductLink(`${ORIGIN}/go/ab12CD`, ORIGIN)).toEqual({ kind: 'go', code: 'ab12CD' });
    expect(resolveProductLink(`${ORIGIN}/go/ab12CD/?utm=x`, `${ORIGIN}/`)).toEqual({
      kind: 'go',
      code: 'ab12CD',
    });
    expect(resolveProductLink('http://127.0.0.1:4000/go/x9', 'http://127.0.0.1:4000')).toEqual({
      kind: 'go',
      code: 'x9',
    });
  });

  it('treats /go/ on any other origin, or another path on ours, as a web page', () => {
    expect(resolveProductLink('https://other.example/go/ab12', ORIGIN)).toEqual({
      kind: 'web',
      url: 'https://other.example/go/ab12',
    });
    expect(resolveProductLink(`${ORIGIN}/offers`, ORIGIN).kind).toBe('web');
    expect(resolveProductLink(`${ORIGIN}/go/a/b`, ORIGIN).kind).toBe('web');
  });

  it('reads a Digistore24 promolink as its product id, whatever affiliate or campaign it carries', () => {
    expect(
      resolveProductLink('https://www.digistore24.com/redir/410000/ann42/CAMPAIGNKEY', ORIGIN),
    ).toMatchObject({ kind: 'offer', productId: '410000' });
    expect(resolveProductLink('http://digistore24.com//redir/410000', ORIGIN)).toMatchObject({
      kind: 'offer',
      productId: '410000',
    });
    expect(resolveProductLink('https://evil.example/redir/410000/x', ORIGIN).kind).toBe('web');
  });

  it('reads a vendor page with #aff= as an offer named by its page', () => {
    expect(resolveProductLink('https://vendor.example/offer#aff=ann42&cam=x', ORIGIN)).toEqual({
      kind: 'offer',
      productId: null,
      url: 'https://vendor.example/offer#aff=ann42&cam=x',
    });
    expect(resolveProductLink('https://vendor.example/offer#top', ORIGIN).kind).toBe('web');
  });

  it('leaves anything else to the fetcher, which refuses what it must', () => {
    expect(resolveProductLink('https://shop.example/p/1', ORIGIN)).toEqual({
      kind: 'web',
      url: 'https://shop.example/p/1',
    });
    expect(resolveProductLink('not a url', ORIGIN)).toEqual({ kind: 'web', url: 'not a url' });
  });
});

describe('offerLinkKey', () => {
  it('names a redir promolink by its product, whatever affiliate or campaign it carries', () => {
    const key = 'redir:digistore24.com/410000';
    expect(offerLinkKey('https://www.digistore24.com/redir/410000/AFFILIATE/CAMPAIGNKEY')).toBe(key);
    expect(offerLinkKey('https://www.digistore24.com/redir/410000/ann42')).toBe(key);
    expect(offerLinkKey('http://digistore24.com//redir/410000')).toBe(key);
    expect(offerLinkKey('https://www.digistore24.com/redir/4100001/ann42')).not.toBe(key);
  });

  it('names a vendor page by host and path, ignoring the #aff= fragment and a trailing slash', () => {
    const key = 'page:vendor.example/offer';
    expect(offerLinkKey('https://vendor.example/offer#aff=AFFILIATE&cam=CAMPAIGNKEY')).toBe(key);
    expect(offerLinkKey('https://www.vendor.example/offer/')).toBe(key);
    expect(offerLinkKey('https://vendor.example/other')).not.toBe(key);
  });

  it('is null for anything but an http(s) address', () => {
    expect(offerLinkKey('not a url')).toBeNull();
    expect(offerLinkKey('javascript:alert(1)')).toBeNull();
  });
});

describe('ClickBank HopLinks', () => {
  it('are offers named by their vendor, on hop.clickbank.net or the stand-in’s /hop/ path', () => {
    expect(
      resolveProductLink('https://hop.clickbank.net/?affiliate=ann&vendor=KetoMeal&tid=abc', ORIGIN),
    ).toEqual({
      kind: 'offer',
      productId: 'ketomeal',
      url: 'https://hop.clickbank.net/?affiliate=ann&vendor=KetoMeal&tid=abc',
    });
    expect(
      resolveProductLink('http://127.0.0.1:4250/hop/?affiliate=ann&vendor=ketomeal', ORIGIN),
    ).toMatchObject({
      kind: 'offer',
      productId: 'ketomeal',
    });
    expect(resolveProductLink('https://vendor.example/page?vendor=ketomeal', ORIGIN).kind).toBe('web');
    expect(resolveProductLink('https://hop.clickbank.net/?vendor=bad%20id', ORIGIN).kind).toBe('web');
  });

  it('share one key per vendor, whatever affiliate, tid or host', () => {
    expect(offerLinkKey('https://hop.clickbank.net/?affiliate=AFFILIATE&vendor=ketomeal')).toBe(
      'hop:ketomeal',
    );
    expect(offerLinkKey('https://x1y2.hop.clickbank.net/?affiliate=ann&vendor=KETOMEAL&tid=t')).toBe(
      'hop:ketomeal',
    );
    expect(offerLinkKey('http://127.0.0.1:4250/hop/?affiliate=ann&vendor=ketomeal')).toBe('hop:ketomeal');
    expect(offerLinkKey('https://hop.clickbank.net/?affiliate=ann&vendor=ketomeal2')).not.toBe(
      'hop:ketomeal',
    );
  });
});
