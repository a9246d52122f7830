import { describe, expect, it } from 'vitest';
import { buildShareUrl, SHARE_TARGETS } from './share-targets.ts';

describe('share targets', () => {
  it('has about 90 targets with unique ids and names, each taking the URL', () => {
    expect(SHARE_TARGETS.length).toBeGreaterThanOrEqual(85);
    expect(new Set(SHARE_TARGETS.map((t) => t.id)).size).toBe(SHARE_TARGETS.length);
    expect(new Set(SHARE_TARGETS.map((t) => t.name)).size).toBe(SHARE_TARGETS.length);
    for (const target of SHARE_TARGETS) expect(target.template).toContain('{url}');
    for (const name of [
      'Facebook',
      'LinkedIn',
      'Reddit',
      'Pinterest',
      'Telegram',
      'WhatsApp',
      'Email',
      'Hacker News',
    ])
      expect(SHARE_TARGETS.map((t) => t.name)).toContain(name);
  });

  it('encodes the URL and the text into the template', () => {
    const fb = SHARE_TARGETS.find((t) => t.id === 'facebook');
    if (!fb) throw new Error('no facebook');
    const out = buildShareUrl(fb, 'https://shop.example/a?b=1&c=2', 'Look & see');
    expect(out).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.example%2Fa%3Fb%3D1%26c%3D2&quote=Look%20%26%20see',
    );
    for (const target of SHARE_TARGETS) {
      const url = buildShareUrl(target, 'https://x.example/p', 'T');
      expect(url).toContain('https%3A%2F%2Fx.example%2Fp');
      expect(url).not.toMatch(/\{url\}|\{text\}/);
    }
  });
});
