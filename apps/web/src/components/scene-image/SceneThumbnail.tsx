import { ImageOff, Palette } from 'lucide-react';
import { useState } from 'react';
import type { ShownImage } from './use-scene-images.ts';

/** How an image is named to screen readers (and in the picker): "product shot 2", or the Pexels description. */
export function shotName(
  image: { source: string; position: number | null; alt: string | null; media_kind?: string } | null,
): string {
  if (!image) return 'a chosen shot';
  if (image.source === 'product') return `product shot ${image.position}`;
  if (image.source === 'library')
    return `your ${image.media_kind === 'clip' ? 'clip' : 'image'} “${image.alt ?? ''}”`;
  return `${image.alt ?? 'a stock shot'} (Pexels)`;
}

const FRAME = 'h-28 w-20 shrink-0 overflow-hidden rounded-lg ring-1 ring-slate-200 sm:h-32 sm:w-24';

/**
 * The image a scene shows, as a thumbnail from our API (the app allows no other image host). Scenes
 * without an image say they get an animated colour background; an image that cannot be loaded says so.
 */
export function SceneThumbnail({ shown, n, loading }: { shown: ShownImage; n: number; loading: boolean }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (loading) return <span aria-hidden="true" className={`${FRAME} block animate-pulse bg-slate-200`} />;
  if (shown.kind === 'colour')
    return (
      <span
        role="img"
        aria-label={`Scene ${n}: colour background, no image`}
        className={`${FRAME} flex flex-col items-center justify-center gap-1 bg-gradient-to-br from-brand-600 to-accent-600 p-1 text-center text-[11px] font-medium text-white`}
      >
        <Palette aria-hidden="true" className="h-4 w-4" />
        Colour background
      </span>
    );
  const thumbnail = shown.kind === 'image' ? shown.image.thumbnail_url : null;
  if (!thumbnail || failed === thumbnail)
    return (
      <span
        role="img"
        aria-label={`Scene ${n}: image preview unavailable`}
        title={shown.kind === 'image' ? shown.image.url : shown.url}
        className={`${FRAME} flex flex-col items-center justify-center gap-1 bg-slate-100 p-1 text-center text-[11px] text-slate-600`}
      >
        <ImageOff aria-hidden="true" className="h-4 w-4" />
        {thumbnail ? 'Image unavailable' : 'Chosen photo'}
      </span>
    );
  return (
    <img
      src={thumbnail}
      alt={`Scene ${n} shows ${shotName(shown.kind === 'image' ? shown.image : null)}`}
      title={shown.kind === 'image' ? (shown.image.alt ?? undefined) : undefined}
      loading="lazy"
      onError={() => setFailed(thumbnail)}
      className={`${FRAME} bg-slate-100 object-cover`}
    />
  );
}
