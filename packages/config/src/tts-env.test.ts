import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OPENAI_SPEECH_URL, speechSettings, ttsEnvShape } from './tts-env.ts';

const schema = z.object(ttsEnvShape);

describe('speech settings', () => {
  it('are off without a key, whatever the LLM settings say', () => {
    const env = schema.parse({ OPENAI_API_KEY: 'sk-llm', OPENAI_BASE_URL: 'http://llm.local/v1' });
    expect(env.TTS_MODEL).toBe('gpt-4o-mini-tts');
    expect(speechSettings(env)).toBeNull();
    expect(speechSettings(schema.parse({ TTS_API_KEY: '   ' }))).toBeNull();
  });

  it('point at OpenAI by default, never at OPENAI_BASE_URL', () => {
    expect(speechSettings(schema.parse({ TTS_API_KEY: 'sk-tts' }))).toEqual({
      apiKey: 'sk-tts',
      baseURL: OPENAI_SPEECH_URL,
      model: 'gpt-4o-mini-tts',
    });
  });

  it('take any OpenAI-compatible server and model', () => {
    const env = schema.parse({
      TTS_API_KEY: 'local',
      TTS_BASE_URL: ' http://127.0.0.1:8880/v1 ',
      TTS_MODEL: 'kokoro',
    });
    expect(speechSettings(env)).toEqual({
      apiKey: 'local',
      baseURL: 'http://127.0.0.1:8880/v1',
      model: 'kokoro',
    });
  });

  it('refuse a base URL that is not http(s)', () => {
    expect(schema.safeParse({ TTS_BASE_URL: 'file:///etc/passwd' }).success).toBe(false);
    expect(schema.safeParse({ TTS_BASE_URL: 'not a url' }).success).toBe(false);
    expect(schema.safeParse({ TTS_MODEL: '' }).success).toBe(false);
  });
});
