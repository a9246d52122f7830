import { z } from 'zod';
import { booleanFlag, optionalString } from './fields.ts';
import { parseEnv } from './parse-env.ts';

/** A switch that was folded into DEMO_MODE: still set, it stops the boot instead of being ignored. */
const replacedByDemoMode = z
  .string()
  .optional()
  .refine(
    (v) => !v?.trim(),
    'replaced by DEMO_MODE (one switch for the demo shop and the sandbox marketplace)',
  );

/** The settings demo mode is decided from; part of every app's env schema. */
export const demoModeShape = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DEMO_MODE: booleanFlag.describe(
    'Demo stand-ins (demo shop, sandbox marketplace): on outside production without a Digistore24 key; 1 opts a production server in, 0 turns it off',
  ),
  DIGISTORE_DEVELOPER_API_KEY: optionalString,
  DEMO_SHOP: replacedByDemoMode,
  SANDBOX_MARKETPLACE: replacedByDemoMode,
};

export interface DemoModeSettings {
  NODE_ENV: string;
  DEMO_MODE?: boolean | undefined;
  DIGISTORE_DEVELOPER_API_KEY?: string | undefined;
}

/**
 * Demo mode, the one rule every app and script follows. On: the bundled demo shop is served, its
 * pages stand in for demo catalog offers, and the safe fetcher may reach its origin. Default: on
 * outside production while no Digistore24 developer key is set; in production off unless an operator
 * sets DEMO_MODE=1. DEMO_MODE=0 turns it off anywhere. Off, no demo code path exists at all.
 */
export function demoModeOn(env: DemoModeSettings): boolean {
  return env.DEMO_MODE ?? (env.NODE_ENV !== 'production' && !env.DIGISTORE_DEVELOPER_API_KEY);
}

/** The same rule for a program without an app's env schema (scripts/serve.ts). */
export function demoModeFromEnv(source: NodeJS.ProcessEnv = process.env): boolean {
  return demoModeOn(parseEnv(z.object(demoModeShape), source));
}
