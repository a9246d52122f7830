import type { DfyItem } from '@adreel/contracts';
import { Copy, Loader2 } from 'lucide-react';
import { copyText } from '../../components/video/media-actions.ts';
import { ShareButtons } from '../../components/video/ShareButtons.tsx';
import { useVideoPoster } from '../../components/video/VideoPoster.tsx';
import { CommentaryBlock } from './CommentaryBlock.tsx';

/** One done-for-you video: the player, share and download, the affiliate link and the commentary. */
export function DfyVideoCard({ video }: { video: DfyItem }) {
  const poster = useVideoPoster(`dfy-${video.id}`, video.video_url, video.poster_url);
  // The user's tracked link (/go/…), so clicks and sales count under this video.
  const link = video.tracked_link ?? '';
  const commentary = video.script.content.commentary;
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="relative aspect-[9/16] max-h-[28rem] bg-slate-900">
        {video.video_url ? (
          // biome-ignore lint/a11y/useMediaCaption: generated promo videos carry burned-in captions.
          <video
            src={video.video_url}
            poster={poster}
            controls
            preload="none"
            playsInline
            aria-label={`${video.product_name} video`}
            className="h-full w-full object-contain"
          />
        ) : (
          <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center text-slate-200">
            <Loader2 aria-hidden="true" className="h-8 w-8 animate-spin" />
            <p className="text-sm">
              {video.status === 'failed' ? 'This video is not available.' : 'Video is being prepared...'}
            </p>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 className="text-base font-semibold text-slate-900">{video.product_name}</h3>
        <ShareButtons
          compact
          video={{ id: video.id, outputUrl: video.video_url, productUrl: link, commentary }}
        />
        <div>
          <p className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">Affiliate Link</p>
          <div className="flex items-center gap-2">
            <a
              href={link}
              target="_blank"
              rel="noopener noreferrer sponsored"
              className="min-w-0 flex-1 truncate text-sm text-brand-700 hover:underline"
              title={link}
              data-testid="dfy-affiliate-link"
            >
              {link}
            </a>
            <button
              type="button"
              aria-label={`Copy affiliate link for ${video.product_name}`}
              onClick={() => void copyText(link, 'URL copied to clipboard')}
              className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium text-slate-600 ring-1 ring-slate-300 hover:bg-slate-50"
            >
              <Copy aria-hidden="true" className="h-4 w-4" /> Copy
            </button>
          </div>
        </div>
        <CommentaryBlock commentary={commentary} productName={video.product_name} />
      </div>
    </li>
  );
}
