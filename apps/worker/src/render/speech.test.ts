import { describe, expect, it } from 'vitest';
import { storedSpeech } from './speech.ts';

const KEY = { speechKey: true };
const NO_KEY = { speechKey: false };

describe('storedSpeech: the language and voice as the API stored them', () => {
  it('passes a stored voice and language through unchanged', () => {
    expect(storedSpeech({ voice: 'espeak:de', language: 'de' }, NO_KEY)).toMatchObject({
      language: 'de',
      voice: { id: 'espeak:de' },
    });
    expect(storedSpeech({ voice: 'openai:nova', language: 'pl' }, KEY).voice.id).toBe('openai:nova');
    // Not re-decided: what the API stored is what is read (video-start.ts checked it speaks the language).
    expect(storedSpeech({ voice: 'flite:awb', language: 'en' }, NO_KEY).voice.id).toBe('flite:awb');
  });

  it("replaces only what this server cannot do now, with the language's offline voice", () => {
    expect(storedSpeech({ voice: 'openai:nova', language: 'es' }, NO_KEY).voice.id).toBe('espeak:es');
    expect(storedSpeech({ voice: 'openai:nova', language: 'en' }, NO_KEY).voice.id).toBe('flite:slt');
    expect(storedSpeech({ voice: 'flite:retired', language: 'fr' }, NO_KEY).voice.id).toBe('espeak:fr');
    expect(storedSpeech({ voice: null, language: 'xx' }, NO_KEY)).toMatchObject({
      language: 'en',
      voice: { id: 'flite:slt' },
    });
  });
});
