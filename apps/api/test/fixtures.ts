import { randomUUID } from 'node:crypto';
import type { Product, ScriptContent } from '@adreel/contracts';
import type { Db } from '@adreel/db';

/** A finished two-scene ad script about a lamp, as the writer leaves it in a completed Script row. */
export const LAMP_SCRIPT: ScriptContent = {
  websiteSummary: 'A calm lamp for late readers.',
  commentary: 'Reading at night just got cosier #lamp',
  reelScript: {
    scenes: [
      {
        duration: 3,
        visual: { background: 'A warm lamp on a desk', animation: 'zoomIn' },
        audio: { voiceover: 'Meet the lamp.', musicMood: 'calm' },
      },
      {
        duration: 3,
        visual: { background: 'Reader smiling' },
        audio: { voiceover: 'Buy it today.', musicMood: 'calm' },
      },
    ],
  },
  musicSuggestion: 'Soft lo-fi',
};

/** What product extraction learns from the lamp's page at `url`. */
export function lampProduct(url: string): Product {
  return {
    url,
    name: 'Lamp',
    summary: 's',
    price: 10,
    currency: 'USD',
    brand: null,
    category: null,
    features: [],
    images: [],
    colors: [],
    language: 'en',
  };
}

/** A completed Script row of `userId` about the lamp; `content` and product `images` can be varied. */
export function createLampScript(
  db: Db,
  userId: string,
  options: { content?: ScriptContent; images?: string[]; url?: string } = {},
) {
  const url = options.url ?? 'https://shop.example/products/lamp';
  return db.script.create({
    data: {
      userId,
      source: 'url',
      sourceUrl: url,
      status: 'completed',
      progress: 100,
      message: 'x',
      content: options.content ?? LAMP_SCRIPT,
      product: { ...lampProduct(url), images: options.images ?? [] },
    },
  });
}

/** A connected channel of the user's (a random account id, a fake sealed token). */
export function createChannel(db: Db, userId: string, platform: 'youtube' | 'tiktok') {
  return db.channel.create({
    data: {
      userId,
      platform,
      accountId: randomUUID(),
      accountName: `${platform} demo`,
      accessTokenEnc: 'v1:x',
      scopes: [],
    },
  });
}

/** A phone's browser, as the redirect classifies it ('mobile'). */
export const IPHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

/** Today's UTC day, as the Performance page's periods name days. */
export const utcToday = () => new Date().toISOString().slice(0, 10);
