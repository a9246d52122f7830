import {
  type ComposeCap,
  type ComposeResponse,
  defaultTikTokChoices,
  POST_PLATFORM_NAMES,
  type PostPlatform,
  type PostText,
  platformPostFields,
  type ScheduleBy,
  scheduleProblem,
  uploadPostCapProblem,
} from '@adreel/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api.ts';
import { useComposeQuery, useCreatePostsMutation } from '../../queries/posts.ts';
import { Modal } from '../ui/Modal.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { DialogActions } from './DialogActions.tsx';
import { draftProblem, type PlatformDraft, PlatformText, splitHashtags } from './PlatformText.tsx';
import { ScheduleByField } from './ScheduleByField.tsx';
import { ScheduleField } from './ScheduleField.tsx';
import { type TikTokPost, TikTokSettings } from './TikTokSettings.tsx';
import { fromLocalInput, toLocalInput } from './when.ts';

const toDraft = (t: PostText): PlatformDraft => ({
  caption: t.caption,
  hashtags: t.hashtags.map((h) => `#${h}`).join(' '),
  title: t.title ?? '',
});

function Composer({
  videoId,
  compose,
  onClose,
}: {
  videoId: string;
  compose: ComposeResponse;
  onClose: () => void;
}) {
  const usable = compose.channels.filter((c) => c.status === 'connected');
  const [chosen, setChosen] = useState<string[]>(usable.length === 1 && usable[0] ? [usable[0].id] : []);
  const [drafts, setDrafts] = useState<Record<PostPlatform, PlatformDraft>>({
    tiktok: toDraft(compose.drafts.tiktok),
    youtube: toDraft(compose.drafts.youtube),
    instagram: toDraft(compose.drafts.instagram),
  });
  const [tiktok, setTiktok] = useState<Record<string, TikTokPost>>({});
  const [tiktokProblems, setTiktokProblems] = useState<Record<string, string | null>>({});
  const tiktokOf = (id: string): TikTokPost =>
    tiktok[id] ?? { privacy: 'SELF_ONLY', choices: defaultTikTokChoices(compose.affiliateLink) };
  const [later, setLater] = useState(false);
  const [scheduleBy, setScheduleBy] = useState<ScheduleBy>('adreel');
  const [at, setAt] = useState(() => toLocalInput(new Date(Date.now() + 3_600_000)));
  const create = useCreatePostsMutation({
    onSuccess: ({ posts }) => {
      toast.success(
        later
          ? `Scheduled ${posts.length} post${posts.length === 1 ? '' : 's'}`
          : `Publishing to ${posts.length} channel${posts.length === 1 ? '' : 's'} now`,
      );
      onClose();
    },
    onError: (e) => toast.error(errorMessage(e, 'Could not publish the video')),
  });

  const channels = compose.channels.filter((c) => chosen.includes(c.id));
  const platforms = [...new Set(channels.map((c) => c.platform))];
  const when = later ? fromLocalInput(at) : new Date();
  // Only Upload-Post channels carry a cap; they are the ones Upload-Post can schedule itself.
  const viaUploadPost = channels.some((c) => c.uploadPostCap !== null);
  const whenProblem = later ? (when ? scheduleProblem(when, new Date()) : 'Pick a date and time') : null;
  // Upload-Post's daily caps: a channel whose cap is used up at the chosen time cannot be picked.
  const capProblem = (c: ComposeResponse['channels'][number]) =>
    uploadPostCapProblem(c.platform, c.uploadPostCap, when ?? new Date());
  const capProblems = channels.flatMap((c) => {
    const why = capProblem(c);
    return why ? [`${c.name}: ${why}`] : [];
  });
  const textProblem =
    platforms.some(
      (p) => draftProblem(p, drafts[p], compose.linkSample) !== null || compose.videoProblems[p].length > 0,
    ) || channels.some((c) => c.platform === 'tiktok' && Boolean(tiktokProblems[c.id]));

  const submit = () => {
    if (!when || whenProblem || textProblem || capProblems.length > 0 || channels.length === 0) return;
    create.mutate({
      videoId,
      scheduledAt: later ? when.toISOString() : null,
      ...(later && viaUploadPost ? { scheduleBy } : {}),
      posts: channels.map((c) => {
        const d = drafts[c.platform];
        const t = tiktokOf(c.id);
        return {
          channelId: c.id,
          caption: d.caption,
          hashtags: splitHashtags(d.hashtags),
          ...platformPostFields(c.platform, { title: d.title, privacy: t.privacy, tiktok: t.choices }),
          mode: 'direct' as const,
        };
      }),
    });
  };

  if (compose.channels.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        No channel is connected yet.{' '}
        <Link className="font-semibold text-brand-700 underline" to="/settings#channels" onClick={onClose}>
          Connect TikTok, YouTube or Instagram in Settings → Channels
        </Link>
        , then publish from here.
      </p>
    );
  }
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">Channels</legend>
        <div className="flex flex-wrap gap-2">
          {compose.channels.map((c) => {
            const full = capProblem(c) !== null && !chosen.includes(c.id);
            const off = c.status !== 'connected' || full;
            return (
              <label
                key={c.id}
                className={`flex flex-wrap items-center gap-x-2 rounded-lg px-3 py-2 text-sm ring-1 ring-slate-300 ${off ? 'opacity-60' : ''}`}
              >
                <input
                  type="checkbox"
                  disabled={off}
                  checked={chosen.includes(c.id)}
                  onChange={(e) =>
                    setChosen((now) => (e.target.checked ? [...now, c.id] : now.filter((id) => id !== c.id)))
                  }
                />
                {POST_PLATFORM_NAMES[c.platform]} · {c.name}
                {c.status === 'connected' ? null : (
                  <span className="text-xs text-amber-700">(reconnect in Settings)</span>
                )}
                {c.uploadPostCap ? <CapLeft cap={c.uploadPostCap} /> : null}
              </label>
            );
          })}
        </div>
      </fieldset>
      {capProblems.map((message) => (
        <p key={message} role="alert" className="text-sm text-red-600">
          {message}
        </p>
      ))}

      {platforms.flatMap((p) =>
        compose.videoProblems[p].map((message) => (
          <p key={`${p}${message}`} role="alert" className="text-sm text-red-600">
            {message}
          </p>
        )),
      )}
      {platforms.map((p) => (
        <PlatformText
          key={p}
          platform={p}
          draft={drafts[p]}
          linkSample={compose.linkSample}
          onChange={(d) => setDrafts((now) => ({ ...now, [p]: d }))}
        />
      ))}
      {channels
        .filter((c) => c.platform === 'tiktok')
        .map((c) => (
          <TikTokSettings
            key={c.id}
            channelId={c.id}
            name={c.name}
            value={tiktokOf(c.id)}
            onChange={(v) => setTiktok((now) => ({ ...now, [c.id]: v }))}
            onProblem={(p) => setTiktokProblems((now) => (now[c.id] === p ? now : { ...now, [c.id]: p }))}
          />
        ))}
      {platforms.includes('instagram') ? (
        <p className="text-xs text-slate-500">
          Instagram fetches the video itself, so AdReel must be reachable at a public HTTPS address.
        </p>
      ) : null}

      <fieldset className="space-y-2 text-sm">
        <legend className="mb-1 font-medium text-slate-700">When</legend>
        <label className="mr-4 inline-flex items-center gap-2">
          <input type="radio" name="when" checked={!later} onChange={() => setLater(false)} /> Now
        </label>
        <label className="inline-flex items-center gap-2">
          <input type="radio" name="when" checked={later} onChange={() => setLater(true)} /> Schedule
        </label>
        {later ? (
          <ScheduleField label="Date and time" value={at} problem={whenProblem} onChange={setAt} />
        ) : null}
      </fieldset>
      {later && viaUploadPost ? <ScheduleByField value={scheduleBy} onChange={setScheduleBy} /> : null}

      <DialogActions
        onCancel={onClose}
        busy={create.isPending}
        busyText="Publishing…"
        disabled={channels.length === 0 || textProblem || Boolean(whenProblem) || capProblems.length > 0}
        submit={later ? 'Schedule' : 'Publish now'}
      />
    </form>
  );
}

/** An Upload-Post channel's posts left in the last 24 hours; when none, when the next one fits. */
function CapLeft({ cap }: { cap: ComposeCap }) {
  const next = cap.nextFreeAt ? new Date(cap.nextFreeAt) : null;
  return (
    <span className={`text-xs ${cap.remaining === 0 ? 'text-amber-700' : 'text-slate-500'}`}>
      {cap.remaining} of {cap.cap} posts left in 24 h
      {cap.remaining === 0 && next
        ? ` · next at ${next.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}`
        : ''}
    </span>
  );
}

/** "Publish" on a finished video: choose channels, write per platform, post now or at a time. */
export function PublishDialog({ videoId, onClose }: { videoId: string; onClose: () => void }) {
  const compose = useComposeQuery(videoId, true);
  return (
    <Modal title="Publish video" onClose={onClose}>
      {compose.data ? (
        <Composer videoId={videoId} compose={compose.data} onClose={onClose} />
      ) : compose.isError ? (
        <p className="text-sm text-red-600">{errorMessage(compose.error, 'Could not load your channels')}</p>
      ) : (
        <Spinner />
      )}
    </Modal>
  );
}
