import {
  VIDEO_STAGES,
  type VideoDetails,
  type VideoStatusResponse,
  videoDetailsResponseSchema,
  videoStageIndex,
  videoStatusResponseSchema,
} from '@adreel/contracts';
import { Check, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, Navigate, useLocation } from 'react-router';
import { Card, PageHeader } from '../../components/ui/Card.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { ShareButtons } from '../../components/video/ShareButtons.tsx';
import { ProgressBar, StatusBadge } from '../../components/video/StatusBadge.tsx';
import { api } from '../../lib/api.ts';

const POLL_MS = 3000;

export function VideoGenerationPage() {
  const location = useLocation();
  const videoId = (location.state as { videoId?: unknown } | null)?.videoId;
  if (typeof videoId !== 'string' || !videoId) return <Navigate to="/" replace />;
  return <VideoGeneration videoId={videoId} />;
}

function VideoGeneration({ videoId }: { videoId: string }) {
  const [video, setVideo] = useState<VideoStatusResponse | null>(null);
  const [details, setDetails] = useState<VideoDetails | null>(null);
  const announced = useRef(false);

  // Poll every 3 s until completed or failed; a polling error toasts and retries after 3 s (spec §4).
  useEffect(() => {
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const poll = async () => {
      try {
        const v = await api(`/videos/${encodeURIComponent(videoId)}`, {
          schema: videoStatusResponseSchema,
          signal: controller.signal,
        });
        if (!alive) return;
        setVideo(v);
        if (v.status === 'completed') {
          if (!announced.current) {
            announced.current = true;
            toast.success('Video generated successfully!');
          }
          api(`/videos/${encodeURIComponent(videoId)}/details`, { schema: videoDetailsResponseSchema })
            .then((d) => alive && setDetails(d))
            .catch(() => undefined);
          return;
        }
        if (v.status === 'failed') {
          if (!announced.current) {
            announced.current = true;
            toast.error('Video generation failed');
          }
          return;
        }
      } catch (error) {
        if (!alive || (error as Error).name === 'AbortError') return;
        toast.error('Failed to fetch video data');
      }
      if (alive) timer = setTimeout(poll, POLL_MS);
    };
    void poll();
    return () => {
      alive = false;
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [videoId]);

  const status = video?.status ?? 'processing';
  const progress = video?.progress ?? 0;
  const current = videoStageIndex(progress);
  const completed = status === 'completed';

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="Generating Your Video"
        subtitle="Your 9:16 promo video is being rendered. This page updates by itself."
      />
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
            <ol className="space-y-3" aria-label="Video generation stages">
              {VIDEO_STAGES.map((stage, i) => {
                const done = completed || i < current;
                const active = !completed && status !== 'failed' && i === current;
                return (
                  <li
                    key={stage}
                    data-state={done ? 'done' : active ? 'active' : 'pending'}
                    className="flex items-center gap-3"
                  >
                    <span
                      className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
                        done
                          ? 'bg-green-600 text-white'
                          : active
                            ? 'bg-brand-600 text-white ring-4 ring-brand-100'
                            : 'bg-slate-100 text-slate-500'
                      }`}
                    >
                      {done ? (
                        <Check aria-hidden="true" className="h-4 w-4" />
                      ) : active ? (
                        <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
                      ) : (
                        i + 1
                      )}
                    </span>
                    <span
                      className={`text-sm ${done ? 'text-slate-900' : active ? 'font-semibold text-brand-700' : 'text-slate-500'}`}
                    >
                      {stage}
                      <span className="sr-only">{done ? ' (done)' : active ? ' (in progress)' : ''}</span>
                    </span>
                  </li>
                );
              })}
            </ol>
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
                  productUrl: details?.url ?? video?.url ?? null,
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
