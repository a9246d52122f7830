import { describe, expect, it } from 'vitest';
import { buildHopLink, HopLinkError, readHopLink } from './hoplink.ts';

describe('buildHopLink', () => {
  it('builds ClickBank’s documented HopLink with the tid last', () => {
    expect(buildHopLink({ affiliate: 'AffNick', vendor: 'mitolyn', tid: '0abc' })).toBe(
      'https://hop.clickbank.net/?affiliate=affnick&vendor=mitolyn&tid=0abc',
    );
    expect(
      buildHopLink({ affiliate: 'aff', vendor: 'v1', tid: null, base: 'http://127.0.0.1:4250/hop/' }),
    ).toBe('http://127.0.0.1:4250/hop/?affiliate=aff&vendor=v1');
  });

  it('refuses a tid ClickBank would drop, and nicknames that are not letters and digits', () => {
    for (const tid of ['a'.repeat(25), 'has-dash', 'under_score', 'ümlaut', '']) {
      expect(() => buildHopLink({ affiliate: 'aff', vendor: 'ven', tid }), tid).toThrow(HopLinkError);
    }
    expect(() => buildHopLink({ affiliate: 'a&vendor=x', vendor: 'ven', tid: null })).toThrow(HopLinkError);
    expect(() => buildHopLink({ affiliate: 'aff', vendor: '', tid: null })).toThrow(HopLinkError);
  });
});

describe('readHopLink', () => {
  it('reads a plain and an encrypted-host HopLink, and nothing else', () => {
    expect(readHopLink('https://hop.clickbank.net/?affiliate=Aff&vendor=VEN&tid=x1')).toEqual({
      affiliate: 'aff',
      vendor: 'ven',
      tid: 'x1',
    });
    expect(readHopLink('https://abc123.hop.clickbank.net/?vendor=ven')?.vendor).toBe('ven');
    expect(readHopLink('https://evil.example/?vendor=ven')).toBeNull();
    expect(readHopLink('https://hop.clickbank.net/?affiliate=aff')).toBeNull();
    expect(readHopLink('not a url')).toBeNull();
  });
});
