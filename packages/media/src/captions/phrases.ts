/**
 * Voiceover text → phrases (one TTS call each) → timed words → caption lines.
 * Timing comes from the synthesized audio: each phrase's measured duration is spread over its
 * words in proportion to their length, which tracks speech rate well for flite and OpenAI voices.
 */

/**
 * Split into sentences, and over-long sentences at clause punctuation, so each TTS call is natural
 * speech. It lives in the contracts because the voice-length estimate must split exactly the same way.
 */
export { splitPhrases } from '@adreel/contracts';

import type { LanguageCode } from '@adreel/contracts';
import { captionWords, graphemeLength } from './words.ts';

export interface TimedWord {
  text: string;
  start: number;
  end: number;
}

/**
 * Words of one phrase laid over [start, start + duration], weighted by visible characters (+1 for the
 * gap). Words are split with Intl.Segmenter in the video's language (captions/words.ts).
 */
export function timeWords(
  phrase: string,
  start: number,
  duration: number,
  language?: LanguageCode,
): TimedWord[] {
  const words = captionWords(phrase, language);
  const weights = words.map((w) => graphemeLength(w.replace(/[^\p{L}\p{N}]/gu, '')) + 1);
  const total = weights.reduce((a, b) => a + b, 0);
  let t = start;
  return words.map((text, i) => {
    const d = (duration * (weights[i] ?? 0)) / total;
    const w = { text, start: t, end: t + d };
    t += d;
    return w;
  });
}

const BREAK_AFTER = /[.,!?;:…—–]$/;

/**
 * Group timed words into caption lines of 1–4 words and at most `maxChars` visible characters (long
 * German or Polish words fill a line sooner), preferring to break after punctuation. Lines break only
 * between words: a word longer than a line stands alone on its line, never split.
 */
export function captionLines(words: TimedWord[], maxWords = 4, maxChars = 26): TimedWord[][] {
  const lines: TimedWord[][] = [];
  let cur: TimedWord[] = [];
  const width = (ws: TimedWord[]) => ws.reduce((n, w) => n + graphemeLength(w.text), 0) + ws.length - 1;
  for (const w of words) {
    if (cur.length > 0 && width([...cur, w]) > maxChars) {
      lines.push(cur);
      cur = [];
    }
    cur.push(w);
    if (cur.length >= maxWords || BREAK_AFTER.test(w.text)) {
      lines.push(cur);
      cur = [];
    }
  }
  if (cur.length) lines.push(cur);
  // Avoid a lonely trailing word when the previous line has room to give one away.
  for (let i = 1; i < lines.length; i++) {
    const prev = lines[i - 1]!;
    const line = lines[i]!;
    if (
      line.length === 1 &&
      prev.length >= 3 &&
      !BREAK_AFTER.test(prev[prev.length - 1]!.text) &&
      width([prev[prev.length - 1]!, ...line]) <= maxChars
    ) {
      line.unshift(prev.pop()!);
    }
  }
  return lines;
}
