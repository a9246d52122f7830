import { describe, expect, it } from 'vitest';
import { offerLinkKey, recordedOfferId } from './affiliate.ts';

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

describe('recordedOfferId', () => {
  it('reads the id a video recorded, and nothing else', () => {
    expect(recordedOfferId({ name: 'x', marketplaceOfferId: 'o-1' })).toBe('o-1');
    expect(recordedOfferId({ name: 'x' })).toBeNull();
    expect(recordedOfferId(null)).toBeNull();
    expect(recordedOfferId({ marketplaceOfferId: 7 })).toBeNull();
  });
});
