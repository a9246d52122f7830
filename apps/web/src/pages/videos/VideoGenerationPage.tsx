import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { Link, Navigate, useLocation } from 'react-router';
import { Card, PageHeader } from '../../components/ui/Card.tsx';
import { DemoBadges } from '../../components/ui/DemoBadge.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { ShareButtons } from '../../components/video/ShareButtons.tsx';
import { ProgressBar, StatusBadge } from '../../components/video/StatusBadge.tsx';
import { useEachError } from '../../lib/use-each-error.ts';
import { useVideoDetailsQuery, useVideoStatusQuery } from './api.ts';
import { VideoStageList } from './VideoStageList.tsx';

export function VideoGenerationPage() {
  const location = useLocation();
  const videoId = (location.state as { videoId?: unknown } | null)?.videoId;
  if (typeof videoId !== 'string' || !videoId) return <Navigate to="/" replace />;
  return <VideoGeneration videoId={videoId} />;
}

function VideoGeneration({ videoId }: { videoId: string }) {
  // Polled every 3 s until completed or failed; each failed poll is reported (spec §4).
  const query = useVideoStatusQuery(videoId);
  useEachError(query, () => toast.error('Failed to fetch video data'));
  const video = query.data ?? null;
  const status = video?.status ?? 'processing';
  const progress = video?.progress ?? 0;
  const completed = status === 'completed';
  // The commentary and product link to share come with the details, once the video exists.
  const { data: details } = useVideoDetailsQuery(videoId, { enabled: completed });

  // The outcome is announced once, however often the finished video is read again.
  const announced = useRef(false);
  const outcome = video?.status;
  useEffect(() => {
    if (announced.current) return;
    if (outcome === 'completed') toast.success('Video generated successfully!');
    else if (outcome === 'failed') toast.error('Video generation failed');
    else return;
    announced.current = true;
  }, [outcome]);

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="Generating Your Video"
        subtitle="Your 9:16 promo video is being rendered. This page updates by itself."
      />
      <DemoBadges services={['voice', 'stockFootage']} />
      <div className="grid gap-6 lg:grid-cols-[1fr_340px]">
        <div className="space-y-6">
          <Card>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="flex items-center gap-3">
                <h2 className="text-lg font-semibold text-slate-900">Status</h2>
                {video ? <StatusBadge status={status} /> : <Spinner className="h-4 w-4 text-brand-600" />}
              </div>
              <span data-testid="video-percent" className="text-2xl font-bold tabular-nums text-slate-900">
                {progress}%
              </span>
            </div>
            <div className="mt-4">
              <ProgressBar value={progress} status={status} label="Video generation progress" />
            </div>
            <p data-testid="video-message" className="mt-3 text-sm text-slate-600" aria-live="polite">
              {video?.message ?? 'Loading video status...'}
            </p>
            {completed ? (
              <Link
                to={`/video/${videoId}`}
                className="mt-4 inline-flex items-center rounded-lg bg-green-600 px-4 py-2 text-sm font-semibold text-white hover:bg-green-700"
              >
                View Generated Video
              </Link>
            ) : null}
          </Card>

          <Card>
            <h2 className="mb-4 text-lg font-semibold text-slate-900">Progress</h2>
            <VideoStageList progress={progress} status={status} />
          </Card>
        </div>

        <Card className="h-fit">
          <h2 className="mb-4 text-lg font-semibold text-slate-900">Preview</h2>
          <div className="mx-auto aspect-[9/16] w-full max-w-[300px] overflow-hidden rounded-xl bg-slate-900">
            {completed && video?.output_url ? (
              <video
                data-testid="preview-video"
                src={video.output_url}
                poster={video.thumbnail_url ?? undefined}
                controls
                autoPlay
                muted
                playsInline
                className="h-full w-full object-contain"
              />
            ) : (
              <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center text-slate-300">
                {status === 'failed' ? (
                  <p className="text-sm">{video?.message}</p>
                ) : (
                  <>
                    <Spinner className="h-8 w-8" />
                    <p className="text-sm">Your video will play here when it is ready.</p>
                  </>
                )}
              </div>
            )}
          </div>
          {completed ? (
            <div className="mt-5">
              <h3 className="mb-2 text-sm font-semibold text-slate-700">Share your video</h3>
              <ShareButtons
                video={{
                  id: videoId,
                  outputUrl: video?.output_url ?? null,
                  productUrl: details?.tracked_link ?? details?.url ?? video?.url ?? null,
                  commentary: details?.script.content.commentary ?? '',
                }}
              />
            </div>
          ) : null}
        </Card>
      </div>
    </div>
  );
}
