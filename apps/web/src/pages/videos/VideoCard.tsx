import type { MyVideo } from '@adreel/contracts';
import { PlayCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { PublishButton } from '../../components/posts/PublishButton.tsx';
import { CopyTextButton } from '../../components/video/CopyTextButton.tsx';
import { ShareButtons } from '../../components/video/ShareButtons.tsx';
import { ProgressBar, StatusBadge } from '../../components/video/StatusBadge.tsx';
import { useVideoPoster } from '../../components/video/VideoPoster.tsx';
import { AffiliateLinkField } from './AffiliateLinkField.tsx';

const shortUsDate = (iso: string) => new Date(iso).toLocaleDateString('en-US');

/** One My Videos card: the player (or render progress), date, share, details and copy buttons. */
export function VideoCard({
  video,
  playing,
  onPlay,
  onStop,
}: {
  video: MyVideo;
  playing: boolean;
  onPlay: () => void;
  onStop: () => void;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const poster = useVideoPoster(video.id, video.output_url, video.thumbnail_url);
  const commentary = video.script.content.commentary;
  const productUrl = video.url ?? '';

  // Only one card plays, with controls, at a time.
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (playing) void el.play().catch(() => undefined);
    else el.pause();
  }, [playing]);

  return (
    <article
      data-testid="video-card"
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div className="relative mx-auto aspect-[9/16] w-full max-w-[320px] bg-slate-900">
        {video.status === 'completed' && video.output_url ? (
          <>
            {/* biome-ignore lint/a11y/useMediaCaption: captions are burned into the generated picture. */}
            <video
              ref={ref}
              data-testid="card-video"
              src={video.output_url}
              poster={poster}
              preload="metadata"
              playsInline
              controls={playing}
              onEnded={onStop}
              className="h-full w-full object-contain"
            />
            {playing ? null : (
              <button
                type="button"
                onClick={onPlay}
                aria-label="Play video"
                className="absolute inset-0 flex items-center justify-center bg-black/10 text-white transition hover:bg-black/25"
              >
                <PlayCircle aria-hidden="true" className="h-16 w-16 drop-shadow-lg" />
              </button>
            )}
          </>
        ) : (
          <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center text-slate-200">
            <StatusBadge status={video.status} />
            {video.status === 'processing' ? (
              <>
                <ProgressBar value={video.progress} status={video.status} label="Rendering progress" />
                <p className="text-sm">
                  {video.progress}% · {video.message}
                </p>
              </>
            ) : (
              <p className="text-sm">{video.message}</p>
            )}
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-center justify-between gap-2">
          <time dateTime={video.created_at} className="text-sm text-slate-500">
            {shortUsDate(video.created_at)}
          </time>
          <StatusBadge status={video.status} />
        </div>
        <ShareButtons
          compact
          video={{
            id: video.id,
            outputUrl: video.output_url,
            productUrl: video.tracked_link ?? video.url,
            commentary,
          }}
        />
        <Link
          to={`/video/${video.id}`}
          className="inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          View Details
        </Link>
        {video.status === 'completed' ? <PublishButton videoId={video.id} /> : null}
        {productUrl ? (
          <div>
            <p className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">Product URL</p>
            <div className="flex items-center gap-2">
              <span className="min-w-0 flex-1 truncate text-sm text-slate-700" title={productUrl}>
                {productUrl}
              </span>
              <CopyTextButton
                label="Copy product URL"
                text={productUrl}
                confirmation="Product URL copied to clipboard"
              />
            </div>
          </div>
        ) : null}
        <AffiliateLinkField video={video} />
        <div>
          <div className="mb-1 flex items-center justify-between">
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Social commentary</p>
            <CopyTextButton
              label="Copy commentary"
              text={commentary}
              confirmation="Commentary copied to clipboard"
            />
          </div>
          <p className="line-clamp-4 text-sm text-slate-700">{commentary}</p>
        </div>
      </div>
    </article>
  );
}
