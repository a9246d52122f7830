import { z } from 'zod';
import { type DemoModeSettings, demoModeOn } from './demo-mode.ts';
import { booleanFlag, optionalString } from './fields.ts';

const port = z.coerce.number().int().min(0).max(65535);

/**
 * Where the TikTok, YouTube and Instagram stand-ins listen in demo mode: their own process
 * (packages/publish/scripts/serve-stand-ins.ts), never the API's. The API and the worker read this
 * to point the demo platform configs at them; the browser opens the consent pages there directly.
 */
export const standInsEnvShape = {
  STAND_INS_PORT: port.default(4200).describe('Demo mode: the platform stand-ins listen on this port'),
  STAND_INS_URL: optionalString
    .refine((v) => v === undefined || /^https?:\/\/[^\s/]+\/?$/.test(v), 'must be an http(s) origin')
    .describe('Where browsers and the worker reach the stand-ins (default http://127.0.0.1:STAND_INS_PORT)'),
};

/** Only the stand-in process reads these. */
export const standInsServerEnvShape = {
  STAND_INS_HOST: z.string().default('127.0.0.1'),
  STAND_INS_RATE_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(600)
    .describe('Requests one client address may make to the stand-ins per minute (429 past it)'),
  STAND_INS_TIKTOK_AUDITED: booleanFlag.describe(
    'Demo mode: the TikTok stand-in acts as an audited app (1); unset, it is unaudited like a new app',
  ),
  STAND_INS_YOUTUBE_VERIFIED: booleanFlag.describe(
    'Demo mode: the YouTube stand-in acts as a verified Google project (1); unset, uploads lock to private',
  ),
  STAND_INS_CONTROL_SECRET: optionalString
    .refine((v) => v === undefined || v.length >= 16, 'must be at least 16 characters')
    .describe(
      "Secret for the stand-ins' _control endpoints (tests); unset: a fresh one per run, so none works",
    ),
};

/** The stand-ins' origin, as the API, the worker and the stand-in process itself name it. */
export function standInsOrigin(env: { STAND_INS_PORT?: number; STAND_INS_URL?: string | undefined }): string {
  return (env.STAND_INS_URL ?? `http://127.0.0.1:${env.STAND_INS_PORT ?? 4200}`).replace(/\/+$/, '');
}

/**
 * Where the platform configs find the stand-ins, or null: only in demo mode, and never in a production
 * build, which does not ship them (DEMO_MODE=1 there brings the demo shop, not fake platforms).
 */
export function platformStandInsOrigin(
  env: DemoModeSettings & { STAND_INS_PORT?: number; STAND_INS_URL?: string | undefined },
): string | null {
  return demoModeOn(env) && env.NODE_ENV !== 'production' ? standInsOrigin(env) : null;
}
