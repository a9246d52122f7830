import { z } from 'zod';
import { type DemoModeSettings, demoModeOn } from './demo-mode.ts';

const seconds = (max: number) => z.coerce.number().int().min(1).max(max);

/** Campaign autopilot (issue 35): how often the worker decides due slots, and demo mode's fast clock. */
export const autopilotEnvShape = {
  AUTOPILOT_EVERY_SECONDS: seconds(3600)
    .default(60)
    .describe('How often the worker gives due autopilot slots their variant (and places nothing itself)'),
  DEMO_AUTOPILOT_SLOT_SECONDS: seconds(86_400)
    .optional()
    .describe(
      'Demo mode only: autopilot campaigns get a slot every this many seconds instead of their rhythm (the fast clock)',
    ),
  DEMO_AUDIENCE_EVERY_SECONDS: seconds(3600)
    .optional()
    .describe(
      'Demo mode only: a stand-in audience clicks (and buys through the sandbox marketplace) on autopilot posts this often, from hidden per-variant rates (labelled stand-in)',
    ),
};

export interface AutopilotClock {
  /** How often the worker's decide job runs. */
  everyMs: number;
  /** Demo mode's fast clock: seconds between slots; null follows the rhythm. */
  fastSlotSeconds: number | null;
  /** Demo mode's stand-in audience: how often it acts; null when off. */
  audienceEveryMs: number | null;
}

/** The one rule: the fast clock and the stand-in audience exist only in demo mode. */
export function autopilotClock(
  env: DemoModeSettings & {
    AUTOPILOT_EVERY_SECONDS: number;
    DEMO_AUTOPILOT_SLOT_SECONDS?: number | undefined;
    DEMO_AUDIENCE_EVERY_SECONDS?: number | undefined;
  },
): AutopilotClock {
  const demo = demoModeOn(env);
  return {
    everyMs: env.AUTOPILOT_EVERY_SECONDS * 1000,
    fastSlotSeconds: demo ? (env.DEMO_AUTOPILOT_SLOT_SECONDS ?? null) : null,
    audienceEveryMs: demo && env.DEMO_AUDIENCE_EVERY_SECONDS ? env.DEMO_AUDIENCE_EVERY_SECONDS * 1000 : null,
  };
}
