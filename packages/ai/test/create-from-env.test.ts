import { afterEach, describe, expect, it } from 'vitest';
import { createAssistant } from '../src/assistant/create.ts';
import { createCopyGenerator } from '../src/copy/create.ts';
import { createScriptWriter } from '../src/script/create.ts';
import { completion, type FakeOpenAI, startFakeOpenAI } from './support/fake-openai.ts';

let server: FakeOpenAI | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('choosing an implementation from the env', () => {
  it('is offline without a key (a blank key counts as none)', () => {
    for (const env of [{}, { OPENAI_API_KEY: '  ' }]) {
      expect(createScriptWriter(env).name).toBe('offline');
      expect(createCopyGenerator(env).name).toBe('offline');
      expect(createAssistant(env).name).toBe('offline');
    }
  });

  it('uses OpenAI with a key, honouring OPENAI_BASE_URL and OPENAI_MODEL', async () => {
    server = await startFakeOpenAI([completion('answer')]);
    const env = { OPENAI_API_KEY: 'sk-env', OPENAI_BASE_URL: server.baseURL, OPENAI_MODEL: 'llama3.1:8b' };
    expect(createScriptWriter(env).name).toBe('openai');
    const copy = createCopyGenerator(env);
    expect(copy.name).toBe('openai');
    expect(await copy.generate('headline', 'FitBand')).toBe('answer');
    expect(await createAssistant(env).reply([], 'hi')).toBe('answer');
    expect(server.requests.map((r) => r.body.model)).toEqual(['llama3.1:8b', 'llama3.1:8b']);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer sk-env');
  });
});
