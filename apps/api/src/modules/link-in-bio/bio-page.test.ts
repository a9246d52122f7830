import { describe, expect, it } from 'vitest';
import { BIO_PAGE_HEADERS, bioOffers, renderBioPage } from './bio-page.ts';

const post = (platform: string, code: string, targetUrl: string, product: unknown) => ({
  platform,
  trackedLink: { code, targetUrl },
  video: { product },
});

describe('bioOffers', () => {
  it('keeps the newest post per offer and platform, skips posts without a link, takes https images only', () => {
    const offers = bioOffers([
      post('tiktok', 'AAAAAAAAA1', 'https://shop/a', { name: 'Lamp', images: ['https://img/a.jpg'] }),
      post('tiktok', 'AAAAAAAAA2', 'https://shop/a', { name: 'Lamp' }),
      post('instagram', 'AAAAAAAAA3', 'https://shop/a', { name: 'Lamp', images: ['javascript:alert(1)'] }),
      { platform: 'tiktok', trackedLink: null, video: null },
      post('youtube', 'AAAAAAAAA4', 'https://shop/b', null),
    ]);
    expect(offers).toEqual([
      { code: 'AAAAAAAAA1', platform: 'tiktok', productName: 'Lamp', imageUrl: 'https://img/a.jpg' },
      { code: 'AAAAAAAAA3', platform: 'instagram', productName: 'Lamp', imageUrl: null },
      { code: 'AAAAAAAAA4', platform: 'youtube', productName: null, imageUrl: null },
    ]);
  });
});

describe('renderBioPage', () => {
  it('escapes every value and carries no script; its CSP allows its one stylesheet by hash', () => {
    const html = renderBioPage('ann', [
      {
        code: 'AAAAAAAAA1',
        platform: 'tiktok',
        productName: '<img src=x onerror=alert(1)>"',
        imageUrl: null,
      },
    ]);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;');
    expect(html).not.toMatch(/<script|onerror=alert\(1\)>/);
    expect(html).toContain('From my TikTok video');
    expect(html).toContain('href="/go/AAAAAAAAA1"');
    expect(BIO_PAGE_HEADERS['content-security-policy']).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(renderBioPage('ann', [])).toContain('No offers yet');
  });
});
