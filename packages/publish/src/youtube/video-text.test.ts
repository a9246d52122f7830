import { describe, expect, it } from 'vitest';
import {
  YOUTUBE_DESCRIPTION_MAX_BYTES,
  YOUTUBE_TITLE_MAX_CHARS,
  youtubeDescription,
  youtubeTitle,
} from './video-text.ts';

describe('youtubeTitle', () => {
  it('keeps a short title as it is', () => {
    expect(youtubeTitle('Größe für alle – 34,99 €', 'caption')).toBe('Größe für alle – 34,99 €');
  });

  it('replaces < and > with look-alikes and joins lines', () => {
    expect(youtubeTitle('  <b>Deal</b>\n ends > soon ', 'x')).toBe('‹b›Deal‹/b› ends › soon');
  });

  it('cuts to 100 characters between characters, emoji counted by code point and never split', () => {
    // 😀 is one code point (two UTF-16 units): the 100th character.
    expect(youtubeTitle(`${'a'.repeat(99)}😀tail`, 'x')).toBe(`${'a'.repeat(99)}😀`);
    expect(youtubeTitle('é'.repeat(150), 'x')).toBe('é'.repeat(YOUTUBE_TITLE_MAX_CHARS));
    // A family emoji is several code points joined: it goes whole or not at all.
    const family = '👨‍👩‍👧';
    const cut = youtubeTitle(`${'b'.repeat(97)}${family}`, 'x');
    expect(cut).toBe('b'.repeat(97));
    expect([...cut].length).toBeLessThanOrEqual(YOUTUBE_TITLE_MAX_CHARS);
  });

  it('falls back to the caption, then to a placeholder, when nothing is left', () => {
    expect(youtubeTitle(null, 'First line\nsecond')).toBe('First line second');
    expect(youtubeTitle('   ', '')).toBe('Untitled video');
  });
});

describe('youtubeDescription', () => {
  it('keeps line breaks and replaces angle brackets', () => {
    expect(youtubeDescription('Line 1\n<Line 2>\n#tag')).toBe('Line 1\n‹Line 2›\n#tag');
  });

  it('cuts to 5,000 bytes of UTF-8 on a character boundary', () => {
    // 'ü' is 2 bytes: 2,600 of them are 5,200 bytes, 2,500 fit exactly.
    const d = youtubeDescription('ü'.repeat(2600));
    expect(d).toBe('ü'.repeat(2500));
    expect(Buffer.byteLength(d)).toBe(YOUTUBE_DESCRIPTION_MAX_BYTES);
    // A 4-byte emoji that would straddle the limit is left out whole.
    const e = youtubeDescription(`${'a'.repeat(4998)}😀`);
    expect(e).toBe('a'.repeat(4998));
    expect(e.endsWith('\ud83d')).toBe(false);
  });

  it('counts the replacement marks (3 bytes each) against the limit', () => {
    const d = youtubeDescription('<'.repeat(2000));
    expect(Buffer.byteLength(d)).toBeLessThanOrEqual(YOUTUBE_DESCRIPTION_MAX_BYTES);
    expect(d).toBe('‹'.repeat(1666));
  });
});
