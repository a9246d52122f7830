import { createHash } from 'node:crypto';

/** A number in [0, 1) fixed by the text: the hidden rates never change between runs. */
function unit(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0) / 2 ** 32;
}

/** How many first variants one hidden winner is drawn among (the hooks of one script: A–D). */
const FIRST_VARIANTS = 4;

/**
 * Demo mode's hidden click-through rate of one arm (issue 35): among a campaign's first four
 * variants one, chosen by the campaign id, clicks at 12%, the others at 2–4%; challengers added later
 * ("Make more like this") at 5–13%. The marketer never sees these; autopilot has to find the winner.
 */
export function hiddenClickRate(campaignId: string, position: number): number {
  if (position >= FIRST_VARIANTS) return 0.05 + 0.02 * Math.floor(unit(`${campaignId}/${position}`) * 5);
  const winner = Math.floor(unit(campaignId) * FIRST_VARIANTS);
  if (position === winner) return 0.12;
  return 0.02 + 0.01 * Math.floor(unit(`${campaignId}/${position}`) * 3);
}

/**
 * The clicks a post with `views` views has had from the stand-in audience: the expected count
 * rounded by a fixed per-post fraction, so it only grows as views grow and reruns add nothing.
 */
export function audienceClicks(postId: string, views: number, rate: number): number {
  if (!Number.isFinite(views) || views <= 0) return 0;
  return Math.floor(views * rate + unit(postId));
}
