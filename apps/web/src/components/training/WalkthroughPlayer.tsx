import type { Walkthrough } from '@adreel/contracts';
import { PlayCircle } from 'lucide-react';
import { useId, useRef, useState } from 'react';

function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * One narrated walkthrough: the video (captions burned in), its chapters (each seeks the video) and
 * the transcript, so the content is there for people who cannot or would rather not listen.
 */
export function WalkthroughPlayer({
  walkthrough,
  autoPlay = false,
}: {
  walkthrough: Walkthrough;
  autoPlay?: boolean;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [time, setTime] = useState(0);
  const transcriptId = useId();
  const { chapters } = walkthrough;
  const current = chapters.reduce((at, c, i) => (c.startS <= time + 0.05 ? i : at), 0);

  const seek = (startS: number) => {
    const el = video.current;
    if (!el) return;
    el.currentTime = startS;
    void el.play().catch(() => undefined);
  };

  return (
    <article className="grid gap-5 md:grid-cols-[minmax(0,18rem)_1fr] md:items-start">
      {/* biome-ignore lint/a11y/useMediaCaption: captions are burned into the picture; the transcript below has the same words. */}
      <video
        ref={video}
        src={walkthrough.videoUrl}
        poster={walkthrough.posterUrl}
        controls
        playsInline
        preload="metadata"
        autoPlay={autoPlay}
        aria-label={walkthrough.title}
        aria-describedby={transcriptId}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        className="mx-auto aspect-[9/16] max-h-[70vh] w-full max-w-xs rounded-xl bg-black"
      />
      <div className="min-w-0">
        <h2 className="text-lg font-bold text-slate-900">{walkthrough.title}</h2>
        <p className="mt-1 text-sm text-slate-600">
          {walkthrough.summary} ({clock(walkthrough.durationS)})
        </p>
        <h3 className="mt-4 text-xs font-semibold tracking-wide text-slate-500 uppercase">Chapters</h3>
        <ol className="mt-2 space-y-1">
          {chapters.map((chapter, i) => (
            <li key={chapter.startS}>
              <button
                type="button"
                onClick={() => seek(chapter.startS)}
                aria-current={i === current ? 'true' : undefined}
                className={`flex w-full items-center gap-2 rounded-lg px-2 py-2 text-left text-sm ${
                  i === current
                    ? 'bg-brand-50 font-semibold text-brand-700'
                    : 'text-slate-700 hover:bg-slate-50'
                }`}
              >
                <PlayCircle aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-600" />
                {/* The name reads "Play from 0:05 Tap 1…", and still holds the visible words. */}
                <span className="sr-only">Play from </span>
                <span className={`w-10 shrink-0 tabular-nums ${i === current ? '' : 'text-slate-600'}`}>
                  {clock(chapter.startS)}
                </span>
                <span className="min-w-0 flex-1">{chapter.title}</span>
              </button>
            </li>
          ))}
        </ol>
        <h3 className="mt-4 text-xs font-semibold tracking-wide text-slate-500 uppercase">Transcript</h3>
        <div id={transcriptId} className="mt-2 space-y-2 text-sm leading-relaxed text-slate-700">
          {chapters.map((chapter) => (
            <p key={chapter.startS}>{chapter.narration}</p>
          ))}
        </div>
      </div>
    </article>
  );
}
