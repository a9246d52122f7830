import { type LanguageCode, languageCodes } from './languages.ts';

/**
 * How long a voiceover takes to speak, and so how long the rendered video will be, before any audio
 * exists. Pure, so the script writer, the review page and the renderer's tests share one answer.
 *
 * The renderer (packages/media) synthesises each phrase of a scene separately, places the phrases
 * after a short lead-in with small gaps and a tail, and lets a scene last its scripted duration or as
 * long as its voice needs, whichever is longer; a fixed end card follows the last scene.
 */

/** Silence before the first phrase, between phrases and after the last one in a scene (seconds). */
export const VOICE_LEAD_S = 0.3;
export const PHRASE_GAP_S = 0.12;
export const VOICE_TAIL_S = 0.45;
/** The end card (link, QR code) after the last scene. */
export const END_CARD_SECONDS = 3;

const MAX_PHRASE_WORDS = 14;

/**
 * Voiceover text → the phrases the renderer speaks one TTS call at a time: sentences, over-long
 * sentences split at clause punctuation, and very long clauses cut by word count as a last resort.
 */
export function splitPhrases(text: string): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return [];
  const sentences = clean.split(/(?<=[.!?…;])\s+/).filter(Boolean);
  const out: string[] = [];
  for (const s of sentences) {
    if (s.split(' ').length <= MAX_PHRASE_WORDS) {
      out.push(s);
      continue;
    }
    const clauses = s.split(/(?<=[,:—–])\s+/);
    let cur = '';
    for (const c of clauses) {
      const next = cur ? `${cur} ${c}` : c;
      if (cur && next.split(' ').length > MAX_PHRASE_WORDS) {
        out.push(cur);
        cur = c;
      } else cur = next;
    }
    if (cur) out.push(cur);
  }
  return out.flatMap((p) => {
    const words = p.split(' ');
    if (words.length <= MAX_PHRASE_WORDS * 1.5) return [p];
    const parts: string[] = [];
    for (let i = 0; i < words.length; i += MAX_PHRASE_WORDS)
      parts.push(words.slice(i, i + MAX_PHRASE_WORDS).join(' '));
    return parts;
  });
}

const ONES = [1, 1, 1, 1, 1, 1, 1, 2, 1, 1, 1, 3, 1, 2, 2, 2, 2, 3, 2, 2];
const TENS = [0, 0, 2, 2, 2, 2, 2, 3, 2, 2];

/** Syllables of an integer read out in English ("three hundred forty-nine" → 6). */
function integerSyllables(n: number): number {
  if (n < 20) return ONES[n] ?? 1;
  if (n < 100) return (TENS[Math.floor(n / 10)] ?? 2) + (n % 10 === 0 ? 0 : (ONES[n % 10] ?? 1));
  // flite says "three hundred and forty-nine".
  if (n < 1000)
    return (ONES[Math.floor(n / 100)] ?? 1) + 2 + (n % 100 === 0 ? 0 : 1 + integerSyllables(n % 100));
  for (const [size, word] of [
    [1e9, 3],
    [1e6, 2],
    [1e3, 2],
  ] as const) {
    if (n >= size) {
      const rest = n % size;
      return integerSyllables(Math.floor(n / size)) + word + (rest === 0 ? 0 : integerSyllables(rest));
    }
  }
  return 1;
}

/** "$79.95" → seventy-nine dollars and ninety-five cents; "6.5" → six point five; "10,000" → ten thousand. */
function numberSyllables(token: string, money: boolean): number {
  const digits = token.replace(/[^\d.,]/g, '');
  if (/^\d{13,}/.test(digits)) return digits.replace(/\D/g, '').length;
  const thousands = /^\d{1,3}(,\d{3})+$/.test(digits);
  const [whole = '0', fraction = ''] = (
    thousands ? digits.replace(/,/g, '') : digits.replace(',', '.')
  ).split('.');
  let syllables = integerSyllables(Number(whole) || 0);
  const frac = fraction.replace(/\D/g, '');
  if (money && frac && Number(frac) > 0) syllables += 1 + integerSyllables(Number(frac)) + 1;
  else if (!money && frac) syllables += 1 + frac.length;
  return syllables;
}

const CURRENCY_SYLLABLES: Record<string, number> = { $: 2, '€': 2, '£': 1 };

/** Letters spelled out: W is three syllables, every other letter one. */
function spelledSyllables(word: string): number {
  return [...word].reduce((sum, letter) => sum + (/w/i.test(letter) ? 3 : 1), 0);
}

/**
 * Vowel groups, with a silent final e in English and French ("make", "chose"; not "table", and never
 * German "Größe"); short all-capital words are spelled out.
 */
function wordSyllables(word: string, language: LanguageCode): number {
  if (/^\p{Lu}{2,3}$/u.test(word)) return spelledSyllables(word);
  const lower = word.toLowerCase().replace(/['’]/g, '');
  let groups = (lower.match(/[aeiouyäöüàâáãéèêëíîïóôõòúûùąęœ]+/g) ?? []).length;
  const silentE = language === 'en' ? /e$/ : language === 'fr' ? /e(?:s|nt)?$/ : null;
  if (silentE && groups > 1 && silentE.test(lower) && !lower.endsWith('le')) groups -= 1;
  return Math.max(1, groups);
}

/**
 * Spoken syllables of a phrase: words, numbers read out, currency and the symbols flite says aloud.
 * Numbers are counted as English reads them; each language's fitted rate absorbs the difference.
 */
export function spokenSyllables(phrase: string, language: LanguageCode = 'en'): number {
  const text = phrase.replace(/&/g, ' and ').replace(/%/g, ' percent ');
  const tokens = text.match(/[$€£]?\d[\d.,]*\d|[$€£]?\d|[\p{L}']+|[$€£]/gu) ?? [];
  let syllables = 0;
  tokens.forEach((token, i) => {
    if (/\d/.test(token)) {
      const money = /[$€£]/.test(token) || /^[$€£]$/.test(tokens[i + 1] ?? '');
      syllables += numberSyllables(token, money) + (CURRENCY_SYLLABLES[token[0] ?? ''] ?? 0);
    } else if (/^[$€£]$/.test(token)) syllables += CURRENCY_SYLLABLES[token] ?? 0;
    else syllables += wordSyllables(token, language);
  });
  return syllables;
}

/** Clause breaks inside a phrase, where the voice pauses. */
export function clausePauses(phrase: string): number {
  return (phrase.replace(/[.!?…;,:]+$/u, '').match(/[,;:—–]|\s-\s/gu) ?? []).length;
}

/**
 * A voice's speaking rate: one synthesised phrase lasts `phraseS + syllableS × syllables + pauseS ×
 * clause breaks` (phraseS holds the silence flite puts around every utterance).
 */
export interface VoiceRate {
  phraseS: number;
  syllableS: number;
  pauseS: number;
}

/**
 * Calibrated on this project's machine (Debian 12, ffmpeg 5.1 with libflite) by
 * packages/media/scripts/calibrate-voice.ts: 173 phrases from the script writers' output (hooks,
 * features, prices, calls to action, a few German lines; 1-21 words), each synthesised alone as the
 * renderer does and fitted by least squares. slt, the default voice: 0.68 s per phrase + 0.187 s per
 * syllable + 0.47 s per clause break, mean absolute error 0.19 s per phrase (0.21 s held out). By
 * words alone slt speaks ≈ 3.8 words/s inside a phrase plus ≈ 0.96 s of silence around each phrase,
 * 2.45 words/s overall (rms 2.2); short lines take relatively longer, and syllables (numbers read out)
 * halve the error of a word count. Summed over a script the estimate was within 1% of the measured
 * voices of 145 writer scenes (single scenes: median 5%, worst 30%).
 */
/**
 * espeak-ng's rates (issue 25), one per language, fitted the same way by
 * `packages/media/scripts/calibrate-espeak.ts` on the lines of packages/media's
 * espeak-corpus.ts at ESPEAK_SPEED (160 words per minute), each phrase synthesised alone.
 */
const ESPEAK_RATES: Readonly<Record<string, VoiceRate>> = {
  // Held-back error of the summed estimate: de +6.0%, es −3.7%, fr +1.0%, it −5.0%, pt −2.2%,
  // nl −3.2%, pl +0.7%; mean absolute error per phrase 0.13–0.21 s.
  'espeak:de': { phraseS: 0.46, syllableS: 0.201, pauseS: 0.549 },
  'espeak:es': { phraseS: 0.669, syllableS: 0.144, pauseS: 0.534 },
  'espeak:fr': { phraseS: 0.483, syllableS: 0.171, pauseS: 0.123 },
  'espeak:it': { phraseS: 0.474, syllableS: 0.17, pauseS: 0.064 },
  'espeak:pt': { phraseS: 0.847, syllableS: 0.144, pauseS: 0.422 },
  'espeak:nl': { phraseS: 0.661, syllableS: 0.188, pauseS: 0.428 },
  'espeak:pl': { phraseS: 0.656, syllableS: 0.202, pauseS: 0.316 },
};

export const VOICE_RATES: Readonly<Record<string, VoiceRate>> = {
  slt: { phraseS: 0.677, syllableS: 0.187, pauseS: 0.469 },
  kal: { phraseS: 0.575, syllableS: 0.195, pauseS: 0.595 },
  kal16: { phraseS: 0.579, syllableS: 0.192, pauseS: 0.589 },
  awb: { phraseS: 0.567, syllableS: 0.195, pauseS: 0.616 },
  rms: { phraseS: 0.629, syllableS: 0.22, pauseS: 0.424 },
  ...ESPEAK_RATES,
};

/** "espeak:de", "espeak:de:160" (a TTS provider name) → de; any other voice → null. */
function espeakLanguage(voice: string): LanguageCode | null {
  const m = /^espeak:([a-z]{2})/.exec(voice);
  return m && (languageCodes as string[]).includes(m[1] ?? '') ? (m[1] as LanguageCode) : null;
}

/**
 * A voice by its flite name, catalogue id or TTS provider name ("flite:kal", "espeak:de:160"); any
 * other voice is estimated as slt.
 */
export function voiceRate(voice = 'slt'): VoiceRate {
  const espeak = espeakLanguage(voice);
  const key = espeak ? `espeak:${espeak}` : voice.replace(/^flite:/, '');
  return VOICE_RATES[key] ?? (VOICE_RATES.slt as VoiceRate);
}

export function estimatePhraseSeconds(phrase: string, voice?: string): number {
  const rate = voiceRate(voice);
  const syllables = spokenSyllables(phrase, espeakLanguage(voice ?? '') ?? 'en');
  return rate.phraseS + rate.syllableS * syllables + rate.pauseS * clausePauses(phrase);
}

/**
 * Seconds a scene needs to speak `text`: lead-in, every phrase, the gaps between them and the tail,
 * exactly as the renderer lays them out, so it compares directly with a scene's scripted duration.
 * Blank text needs no time.
 */
export function estimateVoiceSeconds(text: string, voice?: string): number {
  const phrases = splitPhrases(text);
  if (phrases.length === 0) return 0;
  const speech = phrases.reduce((sum, phrase) => sum + estimatePhraseSeconds(phrase, voice), 0);
  return VOICE_LEAD_S + speech + PHRASE_GAP_S * (phrases.length - 1) + VOICE_TAIL_S;
}

interface TimedScene {
  duration: number;
  audio: { voiceover: string };
}

/** A scene lasts its scripted duration or as long as its voice needs, whichever is longer. */
export function estimateSceneSeconds(scene: TimedScene, voice?: string): number {
  return Math.max(scene.duration, estimateVoiceSeconds(scene.audio.voiceover, voice));
}

/** The rendered video's length: every scene, then the end card. */
export function estimateVideoSeconds(scenes: readonly TimedScene[], voice?: string): number {
  return scenes.reduce((sum, scene) => sum + estimateSceneSeconds(scene, voice), 0) + END_CARD_SECONDS;
}
