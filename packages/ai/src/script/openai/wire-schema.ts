import { sceneAnimations } from '@adreel/contracts';
import { z } from 'zod';

/**
 * What we ask the model for. It mirrors the contract's script but makes `animation` required
 * (strict structured outputs reject optional fields) and leaves string lengths to the contract,
 * since OpenAI-compatible servers differ in which JSON Schema keywords they accept; the reply is
 * then checked against the contract itself.
 */
export const wireSceneSchema = z.object({
  duration: z
    .number()
    .min(1)
    .max(60)
    .describe('Seconds on screen: at least the voiceover word count divided by 2.5, rounded up'),
  visual: z.object({
    background: z
      .string()
      .describe('What the viewer sees; reference product images as "Product image N: <url>" when they fit'),
    animation: z.string().describe(`Camera move, one of: ${sceneAnimations.join(', ')}`),
  }),
  audio: z.object({
    voiceover: z.string().describe('The spoken line, at most 2.5 words per second of duration'),
    musicMood: z.string().describe('One or two words, e.g. energetic, calm, inspiring, upbeat, playful'),
  }),
});

export const wireScriptSchema = z.object({
  websiteSummary: z.string().describe('Two or three sentences on what the product is and who it is for'),
  commentary: z.string().describe('Social post to go with the video: 1-3 sentences then 3-6 hashtags'),
  reelScript: z.object({ scenes: z.array(wireSceneSchema).min(3).max(8) }),
  musicSuggestion: z.string().describe('Background music style, tempo and feel in one line'),
  // Nullable, not optional: strict structured outputs need every key present.
  hooks: z
    .array(wireSceneSchema)
    .max(3)
    .nullable()
    .describe('Three alternative first scenes for A/B tests: a question, a bold claim, a pain point'),
});
export type WireScript = z.infer<typeof wireScriptSchema>;
