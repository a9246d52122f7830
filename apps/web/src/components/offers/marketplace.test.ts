import { describe, expect, it } from 'vitest';
import { formatMoney, offerImageSrc, shareTargets } from './marketplace.ts';

describe('offer card helpers', () => {
  it('prefixes relative images with the provider host and keeps absolute ones', () => {
    expect(offerImageSrc('/offer-images/3.jpg', 'http://app.test')).toBe(
      'http://app.test/offer-images/3.jpg',
    );
    expect(offerImageSrc('offer-images/3.jpg', 'http://app.test/')).toBe(
      'http://app.test/offer-images/3.jpg',
    );
    expect(offerImageSrc('https://cdn.example/x.png', 'http://app.test')).toBe('https://cdn.example/x.png');
    expect(offerImageSrc(null, 'http://app.test')).toBeNull();
  });

  it('formats money with two decimals', () => {
    expect(formatMoney(18.5, 'USD')).toBe('18.50 USD');
    expect(formatMoney(1497, null)).toBe('1,497.00');
  });

  it('shares the promolink on each network', () => {
    const targets = shareTargets('https://www.digistore24.com/redir/1/aff/', 'Look');
    expect(targets.map((t) => t.name)).toEqual([
      'Facebook',
      'Twitter',
      'LinkedIn',
      'WhatsApp',
      'Telegram',
      'Pinterest',
    ]);
    for (const t of targets)
      expect(t.url).toContain(encodeURIComponent('https://www.digistore24.com/redir/1/aff/'));
  });
});
