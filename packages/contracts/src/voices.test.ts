import { describe, expect, it } from 'vitest';
import { languageCodes } from './languages.ts';
import { createVideoBodySchema } from './videos.ts';
import {
  availableVoice,
  availableVoices,
  DEFAULT_VOICE_ID,
  defaultVoiceFor,
  previewTextFor,
  resolveVoice,
  VOICES,
  voiceById,
  voiceForLanguage,
  voicesForLanguage,
  voicesResponseSchema,
} from './voices.ts';

const content = {
  websiteSummary: 's',
  commentary: 'c',
  reelScript: {
    scenes: [{ duration: 5, visual: { background: 'b' }, audio: { voiceover: 'Hello.', musicMood: 'calm' } }],
  },
  musicSuggestion: 'm',
};

describe('voice catalogue', () => {
  it('names every voice engine:voice, offline exactly when it is flite or espeak-ng', () => {
    for (const v of VOICES) {
      expect(v.id).toBe(`${v.engine}:${v.engineVoice}`);
      expect(v.offline).toBe(v.engine !== 'openai');
      expect(v.engineVoice).toMatch(/^[a-z0-9]+$/);
      expect(v.name.length).toBeGreaterThan(0);
      expect(v.description.length).toBeGreaterThan(0);
    }
    expect(new Set(VOICES.map((v) => v.id)).size).toBe(VOICES.length);
  });

  it('offers the measured flite voices (not 8 kHz kal) and the eleven OpenAI voices', () => {
    expect(VOICES.filter((v) => v.engine === 'flite').map((v) => v.engineVoice)).toEqual([
      'slt',
      'rms',
      'awb',
      'kal16',
    ]);
    expect(VOICES.filter((v) => !v.offline).map((v) => v.engineVoice)).toEqual([
      'alloy',
      'ash',
      'ballad',
      'coral',
      'echo',
      'fable',
      'nova',
      'onyx',
      'sage',
      'shimmer',
      'verse',
    ]);
    expect(voiceById(DEFAULT_VOICE_ID)?.offline).toBe(true);
  });

  it('lists OpenAI voices only with a speech key', () => {
    expect(availableVoices({ speechKey: false }).every((v) => v.offline)).toBe(true);
    expect(availableVoices({ speechKey: false })).toHaveLength(11);
    expect(availableVoices({ speechKey: true })).toHaveLength(22);
  });

  it('checks one voice against what the server can speak with', () => {
    expect(availableVoice('openai:nova', { speechKey: false })).toBeUndefined();
    expect(availableVoice('openai:nova', { speechKey: true })?.engineVoice).toBe('nova');
    expect(availableVoice('flite:rms', { speechKey: false })?.engineVoice).toBe('rms');
    expect(availableVoice('flite:kal', { speechKey: true })).toBeUndefined();
    expect(availableVoice('nova', { speechKey: true })).toBeUndefined();
  });

  it('renders a stored voice that is gone or no longer available with the default', () => {
    expect(resolveVoice('openai:onyx', { speechKey: true }).id).toBe('openai:onyx');
    expect(resolveVoice('openai:onyx', { speechKey: false }).id).toBe(DEFAULT_VOICE_ID);
    expect(resolveVoice('flite:nobody', { speechKey: true }).id).toBe(DEFAULT_VOICE_ID);
    expect(resolveVoice(null, { speechKey: true }).id).toBe(DEFAULT_VOICE_ID);
    expect(resolveVoice('flite:awb', { speechKey: false }).id).toBe('flite:awb');
  });
});

describe('voice field of POST /videos/create', () => {
  it('is optional and takes catalogue ids only', () => {
    expect(createVideoBodySchema.parse({ scriptId: 'x', content }).voice).toBeUndefined();
    expect(createVideoBodySchema.parse({ scriptId: 'x', content, voice: 'openai:ash' }).voice).toBe(
      'openai:ash',
    );
    for (const voice of ['flite:kal', 'flite:slt\u0000', 'slt', 42, { id: 'flite:slt' }]) {
      const r = createVideoBodySchema.safeParse({ scriptId: 'x', content, voice });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('Choose a voice from the voice list');
    }
  });

  it('answers the list with preview links', () => {
    const parsed = voicesResponseSchema.parse({
      default: 'flite:slt',
      voices: [
        {
          id: 'flite:slt',
          name: 'SLT',
          description: 'd',
          offline: true,
          preview_url: '/api/videos/voices/flite%3Aslt/preview?exp=1&sig=x',
        },
      ],
    });
    expect(parsed.voices[0]?.offline).toBe(true);
    expect(voicesResponseSchema.safeParse({ default: 'flite:kal', voices: [] }).success).toBe(false);
  });
});

describe('voices per language (issue 25)', () => {
  it('has an offline voice for every supported language: flite for English, espeak-ng for the rest', () => {
    for (const code of languageCodes) {
      const voice = defaultVoiceFor(code);
      expect(voice.offline).toBe(true);
      expect(voice.languages).toContain(code);
      expect(voice.engine).toBe(code === 'en' ? 'flite' : 'espeak');
    }
  });

  it('filters the picker to voices that speak the language', () => {
    const german = voicesForLanguage('de', { speechKey: false }).map((v) => v.id);
    expect(german).toEqual(['espeak:de']);
    const online = voicesForLanguage('de', { speechKey: true }).map((v) => v.id);
    expect(online).toContain('openai:nova');
    expect(online).not.toContain('flite:slt');
  });

  it('never reads a script with a voice that does not speak its language', () => {
    expect(voiceForLanguage('flite:rms', 'de', { speechKey: false }).id).toBe('espeak:de');
    expect(voiceForLanguage('openai:nova', 'pl', { speechKey: true }).id).toBe('openai:nova');
    expect(voiceForLanguage('openai:nova', 'pl', { speechKey: false }).id).toBe('espeak:pl');
    expect(voiceForLanguage(undefined, 'en', { speechKey: false }).id).toBe('flite:slt');
  });

  it('has a preview sentence in every language', () => {
    for (const code of languageCodes) expect(previewTextFor(code).length).toBeGreaterThan(40);
  });
});
