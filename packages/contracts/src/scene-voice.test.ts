import { describe, expect, it } from 'vitest';
import { sceneSpeechLanguage, voiceForScene } from './scene-voice.ts';
import { type Voice, voiceById } from './voices.ts';

const voice = (id: string) => voiceById(id) as Voice;

describe('voiceForScene', () => {
  it('reads a line kept in English in a Spanish video with the English offline voice (flite)', () => {
    expect(voiceForScene({ untranslated: 'en' }, voice('espeak:es'), 'es').id).toBe('flite:slt');
  });

  it('reads a line kept in German in a Spanish video with the German espeak-ng voice', () => {
    expect(voiceForScene({ untranslated: 'de' }, voice('espeak:es'), 'es').id).toBe('espeak:de');
  });

  it('reads a kept Spanish line in an English video (flite voice) with the Spanish espeak-ng voice', () => {
    expect(voiceForScene({ untranslated: 'es' }, voice('flite:rms'), 'en').id).toBe('espeak:es');
  });

  it('keeps the video voice for unmarked scenes', () => {
    const es = voice('espeak:es');
    expect(voiceForScene({}, es, 'es')).toBe(es);
    expect(voiceForScene({ untranslated: undefined }, es, 'es')).toBe(es);
  });

  it("keeps an English flite voice the user chose for a line marked in the video's own language", () => {
    const rms = voice('flite:rms');
    expect(voiceForScene({ untranslated: 'en' }, rms, 'en')).toBe(rms);
  });

  it('keeps an OpenAI voice: it speaks every language', () => {
    const nova = voice('openai:nova');
    expect(voiceForScene({ untranslated: 'en' }, nova, 'es')).toBe(nova);
    expect(voiceForScene({ untranslated: 'pl' }, nova, 'de')).toBe(nova);
  });
});

describe('sceneSpeechLanguage', () => {
  it("is the marked language, else the video's", () => {
    expect(sceneSpeechLanguage({ untranslated: 'en' }, 'es')).toBe('en');
    expect(sceneSpeechLanguage({}, 'es')).toBe('es');
  });
});
