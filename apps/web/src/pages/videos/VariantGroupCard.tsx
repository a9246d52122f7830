import { DEFAULT_LANGUAGE, languageName, type MyVideo, variantGroupTitle } from '@adreel/contracts';
import { GitCompare, Languages } from 'lucide-react';
import { Link } from 'react-router';
import { CopyTextButton } from '../../components/video/CopyTextButton.tsx';
import { ProgressBar, StatusBadge } from '../../components/video/StatusBadge.tsx';
import { PLACEHOLDER_POSTER } from '../../components/video/VideoPoster.tsx';

const shortUsDate = (iso: string) => new Date(iso).toLocaleDateString('en-US');

/** A tile's name: the variant's letter, or a translation family member's language. */
function tileName(video: MyVideo, kind: 'variants' | 'translations'): string {
  if (kind === 'variants') return `Variant ${video.variant?.label ?? '?'}`;
  const language = languageName(video.language ?? DEFAULT_LANGUAGE);
  return video.translatedFromVideoId ? language : `${language} (original)`;
}

/**
 * One My Videos row for a hook-variant group, or for an original with its translations (issue 25):
 * the videos side by side, each with its letter or language, its first line, its render status or
 * poster, and its own tracked link (clicks count per video).
 */
export function VariantGroupCard({
  videos,
  kind = 'variants',
}: {
  videos: MyVideo[];
  kind?: 'variants' | 'translations';
}) {
  const labels = videos.map((v) => v.variant?.label ?? '?');
  const title =
    kind === 'variants'
      ? variantGroupTitle(labels)
      : `The same ad in ${videos.length} languages: ${videos.map((v) => languageName(v.language ?? DEFAULT_LANGUAGE)).join(', ')}`;
  const Icon = kind === 'variants' ? GitCompare : Languages;
  const first = videos[0];
  return (
    <article
      data-testid={kind === 'variants' ? 'variant-group' : 'translation-group'}
      aria-label={title}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <header className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 font-semibold text-slate-900">
          <Icon aria-hidden="true" className="h-5 w-5 text-brand-600" />
          {title}
        </h2>
        {first ? (
          <p className="text-sm text-slate-500">
            <time dateTime={first.created_at}>{shortUsDate(first.created_at)}</time>
            {first.url ? <span className="ml-2 break-all">· {first.url}</span> : null}
          </p>
        ) : null}
      </header>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {videos.map((v) => (
          <li key={v.id}>
            <VariantTile
              video={v}
              name={tileName(v, kind)}
              testId={kind === 'variants' ? 'variant-tile' : 'translation-tile'}
            />
          </li>
        ))}
      </ul>
    </article>
  );
}

function VariantTile({ video, name, testId }: { video: MyVideo; name: string; testId: string }) {
  const hook = video.script.content.reelScript.scenes[0]?.audio.voiceover ?? '';
  const done = video.status === 'completed';
  return (
    <div data-testid={testId} className="flex h-full flex-col gap-2 rounded-xl p-3 ring-1 ring-slate-200">
      <div className="flex items-center justify-between gap-2">
        <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-bold text-white">{name}</span>
        <StatusBadge status={video.status} />
      </div>
      <div className="relative mx-auto aspect-[9/16] w-full max-w-[140px] overflow-hidden rounded-lg bg-slate-900">
        {done ? (
          <img
            src={video.thumbnail_url ?? PLACEHOLDER_POSTER}
            alt={`${name} poster`}
            className="h-full w-full object-cover"
            loading="lazy"
          />
        ) : (
          <div className="flex h-full flex-col items-center justify-center gap-2 p-2 text-center text-xs text-slate-200">
            {video.status === 'processing' ? (
              <>
                <ProgressBar value={video.progress} status={video.status} label={`${name} progress`} />
                <span>{video.progress}%</span>
              </>
            ) : (
              <span>{video.message}</span>
            )}
          </div>
        )}
      </div>
      <p className="line-clamp-3 text-sm text-slate-700" title={hook}>
        “{hook}”
      </p>
      {video.tracked_link ? (
        <div className="flex items-center gap-2">
          <span className="min-w-0 flex-1 truncate text-xs text-slate-600" title={video.tracked_link}>
            {video.tracked_link}
          </span>
          <CopyTextButton
            label={`Copy ${name} link`}
            text={video.tracked_link}
            confirmation={`${name} link copied to clipboard`}
          />
        </div>
      ) : null}
      <Link
        to={`/video/${video.id}`}
        className="mt-auto inline-flex items-center justify-center rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      >
        View Details
      </Link>
    </div>
  );
}
