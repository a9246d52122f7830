import type { Product, ScriptContent } from '@adreel/contracts';

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
