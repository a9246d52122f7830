import { describe, expect, it } from 'vitest';
import { speakableText } from './speakable.ts';

describe('speakableText', () => {
  it('spells symbols the way the language says them', () => {
    expect(speakableText('Spare 20 % – Frühstück & Brunch für 34,99 €!', 'de')).toBe(
      'Spare 20 Prozent, Frühstück und Brunch für 34,99 Euro!',
    );
    expect(speakableText('Solo 19,99 € y 10% menos', 'es')).toBe('Solo 19,99 euros y 10 por ciento menos');
    expect(speakableText('Only $49.00 & free shipping', 'en')).toBe('Only 49.00 dollars and free shipping');
    expect(speakableText('Teraz £15 taniej', 'pl')).toBe('Teraz 15 funtów taniej');
    expect(speakableText('Prix: €9', 'fr')).toBe('Prix: 9 euros');
  });

  it('drops emoji and pictographs instead of reading them', () => {
    expect(speakableText('Jetzt zugreifen 🔥🔥 👍🏽 ✨', 'de')).toBe('Jetzt zugreifen');
    expect(speakableText('🇩🇪 Made in Germany ❤️', 'en')).toBe('Made in Germany');
  });

  it('drops letters a Latin voice cannot read, keeping accents, umlauts, ß and ł', () => {
    expect(speakableText('Größe 寿司 mit Soße', 'de')).toBe('Größe mit Soße');
    expect(speakableText('Zażółć gęślą jaźń', 'pl')).toBe('Zażółć gęślą jaźń');
    expect(speakableText("C'est l'été à Noël", 'fr')).toBe("C'est l'été à Noël");
  });

  it('never leaves a symbol to be read by name', () => {
    const out = speakableText('Top-Deal * Bestseller ™ ~ ^ | < > = ®', 'de');
    expect(out).not.toMatch(/[*™~^|<>=®]/u);
    expect(out).toBe('Top-Deal Bestseller');
    expect(speakableText('#Sommer @shop', 'de')).toBe('Sommer shop');
  });
});
