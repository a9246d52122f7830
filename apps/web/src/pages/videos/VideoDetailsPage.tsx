import { ArrowLeft, Copy } from 'lucide-react';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { Link, useParams } from 'react-router';
import { VideoPerformanceCard } from '../../components/performance/VideoPerformanceCard.tsx';
import { PublishButton } from '../../components/posts/PublishButton.tsx';
import { VideoPostsCard } from '../../components/posts/VideoPostsCard.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Card, EmptyState, PageHeader } from '../../components/ui/Card.tsx';
import { DemoBadges } from '../../components/ui/DemoBadge.tsx';
import { PageLoading } from '../../components/ui/Spinner.tsx';
import { CopyTextButton } from '../../components/video/CopyTextButton.tsx';
import { ShareButtons } from '../../components/video/ShareButtons.tsx';
import { ProgressBar, StatusBadge } from '../../components/video/StatusBadge.tsx';
import { useVideoPoster } from '../../components/video/VideoPoster.tsx';
import { AffiliateLinkField } from './AffiliateLinkField.tsx';
import { useVideoDetailsQuery } from './api.ts';
import { CaptionDownloads } from './CaptionDownloads.tsx';
import { DeleteVideoButton } from './DeleteVideoButton.tsx';
import { DirectLinkToggle } from './DirectLinkToggle.tsx';
import { StockCredits } from './StockCredits.tsx';
import { TranslateVideoCard } from './TranslateVideoCard.tsx';
import { VideoScenes } from './VideoScenes.tsx';

export function VideoDetailsPage() {
  const { id = '' } = useParams();
  const details = useVideoDetailsQuery(id);
  const failed = details.isError;
  useEffect(() => {
    if (failed) toast.error('Failed to load video details');
  }, [failed]);
  const v = details.data;
  const poster = useVideoPoster(id, v?.output_url ?? null, v?.thumbnail_url ?? null);

  const back = (
    <Link
      to="/videos"
      className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Back to My Videos
    </Link>
  );

  if (details.isLoading) return <PageLoading text="Loading video details..." />;
  if (!v) {
    return (
      <div>
        <PageHeader title="Video Details" actions={back} />
        <EmptyState title="Failed to load video details">
          <Button variant="secondary" onClick={() => void details.refetch()}>
            Try again
          </Button>
        </EmptyState>
      </div>
    );
  }
  const content = v.script.content;
  const productUrl = v.url ?? '';

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title="Video Details" actions={back} />
      <DemoBadges services={['voice', 'stockFootage']} />
      <div className="grid gap-6 lg:grid-cols-[360px_1fr]">
        <div className="space-y-4">
          <Card className="!p-3">
            <div className="mx-auto aspect-[9/16] w-full max-w-[340px] overflow-hidden rounded-xl bg-slate-900">
              {v.status === 'completed' && v.output_url ? (
                // biome-ignore lint/a11y/useMediaCaption: captions are burned into the generated picture.
                <video
                  data-testid="details-video"
                  src={v.output_url}
                  poster={poster}
                  controls
                  playsInline
                  preload="metadata"
                  className="h-full w-full object-contain"
                />
              ) : (
                <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center text-slate-200">
                  <StatusBadge status={v.status} />
                  {v.status === 'processing' ? (
                    <ProgressBar value={v.progress} status={v.status} label="Rendering progress" />
                  ) : null}
                  <p className="text-sm">{v.message}</p>
                </div>
              )}
            </div>
          </Card>
          <Card>
            <h2 className="mb-3 text-sm font-semibold text-slate-700">Share &amp; download</h2>
            <ShareButtons
              video={{
                id: v.id,
                outputUrl: v.output_url,
                // Shares carry the video's own tracked link, so they count as its clicks.
                productUrl: v.tracked_link ?? v.url,
                commentary: content.commentary,
              }}
            />
            {v.status === 'completed' ? (
              <CaptionDownloads videoId={v.id} available={v.captions_available} />
            ) : null}
            {v.status === 'completed' ? <PublishButton videoId={v.id} className="mt-4 w-full" /> : null}
            <StockCredits credits={v.stock_credits} />
            <DeleteVideoButton videoId={v.id} />
          </Card>
        </div>

        <div className="space-y-6">
          <Card>
            <div className="flex flex-wrap items-center gap-3">
              <StatusBadge status={v.status} />
              <p className="text-sm text-slate-600">
                Created on{' '}
                <time dateTime={v.created_at} className="font-medium text-slate-800">
                  {new Date(v.created_at).toLocaleString('en-US', {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}
                </time>
              </p>
              {v.duration_s ? <p className="text-sm text-slate-600">{Math.round(v.duration_s)} s</p> : null}
            </div>
            {productUrl ? (
              <CopyBlock
                label="Product URL"
                text={productUrl}
                copyLabel="Copy product URL"
                toastText="Product URL copied to clipboard"
              />
            ) : null}
            <AffiliateLinkField video={v} className="mt-4" />
            <DirectLinkToggle link={v.link} />
            <CopyBlock
              label="Social Media Commentary"
              text={content.commentary}
              copyLabel="Copy commentary"
              toastText="Commentary copied to clipboard"
            />
          </Card>

          {v.status === 'completed' ? <TranslateVideoCard videoId={v.id} language={v.language} /> : null}
          <VideoPerformanceCard videoId={v.id} />
          <VideoPostsCard videoId={v.id} />

          <Card>
            <h2 className="text-lg font-semibold text-slate-900">Website Summary</h2>
            <p className="mt-2 text-sm leading-relaxed text-slate-700">{content.websiteSummary}</p>
          </Card>

          <VideoScenes scriptId={v.script.id} scenes={content.reelScript.scenes} />

          <Card>
            <h2 className="text-lg font-semibold text-slate-900">Suggested Music Style</h2>
            <p className="mt-2 text-sm text-slate-700">{content.musicSuggestion}</p>
          </Card>
        </div>
      </div>
    </div>
  );
}

function CopyBlock({
  label,
  text,
  copyLabel,
  toastText,
}: {
  label: string;
  text: string;
  copyLabel: string;
  toastText: string;
}) {
  return (
    <div className="mt-4">
      <div className="mb-1 flex items-center justify-between">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</p>
        <CopyTextButton
          label={copyLabel}
          text={text}
          confirmation={toastText}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50"
        >
          <Copy aria-hidden="true" className="h-3.5 w-3.5" />
          Copy
        </CopyTextButton>
      </div>
      <p className="text-sm break-words whitespace-pre-wrap text-slate-800">{text}</p>
    </div>
  );
}
