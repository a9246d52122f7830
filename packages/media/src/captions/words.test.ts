import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildAss } from './captions.ts';
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
  it('the caption font covers Latin Extended, Greek and Cyrillic', () => {
    // ł (U+0142), ş (U+015F), α (U+03B1), ж (U+0436).
    const families = execFileSync('fc-list', [':charset=0142 015f 03b1 0436', 'family'], {
      encoding: 'utf8',
    });
    expect(families).toContain('DejaVu Sans');
  });
});
