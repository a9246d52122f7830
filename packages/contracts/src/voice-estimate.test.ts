import { describe, expect, it } from 'vitest';
import {
  END_CARD_SECONDS,
  estimatePhraseSeconds,
  estimateSceneSeconds,
  estimateVideoSeconds,
  estimateVoiceSeconds,
  PHRASE_GAP_S,
  spokenSyllables,
  VOICE_LEAD_S,
  VOICE_RATES,
  VOICE_TAIL_S,
  voiceRate,
} from './voice-estimate.ts';

/** Phrase lengths of flite's slt voice, measured with ffmpeg 5.1 on the project's machine. */
const MEASURED_SLT: readonly [string, number][] = [
  ['Stop scrolling!', 1.545],
  ['You need to see FitBand Pro 2.', 2.015],
  ['Heart-rate monitoring around the clock.', 2.44],
  ['Get it today for just $49.00.', 2.805],
  ['Get it today for just $79.95.', 3.805],
  ['See why so many people are talking about DreamCloud Memory Foam Pillow.', 4.43],
  ['Simple to start, easy to love, and made for real life.', 3.615],
  ['120 recipes and daily coaching emails.', 3.715],
  ['Built by nutritionists.', 1.87],
  ['Breathable mesh posture corrector with a gentle vibration reminder.', 4.29],
  ['Wear it under your shirt for twenty minutes a day and feel the difference within a week.', 4.315],
  ['Cool.', 1],
  ['Loved by thousands of customers worldwide, with a sixty day money back guarantee.', 5.205],
];

describe('spokenSyllables', () => {
  it('counts vowel groups with a silent final e', () => {
    expect(spokenSyllables('Stop scrolling!')).toBe(3);
    expect(spokenSyllables('make the table')).toBe(4);
  });

  it('reads numbers, prices and symbols the way the voice says them', () => {
    // three hundred and forty-nine dollars and ninety-nine cents (flite says the "and"s)
    expect(spokenSyllables('$349.99')).toBe(14);
    expect(spokenSyllables('$49.00')).toBe(5);
    // ten thousand; six point five; twenty-nine euros and ninety cents
    expect(spokenSyllables('10,000')).toBe(3);
    expect(spokenSyllables('6.5')).toBe(3);
    expect(spokenSyllables('29,90 €')).toBe(9);
    expect(spokenSyllables('50% & more')).toBe(6);
    // Short capitals are spelled: A-I, W-W-W.
    expect(spokenSyllables('AI')).toBe(2);
    expect(spokenSyllables('WWW')).toBe(9);
  });
});

describe('estimatePhraseSeconds', () => {
  it('matches measured flite phrase lengths (slt) to within a quarter second on average', () => {
    const errors = MEASURED_SLT.map(([phrase, seconds]) => Math.abs(estimatePhraseSeconds(phrase) - seconds));
    const mean = errors.reduce((a, b) => a + b, 0) / errors.length;
    expect(mean).toBeLessThan(0.25);
    // Single phrases vary (flite rushes some long plain sentences); sums over a video even out.
    for (const error of errors) expect(error).toBeLessThan(1);
  });

  it('takes longer for prices than for plain words of the same count', () => {
    expect(estimatePhraseSeconds('Get it today for just $349.99.')).toBeGreaterThan(
      estimatePhraseSeconds('Get it today for just this.') + 1.5,
    );
  });
});

describe('estimateVoiceSeconds', () => {
  it('lays phrases out as the renderer does: lead-in, phrases, gaps, tail', () => {
    const one = estimatePhraseSeconds('Stop scrolling!');
    const two = estimatePhraseSeconds('You need to see FitBand Pro 2.');
    expect(estimateVoiceSeconds('Stop scrolling! You need to see FitBand Pro 2.')).toBeCloseTo(
      VOICE_LEAD_S + one + PHRASE_GAP_S + two + VOICE_TAIL_S,
      9,
    );
  });

  it('needs nothing for blank text and grows with the text', () => {
    expect(estimateVoiceSeconds('  ')).toBe(0);
    const short = estimateVoiceSeconds('Tap the link.');
    const long = estimateVoiceSeconds('Tap the link below to get yours today before the offer ends.');
    expect(long).toBeGreaterThan(short);
  });

  it('knows the other flite voices and falls back to slt for any other voice', () => {
    expect(voiceRate('flite:rms')).toBe(VOICE_RATES.rms);
    expect(voiceRate('openai:gpt-4o-mini-tts:alloy')).toBe(VOICE_RATES.slt);
    const text = 'Water resistant to fifty metres.';
    expect(estimateVoiceSeconds(text, 'rms')).not.toBe(estimateVoiceSeconds(text));
  });
});

describe('estimateVideoSeconds', () => {
  const scene = (duration: number, voiceover: string) => ({ duration, audio: { voiceover } });

  it('gives each scene its scripted length or its voice, whichever is longer', () => {
    expect(estimateSceneSeconds(scene(8, 'Hi.'))).toBe(8);
    const long =
      'Relieves pressure points and keeps your spine aligned whether you sleep on your back, side or stomach.';
    expect(estimateSceneSeconds(scene(1, long))).toBe(estimateVoiceSeconds(long));
  });

  it('adds the end card after the last scene', () => {
    const scenes = [scene(4, 'Meet FitBand Pro 2.'), scene(3, 'Tap the link!')];
    expect(estimateVideoSeconds(scenes)).toBe(4 + 3 + END_CARD_SECONDS);
    expect(estimateVideoSeconds([])).toBe(END_CARD_SECONDS);
  });
});
