import { describe, expect, it } from 'vitest';
import {
  defaultTikTokChoices,
  platformPostFields,
  tiktokChoiceProblem,
  tiktokPostInfoToggles,
  tiktokPostRules,
} from './post-choices.ts';

const ALL = ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'FOLLOWER_OF_CREATOR', 'SELF_ONLY'];
const account = {
  privacyLevels: ALL,
  audited: true,
  commentDisabled: false,
  duetDisabled: false,
  stitchDisabled: false,
};
const none = defaultTikTokChoices(false);

describe('tiktokPostRules', () => {
  it('offers only SELF_ONLY while the app is unaudited, and says why', () => {
    const r = tiktokPostRules({ ...account, audited: false }, none, 'SELF_ONLY');
    expect(r.privacyLevels).toEqual(['SELF_ONLY']);
    expect(r.reasons.join(' ')).toMatch(/private accounts.*Upload-Post/);
    expect(r.problem).toBeNull();
  });

  it('offers what the account allows once audited; a level it does not offer is a problem', () => {
    expect(tiktokPostRules(account, none, 'PUBLIC_TO_EVERYONE')).toMatchObject({
      privacyLevels: ALL,
      problem: null,
    });
    const priv = tiktokPostRules(
      { ...account, privacyLevels: ['FOLLOWER_OF_CREATOR', 'SELF_ONLY'] },
      none,
      'PUBLIC_TO_EVERYONE',
    );
    expect(priv.problem).toBe('Choose who can see the post.');
  });

  it('never lets a Paid partnership be private; unaudited that leaves nothing, and says what to do', () => {
    const branded = { ...none, disclose: true, brandedContent: true };
    const audited = tiktokPostRules(account, branded, 'SELF_ONLY');
    expect(audited.privacyLevels).not.toContain('SELF_ONLY');
    expect(audited.problem).toMatch(/Paid partnership posts be private/);
    const unaudited = tiktokPostRules({ ...account, audited: false }, branded, 'SELF_ONLY');
    expect(unaudited.privacyLevels).toEqual([]);
    expect(unaudited.problem).toMatch(/Choose Your brand instead, or post through Upload-Post/);
  });

  it('locks the interactions the creator turned off in TikTok', () => {
    expect(tiktokPostRules({ ...account, duetDisabled: true }, none, 'SELF_ONLY').locked).toEqual({
      allowComment: false,
      allowDuet: true,
      allowStitch: false,
    });
  });
});

describe('TikTok choices', () => {
  it('turns the disclosure on by default when the post carries an affiliate link', () => {
    expect(defaultTikTokChoices(true)).toMatchObject({
      disclose: true,
      yourBrand: true,
      brandedContent: false,
    });
    expect(defaultTikTokChoices(false)).toMatchObject({ disclose: false, yourBrand: false });
  });

  it('a disclosure names what it discloses', () => {
    expect(tiktokChoiceProblem('SELF_ONLY', { ...none, disclose: true })).toMatch(/Choose Your brand/);
    expect(tiktokChoiceProblem('SELF_ONLY', { ...none, disclose: true, yourBrand: true })).toBeNull();
  });

  it('maps choices to post_info, keeping off what the creator turned off in TikTok', () => {
    const c = { ...none, allowComment: true, allowDuet: true, disclose: true, brandedContent: true };
    expect(tiktokPostInfoToggles(c, { duetDisabled: true })).toEqual({
      disable_comment: false,
      disable_duet: true,
      disable_stitch: true,
      brand_content_toggle: true,
      brand_organic_toggle: false,
    });
    // Toggles chosen under a disclosure that was turned off again are not sent.
    expect(tiktokPostInfoToggles({ ...c, disclose: false }).brand_content_toggle).toBe(false);
  });
});

describe('platformPostFields', () => {
  const draft = { title: '  Lamp  ', privacy: 'SELF_ONLY', tiktok: none };
  it('gives YouTube a title and public, TikTok its privacy and choices, Instagram neither', () => {
    expect(platformPostFields('youtube', draft)).toEqual({ title: 'Lamp', privacy: 'public', tiktok: null });
    expect(platformPostFields('tiktok', draft)).toEqual({ title: null, privacy: 'SELF_ONLY', tiktok: none });
    expect(platformPostFields('instagram', draft)).toEqual({ title: null, privacy: null, tiktok: null });
  });
});
