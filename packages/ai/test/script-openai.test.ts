import { afterEach, describe, expect, it } from 'vitest';
import { ScriptWriterError } from '../src/errors.ts';
import { TIMEOUT_MESSAGE } from '../src/openai/failure-message.ts';
import { createOpenAIScriptWriter } from '../src/script/openai/openai-writer.ts';
import { PRODUCTS } from './fixtures/products.ts';
import { apiError, completion, type FakeOpenAI, startFakeOpenAI } from './support/fake-openai.ts';

const validScript = {
  websiteSummary: 'FitBand Pro 2 tracks steps, heart rate and sleep with a 14-day battery.',
  commentary: 'Your workouts, finally measured. Tap the link! #FitBand #Fitness #Tracker',
  reelScript: {
    scenes: [
      {
        duration: 3,
        visual: {
          background: 'Product image 1: https://cdn.example.com/fitband/1.jpg — hero shot',
          animation: 'slow zoom in',
        },
        audio: { voiceover: 'Still guessing your fitness?', musicMood: 'energetic' },
      },
      {
        // 10 words in 2 s: the writer must lengthen the scene to cover its voice (≈ 4.5 s with flite): 5 s.
        duration: 2,
        visual: {
          background: 'Product image 2: https://cdn.example.com/fitband/2.jpg',
          animation: 'pan left',
        },
        audio: {
          voiceover: 'FitBand tracks every heartbeat and step for fourteen full days.',
          musicMood: 'energetic',
        },
      },
      {
        duration: 3,
        visual: { background: 'Product on a dark gradient', animation: 'slow zoom out' },
        audio: { voiceover: 'Tap the link today!', musicMood: 'energetic' },
      },
    ],
  },
  musicSuggestion: 'Energetic electronic beat, 128 BPM',
};

let server: FakeOpenAI | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function writer(
  baseURL: string,
  extra: { timeoutMs?: number; maxAttempts?: number; maxRetries?: number } = {},
) {
  return createOpenAIScriptWriter({
    apiKey: 'sk-test',
    baseURL,
    model: 'gpt-test-mini',
    timeoutMs: 2000,
    maxRetries: 0,
    ...extra,
  });
}

const fitband = PRODUCTS[0]!;

describe('OpenAI script writer (against a local Chat Completions server)', () => {
  it('sends the model, the prompt and a strict JSON schema, and returns the contract-valid script', async () => {
    server = await startFakeOpenAI([completion(JSON.stringify(validScript))]);
    const script = await writer(server.baseURL).fromProduct(fitband);

    expect(script.reelScript.scenes).toHaveLength(3);
    expect(script.reelScript.scenes[0]?.audio.voiceover).toBe('Still guessing your fitness?');
    expect(script.reelScript.scenes[1]?.duration).toBe(5);
    const [request] = server.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body.model).toBe('gpt-test-mini');
    expect(request?.body.messages[0]?.role).toBe('system');
    expect(request?.body.messages[0]?.content).toMatch(/copywriter/i);
    expect(request?.body.messages[1]?.content).toContain(
      'Product image 2: https://cdn.example.com/fitband/2.jpg',
    );
    expect(request?.body.messages[1]?.content).toContain('Price: 49 USD');
    expect(request?.body.response_format?.type).toBe('json_schema');
    expect(request?.body.response_format?.json_schema?.strict).toBe(true);
    expect(JSON.stringify(request?.body.response_format?.json_schema?.schema)).toContain('"voiceover"');
  });

  it('writes from free text too', async () => {
    server = await startFakeOpenAI([completion(JSON.stringify(validScript))]);
    const script = await writer(server.baseURL).fromText('Introducing FitBand. It tracks everything.');
    expect(script.websiteSummary).toContain('FitBand');
    expect(server.requests[0]?.body.messages[1]?.content).toContain(
      'Introducing FitBand. It tracks everything.',
    );
  });

  it('asks again after output that fails the schema, telling the model what was wrong', async () => {
    const tooFewScenes = {
      ...validScript,
      reelScript: { scenes: validScript.reelScript.scenes.slice(0, 1) },
    };
    server = await startFakeOpenAI([
      completion('{"not json'),
      completion(JSON.stringify(tooFewScenes)),
      completion(JSON.stringify(validScript)),
    ]);
    const script = await writer(server.baseURL).fromProduct(fitband);

    expect(script.reelScript.scenes).toHaveLength(3);
    expect(server.requests).toHaveLength(3);
    const third = server.requests[2]?.body.messages ?? [];
    expect(third.at(-1)?.content).toMatch(/scenes/);
    expect(third.at(-2)?.role).toBe('assistant');
  });

  it('gives up with a clean error after maxAttempts unusable replies', async () => {
    server = await startFakeOpenAI([completion('{"websiteSummary": 1}')]);
    const failure = writer(server.baseURL, { maxAttempts: 2 }).fromProduct(fitband);
    await expect(failure).rejects.toBeInstanceOf(ScriptWriterError);
    await expect(failure).rejects.toThrow('unusable script 2 times');
    expect(server.requests).toHaveLength(2);
  });

  it('retries a 429 through the SDK, honouring retry-after, then succeeds', async () => {
    server = await startFakeOpenAI([
      apiError(429, 'Rate limit reached', { 'retry-after': '1', 'retry-after-ms': '20' }),
      completion(JSON.stringify(validScript)),
    ]);
    const started = Date.now();
    const script = await writer(server.baseURL, { maxRetries: 2 }).fromProduct(fitband);
    expect(script.reelScript.scenes).toHaveLength(3);
    expect(server.requests).toHaveLength(2);
    // The server's retry-after-ms (20 ms) was used, not its coarser retry-after (1 s).
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('turns a 5xx that outlasts the retries into a user-facing error without the server text', async () => {
    server = await startFakeOpenAI([
      apiError(503, 'internal detail: shard 7 down', { 'retry-after-ms': '10' }),
    ]);
    const failure = writer(server.baseURL, { maxRetries: 1 }).fromProduct(fitband);
    await expect(failure).rejects.toThrow('The AI service had a problem. Please try again later.');
    expect(server.requests).toHaveLength(2);
  });

  it('reports a timeout plainly', async () => {
    server = await startFakeOpenAI([{ ...completion(JSON.stringify(validScript)), delayMs: 2000 }]);
    const started = Date.now();
    const failure = writer(server.baseURL, { timeoutMs: 150 }).fromProduct(fitband);
    await expect(failure).rejects.toThrow(TIMEOUT_MESSAGE);
    await expect(failure).rejects.toBeInstanceOf(ScriptWriterError);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('passes a refusal on to the user and does not ask again', async () => {
    server = await startFakeOpenAI([
      completion(null, { refusal: "I can't help with promoting that product." }),
    ]);
    const failure = writer(server.baseURL).fromProduct(fitband);
    await expect(failure).rejects.toBeInstanceOf(ScriptWriterError);
    await expect(failure).rejects.toThrow("I can't help with promoting that product.");
    expect(server.requests).toHaveLength(1);
  });

  it('rejects blank text before calling the service', async () => {
    server = await startFakeOpenAI([completion(JSON.stringify(validScript))]);
    await expect(writer(server.baseURL).fromText('   ')).rejects.toBeInstanceOf(ScriptWriterError);
    expect(server.requests).toHaveLength(0);
  });
});
