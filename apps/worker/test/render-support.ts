import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ScriptContent } from '@adreel/contracts';
import type { Db } from '@adreel/db';

/** A short two-scene script: cheap to render at full 1080x1920, long enough to exercise every stage. */
export const SHORT_CONTENT: ScriptContent = {
  websiteSummary: 'A desk lamp that is kind to tired eyes.',
  commentary: 'Late-night reading, sorted. #lamp',
  reelScript: {
    scenes: [
      {
        duration: 3,
        visual: { background: 'Warm lamp on a wooden desk', animation: 'zoomIn' },
        audio: { voiceover: 'Meet the calm lamp.', musicMood: 'calm' },
      },
      {
        duration: 3,
        visual: { background: 'Reader smiling at night', animation: 'panLeft' },
        audio: { voiceover: 'Order yours today.', musicMood: 'calm' },
      },
    ],
  },
  musicSuggestion: 'Soft lo-fi beat',
};

export const PRODUCT = {
  url: 'https://shop.example/products/lamp',
  name: 'Calm Lamp',
  summary: 'A lamp.',
  price: 39,
  currency: 'USD',
  brand: null,
  category: null,
  features: ['Warm light'],
  images: [],
  colors: ['#1d4ed8', '#f59e0b'],
  language: 'en',
};

export async function newVideo(db: Db, content: ScriptContent = SHORT_CONTENT) {
  return db.video.create({
    data: {
      kind: 'user',
      status: 'processing',
      progress: 0,
      message: 'Queued',
      content,
      product: PRODUCT,
      url: PRODUCT.url,
    },
  });
}

export async function waitFor<T>(
  fn: () => Promise<T | null | undefined | false>,
  timeoutMs: number,
  what: string,
) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

export async function scratch(tag: string) {
  return mkdtemp(join(tmpdir(), `adreel-${tag}-`));
}

export const testPrefix = () => `test_${randomBytes(5).toString('hex')}`;
export const ENCRYPTION_KEY = randomBytes(32).toString('hex');
