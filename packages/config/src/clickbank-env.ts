import { z } from 'zod';
import { demoModeShape } from './demo-mode.ts';
import { optionalString } from './fields.ts';
import { parseEnv } from './parse-env.ts';

const port = z.coerce.number().int().min(0).max(65535);
const origin = optionalString.refine(
  (v) => v === undefined || /^https?:\/\/[^\s/]+(\/\S*)?$/.test(v),
  'must be an http(s) URL',
);

/**
 * ClickBank's addresses. Unset, the real ones (api.clickbank.com, hop.clickbank.net) outside demo
 * mode and the ClickBank stand-in's process (packages/clickbank/scripts/serve-stand-in.ts) in demo
 * mode; the rule itself is `clickBankEndpoint` in packages/marketplace.
 */
export const clickBankEnvShape = {
  CLICKBANK_STAND_IN_PORT: port
    .default(4250)
    .describe('Demo mode: the ClickBank stand-in listens on this port'),
  CLICKBANK_STAND_IN_URL: origin.describe(
    'Where browsers, the API and the worker reach the ClickBank stand-in (default http://127.0.0.1:CLICKBANK_STAND_IN_PORT)',
  ),
  CLICKBANK_API_BASE: origin.describe('ClickBank REST host override (default https://api.clickbank.com)'),
  CLICKBANK_HOP_BASE: origin.describe('HopLink host override (default https://hop.clickbank.net)'),
  CLICKBANK_SYNC_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(10080)
    .default(60)
    .describe("How often the worker reconciles every connected ClickBank account's orders report"),
};

export interface ClickBankEnv {
  CLICKBANK_STAND_IN_PORT?: number;
  CLICKBANK_STAND_IN_URL?: string | undefined;
  CLICKBANK_API_BASE?: string | undefined;
  CLICKBANK_HOP_BASE?: string | undefined;
}

/** The ClickBank stand-in's origin, as the apps and the stand-in process itself name it. */
export function clickBankStandInOrigin(env: ClickBankEnv): string {
  return (env.CLICKBANK_STAND_IN_URL ?? `http://127.0.0.1:${env.CLICKBANK_STAND_IN_PORT ?? 4250}`).replace(
    /\/+$/,
    '',
  );
}

/** The demo-mode and ClickBank settings alone, for scripts that read them outside an app (the seed). */
export function clickBankSettingsFromEnv(source: NodeJS.ProcessEnv = process.env) {
  return parseEnv(z.object({ ...demoModeShape, ...clickBankEnvShape }), source);
}
