import {
  type ChannelReadinessResponse,
  POST_PLATFORM_NAMES,
  POST_PLATFORMS,
  type PostPlatform,
} from '@adreel/contracts';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useConnectUploadPostMutation } from '../../../queries/channels.ts';
import { STAND_IN_PILL } from './stand-in-pill.ts';
import { TestConnectionButton } from './TestConnectionButton.tsx';

type UploadPostState = ChannelReadinessResponse['uploadPost'];

/** Each connected profile's posts left today per platform (Upload-Post's caps per 24 hours). */
function Caps({ caps }: { caps: UploadPostState['caps'] }) {
  if (!caps.length) return null;
  return (
    <ul className="mt-2 text-xs text-slate-700" aria-label="Upload-Post posts left today">
      {caps.map((c) => (
        <li key={`${c.profile}-${c.platform}`}>
          {c.profile} · {POST_PLATFORM_NAMES[c.platform]}: {c.remaining} of {c.cap} posts left in the last 24
          hours
          {c.nextFreeAt ? ` (next one fits at ${new Date(c.nextFreeAt).toLocaleString()})` : ''}
        </li>
      ))}
    </ul>
  );
}

/**
 * Upload-Post: one key on the server posts through Upload-Post's approved TikTok, YouTube and
 * Instagram apps. Connect a profile (its name at Upload-Post) for the platforms it has; in demo mode
 * one click connects the stand-in's profile.
 */
export function UploadPostCard({ state }: { state: UploadPostState }) {
  const [profile, setProfile] = useState(state.standInProfile ?? '');
  const [platforms, setPlatforms] = useState<PostPlatform[]>([...POST_PLATFORMS]);
  const connect = useConnectUploadPostMutation({
    onSuccess: (r, input) =>
      toast.success(
        `${input.profile} connected through Upload-Post for ${r.connected.map((p) => POST_PLATFORM_NAMES[p]).join(', ')}.`,
      ),
    onError: (error) => toast.error(errorMessage(error, 'Could not connect the Upload-Post profile.')),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    connect.mutate({ profile: profile.trim(), platforms });
  };
  const toggle = (p: PostPlatform) =>
    setPlatforms((list) => (list.includes(p) ? list.filter((x) => x !== p) : [...list, p]));
  return (
    <section className="py-4" aria-labelledby="upload-post-title">
      <h3
        id="upload-post-title"
        className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900"
      >
        Upload-Post
        {state.standIn ? (
          <span className={STAND_IN_PILL}>Stand-in for Upload-Post — nothing is posted for real</span>
        ) : null}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Post to TikTok, YouTube and Instagram through Upload-Post's approved apps: no TikTok audit, Google
        verification or Meta review of your own. Enter the profile name you created at Upload-Post.
      </p>
      {!state.available ? (
        <p className="mt-1 text-sm text-slate-500">
          Not set up on this server. Whoever runs AdReel adds an Upload-Post API key (UPLOAD_POST_API_KEY).
        </p>
      ) : (
        <>
          {state.standInProfile ? (
            <div className="mt-2">
              <Button
                busy={connect.isPending}
                busyText="Connecting..."
                onClick={() =>
                  connect.mutate({ profile: state.standInProfile ?? '', platforms: [...POST_PLATFORMS] })
                }
              >
                Connect the stand-in profile
              </Button>
            </div>
          ) : null}
          <form className="mt-3 grid gap-3 sm:max-w-md" onSubmit={submit}>
            <TextField
              label="Upload-Post profile"
              value={profile}
              onChange={(e) => setProfile(e.target.value)}
              maxLength={100}
              autoComplete="off"
              hint="The profile (user) name under the server's Upload-Post key."
            />
            <fieldset>
              <legend className="mb-1 text-sm font-medium text-slate-700">Post to</legend>
              <div className="flex flex-wrap gap-3">
                {POST_PLATFORMS.map((p) => (
                  <label key={p} className="inline-flex items-center gap-1.5 text-sm text-slate-700">
                    <input type="checkbox" checked={platforms.includes(p)} onChange={() => toggle(p)} />
                    {POST_PLATFORM_NAMES[p]}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="flex flex-wrap gap-2">
              <Button
                type="submit"
                variant="secondary"
                busy={connect.isPending}
                busyText="Connecting..."
                disabled={!profile.trim() || !platforms.length}
              >
                Connect Upload-Post profile
              </Button>
              <TestConnectionButton input={{ route: 'upload_post' }} label="Test connection to Upload-Post" />
            </div>
          </form>
          <Caps caps={state.caps} />
          {state.webhookUrl && !state.standIn ? (
            <p className="mt-2 break-all text-xs text-slate-600">
              Webhook URL for Upload-Post's settings (keep it secret): <code>{state.webhookUrl}</code>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
