import { resolve } from 'node:path';
import { z } from 'zod';
import { type DemoModeSettings, demoModeOn } from './demo-mode.ts';
import { optionalString } from './fields.ts';

const PEXELS_API = 'https://api.pexels.com';

/**
 * Pexels stock footage (issue 36). With a key, the worker cuts portrait clips into scenes; in demo
 * mode the video search goes to the Pexels stand-in (its own process:
 * scripts/serve-pexels-stand-in.ts), whose sample clips credit "Pexels stand-in".
 */
export const pexelsEnvShape = {
  PEXELS_API_KEY: optionalString.describe(
    'Pexels API key: stock clips for scenes (any value with the demo stand-in)',
  ),
  PEXELS_BASE_URL: optionalString
    .refine((v) => v === undefined || /^https?:\/\/[^\s]+$/.test(v), 'must be an http(s) URL')
    .describe('Pexels API base; default https://api.pexels.com, or the Pexels stand-in in demo mode'),
  PEXELS_STAND_IN_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(4300)
    .describe('Demo mode: the Pexels stand-in listens on this port'),
};

type PexelsSettings = DemoModeSettings & {
  PEXELS_BASE_URL?: string | undefined;
  PEXELS_STAND_IN_PORT?: number;
};

/** Where the Pexels stand-in listens (demo mode). */
export function pexelsStandInOrigin(env: { PEXELS_STAND_IN_PORT?: number }): string {
  return `http://127.0.0.1:${env.PEXELS_STAND_IN_PORT ?? 4300}`;
}

/**
 * The Pexels API base the video search uses: PEXELS_BASE_URL when set; else the stand-in in demo
 * mode (never in a production build, which does not ship it), else Pexels itself.
 */
export function pexelsApiBase(env: PexelsSettings): string {
  if (env.PEXELS_BASE_URL) return env.PEXELS_BASE_URL.replace(/\/+$/, '');
  return demoModeOn(env) && env.NODE_ENV !== 'production' ? pexelsStandInOrigin(env) : PEXELS_API;
}

/** What the Pexels stand-in's own process reads (scripts/serve-pexels-stand-in.ts). */
export const pexelsStandInServerEnvSchema = z.object({
  PEXELS_STAND_IN_PORT: pexelsEnvShape.PEXELS_STAND_IN_PORT,
  DATA_DIR: z
    .string()
    .describe('Local data folder: the stand-in keeps its generated clips here')
    .default(resolve(new URL('../../..', import.meta.url).pathname, '.data')),
});
