import { defaultTikTokChoices, tiktokChoiceProblem, tiktokPostInfoToggles } from '@adreel/contracts';
import { PlatformError } from '../errors.ts';
import type { PublishInput } from '../types.ts';
import { UNAUDITED_REFUSAL } from './errors.ts';

/** creator_info's privacy levels this app may use: SELF_ONLY alone until TikTok audits the app. */
export function usableLevels(info: Record<string, unknown>, audited: boolean): string[] {
  const levels = Array.isArray(info.privacy_level_options)
    ? info.privacy_level_options.filter((x): x is string => typeof x === 'string')
    : [];
  return audited ? levels : levels.filter((l) => l === 'SELF_ONLY');
}

/**
 * video/init's post_info for a Direct Post: the caption, the privacy (one creator_info offers, and
 * SELF_ONLY while the app is unaudited) and the creator's own interaction and disclosure choices,
 * with any interaction the creator turned off in TikTok kept off. Refuses before anything is sent.
 */
export function directPostInfo(info: Record<string, unknown>, input: PublishInput, audited: boolean) {
  const privacy = input.privacy ?? 'SELF_ONLY';
  if (!audited && privacy !== 'SELF_ONLY')
    throw new PlatformError('rejected', UNAUDITED_REFUSAL, { code: 'unaudited_privacy' });
  const levels = usableLevels(info, true);
  if (levels.length && !levels.includes(privacy))
    throw new PlatformError(
      'rejected',
      `This TikTok account allows ${levels.join(', ')}; ${privacy} is not among them.`,
    );
  const choices = input.tiktok ?? defaultTikTokChoices(false);
  const choiceWhy = tiktokChoiceProblem(privacy, choices);
  if (choiceWhy) throw new PlatformError('rejected', choiceWhy);
  return {
    title: input.caption,
    privacy_level: privacy,
    ...tiktokPostInfoToggles(choices, {
      commentDisabled: info.comment_disabled === true,
      duetDisabled: info.duet_disabled === true,
      stitchDisabled: info.stitch_disabled === true,
    }),
  };
}
