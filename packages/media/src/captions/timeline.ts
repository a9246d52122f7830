import { type LanguageCode, PHRASE_GAP_S, VOICE_LEAD_S, VOICE_TAIL_S } from '@adreel/contracts';
import { frameCount } from '../encode/filtergraph.ts';
import { captionLines, type TimedWord, timeWords } from './phrases.ts';

/**
 * Silence before the first phrase, between phrases and after the last one in a scene; defined in the
 * contracts, where the voice-length estimate the review page shows uses the same numbers.
 */
export { PHRASE_GAP_S, VOICE_LEAD_S, VOICE_TAIL_S };

export interface TimedPhrase {
  text: string;
  /** Start within the scene, seconds. */
  start: number;
  duration: number;
}

export interface SceneTiming {
  durationS: number;
  phrases: TimedPhrase[];
  /** Caption lines in scene-local time. */
  lines: TimedWord[][];
}

/**
 * Lays a scene's phrases out from their measured audio durations. The scene lasts its scripted
 * duration or as long as the voice needs, whichever is longer (a sentence is never cut), rounded
 * up to whole frames so segment boundaries fall exactly on frames.
 */
export function sceneTiming(
  scriptedS: number,
  phrases: { text: string; duration: number }[],
  fps: number,
  language?: LanguageCode,
): SceneTiming {
  let t = VOICE_LEAD_S;
  const timed: TimedPhrase[] = [];
  phrases.forEach((p, i) => {
    if (i > 0) t += PHRASE_GAP_S;
    timed.push({ text: p.text, start: t, duration: p.duration });
    t += p.duration;
  });
  const needed = phrases.length > 0 ? t + VOICE_TAIL_S : 0;
  const durationS = Math.ceil(Math.max(scriptedS, needed) * fps - 1e-6) / fps;
  const words = timed.flatMap((p) => timeWords(p.text, p.start, p.duration, language));
  return { durationS, phrases: timed, lines: captionLines(words) };
}

/**
 * Where each part of the video starts (the scenes, then the end card) and how long the whole is,
 * every part rounded to whole frames as the segments are encoded.
 */
export function videoTimeline(partsS: number[], fps: number): { startsS: number[]; totalS: number } {
  const durations = partsS.map((d) => frameCount(d, fps) / fps);
  const startsS = durations.map((_, i) => durations.slice(0, i).reduce((a, b) => a + b, 0));
  return { startsS, totalS: durations.reduce((a, b) => a + b, 0) };
}
