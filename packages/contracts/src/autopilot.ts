import { z } from 'zod';
import { autopilotGoalSchema, autopilotSettingsSchema } from './autopilot-settings.ts';
import { campaignSchema } from './campaigns.ts';

/**
 * Campaign autopilot (issue 35 item 3): each posting slot goes to the arm (a campaign item's video)
 * the worker picks by Thompson sampling on the goal; the marketer pins or excludes arms.
 */
// PUT /campaigns/:id/autopilot — turn autopilot on (with its settings) or off.
export const putAutopilotBodySchema = autopilotSettingsSchema.extend({
  enabled: z.boolean({ error: 'Say whether autopilot is on' }),
});
export type PutAutopilotBody = z.infer<typeof putAutopilotBodySchema>;

// POST /campaigns/:id/autopilot/arms/:itemId — pin, unpin, exclude or include one arm.
export const AUTOPILOT_ARM_ACTIONS = ['pin', 'unpin', 'exclude', 'include'] as const;
export const autopilotArmBodySchema = z.object({
  action: z.enum(AUTOPILOT_ARM_ACTIONS, { error: 'Say pin, unpin, exclude or include' }),
});
export type AutopilotArmBody = z.infer<typeof autopilotArmBodySchema>;

/**
 * How an arm stands: waiting for its video, exploring (its minimum exposure), in rotation, leading,
 * retired (P(best) stayed under the bar), pinned or excluded by the marketer, gone (its video deleted).
 */
export const AUTOPILOT_ARM_STATES = [
  'not_ready',
  'exploring',
  'in_rotation',
  'leading',
  'retired',
  'pinned',
  'excluded',
  'gone',
] as const;
export const autopilotArmSchema = z.object({
  itemId: z.string(),
  videoId: z.string().nullable(),
  label: z.string(),
  views: z.number().int(),
  clicks: z.number().int(),
  sales: z.number().int(),
  earnings: z.number(),
  slots: z.number().int(),
  /** Probability to be best on the goal in use; null while it is not in play. */
  pBest: z.number().nullable(),
  state: z.enum(AUTOPILOT_ARM_STATES),
  retired: z.boolean(),
});
export type AutopilotArmDto = z.infer<typeof autopilotArmSchema>;

/** What the data says: nothing decided yet, not enough data (with what is missing), a leader, a winner. */
export const autopilotVerdictSchema = z.object({
  kind: z.enum(['waiting', 'not_enough_data', 'leader', 'winner']),
  message: z.string(),
  label: z.string().nullable(),
  pBest: z.number().nullable(),
});
export type AutopilotVerdict = z.infer<typeof autopilotVerdictSchema>;

/** What the worker stores with each decision (AutopilotDecision.arms) and the page shows. */
export const autopilotSnapshotSchema = z.object({
  goal: autopilotGoalSchema,
  verdict: autopilotVerdictSchema,
  arms: z.array(autopilotArmSchema),
});
export type AutopilotSnapshot = z.infer<typeof autopilotSnapshotSchema>;

export const AUTOPILOT_DECISION_STATUSES = ['decided', 'placed', 'skipped'] as const;
export const autopilotDecisionSchema = z.object({
  id: z.string(),
  slotAt: z.string(),
  label: z.string().nullable(),
  itemId: z.string().nullable(),
  pBest: z.number().nullable(),
  views: z.number().int(),
  reason: z.string(),
  /** "Tue 18:00 → variant C: P(best) 0.64, 1,900 views so far" */
  message: z.string(),
  status: z.enum(AUTOPILOT_DECISION_STATUSES),
});
export type AutopilotDecisionDto = z.infer<typeof autopilotDecisionSchema>;

// GET /campaigns/:id/autopilot — settings, the latest evidence and the decision log (newest first).
export const autopilotViewSchema = z.object({
  enabled: z.boolean(),
  settings: autopilotSettingsSchema,
  pinnedItemId: z.string().nullable(),
  excludedItemIds: z.array(z.string()),
  /** Demo mode's fast clock: a slot every this many seconds instead of the rhythm's times. */
  fastClockSeconds: z.number().int().nullable(),
  /** True when views, clicks and sales come from the demo mode's stand-in audience. */
  standInAudience: z.boolean(),
  verdict: autopilotVerdictSchema,
  goalInUse: autopilotGoalSchema,
  arms: z.array(autopilotArmSchema),
  decisions: z.array(autopilotDecisionSchema),
});
export type AutopilotView = z.infer<typeof autopilotViewSchema>;

/** At most this many challengers per "Make more like this" click. */
export const MORE_LIKE_THIS_MAX = 3;
// POST /campaigns/:id/items/:itemId/more-like-this — N new hooks in the winner's style, rendered as challengers.
export const moreLikeThisBodySchema = z.object({
  count: z
    .number({ error: 'Say how many new hooks to write' })
    .int('Say how many new hooks to write')
    .min(1, `Write 1 to ${MORE_LIKE_THIS_MAX} new hooks`)
    .max(MORE_LIKE_THIS_MAX, `Write 1 to ${MORE_LIKE_THIS_MAX} new hooks`)
    .default(MORE_LIKE_THIS_MAX),
});
export type MoreLikeThisBody = z.infer<typeof moreLikeThisBodySchema>;
export const moreLikeThisResultSchema = z.object({ campaign: campaignSchema, message: z.string() });
export type MoreLikeThisResult = z.infer<typeof moreLikeThisResultSchema>;

/** An arm's letter by its item's position: A, B, C … (challengers continue after the first variants). */
export function armLabel(position: number): string {
  const n = Math.max(0, Math.floor(position));
  return n < 26 ? String.fromCharCode(65 + n) : `#${n + 1}`;
}
