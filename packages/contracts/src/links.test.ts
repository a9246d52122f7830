import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_KEY_PATTERN,
  campaignKeyFor,
  canShareDirect,
  isDigistorePromolink,
  linkLookups,
  trackedLinkCode,
  withCampaignKey,
} from './links.ts';

describe('campaignKeyFor', () => {
  it('prefixes the code with the source kind', () => {
    expect(campaignKeyFor('video', 'Ab3dE9xQ12')).toBe('v_Ab3dE9xQ12');
    expect(campaignKeyFor('site', 'Ab3dE9xQ12')).toBe('s_Ab3dE9xQ12');
  });

  it('names the traffic target and stays a valid Digistore24 key', () => {
    const key = campaignKeyFor('traffic', 'Ab3dE9xQ12', 'odnoklassniki-and-a-very-long-name');
    expect(key.startsWith('t_odnoklass')).toBe(true);
    expect(key.endsWith('_Ab3dE9xQ12')).toBe(true);
    expect(key).toMatch(CAMPAIGN_KEY_PATTERN);
  });
});

describe('withCampaignKey', () => {
  it('fills the campaign slot of a redir link and replaces an old key', () => {
    expect(withCampaignKey('https://www.digistore24.com/redir/123/alice', 'v_x')).toBe(
      'https://www.digistore24.com/redir/123/alice/v_x',
    );
    expect(withCampaignKey('https://www.digistore24.com/redir/123/alice/old', 'v_x')).toBe(
      'https://www.digistore24.com/redir/123/alice/v_x',
    );
  });

  it('puts cam= beside aff= in a hash-style link', () => {
    expect(withCampaignKey('https://vendor.test/offer#aff=alice', 's_y')).toBe(
      'https://vendor.test/offer#aff=alice&cam=s_y',
    );
    expect(withCampaignKey('https://vendor.test/offer?aff=alice', 's_y')).toBe(
      'https://vendor.test/offer?aff=alice&cam=s_y',
    );
  });

  it('adds cam= to the fragment of any other page and leaves odd links alone', () => {
    expect(withCampaignKey('https://vendor.test/p', 't_z')).toBe('https://vendor.test/p#cam=t_z');
    expect(withCampaignKey('mailto:a@b.test', 't_z')).toBe('mailto:a@b.test');
  });
});

describe('trackedLinkCode', () => {
  it('finds the code in a short link and nowhere else', () => {
    expect(trackedLinkCode('https://app.test/go/Ab3dE9xQ12')).toBe('Ab3dE9xQ12');
    expect(trackedLinkCode(' http://127.0.0.1:5000/go/Ab3dE9xQ12/ ')).toBe('Ab3dE9xQ12');
    expect(trackedLinkCode('v_Ab3dE9xQ12')).toBeNull();
    expect(trackedLinkCode('https://app.test/go/bad*code')).toBeNull();
  });
});

describe('linkLookups', () => {
  it('reads a short URL as its code, a bare word as a campaign key and then as a code', () => {
    expect(linkLookups(' https://app.test/go/Ab3dE9xQ12 ')).toEqual([{ code: 'Ab3dE9xQ12' }]);
    expect(linkLookups('Ab3dE9xQ12')).toEqual([{ campaignKey: 'Ab3dE9xQ12' }, { code: 'Ab3dE9xQ12' }]);
    expect(linkLookups('v_Ab3dE9xQ12')).toEqual([{ campaignKey: 'v_Ab3dE9xQ12' }]);
    expect(linkLookups('not a link')).toEqual([]);
    expect(linkLookups('https://example.com/offer')).toEqual([]);
  });
});

describe('direct links', () => {
  it('only Digistore24 promolinks of shareable sources may skip the /go/ hop', () => {
    const promolink = 'https://www.digistore24.com/redir/4242/ann/';
    expect(isDigistorePromolink(promolink)).toBe(true);
    expect(isDigistorePromolink('https://digistore24.com/redir/4242/ann')).toBe(true);
    expect(isDigistorePromolink('http://www.digistore24.com/redir/4242/ann/')).toBe(false);
    expect(isDigistorePromolink('https://vendor.example/offer#aff=ann')).toBe(false);
    expect(isDigistorePromolink('https://digistore24.com.evil.example/redir/1/a')).toBe(false);
    expect(canShareDirect('video', promolink)).toBe(true);
    expect(canShareDirect('traffic', promolink)).toBe(false);
  });
});
