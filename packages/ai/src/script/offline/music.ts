const MOODS: readonly (readonly [RegExp, string])[] = [
  [/fitness|workout|gym|sport|muscle|running|athlet|training gear|kraft|laufen/iu, 'energetic'],
  [/wellness|sleep|yoga|meditat|relax|spa|mindful|calm|stress|schlaf|entspann|skincare|beauty/iu, 'calm'],
  [
    /educat|course|learn|ebook|e-book|book|coach|masterclass|academy|tutorial|kurs|lernen|schulung/iu,
    'inspiring',
  ],
  [/tech|software|app\b|gadget|electronic|phone|computer|saas|\bai\b|smart|elektronik/iu, 'upbeat'],
  [/food|recipe|cook|kitchen|snack|drink|coffee|tea\b|bak|küche|rezept|essen|kochen/iu, 'playful'],
  [/financ|money|invest|business|marketing|crypto|trading|income|geld/iu, 'confident'],
];

/** A mood the renderer's music library understands, chosen from the category (or, failing that, the name). */
export function musicMood(category: string | null, fallbackText = ''): string {
  for (const source of [category ?? '', fallbackText]) {
    for (const [pattern, mood] of MOODS) if (pattern.test(source)) return mood;
  }
  return 'upbeat';
}

const SUGGESTIONS: Record<string, string> = {
  energetic: 'Energetic electronic workout beat around 128 BPM with a punchy drop under the hook',
  calm: 'Calm ambient piano with soft pads around 70 BPM, gentle and warm',
  inspiring: 'Inspiring cinematic build with light piano and strings around 100 BPM',
  upbeat: 'Upbeat modern pop instrumental around 115 BPM with a bright, catchy groove',
  playful: 'Playful ukulele and hand-clap groove around 110 BPM',
  confident: 'Confident hip-hop instrumental with a steady beat around 95 BPM',
};

export function musicSuggestion(mood: string): string {
  return SUGGESTIONS[mood] ?? SUGGESTIONS.upbeat ?? 'Upbeat instrumental';
}
