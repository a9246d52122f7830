import { afterEach, describe, expect, it } from 'vitest';
import { AIServiceError } from '../src/errors.ts';
import { TIMEOUT_MESSAGE } from '../src/openai/failure-message.ts';
import { createHookWriter } from '../src/script/more-hooks/create.ts';
import type { MoreHooksInput } from '../src/script/more-hooks/hook-writer.ts';
import {
  createOpenAIHookWriter,
  MORE_HOOKS_SYSTEM_PROMPT,
  UNUSABLE_HOOKS_MESSAGE,
} from '../src/script/more-hooks/openai-hook-writer.ts';
import { apiError, completion, type FakeOpenAI, startFakeOpenAI } from './support/fake-openai.ts';

let server: FakeOpenAI | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The real OpenAI client of the hook writer, pointed at the local server. */
const writerOn = (fake: FakeOpenAI, timeoutMs = 2000) =>
  createOpenAIHookWriter({
    apiKey: 'sk-test',
    baseURL: fake.baseURL,
    model: 'hooks-model',
    timeoutMs,
    maxRetries: 0,
  });

const input: MoreHooksInput = {
  locale: 'de',
  productName: 'Glow Lamp',
  category: 'Lampen',
  winnerHook: 'Liest du noch im Dunkeln?',
  used: ['Liest du noch im Dunkeln?', 'Genug von grellem Licht?'],
  count: 3,
};

describe('OpenAI hook writer (against a local Chat Completions server)', () => {
  it('asks for the count in the winner language and style, naming the product and every used line', async () => {
    server = await startFakeOpenAI([
      completion(
        'Wann hast du zuletzt entspannt gelesen?\nDein Abend verdient besseres Licht.\nZu müde für grelle Lampen?',
      ),
    ]);
    const writer = writerOn(server);
    expect(writer.name).toBe('openai');
    expect(writer.model).toBe('hooks-model');
    const lines = await writer.more(input);

    const body = server.requests[0]?.body;
    expect(body?.model).toBe('hooks-model');
    const [system, brief] = body?.messages.map((m) => m.content) ?? [];
    expect(system?.startsWith(MORE_HOOKS_SYSTEM_PROMPT)).toBe(true);
    expect(system).toContain('Write in: German (de)');
    expect(brief).toContain('Write 3 new hooks');
    expect(brief).toContain('Product name: Glow Lamp');
    expect(brief).toContain('Category: Lampen');
    expect(brief).toContain('Winning hook: Liest du noch im Dunkeln?');
    expect(brief).toContain('- Genug von grellem Licht?');
    expect(lines).toEqual([
      'Wann hast du zuletzt entspannt gelesen?',
      'Dein Abend verdient besseres Licht.',
      'Zu müde für grelle Lampen?',
    ]);
  });

  it('strips numbering, bullets and quotes, and drops preambles, repeats, overlong and surplus lines', async () => {
    const reply = [
      'Hier sind drei neue Hooks:',
      '1. "Wann hast du zuletzt entspannt gelesen?"',
      '2) - **„Genug von grellem Licht?“**',
      '• liest du noch im dunkeln? ',
      '',
      `3. ${'Sehr lang '.repeat(20)}`,
      'Hook 4: 10.000 Seiten, ein Licht.',
      '- Wann hast du zuletzt entspannt gelesen?',
      '5. Dein Abend verdient besseres Licht.',
      '6. Eine Zeile zu viel.',
    ].join('\n');
    server = await startFakeOpenAI([completion(reply)]);
    expect(await writerOn(server).more(input)).toEqual([
      'Wann hast du zuletzt entspannt gelesen?',
      '10.000 Seiten, ein Licht.',
      'Dein Abend verdient besseres Licht.',
    ]);
  });

  it('gives back fewer lines when fewer are usable, without asking again', async () => {
    server = await startFakeOpenAI([
      completion('Genug von grellem Licht?\nDein Abend verdient besseres Licht.'),
    ]);
    expect(await writerOn(server).more(input)).toEqual(['Dein Abend verdient besseres Licht.']);
    expect(server.requests).toHaveLength(1);
  });

  it('turns an empty or all-repeat reply into a clear AIServiceError, never an empty result', async () => {
    server = await startFakeOpenAI([
      completion('1. Liest du noch im Dunkeln?\n2. "Genug von grellem Licht?"'),
    ]);
    const repeats = writerOn(server).more(input);
    await expect(repeats).rejects.toBeInstanceOf(AIServiceError);
    await expect(repeats).rejects.toThrow(UNUSABLE_HOOKS_MESSAGE);
    await server.close();
    server = await startFakeOpenAI([completion('   ')]);
    const empty = writerOn(server).more(input);
    await expect(empty).rejects.toBeInstanceOf(AIServiceError);
    await expect(empty).rejects.toThrow('The AI returned an empty answer. Please try again.');
  });

  it('reports a 500 and a timeout with the house messages, without the server text', async () => {
    server = await startFakeOpenAI([apiError(500, 'internal detail: shard 7 down')]);
    const failure = writerOn(server).more(input);
    await expect(failure).rejects.toBeInstanceOf(AIServiceError);
    await expect(failure).rejects.toThrow('The AI service had a problem. Please try again later.');
    await server.close();
    server = await startFakeOpenAI([{ ...completion('Dein Abend verdient besseres Licht.'), delayMs: 2000 }]);
    const slow = writerOn(server, 150).more(input);
    await expect(slow).rejects.toBeInstanceOf(AIServiceError);
    await expect(slow).rejects.toThrow(TIMEOUT_MESSAGE);
  });
});

describe('createHookWriter', () => {
  it('is the offline banks without a key (a blank key counts as none)', async () => {
    for (const env of [{}, { OPENAI_API_KEY: '  ' }]) {
      const writer = createHookWriter(env);
      expect(writer.name).toBe('offline');
      expect(writer.model).toBeNull();
    }
    const lines = await createHookWriter({}).more({ ...input, locale: 'en', winnerHook: 'Hi.', used: [] });
    expect(lines).toHaveLength(3);
    expect(lines.join(' ')).toMatch(/Glow Lamp/);
  });

  it('is OpenAI with a key, honouring OPENAI_BASE_URL and OPENAI_MODEL', async () => {
    server = await startFakeOpenAI([completion('Dein Abend verdient besseres Licht.')]);
    const writer = createHookWriter({
      OPENAI_API_KEY: 'sk-env',
      OPENAI_BASE_URL: server.baseURL,
      OPENAI_MODEL: 'llama3.1:8b',
    });
    expect(writer.name).toBe('openai');
    expect(writer.model).toBe('llama3.1:8b');
    expect(await writer.more(input)).toEqual(['Dein Abend verdient besseres Licht.']);
    expect(server.requests[0]?.body.model).toBe('llama3.1:8b');
  });
});
