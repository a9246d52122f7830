import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createOpenAIAssistant, createOpenAICopyGenerator, SMS_MAX_CHARS } from '@adreel/ai';
import { AI_CONTENT_KINDS } from '@adreel/contracts';
import { demoProducts, demoProductUrl, startDemoShop } from '@adreel/demo-shop';
import { createSafeFetcher } from '@adreel/fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, uniqueEmail } from './harness.ts';

async function tokenFor(h: Harness): Promise<string> {
  const user = await h.t.db.user.create({
    data: { name: 'Copy', email: uniqueEmail('copy'), passwordHash: 'x' },
  });
  return await h.app.services.auth.tokens.issue(user);
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** POST /api/ai-content/{kind}, signed in unless `signedIn` is false. */
const generate = (h: Harness, token: string, kind: string, payload: unknown, signedIn = true) =>
  h.app.inject({
    method: 'POST',
    url: `/api/api/ai-content/${kind}`,
    headers: signedIn ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });

async function startConversation(h: Harness, token: string): Promise<string> {
  const created = await h.app.inject({
    method: 'POST',
    url: '/api/api/ai-content/chat/conversation',
    headers: bearer(token),
  });
  return created.json().conversationId as string;
}

const chat = (h: Harness, token: string, conversationId: string, input: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/api/ai-content/chat/message',
    headers: bearer(token),
    payload: { input, conversationId },
  });

describe('AI copy generators, offline (no key configured)', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await createHarness();
    token = await tokenFor(h);
  });
  afterAll(async () => h.close());

  const post = (kind: string, payload: unknown, signedIn = true) =>
    generate(h, token, kind, payload, signedIn);

  it.each(AI_CONTENT_KINDS)('%s answers {result} with useful text', async (kind) => {
    const res = await post(kind, { input: 'AlignRight Posture Corrector: stand taller in 14 days' });
    expect(res.statusCode).toBe(200);
    const { result } = res.json() as { result: string };
    expect(result.trim().length).toBeGreaterThan(0);
    if (kind === 'sms') expect(result.length).toBeLessThanOrEqual(SMS_MAX_CHARS);
    if (kind === 'hashtags') expect(result.split(/\s+/).every((t) => t.startsWith('#'))).toBe(true);
    if (kind === 'article') expect(result.length).toBeGreaterThan(300);
  });

  it('refuses a blank input with 400 and a reason', async () => {
    const res = await post('headline', { input: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Please enter some text/);
    expect((await post('headline', {})).statusCode).toBe(400);
  });

  it('refuses more than 2,000 characters with 400, accepts exactly 2,000', async () => {
    const tooLong = await post('description', { input: 'a'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/2,000 characters/);
    expect((await post('description', { input: `${'word '.repeat(400)}`.slice(0, 2000) })).statusCode).toBe(
      200,
    );
  });

  it('answers 404 for an unknown generator and 401 without a token', async () => {
    expect((await post('poem', { input: 'x' })).statusCode).toBe(404);
    expect((await post('headline', { input: 'x' }, false)).statusCode).toBe(401);
  });
});

describe('AI copy and chat from a product link, offline', () => {
  let h: Harness;
  let token: string;
  let shop: { origin: string; close(): Promise<void> };
  const product = demoProducts[0]!;
  let url = '';

  beforeAll(async () => {
    shop = await startDemoShop({ port: 0 });
    url = demoProductUrl(shop.origin, product.slug);
    h = await createHarness({}, { fetcher: createSafeFetcher({ allowOrigins: [shop.origin] }) });
    token = await tokenFor(h);
  });
  afterAll(async () => {
    await h.close();
    await shop.close();
  });

  const post = (path: string, payload: Record<string, unknown>) =>
    h.app.inject({
      method: 'POST',
      url: `/api/api/ai-content/${path}`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });

  it('writes from the facts the fetcher extracted: name, claims and price, not the link', async () => {
    const headlines = (await post('headline', { input: url })).json().result as string;
    expect(headlines).toContain(product.name);
    expect(headlines).not.toContain('http');
    const article = (await post('article', { input: url })).json().result as string;
    expect(article).toContain('$34.99');
    expect(article).toContain(product.features[0]);
  });

  it('gives the same copy for the same press and a fresh variant for the next one', async () => {
    const at = async (seed?: number) =>
      (await post('social-post', { input: url, ...(seed === undefined ? {} : { seed }) })).json().result;
    const first = await at(0);
    expect(await at()).toBe(first);
    expect(await at(0)).toBe(first);
    expect(await at(1)).not.toBe(first);
    expect((await post('social-post', { input: url, seed: -1 })).statusCode).toBe(400);
  });

  it('says why a bare link cannot be read, as a 422', async () => {
    const res = await post('headline', { input: 'http://127.0.0.1:9/private' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message.length).toBeGreaterThan(10);
  });

  it('answers a chat request for hooks with hooks about the linked product', async () => {
    const conversationId = await startConversation(h, token);
    const res = await chat(h, token, conversationId, `write three hooks for ${url}`);
    expect(res.statusCode).toBe(200);
    const response = res.json().response as string;
    expect(response).toContain(product.name);
    expect(response.split('\n').filter((line) => /^\d+\. /u.test(line))).toHaveLength(3);
  });
});

describe('AI copy generators and the assistant through an OpenAI-compatible server', () => {
  let h: Harness;
  let token: string;
  const seen: { messages: { role: string; content: string }[] }[] = [];
  let status = 200;
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const body = JSON.parse(raw) as { messages: { role: string; content: string }[] };
      seen.push(body);
      const last = body.messages.at(-1)?.content ?? '';
      res.writeHead(status, { 'content-type': 'application/json' });
      if (status !== 200) {
        res.end(JSON.stringify({ error: { message: 'overloaded', type: 'server_error' } }));
        return;
      }
      res.end(
        JSON.stringify({
          id: 'c1',
          object: 'chat.completion',
          created: 1,
          model: 'm',
          choices: [
            { index: 0, finish_reason: 'stop', message: { role: 'assistant', content: `LLM says: ${last}` } },
          ],
        }),
      );
    });
  });

  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    const cfg = { apiKey: 'sk-test', baseURL, model: 'm', timeoutMs: 3000, maxRetries: 0 };
    h = await createHarness(
      {},
      { copy: createOpenAICopyGenerator(cfg), assistant: createOpenAIAssistant(cfg) },
    );
    token = await tokenFor(h);
  });
  afterAll(async () => {
    await h.close();
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  });

  it('sends the input to the model and returns its text as the result', async () => {
    status = 200;
    const res = await generate(h, token, 'headline', { input: 'FitBand Pro 2' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toBe('LLM says: FitBand Pro 2');
    expect(seen.at(-1)?.messages.at(-1)).toEqual({ role: 'user', content: 'FitBand Pro 2' });
  });

  it('passes the stored conversation to the model in order', async () => {
    status = 200;
    const conversationId = await startConversation(h, token);
    for (const input of ['first question', 'second question']) {
      const res = await chat(h, token, conversationId, input);
      expect(res.statusCode).toBe(200);
      expect(res.json().response).toBe(`LLM says: ${input}`);
    }
    const turns = seen.at(-1)?.messages.filter((m) => m.role !== 'system');
    expect(turns).toEqual([
      { role: 'user', content: 'first question' },
      { role: 'assistant', content: 'LLM says: first question' },
      { role: 'user', content: 'second question' },
    ]);
  });

  it('turns a failing AI service into a clear 502, never a 500', async () => {
    status = 503;
    const res = await generate(h, token, 'sms', { input: 'sale' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message.length).toBeGreaterThan(0);
    status = 200;
  });
});
