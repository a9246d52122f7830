import { describe, expect, it } from 'vitest';
import {
  BRAND_KIT_MESSAGES,
  brandFontFamily,
  brandKitBodySchema,
  brandLogoParamsSchema,
  parseBrandSnapshot,
  textColorOn,
} from './brand-kit.ts';

const kit = { primaryColor: '#1e3a8a', accentColor: '#F59E0B', font: 'dejavu-serif', watermark: 'top-left' };

describe('brandKitBodySchema', () => {
  it('takes #RRGGBB colours (stored upper-case), a known font and a corner', () => {
    expect(brandKitBodySchema.parse(kit)).toEqual({ ...kit, primaryColor: '#1E3A8A' });
  });

  it('refuses short, long, named and non-hex colours with one clear message', () => {
    for (const bad of ['#FFF', '#1234567', 'blue', '#GG0000', '1E3A8A', ' ', '#12345\u0000']) {
      const r = brandKitBodySchema.safeParse({ ...kit, accentColor: bad });
      expect(r.success, bad).toBe(false);
      expect(r.error?.issues[0]?.message, bad).toMatch(/six hex digits|control characters/);
    }
  });

  it('refuses unknown fonts, corners and extra fields', () => {
    expect(brandKitBodySchema.safeParse({ ...kit, font: 'Arial' }).error?.issues[0]?.message).toBe(
      BRAND_KIT_MESSAGES.font,
    );
    expect(brandKitBodySchema.safeParse({ ...kit, watermark: 'centre' }).success).toBe(false);
    expect(brandKitBodySchema.safeParse({ ...kit, logoKey: 'x' }).success).toBe(false);
  });
});

describe('brandLogoParamsSchema', () => {
  it('accepts only ids, so a path can never be smuggled into the storage key', () => {
    const userId = '0190d4f2-7b9c-7cc1-8b1e-1234567890ab';
    expect(brandLogoParamsSchema.safeParse({ userId, logoId: userId }).success).toBe(true);
    for (const bad of ['../../etc/passwd', 'brand-logo-x.png', `${userId}.png`, `${userId}\u0000`]) {
      expect(brandLogoParamsSchema.safeParse({ userId, logoId: bad }).success, bad).toBe(false);
    }
  });
});

describe('parseBrandSnapshot', () => {
  it('reads a stored snapshot, and nothing from null or a snapshot that no longer fits', () => {
    const snap = { ...kit, primaryColor: '#1E3A8A', logoKey: null };
    expect(parseBrandSnapshot(snap)).toEqual(snap);
    expect(parseBrandSnapshot(null)).toBeNull();
    expect(parseBrandSnapshot({ ...snap, font: 'gone-font' })).toBeNull();
  });
});

describe('colour and font helpers', () => {
  it('picks readable text and the fontconfig family', () => {
    expect(textColorOn('#0A7E3D')).toBe('#FFFFFF');
    expect(textColorOn('#FDE68A')).toBe('#111111');
    expect(brandFontFamily('liberation-sans')).toBe('Liberation Sans');
  });
});
