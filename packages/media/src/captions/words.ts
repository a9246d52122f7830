import { EMOJI, type LanguageCode, languageTag } from '@adreel/contracts';

const NBSP = '\u00a0';

/**
 * A voiceover's caption words (issue 25), split with Intl.Segmenter in the video's language so no
 * word is ever cut inside (umlauts, ß, ł, accents, combining marks and apostrophes as in "l'été" or
 * "geht's" stay whole), with punctuation kept on its word: a French "vraiment ?" is one caption word
 * (joined by a no-break space), never a lonely "?". Emoji are dropped, as the caption fonts have no
 * glyphs for them and the voice does not read them.
 */
export function captionWords(text: string, language: LanguageCode = 'en'): string[] {
  const clean = text.normalize('NFC').replace(EMOJI, ' ');
  const segmenter = new Intl.Segmenter(languageTag(language), { granularity: 'word' });
  const tokens: { text: string; word: boolean }[] = [];
  let cur: { text: string; word: boolean } | null = null;
  for (const seg of segmenter.segment(clean)) {
    if (/^\s+$/u.test(seg.segment)) {
      cur = null;
      continue;
    }
    if (!cur) {
      cur = { text: '', word: false };
      tokens.push(cur);
    }
    cur.text += seg.segment;
    if (seg.isWordLike) cur.word = true;
  }
  // Punctuation standing alone (" ?", " –", "« ") joins its neighbour.
  const out: string[] = [];
  let pending = '';
  for (const t of tokens) {
    if (t.word) {
      out.push(pending ? `${pending}${NBSP}${t.text}` : t.text);
      pending = '';
    } else if (out.length > 0 && !/^[¿¡«„“‘(]/u.test(t.text)) out[out.length - 1] += `${NBSP}${t.text}`;
    else pending = pending ? `${pending}${NBSP}${t.text}` : t.text;
  }
  if (pending) {
    if (out.length > 0) out[out.length - 1] += `${NBSP}${pending}`;
    else if (/[\p{L}\p{N}]/u.test(pending)) out.push(pending);
  }
  return out;
}

/** Visible characters (grapheme clusters) of a word: what its share of the voice and its width follow. */
export function graphemeLength(word: string): number {
  let n = 0;
  for (const _ of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word)) n++;
  return n;
}
