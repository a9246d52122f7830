import { type MyVideo, myVideosResponseSchema } from '@adreel/contracts';
import { useQuery } from '@tanstack/react-query';
import { Copy, ExternalLink, PlayCircle, Plus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { EmptyState, PageHeader } from '../../components/ui/Card.tsx';
import { PageLoading } from '../../components/ui/Spinner.tsx';
import { copyText } from '../../components/video/media-actions.ts';
import { ShareButtons } from '../../components/video/ShareButtons.tsx';
import { ProgressBar, StatusBadge } from '../../components/video/StatusBadge.tsx';
import { useVideoPoster } from '../../components/video/VideoPoster.tsx';
import { api } from '../../lib/api.ts';
import { usePublicConfig } from '../../lib/public-config.ts';

export const shortUsDate = (iso: string) => new Date(iso).toLocaleDateString('en-US');

export function MyVideosPage() {
  const navigate = useNavigate();
  const [tutorialOpen, setTutorialOpen] = useState(false);
  const [playing, setPlaying] = useState<string | null>(null);
  const videos = useQuery({
    queryKey: ['my-videos'],
    queryFn: () => api('/videos/my-videos', { schema: myVideosResponseSchema }),
    // Cards of videos still rendering update themselves.
    refetchInterval: (q) => (q.state.data?.some((v) => v.status === 'processing') ? 3000 : false),
  });
  const failed = videos.isError;
  useEffect(() => {
    if (failed) toast.error('Failed to fetch videos');
  }, [failed]);

  return (
    <div>
      <PageHeader
        title="My Videos"
        subtitle="Watch, share and download the promo videos you have created."
        actions={
          <>
            <Button
              variant="secondary"
              icon={<PlayCircle aria-hidden="true" className="h-4 w-4" />}
              onClick={() => setTutorialOpen(true)}
            >
              Watch Tutorial
            </Button>
            <Button
              icon={<Plus aria-hidden="true" className="h-4 w-4" />}
              onClick={() => navigate('/dashboard')}
            >
              Create New Video
            </Button>
          </>
        }
      />
      {videos.isLoading ? (
        <PageLoading text="Loading your videos..." />
      ) : videos.isError ? (
        <EmptyState title="Failed to fetch videos">
          <Button variant="secondary" onClick={() => void videos.refetch()}>
            Try again
          </Button>
        </EmptyState>
      ) : !videos.data?.length ? (
        <EmptyState title="You haven't created any videos yet.">
          <Button onClick={() => navigate('/dashboard')}>Create Your First Video</Button>
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {videos.data.map((v) => (
            <li key={v.id}>
              <VideoCard
                video={v}
                playing={playing === v.id}
                onPlay={() => setPlaying(v.id)}
                onStop={() => setPlaying((p) => (p === v.id ? null : p))}
              />
            </li>
          ))}
        </ul>
      )}
      {tutorialOpen ? <TutorialModal onClose={() => setTutorialOpen(false)} /> : null}
    </div>
  );
}

function VideoCard({
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
  const affiliate = video.affiliate_link ?? video.url;

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
          video={{ id: video.id, outputUrl: video.output_url, productUrl: video.url, commentary }}
        />
        <Link
          to={`/video/${video.id}`}
          className="inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          View Details
        </Link>
        {productUrl ? (
          <div>
            <p className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">Product URL</p>
            <div className="flex items-center gap-2">
              <span className="min-w-0 flex-1 truncate text-sm text-slate-700" title={productUrl}>
                {productUrl}
              </span>
              <button
                type="button"
                aria-label="Copy product URL"
                onClick={() => void copyText(productUrl, 'Product URL copied to clipboard')}
                className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              >
                <Copy aria-hidden="true" className="h-4 w-4" />
              </button>
            </div>
          </div>
        ) : null}
        {affiliate ? (
          <a
            href={affiliate}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent-500 hover:underline"
          >
            Affiliate (Money-Making) Link
            <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
          </a>
        ) : null}
        <div>
          <div className="mb-1 flex items-center justify-between">
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Social commentary</p>
            <button
              type="button"
              aria-label="Copy commentary"
              onClick={() => void copyText(commentary, 'Commentary copied to clipboard')}
              className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <Copy aria-hidden="true" className="h-4 w-4" />
            </button>
          </div>
          <p className="line-clamp-4 text-sm text-slate-700">{commentary}</p>
        </div>
      </div>
    </article>
  );
}

function TutorialModal({ onClose }: { onClose: () => void }) {
  const { data } = usePublicConfig();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label="Tutorial"
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/70 p-4"
    >
      <div className="relative aspect-video w-full max-w-3xl overflow-hidden rounded-2xl bg-black shadow-2xl">
        <button
          type="button"
          onClick={onClose}
          aria-label="Close tutorial"
          className="absolute top-3 right-3 z-10 rounded-full bg-white/90 p-2 text-slate-700 shadow hover:bg-white"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
        {data ? (
          <iframe
            title="How to share your videos, go viral and earn commissions"
            src={data.tutorialVideoUrl}
            className="h-full w-full border-0"
            sandbox="allow-scripts allow-popups allow-presentation"
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
          />
        ) : null}
      </div>
    </div>
  );
}
