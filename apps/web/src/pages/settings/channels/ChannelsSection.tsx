import {
  CHANNEL_ROUTE_LABELS,
  type Channel,
  type ChannelPlatform,
  type ChannelReadinessResponse,
  channelCallbackMessage,
  POST_PLATFORM_NAMES,
  type PostPlatform,
  signInState,
} from '@adreel/contracts';
import { Share2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmButton } from '../../../components/ui/ConfirmButton.tsx';
import { WhenLoaded } from '../../../components/ui/WhenLoaded.tsx';
import { errorMessage } from '../../../lib/api.ts';
import {
  useChannelReadinessQuery,
  useChannelsQuery,
  useConnectChannelMutation,
  useDisconnectChannelMutation,
} from '../../../queries/channels.ts';
import { SettingsCard } from '../SettingsCard.tsx';
import { RouteReadiness } from './RouteReadiness.tsx';
import { STAND_IN_PILL } from './stand-in-pill.ts';
import { TestConnectionButton } from './TestConnectionButton.tsx';
import { UploadPostCard } from './UploadPostCard.tsx';

const formatSignInEnd = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '';

/** What the platform's redirect said (?channel=connected|error&platform&reason), until dismissed. */
function CallbackNotice() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get('channel');
  const platform = params.get('platform');
  if (outcome !== 'connected' && outcome !== 'error') return null;
  const name =
    platform && platform in POST_PLATFORM_NAMES
      ? POST_PLATFORM_NAMES[platform as PostPlatform]
      : 'The channel';
  const ok = outcome === 'connected';
  const dismiss = () =>
    setParams(
      (p) => {
        for (const k of ['channel', 'platform', 'reason']) p.delete(k);
        return p;
      },
      { replace: true },
    );
  return (
    <div
      role={ok ? 'status' : 'alert'}
      className={`mt-3 flex items-start justify-between gap-3 rounded-lg px-3 py-2 text-sm font-medium ring-1 ${ok ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-red-50 text-red-800 ring-red-200'}`}
    >
      <span>
        {ok
          ? `${name} connected. You can now publish videos to it.`
          : channelCallbackMessage(params.get('reason'), platform)}
      </span>
      <button type="button" className="shrink-0 underline" onClick={dismiss}>
        Dismiss
      </button>
    </div>
  );
}

function ChannelRow({
  channel,
  onReconnect,
  reconnecting,
}: {
  channel: Channel;
  onReconnect(): void;
  reconnecting: boolean;
}) {
  const name = POST_PLATFORM_NAMES[channel.platform];
  const disconnect = useDisconnectChannelMutation({
    onSuccess: (r) =>
      toast.success(
        r.revoked
          ? `${channel.accountName} disconnected; AdReel's access was revoked.`
          : `${channel.accountName} disconnected. ${name} offers no revoke: remove AdReel in the ${name} app's settings too.`,
      ),
    onError: (error) => toast.error(errorMessage(error, 'Failed to disconnect the channel.')),
  });
  const broken = channel.status === 'reconnect_needed';
  const endingSoon = !broken && signInState(channel.signInEndsAt, Date.now()) === 'ending_soon';
  const viaUploadPost = channel.route === 'upload_post';
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="break-words font-medium text-slate-900">
          {channel.accountName}{' '}
          <span className="text-xs font-normal text-slate-500">({CHANNEL_ROUTE_LABELS[channel.route]})</span>
        </p>
        {broken ? (
          <p className="text-xs font-medium text-red-700">
            Reconnect needed: {channel.lastError ?? `${name} no longer accepts AdReel's access.`} Scheduled
            posts to this channel wait until you reconnect.
          </p>
        ) : endingSoon ? (
          <p className="text-xs font-medium text-amber-700">
            Reconnect needed by {formatSignInEnd(channel.signInEndsAt)}: {name} ends this sign-in then
            {channel.platform === 'youtube' ? ' (a Google project in Testing keeps sign-ins 7 days)' : ''}.
            Reconnect before then so scheduled posts still go out.
          </p>
        ) : (
          <p className="text-xs text-emerald-700">Connected</p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <TestConnectionButton
          input={{ channelId: channel.id }}
          label={`Test connection of ${channel.accountName}`}
        />
        {(broken || endingSoon) && !viaUploadPost ? (
          <Button busy={reconnecting} busyText="Opening..." onClick={onReconnect}>
            Reconnect
          </Button>
        ) : null}
        <ConfirmButton
          label="Disconnect"
          ariaLabel={`Disconnect ${channel.accountName}`}
          variant="secondary"
          confirmLabel="Disconnect now"
          confirmAriaLabel={`Confirm disconnecting ${channel.accountName}`}
          busy={disconnect.isPending}
          busyText="Disconnecting..."
          onConfirm={() => disconnect.mutate(channel.id)}
        />
      </div>
    </li>
  );
}

function PlatformBlock({
  info,
  channels,
  readiness,
}: {
  info: ChannelPlatform;
  channels: Channel[];
  readiness: ChannelReadinessResponse['platforms'][number] | undefined;
}) {
  const name = POST_PLATFORM_NAMES[info.platform];
  const connect = useConnectChannelMutation({
    onSuccess: ({ authorizeUrl }) => window.location.assign(authorizeUrl),
    onError: (error) => toast.error(errorMessage(error, `Could not start connecting ${name}.`)),
  });
  return (
    <div className="py-4" data-platform={info.platform}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900">
          {name}
          {info.standIn ? (
            <span className={STAND_IN_PILL}>Stand-in for {name} — nothing is posted for real</span>
          ) : null}
        </h3>
        {info.available ? (
          <Button
            variant={channels.length ? 'secondary' : 'primary'}
            busy={connect.isPending}
            busyText="Opening..."
            onClick={() => connect.mutate(info.platform)}
          >
            {channels.length ? `Connect another ${name} account` : `Connect ${name}`}
          </Button>
        ) : null}
      </div>
      {!info.available ? (
        <p className="mt-1 text-sm text-slate-500">
          Not set up on this server. Whoever runs AdReel adds a {name} app's client id and secret to its
          settings.
        </p>
      ) : null}
      {readiness ? <RouteReadiness readiness={readiness} /> : null}
      {info.notes.length ? (
        <ul className="mt-1 list-disc pl-5 text-xs text-slate-600">
          {info.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
      {info.standInPostsUrl ? (
        <a
          className="mt-1 inline-block text-xs font-medium text-brand-700 underline"
          href={info.standInPostsUrl}
          target="_blank"
          rel="noreferrer"
        >
          See what the {name} stand-in "posted"
        </a>
      ) : null}
      {channels.length ? (
        <ul className="divide-y divide-slate-200" aria-label={`${name} accounts`}>
          {channels.map((c) => (
            <ChannelRow
              key={c.id}
              channel={c}
              reconnecting={connect.isPending}
              onReconnect={() => connect.mutate(c.platform)}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * Settings → Channels: connect TikTok, YouTube and Instagram accounts (several per platform),
 * see which need reconnecting, disconnect. The platform's sign-in returns here with ?channel=….
 */
export function ChannelsSection() {
  const channels = useChannelsQuery();
  const readiness = useChannelReadinessQuery();
  const [params] = useSearchParams();
  const ref = useRef<HTMLDivElement>(null);
  const returning = params.has('channel');
  useEffect(() => {
    if (returning) ref.current?.scrollIntoView({ block: 'start' });
  }, [returning]);
  return (
    <div ref={ref} id="channels" className="scroll-mt-4">
      <SettingsCard title="Channels" icon={Share2}>
        <p className="mt-2 text-sm text-slate-600">
          Connect the TikTok, YouTube and Instagram accounts AdReel publishes your videos to. You can connect
          several accounts per platform.
        </p>
        <CallbackNotice />
        <WhenLoaded
          query={channels}
          className="mt-4"
          loading="Loading your channels..."
          failed="Failed to load your channels."
        >
          {(data) => (
            <div className="mt-2 divide-y divide-slate-200">
              {readiness.data ? <UploadPostCard state={readiness.data.uploadPost} /> : null}
              {data.platforms.map((p) => (
                <PlatformBlock
                  key={p.platform}
                  info={p}
                  channels={data.channels.filter((c) => c.platform === p.platform)}
                  readiness={readiness.data?.platforms.find((r) => r.platform === p.platform)}
                />
              ))}
            </div>
          )}
        </WhenLoaded>
      </SettingsCard>
    </div>
  );
}
