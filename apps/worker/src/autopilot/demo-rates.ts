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

/** The lowest and highest hidden click rates above, which the sale rates are scaled between. */
const CLICK_RATE_RANGE = [0.02, 0.13] as const;

/**
 * Demo mode's hidden sales per click of one arm: 4–6%. A campaign's base (4–5%) is drawn by its id;
 * each variant adds up to 1% more the better it clicks, so the audience that clicks a hook more also
 * buys a little more. Drawn apart per variant, a 13% challenger buying at 4% would earn less per view
 * than an 11% one buying at 6%: earnings per view would crown another winner than clicks per view.
 */
export function hiddenSaleRate(campaignId: string, position: number): number {
  const [low, high] = CLICK_RATE_RANGE;
  const lift = (hiddenClickRate(campaignId, position) - low) / (high - low);
  return 0.04 + 0.01 * unit(`${campaignId}/sales`) + 0.01 * lift;
}

/** Demo mode's commission per sale of a campaign, in EUR: 19.90 to 49.90 in steps of 5, by its id. */
export function hiddenCommission(campaignId: string): number {
  return 19.9 + 5 * Math.floor(unit(`${campaignId}/commission`) * 7);
}

/**
 * The sales a post whose link had `clicks` stand-in clicks has had: like audienceClicks, the expected
 * count rounded by a fixed per-post fraction (its own, not the clicks' one), so it only grows with the
 * clicks and reruns add nothing.
 */
export function audienceSales(postId: string, clicks: number, rate: number): number {
  if (!Number.isFinite(clicks) || clicks <= 0) return 0;
  return Math.floor(clicks * rate + unit(`${postId}/sales`));
}
