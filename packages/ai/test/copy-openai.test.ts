import { afterEach, describe, expect, it } from 'vitest';
import { COPY_KINDS } from '../src/copy/generator.ts';
import { createOpenAICopyGenerator } from '../src/copy/openai/openai-generator.ts';
import { COPY_SYSTEM_PROMPTS } from '../src/copy/openai/prompts.ts';
import { AIServiceError } from '../src/errors.ts';
import { apiError, completion, type FakeOpenAI, startFakeOpenAI } from './support/fake-openai.ts';

let server: FakeOpenAI | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const generator = (baseURL: string) =>
  createOpenAICopyGenerator({
    apiKey: 'sk-test',
    baseURL,
    model: 'copy-model',
    timeoutMs: 2000,
    maxRetries: 0,
  });

describe('OpenAI copy generator (against a local Chat Completions server)', () => {
  it.each(COPY_KINDS)(
    '%s: sends its own system prompt, the model and the input, and returns the result',
    async (kind) => {
      server = await startFakeOpenAI([completion(`Result for ${kind}`)]);
      const result = await generator(server.baseURL).generate(kind, 'FitBand Pro 2 fitness tracker');

      const body = server.requests[0]?.body;
      expect(body?.model).toBe('copy-model');
      expect(body?.messages).toEqual([
        { role: 'system', content: COPY_SYSTEM_PROMPTS[kind] },
        { role: 'user', content: 'FitBand Pro 2 fitness tracker' },
      ]);
      if (kind === 'hashtags') expect(result.split(' ')[0]).toBe('#Result');
      else expect(result).toBe(`Result for ${kind}`);
    },
  );

  it('gives every kind a different prompt stating its shape', () => {
    expect(new Set(Object.values(COPY_SYSTEM_PROMPTS)).size).toBe(COPY_KINDS.length);
    expect(COPY_SYSTEM_PROMPTS.sms).toContain('160 characters');
    expect(COPY_SYSTEM_PROMPTS.headline).toContain('numbered');
  });

  it('hard-limits an overlong SMS to 160 GSM characters', async () => {
    const tooLong = `🔥 “Huge” sale on FitBand Pro 2 — ${'amazing value '.repeat(20)}Tap the link!`;
    server = await startFakeOpenAI([completion(tooLong)]);
    const sms = await generator(server.baseURL).generate('sms', 'FitBand');
    expect(sms.length).toBeLessThanOrEqual(160);
    expect(sms.startsWith('"Huge" sale on FitBand Pro 2 - amazing value')).toBe(true);
    expect(sms.endsWith('...')).toBe(true);
  });

  it('normalises hashtags: "#" form, unique, padded to at least 10', async () => {
    server = await startFakeOpenAI([completion('#fitness, Fitness #smart-watch\n#health tracker #fitness')]);
    const tags = (
      await generator(server.baseURL).generate('hashtags', 'FitBand Pro 2 heart rate tracker')
    ).split(' ');
    expect(tags.slice(0, 4)).toEqual(['#Fitness', '#SmartWatch', '#Health', '#Tracker']);
    expect(tags.length).toBeGreaterThanOrEqual(10);
    expect(tags.length).toBeLessThanOrEqual(20);
    expect(new Set(tags.map((t) => t.toLowerCase())).size).toBe(tags.length);
  });

  it('reports service failures and empty answers as user-facing errors', async () => {
    server = await startFakeOpenAI([apiError(401, 'Incorrect API key provided: sk-test')]);
    const failure = generator(server.baseURL).generate('headline', 'FitBand');
    await expect(failure).rejects.toBeInstanceOf(AIServiceError);
    await expect(failure).rejects.toThrow('rejected our credentials');
    await server.close();
    server = await startFakeOpenAI([completion('   ')]);
    await expect(generator(server.baseURL).generate('headline', 'FitBand')).rejects.toThrow('empty answer');
  });
});
