import {
  composePostText,
  POST_PLATFORM_NAMES,
  POST_TEXT_LIMITS,
  type PostPlatform,
  postTextProblem,
  textLength,
} from '@adreel/contracts';
import { TextArea, TextField } from '../ui/Field.tsx';

/** What the user edits per platform; hashtags as typed ("#lamp desk, cozy"). */
export interface PlatformDraft {
  caption: string;
  hashtags: string;
  title: string;
}

export const splitHashtags = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((t) => t.replace(/^#+/, ''))
    .filter(Boolean);

/** Why this draft cannot be posted to the platform (counting the tracked link where it is shown), or null. */
export function draftProblem(
  platform: PostPlatform,
  draft: PlatformDraft,
  linkSample: string,
): string | null {
  if (draft.caption.trim() === '') return 'Write a caption';
  const hashtags = splitHashtags(draft.hashtags);
  if (hashtags.some((h) => !/^[\p{L}\p{N}_]+$/u.test(h))) return 'A hashtag holds letters, digits and _ only';
  return postTextProblem(
    platform,
    { caption: draft.caption, hashtags, title: draft.title || null },
    linkSample,
  );
}

/** One platform's caption, hashtags (and YouTube title), with the count the platform will see. */
export function PlatformText({
  platform,
  draft,
  linkSample,
  onChange,
}: {
  platform: PostPlatform;
  draft: PlatformDraft;
  linkSample: string;
  onChange: (draft: PlatformDraft) => void;
}) {
  const name = POST_PLATFORM_NAMES[platform];
  const limits = POST_TEXT_LIMITS[platform];
  const used = textLength(
    composePostText(
      platform,
      { caption: draft.caption, hashtags: splitHashtags(draft.hashtags) },
      linkSample,
    ),
  );
  const problem = draftProblem(platform, draft, linkSample);
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-3" data-platform={platform}>
      <legend className="px-1 text-sm font-semibold text-slate-800">{name}</legend>
      {limits.titleMax !== null ? (
        <TextField
          label={`${name} title`}
          value={draft.title}
          maxLength={limits.titleMax}
          onChange={(e) => onChange({ ...draft, title: e.target.value })}
        />
      ) : null}
      <TextArea
        label={`${name} caption`}
        rows={4}
        value={draft.caption}
        onChange={(e) => onChange({ ...draft, caption: e.target.value })}
        hint={`${used} / ${limits.captionMax} characters with hashtags${limits.linksInCaption ? ' and your tracked link (added below the text)' : ''}${limits.linksInCaption ? '' : ` and “Link in bio”. ${name} links are not clickable, so the caption ends in “Link in bio” (in the video’s language) instead: your link-in-bio page (Settings → Account) lists this post’s offer.`}`}
        error={problem}
      />
      <TextField
        label={`${name} hashtags`}
        value={draft.hashtags}
        placeholder="#lamp #cozy"
        onChange={(e) => onChange({ ...draft, hashtags: e.target.value })}
      />
    </fieldset>
  );
}
