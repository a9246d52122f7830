import { APIConnectionTimeoutError, APIError } from 'openai';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MODEL, openAIConfigFromEnv } from './config.ts';
import { failureMessage, TIMEOUT_MESSAGE } from './failure-message.ts';

describe('openAIConfigFromEnv', () => {
  it('needs a non-blank key and defaults the model', () => {
    expect(openAIConfigFromEnv({ OPENAI_API_KEY: ' ' })).toBeNull();
    expect(openAIConfigFromEnv({ OPENAI_API_KEY: 'sk-1' })).toEqual({ apiKey: 'sk-1', model: DEFAULT_MODEL });
    expect(
      openAIConfigFromEnv({
        OPENAI_API_KEY: 'k',
        OPENAI_BASE_URL: 'http://localhost:11434/v1',
        OPENAI_MODEL: 'llama3',
      }),
    ).toEqual({
      apiKey: 'k',
      baseURL: 'http://localhost:11434/v1',
      model: 'llama3',
    });
  });
});

describe('failureMessage', () => {
  it('says what happened without the server’s own text', () => {
    expect(failureMessage(new APIConnectionTimeoutError())).toBe(TIMEOUT_MESSAGE);
    const secret = APIError.generate(
      500,
      { error: { message: 'key sk-secret leaked' } },
      undefined,
      new Headers(),
    );
    expect(failureMessage(secret)).not.toContain('sk-secret');
    expect(failureMessage(APIError.generate(429, undefined, 'x', new Headers()))).toMatch(/busy/);
    expect(failureMessage(new Error('boom'))).toMatch(/unexpectedly/);
  });
});
