import { execFileSync } from 'node:child_process';
import { BRAND_FONTS, type LanguageCode, languageCodes } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { brandCaptionLayout, type RenderBrand } from '../look/brand.ts';
import { buildAss, DEFAULT_CAPTION_LAYOUT } from './captions.ts';
import { captionLines, timeWords } from './phrases.ts';
import { captionWords } from './words.ts';

describe('caption words (Intl.Segmenter)', () => {
  it('keeps umlauts, ß, ł, accents and apostrophes inside their words', () => {
    expect(captionWords('Größe, Übermaß und Soße – für dich!', 'de')).toEqual([
      'Größe,',
      'Übermaß',
      'und',
      'Soße\u00a0–',
      'für',
      'dich!',
    ]);
    expect(captionWords('Zażółć gęślą jaźń.', 'pl')).toEqual(['Zażółć', 'gęślą', 'jaźń.']);
    expect(captionWords("C'est l'été, n'est-ce pas ?", 'fr')).toEqual([
      "C'est",
      "l'été,",
      "n'est-ce",
      'pas\u00a0?',
    ]);
    expect(captionWords('¿Sigues buscando? ¡Para!', 'es')).toEqual(['¿Sigues', 'buscando?', '¡Para!']);
  });

  it('keeps a word written with combining marks whole (NFD input)', () => {
    expect(captionWords('Gro\u0308ße Ku\u0308che', 'de')).toEqual(['Größe', 'Küche']);
  });

  it('drops emoji, which no caption font can draw', () => {
    expect(captionWords('Jetzt 🔥 zugreifen 👍🏽', 'de')).toEqual(['Jetzt', 'zugreifen']);
  });

  it('times every word inside its phrase, in order', () => {
    const words = timeWords('Schöne Grüße aus Köln!', 1, 2, 'de');
    expect(words.map((w) => w.text)).toEqual(['Schöne', 'Grüße', 'aus', 'Köln!']);
    expect(words[0]!.start).toBe(1);
    expect(words.at(-1)!.end).toBeCloseTo(3, 6);
  });

  it('breaks lines between words only, and long words fill a line sooner', () => {
    const words = timeWords(
      'Donaudampfschifffahrtsgesellschaftskapitän trifft Rindfleischetikettierungsüberwachung heute',
      0,
      4,
      'de',
    );
    const lines = captionLines(words);
    expect(lines.flat().map((w) => w.text)).toEqual(words.map((w) => w.text));
    expect(lines[0]!.map((w) => w.text)).toEqual(['Donaudampfschifffahrtsgesellschaftskapitän']);
  });

  it('writes the German captions into the ASS file with their umlauts', () => {
    const ass = buildAss(captionLines(timeWords('Hol dir die Größe für nur 34,99 €!', 0, 3, 'de')));
    expect(ass).toContain('Größe');
    expect(ass).toContain('34,99\u00a0€!');
  });
});

describe('caption font coverage', () => {
  // Each supported language's letters beyond plain ASCII, upper and lower case, and the euro sign.
  const LETTERS: Record<LanguageCode, string> = {
    en: 'Hello world, only $9.99 today!',
    de: 'Ää Öö Üü ß ẞ 34,99 €',
    es: 'Áá Éé Íí Óó Úú Ññ Üü ¿Sí? ¡Ya!',
    fr: 'Àà Ââ Ææ Çç Éé Èè Êê Ëë Îî Ïï Ôô Œœ Ùù Ûû Üü Ÿÿ « oui »',
    it: 'Àà Èè Éé Ìì Íí Îî Òò Óó Ùù Úú',
    pt: 'Áá Ââ Ãã Àà Çç Éé Êê Íí Óó Ôô Õõ Úú',
    nl: 'Éé Ëë Ïï Óó Öö Üü Ĳĳ',
    pl: 'Ąą Ćć Ęę Łł Ńń Óó Śś Źź Żż',
  };
  const brands: (RenderBrand | null)[] = [
    null,
    ...BRAND_FONTS.map((f) => ({
      primaryColor: '#112233',
      accentColor: '#FACC15',
      font: f.id,
      watermark: 'none' as const,
      logo: null,
    })),
  ];

  /** The font family the rendered ASS file names, as libass reads it, for this brand's captions. */
  const fontOfAss = (ass: string) => /^Style: Caption,([^,]+),/m.exec(ass)?.[1];

  it('the font the captions name covers every letter of every supported language, for every brand font', () => {
    expect(Object.keys(LETTERS).sort()).toEqual([...languageCodes].sort());
    const misses: string[] = [];
    for (const brand of brands) {
      for (const code of languageCodes) {
        // The captions exactly as a video in this language gets them: segmented, timed, lined, styled.
        const lines = captionLines(timeWords(LETTERS[code], 0, 3, code));
        const ass = buildAss(lines, brandCaptionLayout(DEFAULT_CAPTION_LAYOUT, brand));
        const family = fontOfAss(ass);
        expect(family, brand?.font ?? 'no brand').toBeTruthy();
        const letters = [
          ...new Set(
            lines
              .flat()
              .map((w) => w.text)
              .join(''),
          ),
        ].filter((c) => c.trim() !== '');
        const charset = letters.map((c) => c.codePointAt(0)?.toString(16)).join(' ');
        // fontconfig lists the family only when one of its faces holds every one of the characters.
        const found = execFileSync('fc-list', [`${family}:charset=${charset}`, 'family'], {
          encoding: 'utf8',
        });
        if (!found.split(/[\n,]/).some((f) => f.trim() === family)) misses.push(`${family} lacks ${code}`);
      }
    }
    expect(misses).toEqual([]);
  });
});
