import { z } from 'zod';

/** The autopilot's settings (issue 35), apart from autopilot.ts so campaigns.ts can take them at creation. */
export const AUTOPILOT_GOALS = ['earnings', 'clicks'] as const;
export const autopilotGoalSchema = z.enum(AUTOPILOT_GOALS, { error: 'Pick earnings or clicks as the goal' });
export type AutopilotGoal = z.infer<typeof autopilotGoalSchema>;

export const AUTOPILOT_DEFAULTS = { goal: 'earnings', minExposureViews: 300, retireBelow: 0.05 } as const;

/** The marketer's settings: the goal, views a new arm gets before it is judged, the retirement bar. */
export const autopilotSettingsSchema = z.object({
  goal: autopilotGoalSchema.default(AUTOPILOT_DEFAULTS.goal),
  minExposureViews: z
    .number({ error: 'Minimum exposure is a number of views' })
    .int('Minimum exposure is a whole number of views')
    .min(0, 'Minimum exposure cannot be negative')
    .max(100_000, 'Minimum exposure is at most 100,000 views')
    .default(AUTOPILOT_DEFAULTS.minExposureViews),
  retireBelow: z
    .number({ error: 'The retirement threshold is a probability' })
    .min(0, 'The retirement threshold is between 0 and 0.5')
    .max(0.5, 'The retirement threshold is between 0 and 0.5')
    .default(AUTOPILOT_DEFAULTS.retireBelow),
});
export type AutopilotSettings = z.infer<typeof autopilotSettingsSchema>;
