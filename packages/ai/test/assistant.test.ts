import { afterEach, describe, expect, it } from 'vitest';
import type { ChatTurn } from '../src/assistant/assistant.ts';
import { KNOWLEDGE_BASE } from '../src/assistant/offline/knowledge-base.ts';
import { createOfflineAssistant, OFFLINE_LABEL } from '../src/assistant/offline/offline-assistant.ts';
import { createOpenAIAssistant } from '../src/assistant/openai/openai-assistant.ts';
import { ASSISTANT_SYSTEM_PROMPT } from '../src/assistant/openai/prompt.ts';
import { PRODUCTS } from './fixtures/products.ts';
import { completion, type FakeOpenAI, startFakeOpenAI } from './support/fake-openai.ts';

const offline = createOfflineAssistant();
const titleOf = (id: string) => KNOWLEDGE_BASE.find((entry) => entry.id === id)?.title ?? id;

describe('offline assistant', () => {
  it.each([
    ['How do I create a video?', 'create-video'],
    ['how can I connect my Digistore24 account', 'connect-digistore'],
    ['I forgot my password', 'reset-password'],
    ['What are your support hours?', 'support'],
    ['how do I clone a website', 'clone-site'],
    ['where do I change the voiceover of a scene', 'edit-script'],
    ['what does the countdown banner do', 'countdown-banner'],
    ['Which niche should I pick as a beginner?', 'tip-niche'],
    ['how do I download my video', 'my-videos'],
    ['where is my affiliate link', 'affiliate-links'],
  ])('answers "%s" from the right entry', async (question, id) => {
    const answer = await offline.reply([], question);
    expect(answer.startsWith(`${OFFLINE_LABEL} ${titleOf(id)}`)).toBe(true);
  });

  it('gives the support hours in the answer itself', async () => {
    expect(await offline.reply([], 'When is support open?')).toContain('Monday-Friday, 9am-6pm EST');
  });

  it('says plainly what it can do when it has no answer, still labelled', async () => {
    const answer = await offline.reply([], 'What is the weather in Paris tomorrow?');
    expect(answer.startsWith(OFFLINE_LABEL)).toBe(true);
    expect(answer).toContain("can't answer that one offline");
    expect(answer).toMatch(/Write hooks, headlines, captions, hashtags/);
    for (const entry of KNOWLEDGE_BASE) expect(answer).toContain(entry.title);
  });

  it('uses the previous question for a vague follow-up', async () => {
    const history: ChatTurn[] = [
      { role: 'user', content: 'How do I connect Digistore24?' },
      { role: 'assistant', content: 'Open Offers and press Connect.' },
    ];
    const answer = await offline.reply(history, 'and then what?');
    expect(answer).toContain(titleOf('connect-digistore'));
  });

  it('greets with its topics', async () => {
    const answer = await offline.reply([], 'Hello!');
    expect(answer.startsWith(`${OFFLINE_LABEL} Hi!`)).toBe(true);
    expect(answer).toContain(titleOf('ai-generators'));
  });

  it('knows at least 25 topics', () => {
    expect(KNOWLEDGE_BASE.length).toBeGreaterThanOrEqual(25);
    expect(new Set(KNOWLEDGE_BASE.map((entry) => entry.id)).size).toBe(KNOWLEDGE_BASE.length);
  });
});

describe('offline assistant: writing copy', () => {
  const numbered = (answer: string) => answer.split('\n').filter((line) => /^\d+\. /u.test(line));
  const turn = (user: string, assistant: string): ChatTurn[] => [
    { role: 'user', content: user },
    { role: 'assistant', content: assistant },
  ];

  it('answers "write three hooks for my posture corrector" with three hooks about it', async () => {
    const answer = await offline.reply([], 'write three hooks for my posture corrector');
    expect(answer.startsWith(`${OFFLINE_LABEL} Here are three hooks for this posture corrector:`)).toBe(true);
    const hooks = numbered(answer);
    expect(hooks).toHaveLength(3);
    expect(new Set(hooks).size).toBe(3);
    expect(hooks.some((hook) => hook.includes('posture corrector'))).toBe(true);
    // Not a help article, not generic tips.
    expect(answer).not.toContain(titleOf('tip-content'));
  });

  it('names the product, not the words describing it: "aimed at desk workers" stays out (issue 33)', async () => {
    const answer = await offline.reply(
      [],
      'write three hooks for my posture corrector aimed at desk workers',
    );
    expect(answer.startsWith(`${OFFLINE_LABEL} Here are three hooks for this posture corrector:`)).toBe(true);
    expect(answer).not.toContain('posture corrector aimed');
  });

  it('gives different hooks when asked for more, about the same product', async () => {
    const question = 'write three hooks for my posture corrector';
    const first = await offline.reply([], question);
    const more = await offline.reply(turn(question, first), 'more');
    expect(numbered(more)).toHaveLength(3);
    expect(numbered(more)).not.toEqual(numbered(first));
    expect(more).toContain('posture corrector');
  });

  it('writes headlines, captions, hashtags and an SMS from the facts the message states', async () => {
    const headlines = await offline.reply(
      [],
      'Give me 5 headlines for AlignRight Posture Corrector, a $34.99 brace for desk workers',
    );
    expect(numbered(headlines)).toHaveLength(5);
    expect(headlines).toContain('AlignRight Posture Corrector');
    expect(headlines).toMatch(/\$34\.99|Desk Workers/);
    const tags = await offline.reply(
      turn('headlines for AlignRight Posture Corrector', headlines),
      'hashtags for it',
    );
    expect(tags).toContain('#AlignRightPostureCorrector');
    expect(numbered(await offline.reply([], 'write 4 captions for my yoga mat'))).toHaveLength(4);
    const sms = await offline.reply(
      [],
      'an SMS for HydraPulse Smart Water Bottle: it glows when it is time to drink',
    );
    expect(sms).toContain('HydraPulse Smart Water Bottle');
    expect(sms).toContain('Tap the link to learn more!');
  });

  it('reads a linked product page through the app, and writes from its facts', async () => {
    const asked: string[] = [];
    const findProduct = async (url: string) => {
      asked.push(url);
      return { ...PRODUCTS[0]! };
    };
    const answer = await offline.reply([], 'three hooks for https://shop.example.com/fitband', {
      findProduct,
    });
    expect(asked).toEqual(['https://shop.example.com/fitband']);
    expect(answer).toContain('FitBand Pro 2');
    expect(numbered(answer)).toHaveLength(3);
    const unreadable = await offline.reply([], 'hooks for https://shop.example.com/gone', {
      findProduct: async () => null,
    });
    expect(unreadable).toContain("couldn't read the product page");
  });

  it('asks which product when none was named', async () => {
    const answer = await offline.reply([], 'write me some hooks');
    expect(answer).toContain('Which product should I write for?');
  });
});

/** The real OpenAI assistant pointed at the local stand-in. */
const assistantFor = (fake: FakeOpenAI) =>
  createOpenAIAssistant({ apiKey: 'sk-test', baseURL: fake.baseURL, model: 'chat-model', maxRetries: 0 });

describe('OpenAI assistant (against a local Chat Completions server)', () => {
  let server: FakeOpenAI | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('sends the system prompt, the history in order and the input; returns the answer', async () => {
    server = await startFakeOpenAI([completion('Open Offers and press Connect.')]);
    const assistant = assistantFor(server);
    const history: ChatTurn[] = [
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello! How can I help?' },
      { role: 'user', content: 'What is AdReel?' },
      { role: 'assistant', content: 'It turns product links into videos.' },
    ];
    const answer = await assistant.reply(history, 'How do I connect Digistore24?');

    expect(answer).toBe('Open Offers and press Connect.');
    const body = server.requests[0]?.body;
    expect(body?.model).toBe('chat-model');
    expect(body?.messages).toEqual([
      { role: 'system', content: ASSISTANT_SYSTEM_PROMPT },
      ...history,
      { role: 'user', content: 'How do I connect Digistore24?' },
    ]);
    expect(ASSISTANT_SYSTEM_PROMPT).toMatch(/affiliate/i);
    expect(ASSISTANT_SYSTEM_PROMPT).toContain('Digistore24');
  });

  it('keeps only the last 20 turns of a long conversation', async () => {
    server = await startFakeOpenAI([completion('ok')]);
    const assistant = assistantFor(server);
    const history: ChatTurn[] = Array.from({ length: 30 }, (_, i) => ({
      role: i % 2 === 0 ? 'user' : 'assistant',
      content: `turn ${i}`,
    }));
    await assistant.reply(history, 'next');
    const messages = server.requests[0]?.body.messages ?? [];
    expect(messages).toHaveLength(22);
    expect(messages[1]?.content).toBe('turn 10');
    expect(messages[20]?.content).toBe('turn 29');
  });
});
