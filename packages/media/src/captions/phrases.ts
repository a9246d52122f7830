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

export interface TimedWord {
  text: string;
  start: number;
  end: number;
}

/** Words of one phrase laid over [start, start + duration], weighted by character count (+1 for the gap). */
export function timeWords(phrase: string, start: number, duration: number): TimedWord[] {
  const words = phrase.split(/\s+/).filter(Boolean);
  const weights = words.map((w) => w.length + 1);
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

/** Group timed words into caption lines of 1–4 words, preferring to break after punctuation. */
export function captionLines(words: TimedWord[], maxWords = 4): TimedWord[][] {
  const lines: TimedWord[][] = [];
  let cur: TimedWord[] = [];
  for (const w of words) {
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
    if (line.length === 1 && prev.length >= 3 && !BREAK_AFTER.test(prev[prev.length - 1]!.text)) {
      line.unshift(prev.pop()!);
    }
  }
  return lines;
}
